// k6 soak: the browse, search and content-query mixes together at a steady rate for 30
// minutes (the `SOAK` duration), to catch what only shows over time: memory growth, file
// descriptor or socket leaks, latency creeping up, cache churn across content builds.
//
//   k6 run -e BASE_URL=https://site.example deploy/k6/soak.js
//   k6 run -e BASE_URL=http://localhost:3000 -e SOAK=30m -e RATE=40 deploy/k6/soak.js
//
// Watch the processes' /metrics during the run (deploy/README.md, Metrics): resident memory
// and event-loop lag must stay flat. Request lists: deploy/k6/mixes.json.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const ENGLISH_ONLY = ['0', 'off', 'false', 'no'].includes((__ENV.SITE_I18N || 'on').toLowerCase());
const mixes = JSON.parse(open('./mixes.json'));
const mix = ENGLISH_ONLY ? mixes.englishOnly : mixes.i18n;
const RATE = Number(__ENV.RATE || 40);
const DURATION = __ENV.SOAK || '30m';

const steady = (exec, share) => ({
  executor: 'constant-arrival-rate',
  exec,
  rate: Math.max(1, Math.round(RATE * share)),
  timeUnit: '1s',
  duration: DURATION,
  preAllocatedVUs: 10,
  maxVUs: 200,
});

export const options = {
  scenarios: { browse: steady('browse', 0.7), search: steady('search', 0.1), queries: steady('queries', 0.2) },
  thresholds: {
    // The same bounds for the whole run: a soak fails when the tail creeps up over time.
    'http_req_duration{scenario:browse}': ['p(95)<300', 'p(99)<1000'],
    'http_req_duration{scenario:search}': ['p(95)<500'],
    'http_req_duration{scenario:queries}': ['p(95)<100', 'p(99)<250'],
    http_req_failed: ['rate<0.001'],
    checks: ['rate>0.999'],
  },
};

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const expected = http.expectedStatuses(200, 301, 302, 404);

export function browse() {
  const { path, expect } = pick(mix.browse);
  const res = http.get(`${BASE_URL}${path}`, {
    redirects: 0,
    responseCallback: expected,
    headers: { 'accept-encoding': 'br, gzip' },
    tags: { name: path },
  });
  check(res, { [`${path} answers ${expect}`]: (r) => r.status === expect });
}

export function search() {
  const { path, expect } = pick(mix.search);
  const res = http.get(`${BASE_URL}${path}`, { headers: { 'accept-encoding': 'br, gzip' }, tags: { name: path } });
  check(res, { [`${path} answers ${expect}`]: (r) => r.status === expect });
}

export function queries() {
  const q = pick(mix.queries);
  const res = http.post(`${BASE_URL}/__nuxt_content/${q.collection}/query`, JSON.stringify({ sql: q.sql }), {
    headers: { 'content-type': 'application/json' },
    tags: { name: q.name },
  });
  check(res, { [`${q.name}: 200 with rows`]: (r) => r.status === 200 && Array.isArray(r.json()) });
}
