import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, isSameSitePath } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';
import { sanitisePath, sanitiseUpstreamLocation, safeLocation } from '../src/redirects/safe-path.ts';

const SHAPES = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%09/evil.com',
  '/%0D%0A//evil.com',
  '/%2f%5c%2fevil.com',
  '/.//evil.com',
  '/..//evil.com',
  '/\\/evil.com',
];
const HOSTILE = {
  host: 'evil.com',
  'x-forwarded-host': 'evil.com',
  'x-forwarded-proto': 'javascript',
  forwarded: 'host=evil.com;proto=https',
};

function probes(): string[] {
  const paths: string[] = [];
  for (const shape of SHAPES) {
    paths.push(shape, `${shape}?next=//evil.com`);
    // Behind a locale segment, and behind a non-locale segment (through the locale guard).
    paths.push(`/en${shape}`, `/fr${shape}/x`, `/docs${shape}`, `/zz${shape}`);
    // Through the legacy table.
    paths.push(`/get-started${shape}`, `/examples${shape}`);
    // Behind a locale written as a language tag (the locale guard rewrites its first segment).
    paths.push(`/FR${shape}`, `/zh-TW${shape}`, `/PT-br${shape}/x`, `/%5a%48-tw${shape}`);
  }
  return paths;
}

for (const mode of ['on', 'off'] as const) {
  describe(`no open redirect (i18n ${mode})`, () => {
    let site: TestSite;
    beforeAll(async () => {
      site = await startTestSite({ env: { SITE_I18N: mode } });
    });
    afterAll(() => site.close());

    it('every probe either is refused or redirects to a same-site path, even with hostile Host and X-Forwarded-* headers', async () => {
      for (const path of probes()) {
        for (const headers of [{}, HOSTILE]) {
          const res = await rawRequest(site.base, path, { headers });
          if (res.headers.location !== undefined) {
            expect(isSameSitePath(res.headers.location), `${path} → ${res.headers.location}`).toBe(true);
            expect(res.headers.location, path).not.toMatch(/^\/\/|^\/\\/);
          } else {
            expect([200, 400, 404], path).toContain(res.status);
          }
        }
      }
    });

    it('a locale written as a language tag ends on a page within two hops, never cached and never in a loop', async () => {
      for (const start of ['/FR', '/zh-TW/docs/x', '/ZH-tw/', '/pt-BR/get-started', '/En/zh-TW', '/zh-TW/zh-TW/x', '/\u212Ao/docs']) {
        let path = start;
        const seen: string[] = [];
        for (let hop = 0; hop < 4; hop++) {
          const res = await rawRequest(site.base, encodeURI(path));
          if (res.status !== 301 && res.status !== 302) break;
          expect(isSameSitePath(res.headers.location), `${path} → ${res.headers.location}`).toBe(true);
          if (res.status === 302) expect(res.headers['cache-control'], path).toBe('no-store');
          seen.push(path);
          path = decodeURI(res.headers.location!);
          expect(seen, start).not.toContain(path);
        }
        expect(seen.length, `${start}: ${seen.join(' → ')} → ${path}`).toBeLessThanOrEqual(2);
      }
    });

    it('collapses the doubled-slash shapes to a plain path instead of passing them on', async () => {
      const res = await rawRequest(site.base, '/%2F%2Fevil.com');
      expect(res.status).toBe(mode === 'on' ? 302 : 301);
      expect(res.headers.location).toBe(mode === 'on' ? '/en/evil.com' : '/evil.com');
      const shell = site.shell.seen.map((r) => r.url);
      expect(shell.some((u) => /^\/[/\\]|%2f|%5c/i.test(u))).toBe(false);
    });

    it('refuses control characters with a 400', async () => {
      for (const path of ['/%09/evil.com', '/%0D%0A//evil.com', '/en/%00x', '/docs%0aSet-Cookie:x=1']) {
        const res = await rawRequest(site.base, path);
        expect(res.status, path).toBe(400);
        expect(res.headers.location).toBeUndefined();
      }
    });

    it('rewrites an upstream Location that points off-site or at the Host header into a same-site path', async () => {
      const prefix = mode === 'on' ? '/en' : '';
      const offsite = await rawRequest(site.base, `${prefix}/redirect-offsite`, { headers: HOSTILE });
      expect(offsite.status).toBe(302);
      expect(isSameSitePath(offsite.headers.location)).toBe(true);
      const absolute = await rawRequest(site.base, `${prefix}/redirect-absolute-evil`);
      expect(absolute.headers.location).toBe('/');
      const hostBased = await rawRequest(site.base, `${prefix}/redirect-host`);
      expect(hostBased.headers.location).toBe('/en/docs');
    });

    it('upstreams learn the public host and scheme from the configured origin only', async () => {
      const prefix = mode === 'on' ? '/en' : '';
      const res = await rawRequest(site.base, `${prefix}/canonical`, { headers: HOSTILE });
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/');
      expect(res.body).not.toContain('evil.com');
      // The request itself, not whatever came last (the build-id poller also talks to the shell).
      const seen = site.shell.seen.filter((r) => r.url === `${prefix}/canonical`).at(-1)!;
      expect(seen.headers['x-forwarded-host']).toBe('localhost:3000');
      expect(seen.headers['x-forwarded-proto']).toBe('http');
      expect(seen.headers.forwarded).toBeUndefined();
    });
  });
}

describe('path sanitising', () => {
  it('decodes once, collapses slashes and backslashes and resolves dot segments', () => {
    expect(sanitisePath('/%252F%252Fevil.com')).toEqual({ ok: true, path: '/%2F%2Fevil.com', changed: false });
    expect(sanitisePath('/a//b\\c/./d/../e')).toEqual({ ok: true, path: '/a/b/c/e', changed: true });
    expect(sanitisePath('/docs/caf%C3%A9')).toEqual({ ok: true, path: '/docs/café', changed: false });
    expect(sanitisePath('/%E0%A4%A')).toEqual({ ok: false, reason: expect.stringMatching(/malformed/) });
  });

  it('never builds a Location that leaves the site', () => {
    expect(safeLocation('//evil.com')).toBe('/');
    expect(safeLocation('/%2F%2Fevil.com'.replace(/%2F/g, '/'))).toBe('/');
    expect(safeLocation('/docs/café', 'a=é')).toBe('/docs/caf%C3%A9?a=%C3%A9');
    expect(sanitiseUpstreamLocation('http://localhost:3000/en/docs?x=1', ['http://localhost:3000'])).toBe('/en/docs?x=1');
    expect(sanitiseUpstreamLocation('/\\evil.com', [])).toBe('/');
    expect(sanitiseUpstreamLocation('javascript:alert(1)', [])).toBe('/');
  });
});
