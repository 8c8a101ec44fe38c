/**
 * The hostile-input suite (issue 14, deliverable 8), gateway classes: redirects, paths,
 * headers, body sizes, cache keys and preview tokens, each input answered exactly as a
 * careful door would (status, no state change, no leak). Property-based where the input
 * space is large; each class states how many inputs it tries. The markdown and URL classes
 * live beside their code (content-service/test/markdown/hostile-markdown.test.ts,
 * shell/contracts/test/sanitize.test.ts), SQL in content-service/test/sql-security.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_ROUTE_PATHS, ROUTE_PATHS as ROUTES } from './support/route-paths.ts';
import { expectContinueRequest } from './support/bodies.ts';
import { isSameSitePath, rawRequest } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';

const LIMIT = 2048;
const SECRET = 'hostile-suite-secret-0123456789';
const ORIGIN_HOST = 'localhost:3000';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ env: { SITE_ORIGIN: `http://${ORIGIN_HOST}` }, bodyLimit: LIMIT, previewSecret: SECRET });
});
afterAll(() => site.close());

const runs = { redirects: 150, paths: 80, publicPictures: 80, headers: 60, cacheKeys: 100, previewTokens: 100 };

describe('redirects: no input leads off the site', () => {
  const piece = fc.constantFrom(
    '/',
    '\\',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%09',
    '%0d%0a',
    'evil.com',
    '@evil.com',
    ':',
    '.',
    '..',
    'en',
    'docs',
    'get-started',
    '?next=//evil.com',
    '%00',
    '%E2%80%AE',
  );
  it(`${runs.redirects} generated paths answer 2xx/3xx to a same-site path, or 4xx, never a foreign Location`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { minLength: 1, maxLength: 8 }),
        fc.constantFrom<Record<string, string>>({}, { host: 'evil.com', 'x-forwarded-host': 'evil.com' }),
        async (pieces, headers) => {
          const path = `/${pieces.join('')}`;
          const res = await rawRequest(site.base, path, { headers });
          expect([200, 301, 302, 307, 308, 400, 404]).toContain(res.status);
          if (res.status >= 300 && res.status < 400)
            expect(isSameSitePath(res.headers.location), `${path} → ${res.headers.location}`).toBe(true);
          else expect(res.headers.location).toBeUndefined();
        },
      ),
      { numRuns: runs.redirects },
    );
  });
});

describe('paths: no traversal reaches an upstream, nothing leaks', () => {
  const segment = fc.constantFrom(
    '..',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%252e%252e',
    '..%2f',
    '..%5c',
    '%c0%ae%c0%ae',
    'etc',
    'passwd',
    '.env',
    'package.json',
    '%00',
    'x',
  );
  it(`${runs.paths} generated paths under every route: 400, or forwarded without a parent segment`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.array(segment, { minLength: 1, maxLength: 6 }), async (route, segments) => {
        const before = allSeen().length;
        const path = `${route.replace(/\/x$/, '')}/${segments.join('/')}`;
        const res = await rawRequest(site.base, path);
        expect([200, 301, 302, 307, 308, 400, 404]).toContain(res.status);
        expect(res.body).not.toMatch(/root:x:0:0|PREVIEW_SECRET|"dependencies"/);
        for (const seen of allSeen().slice(before)) {
          const decoded = safeDecode(seen.url.split('?')[0] ?? '');
          expect(decoded.split('/'), seen.url).not.toContain('..');
          expect(decoded).not.toContain('\u0000');
        }
      }),
      { numRuns: runs.paths },
    );
  });
});

describe('public pictures: a root-relative picture path never names a file outside the public folder', () => {
  const segment = fc.constantFrom(
    '..',
    '%2e%2e',
    '.%2E',
    '%252e%252e',
    '..%2f',
    '..%5c',
    '%2f',
    '%5c',
    '%00',
    '%c0%ae%c0%ae',
    '.env',
    '.git',
    'etc',
    'img',
    'C:',
    '',
  );
  const picture = fc.constantFrom('logo.svg', 'passwd.png', '..%2fpackage.json.png', '%2e%2e%2fx.svg', '.hidden.png', 'x.ico', 'a%00.png');
  it(`${runs.publicPictures} generated picture paths: answered or refused, and content-service is only asked for clean paths`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 5 }), picture, async (segments, name) => {
        const before = site.upstreams.content.seen.length;
        const path = `/${[...segments, name].join('/')}`;
        const res = await rawRequest(site.base, path);
        expect([200, 301, 302, 400, 404], path).toContain(res.status);
        expect(res.body).not.toMatch(/root:x:0:0|PREVIEW_SECRET|"dependencies"/);
        for (const seen of site.upstreams.content.seen.slice(before)) {
          const decoded = safeDecode(seen.url.split('?')[0] ?? '');
          expect(decoded.split('/'), seen.url).not.toContain('..');
          expect(decoded.split('/'), seen.url).not.toContain('.');
          expect(decoded.includes('\\') || decoded.includes('\u0000'), seen.url).toBe(false);
          expect(seen.url, seen.url).not.toMatch(/%(2f|5c|00)/i);
        }
      }),
      { numRuns: runs.publicPictures },
    );
  });
});

describe('headers: hostile forwarding and ids change nothing an upstream trusts', () => {
  const hostile = fc.record({
    host: fc.constantFrom('evil.com', 'localhost:3000@evil.com', '127.0.0.1', 'evil.com:80'),
    'x-forwarded-host': fc.constantFrom('evil.com', 'a,b', ''),
    'x-forwarded-proto': fc.constantFrom('javascript', 'https', 'gopher'),
    'x-original-url': fc.constantFrom('/admin', '//evil.com'),
    'x-rewrite-url': fc.constantFrom('/admin', '/etc/passwd'),
    'x-request-id': fc.string({ maxLength: 200 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  });
  it(`${runs.headers} generated header sets: upstream sees the configured origin; the request id is sane`, async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom(...ROUTES), async (headers, route) => {
        const before = allSeen().length;
        const res = await rawRequest(site.base, route, { headers });
        expect(res.status).toBe(200);
        expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
        for (const seen of allSeen().slice(before)) {
          expect(seen.headers['x-forwarded-host']).toBe(ORIGIN_HOST);
          expect(seen.headers['x-forwarded-proto']).toBe('http');
          expect(seen.headers['x-original-url']).toBeUndefined();
          expect(seen.headers['x-rewrite-url']).toBeUndefined();
        }
      }),
      { numRuns: runs.headers },
    );
  });
});

describe('body sizes: exactly 200 up to the limit, 413 naming it above, on every route that takes bodies and transfer mode', () => {
  const sizes = [0, 1, LIMIT - 1, LIMIT, LIMIT + 1, LIMIT * 2, LIMIT * 10];
  const modes = ['declared', 'chunked', 'expect'] as const;
  const cases = BODY_ROUTE_PATHS.flatMap((route) => sizes.flatMap((size) => modes.map((mode) => ({ route, size, mode }))));
  it(`${cases.length} route × size × mode combinations`, async () => {
    for (const { route, size, mode } of cases) {
      const body = 'b'.repeat(size);
      const res =
        mode === 'expect'
          ? await expectContinueRequest(site.base, route, body)
          : await rawRequest(site.base, route, {
              method: 'POST',
              body,
              headers:
                mode === 'chunked' ? { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' } : { 'content-type': 'text/plain' },
            });
      const label = `${mode} ${size} B on ${route}`;
      if (size <= LIMIT) expect(res.status, label).toBe(200);
      else {
        expect(res.status, label).toBe(413);
        expect(res.body, label).toContain(`${LIMIT} bytes`);
      }
    }
  }, 60_000);
});

describe('cache keys: no query string or path variant adds an entry or evicts a page', () => {
  it(`${runs.cacheKeys} generated query strings and encodings`, async () => {
    const pages = ['/en/docs/stable-a', '/en/docs/stable-b'];
    for (const p of pages) await rawRequest(site.base, p);
    const size = site.gateway.edgeCache.size;
    const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 20 }), { minKeys: 1, maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), query, fc.boolean(), async (page, params, encode) => {
        const path = encode ? page.replace('docs', '%64ocs') : page;
        const res = await rawRequest(site.base, `${path}?${new URLSearchParams(params).toString()}`);
        expect(res.status).toBe(200);
        expect(res.headers['x-cache']).toBe('HIT');
        expect(site.gateway.edgeCache.size).toBe(size);
      }),
      { numRuns: runs.cacheKeys },
    );
    for (const p of pages) expect((await rawRequest(site.base, p)).headers['x-cache']).toBe('HIT');
  });
});

describe('preview tokens: only the secret bypasses the cache', () => {
  it(`${runs.previewTokens} generated tokens in query, cookie and header`, async () => {
    await rawRequest(site.base, '/en/docs/preview-target');
    const token = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '',
        'true',
        '1',
        SECRET.slice(0, -1),
        `${SECRET} `,
        SECRET.toUpperCase(),
        `${SECRET}x`,
        encodeURIComponent(SECRET).replace('-', '%2D'),
      ),
    );
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom('query', 'cookie', 'header'), async (value, where) => {
        // HTTP trims a header value's surrounding spaces: ` secret ` in a header is the secret.
        const headerValue = value.replace(/[^\x20-\x7e]/g, '');
        fc.pre(where === 'header' ? headerValue.trim() !== SECRET : value !== SECRET);
        const path = where === 'query' ? `/en/docs/preview-target?preview=${encodeURIComponent(value)}` : '/en/docs/preview-target';
        const headers: Record<string, string> = {};
        if (where === 'cookie') headers.cookie = `content_preview=${encodeURIComponent(value)}`;
        if (where === 'header') headers['x-content-preview'] = headerValue;
        const res = await rawRequest(site.base, path, { headers });
        expect(res.status).toBe(200);
        expect(res.headers['x-cache']).toBe('HIT');
      }),
      { numRuns: runs.previewTokens },
    );
    const valid = await rawRequest(site.base, `/en/docs/preview-target?preview=${SECRET}`);
    expect(valid.headers['x-cache']).toBe('BYPASS');
  });
});

it('tries at least 500 gateway inputs in all', () => {
  const bodies = BODY_ROUTE_PATHS.length * 7 * 3;
  expect(
    runs.redirects + runs.paths + runs.publicPictures + runs.headers + runs.cacheKeys + runs.previewTokens + bodies,
  ).toBeGreaterThanOrEqual(500);
});

function allSeen() {
  return [site.shell, ...Object.values(site.upstreams)].flatMap((u) => u.seen);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
