// k6 content-service mix through the gateway: builder SQL POSTs (page by path, list queries,
// counts) and collection dump fetches, as the shell's loaders and the browser send them.
//
//   k6 run -e BASE_URL=https://site.example deploy/k6/content-query-mix.js
//   k6 run -e BASE_URL=http://localhost:3000 -e SITE_I18N=off deploy/k6/content-query-mix.js
//
// The queries are in deploy/k6/mixes.json, generated with the kit's query builder by
// gateway/bench/mixes.ts, so they are always in the grammar content-service accepts.
import http from 'k6/http';
import { check, fail } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const ENGLISH_ONLY = ['0', 'off', 'false', 'no'].includes((__ENV.SITE_I18N || 'on').toLowerCase());
const mixes = JSON.parse(open('./mixes.json'));
const mix = ENGLISH_ONLY ? mixes.englishOnly : mixes.i18n;

export const options = {
  scenarios: {
    queries: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 200),
      timeUnit: '1s',
      duration: __ENV.DURATION || '2m',
      preAllocatedVUs: 20,
      maxVUs: Number(__ENV.MAX_VUS || 200),
    },
  },
  thresholds: {
    'http_req_duration{kind:query}': ['p(95)<100', 'p(99)<250'],
    'http_req_duration{kind:dump}': ['p(95)<500'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const res = http.get(`${BASE_URL}/api/content/info`);
  if (res.status !== 200) fail(`GET /api/content/info answered ${res.status}: is the site up at ${BASE_URL}?`);
  return { versions: res.json('versions') || {} };
}

export default function run({ versions }) {
  const pick = Math.random();
  if (pick < 0.85) {
    const q = mix.queries[Math.floor(Math.random() * mix.queries.length)];
    const v = versions[q.collection] ? `?v=${encodeURIComponent(versions[q.collection])}` : '';
    const res = http.post(`${BASE_URL}/__nuxt_content/${q.collection}/query${v}`, JSON.stringify({ sql: q.sql }), {
      headers: { 'content-type': 'application/json' },
      tags: { kind: 'query', name: q.name },
    });
    check(res, { [`${q.name}: 200 with rows`]: (r) => r.status === 200 && Array.isArray(r.json()) });
  } else {
    const collection = mix.dumps[Math.floor(Math.random() * mix.dumps.length)];
    const v = versions[collection] ? `?v=${encodeURIComponent(versions[collection])}` : '';
    const res = http.get(`${BASE_URL}/__nuxt_content/${collection}/sql_dump.txt${v}`, {
      headers: { 'accept-encoding': 'br, gzip' },
      tags: { kind: 'dump', name: `dump ${collection}` },
    });
    check(res, { [`dump ${collection}: 200`]: (r) => r.status === 200 && r.body.length > 0 });
  }
}
