// k6 browse mix: every route kind through the gateway (pages in each area, redirects, a
// not-found page, build and content API files), redirects not followed.
//
//   k6 run -e BASE_URL=https://site.example deploy/k6/browse-mix.js
//   k6 run -e BASE_URL=http://localhost:3000 -e SITE_I18N=off deploy/k6/browse-mix.js
//
// The request list is deploy/k6/mixes.json, generated from gateway/bench/mixes.ts (the same
// list `npm run bench:gateway` measures with autocannon).
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const ENGLISH_ONLY = ['0', 'off', 'false', 'no'].includes((__ENV.SITE_I18N || 'on').toLowerCase());
const mixes = JSON.parse(open('./mixes.json'));
const mix = ENGLISH_ONLY ? mixes.englishOnly : mixes.i18n;

export const options = {
  scenarios: {
    browse: {
      executor: 'ramping-vus',
      startVUs: 1,
      stages: [
        { duration: __ENV.RAMP || '30s', target: Number(__ENV.VUS || 50) },
        { duration: __ENV.HOLD || '2m', target: Number(__ENV.VUS || 50) },
        { duration: '15s', target: 0 },
      ],
    },
  },
  thresholds: {
    // Pages are served from the edge cache most of the time: keep them fast.
    'http_req_duration{kind:page}': ['p(95)<300', 'p(99)<1000'],
    http_req_duration: ['p(95)<500'],
    // Any answer other than the expected status counts as a failure.
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

const expected = http.expectedStatuses(200, 301, 302, 404);

export default function browse() {
  for (const { path, expect } of mix.browse) {
    const kind = expect === 200 && !path.startsWith('/api/') && !path.startsWith('/builds/') ? 'page' : 'other';
    const res = http.get(`${BASE_URL}${path}`, {
      redirects: 0,
      responseCallback: expected,
      headers: { 'accept-encoding': 'br, gzip' },
      tags: { kind, name: path },
    });
    check(res, { [`${path} answers ${expect}`]: (r) => r.status === expect });
  }
}
