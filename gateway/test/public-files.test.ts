/**
 * Root-relative pictures through the gateway: a clean GET or HEAD for a picture path is
 * answered from content-service's public folder when it has the file, and otherwise goes on
 * exactly as before (locale guard, shell), so a page is never shadowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/index.ts';
import { rawRequest } from './support/http.ts';
import { deadUrl, FAKE_PUBLIC_FILES, startTestSite, type TestSite } from './support/fake-upstreams.ts';

const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** What the shell was asked since `before` (its build id poll left out). */
const shellAsks = (before: number) => site.shell.seen.slice(before).filter((s) => !s.url.startsWith('/builds/'));

/** The requests content-service got for the public folder since `before`. */
const publicAsks = (before: number) => site.upstreams.content.seen.slice(before).filter((s) => s.url.startsWith('/_public/'));

describe('a picture in the public folder', () => {
  it('is served at its root-relative path, without a locale, with content-service’s headers and sandbox policy', async () => {
    const shellBefore = site.shell.seen.length;
    for (const [path, file] of Object.entries(FAKE_PUBLIC_FILES)) {
      const res = await rawRequest(site.base, path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toContain(file.type);
      expect(res.body, path).toBe(file.body);
      expect(res.headers.etag, path).toBe(`"public-${file.body.length}"`);
      expect(res.headers['cache-control'], path).toBe('public, max-age=86400');
      expect(res.headers['content-security-policy'], path).toBe(SANDBOX_CSP);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['x-request-id'], path).toBeTruthy();
    }
    expect(shellAsks(shellBefore)).toEqual([]);
  });

  it('answers 304 to its ETag and HEAD without a body', async () => {
    const etag = `"public-${FAKE_PUBLIC_FILES['/img/logo.svg']!.body.length}"`;
    const cached = await rawRequest(site.base, '/img/logo.svg', { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.body).toBe('');
    const head = await rawRequest(site.base, '/blog/cover.png', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toContain('image/png');
    expect(head.body).toBe('');
  });

  it('asks content-service with the path as sent, and the forwarding headers the gateway sets', async () => {
    const before = site.upstreams.content.seen.length;
    await rawRequest(site.base, '/img/logo.svg?v=1', { headers: { 'x-forwarded-host': 'evil.com' } });
    const [asked] = publicAsks(before);
    expect(asked?.url).toBe('/_public/img/logo.svg');
    expect(asked?.headers['x-forwarded-host']).toBe(new URL(site.gateway.gatewaySettings.config.origin).host);
  });
});

describe('any other picture path goes on as if there were no public folder', () => {
  it('a missing picture is locale-guarded like any path, then reaches the shell (its 404 page)', async () => {
    const missing = await rawRequest(site.base, '/img/missing.png');
    expect(missing.status).toBe(302);
    expect(missing.headers.location).toBe('/en/img/missing.png');
    const shellBefore = site.shell.seen.length;
    const localised = await rawRequest(site.base, '/en/img/missing.png');
    expect(localised.status).toBe(404);
    expect(shellAsks(shellBefore).map((s) => s.url)).toEqual(['/en/img/missing.png']);
  });

  it('a page at a picture path is the shell’s: the public folder never has a file there', async () => {
    const before = site.upstreams.content.seen.length;
    const page = await rawRequest(site.base, '/en/docs/diagram.svg');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<main>/en/docs/diagram.svg</main>');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy());
    expect(publicAsks(before).map((s) => s.url)).toEqual(['/_public/en/docs/diagram.svg']);
  });

  it('paths of the site’s own prefixes, unclean paths and other methods are never asked of the public folder', async () => {
    const before = site.upstreams.content.seen.length;
    const shellAsset = await rawRequest(site.base, '/_shell/logo.png');
    expect(shellAsset.body).toContain('<main>/_shell/logo.png</main>');
    const contentImage = await rawRequest(site.base, '/_content/_images/logo.svg');
    expect(JSON.parse(contentImage.body)).toMatchObject({ upstream: 'content', url: '/_content/_images/logo.svg' });
    const unclean = await rawRequest(site.base, '/img/../img/logo.svg');
    expect(unclean.status).toBe(301);
    expect(unclean.headers.location).toBe('/img/logo.svg');
    const posted = await rawRequest(site.base, '/img/logo.svg', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(posted.status).toBe(405);
    expect(publicAsks(before)).toEqual([]);
  });
});

describe('when content-service is down', () => {
  it('a picture path gets the branded 502', async () => {
    const down = await startTestSite({ upstreams: { content: await deadUrl() } });
    try {
      const res = await rawRequest(down.base, '/img/logo.svg');
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('temporarily unavailable');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy());
    } finally {
      await down.close();
    }
  });
});
