// k6 search mix through the gateway: what the search palette asks content-service for, the docs
// search manifest of every locale, fetched compressed, with revalidation as browsers do. (The
// index parts it names are immutable files: browsers and CDNs keep them; no query reaches a server.)
//
//   k6 run -e BASE_URL=https://site.example deploy/k6/search-mix.js
//   k6 run -e BASE_URL=http://localhost:3000 -e SITE_I18N=off deploy/k6/search-mix.js
//
// The request list is deploy/k6/mixes.json (`search`), generated from gateway/bench/mixes.ts,
// the list `npm run bench:load` measures with autocannon.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const ENGLISH_ONLY = ['0', 'off', 'false', 'no'].includes((__ENV.SITE_I18N || 'on').toLowerCase());
const mixes = JSON.parse(open('./mixes.json'));
const mix = ENGLISH_ONLY ? mixes.englishOnly : mixes.i18n;

export const options = {
  scenarios: {
    search: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 50),
      timeUnit: '1s',
      duration: __ENV.DURATION || '2m',
      preAllocatedVUs: 10,
      maxVUs: Number(__ENV.MAX_VUS || 100),
    },
  },
  thresholds: {
    'http_req_duration{kind:manifest}': ['p(95)<300'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

export default function search() {
  const { path, expect } = mix.search[Math.floor(Math.random() * mix.search.length)];
  const kind = 'manifest';
  const first = http.get(`${BASE_URL}${path}`, { headers: { 'accept-encoding': 'br, gzip' }, tags: { kind, name: path } });
  check(first, {
    [`${path} answers ${expect}`]: (r) => r.status === expect,
    [`${path} is compressed`]: (r) => /^(br|gzip)$/.test(r.headers['Content-Encoding'] || ''),
  });
  // A returning reader revalidates: the validator must give a 304.
  const etag = first.headers.Etag;
  if (etag) {
    const again = http.get(`${BASE_URL}${path}`, {
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
      tags: { kind, name: `${path} (revalidate)` },
      responseCallback: http.expectedStatuses(304),
    });
    check(again, { [`${path} revalidates with 304`]: (r) => r.status === 304 });
  }
}
