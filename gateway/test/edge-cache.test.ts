import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';
import { pickEncoding } from '../src/cache/edge-cache.ts';

const SECRET = 'preview-secret-0123456789';

const renderOf = (body: string) => body.match(/data-render="(\d+)"/)?.[1];
const shellHits = (site: TestSite, path: string) => site.shell.seen.filter((r) => r.url === path).length;

describe('edge cache', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {}, previewSecret: SECRET });
  });
  afterAll(() => site.close());

  it('serves a page from the shell once, then from the cache', async () => {
    const first = await rawRequest(site.base, '/en/docs/cached');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await rawRequest(site.base, '/en/docs/cached');
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(second.headers['x-build-id']).toBe('build-1');
    expect(second.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(shellHits(site, '/en/docs/cached')).toBe(1);
  });

  it('serves hits compressed as br or gzip to clients that accept them', async () => {
    await rawRequest(site.base, '/en/docs/encoded');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity;q=0', undefined],
      ['', undefined],
    ] as const) {
      const res = await rawRequest(site.base, '/en/docs/encoded', { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.headers['x-cache']).toBe('HIT');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toContain('<main>/en/docs/encoded</main>');
    }
  });

  it('answers a revalidation of a cached page with 304', async () => {
    const first = await rawRequest(site.base, '/en/docs/etag');
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await rawRequest(site.base, '/en/docs/etag', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe('');
  });

  it('keys on method and path; unknown query parameters and encoding variants share the key, never storing', async () => {
    await rawRequest(site.base, '/en/blog');
    expect((await rawRequest(site.base, '/en/blog?page=2')).headers['x-cache']).toBe('HIT');
    expect((await rawRequest(site.base, '/en/bl%6fg?utm_source=x')).headers['x-cache']).toBe('HIT');
    expect((await rawRequest(site.base, '/en/blog', { method: 'HEAD' })).headers['x-cache']).toBe('MISS');
    const head = await rawRequest(site.base, '/en/blog', { method: 'HEAD' });
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body).toBe('');
    // A variant of a page not yet cached is answered by the shell but does not create an entry.
    const before = site.gateway.edgeCache.size;
    expect((await rawRequest(site.base, '/en/docs/variant?x=1')).headers['x-cache']).toBe('MISS');
    expect((await rawRequest(site.base, '/en/docs/variant?x=1')).headers['x-cache']).toBe('MISS');
    expect(site.gateway.edgeCache.size).toBe(before);
    expect((await rawRequest(site.base, '/en/docs/variant')).headers['x-cache']).toBe('MISS');
    expect((await rawRequest(site.base, '/en/docs/variant?x=2')).headers['x-cache']).toBe('HIT');
  });

  it("keys a page on the query parameters its route declares (the templates list's category), and no other page on them", async () => {
    const all = await rawRequest(site.base, '/en/templates');
    const docs = await rawRequest(site.base, '/en/templates?category=docs');
    expect([all.headers['x-cache'], docs.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    expect(docs.body).toContain('<main>/en/templates?category=docs</main>');
    expect((await rawRequest(site.base, '/en/templates?category=docs&utm_source=x')).body).toBe(docs.body);
    expect((await rawRequest(site.base, '/en/templates?category=docs')).headers['x-cache']).toBe('HIT');
    expect((await rawRequest(site.base, '/en/templates')).body).toBe(all.body);
    // Repeated, the first value is the one the page reads: never another category's entry.
    await rawRequest(site.base, '/en/templates?category=blog');
    const repeated = await rawRequest(site.base, '/en/templates?category=docs&category=blog');
    expect(repeated.body).toBe(docs.body);
    // Elsewhere the parameter is one more unknown one: the page's own entry answers.
    await rawRequest(site.base, '/en/docs/no-category');
    const elsewhere = await rawRequest(site.base, '/en/docs/no-category?category=docs');
    expect(elsewhere.headers['x-cache']).toBe('HIT');
    expect(elsewhere.body).toContain('<main>/en/docs/no-category</main>');
  });

  it("answers a client's Cache-Control or Pragma no-cache from the build's entry: no client can force renders of a cached page", async () => {
    const first = await rawRequest(site.base, '/en/docs/revalidate');
    const asking: Array<Record<string, string>> = [
      { 'cache-control': 'no-cache' },
      { pragma: 'no-cache' },
      { 'cache-control': 'no-cache, no-store, max-age=0' },
    ];
    for (const headers of asking) {
      const again = await rawRequest(site.base, '/en/docs/revalidate', { headers });
      expect(again.headers['x-cache']).toBe('HIT');
      expect(renderOf(again.body)).toBe(renderOf(first.body));
    }
    expect(shellHits(site, '/en/docs/revalidate')).toBe(1);
  });

  it('makes concurrent first requests for one page one render, each reader served its answer', async () => {
    // A page the shell takes 300 ms to render, asked for by ten readers at once (a deploy emptied the cache).
    await rawRequest(site.base, '/en/docs/another');
    const answers = await Promise.all(Array.from({ length: 10 }, () => rawRequest(site.base, '/en/docs/slow-together')));
    expect(shellHits(site, '/en/docs/slow-together')).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => renderOf(a.body))).size).toBe(1);
    expect(answers.map((a) => a.headers['x-cache']).sort()).toEqual([...Array(9).fill('HIT'), 'MISS']);
  });

  it('sends readers waiting for a page on to the shell when its answer is not stored', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => rawRequest(site.base, '/en/missing')));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(shellHits(site, '/en/missing')).toBe(3);
  });

  it('never stores no-store, private, cookie-setting or non-200 answers', async () => {
    for (const path of ['/en/no-store', '/en/private', '/en/set-cookie', '/en/missing', '/en/vary-language']) {
      await rawRequest(site.base, path);
      const again = await rawRequest(site.base, path);
      expect(again.headers['x-cache'], path).toBe('MISS');
    }
    expect(shellHits(site, '/en/no-store')).toBe(2);
  });

  it('bypasses the cache only for a valid preview token (query, cookie or header)', async () => {
    await rawRequest(site.base, '/en/docs/preview-me');
    const byCookie = await rawRequest(site.base, '/en/docs/preview-me', { headers: { cookie: `content_preview=${SECRET}` } });
    expect(byCookie.headers['x-cache']).toBe('BYPASS');
    const byQuery = await rawRequest(site.base, `/en/docs/preview-me?preview=${SECRET}`);
    expect(byQuery.headers['x-cache']).toBe('BYPASS');
    expect(shellHits(site, '/en/docs/preview-me')).toBe(2);
    // Finding 5: `?preview` with no or a wrong token used to bypass (and reach the shell) every time.
    for (const path of ['/en/docs/preview-me?preview', '/en/docs/preview-me?preview=true', '/en/docs/preview-me?preview=x']) {
      expect((await rawRequest(site.base, path)).headers['x-cache'], path).toBe('HIT');
    }
    const wrongCookie = await rawRequest(site.base, '/en/docs/preview-me', { headers: { cookie: 'content_preview=token-1' } });
    expect(wrongCookie.headers['x-cache']).toBe('HIT');
    expect(shellHits(site, '/en/docs/preview-me')).toBe(2);
  });

  it('leaves non-page paths alone', async () => {
    const res = await rawRequest(site.base, '/_shell/app.js');
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('empties when a response carries a new build id', async () => {
    await rawRequest(site.base, '/en/docs/before-deploy');
    expect((await rawRequest(site.base, '/en/docs/before-deploy')).headers['x-cache']).toBe('HIT');
    site.shellState.buildId = 'build-2';
    const other = await rawRequest(site.base, '/en/docs/other-page');
    expect(other.headers['x-build-id']).toBe('build-2');
    const after = await rawRequest(site.base, '/en/docs/before-deploy');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('data-build="build-2"');
  });
});

describe('edge cache invalidation by polling builds/latest.json', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {}, cache: { buildPollMs: 20 } });
  });
  afterAll(() => site.close());

  it('a new build id on the shell empties the cache without any page being requested', async () => {
    await rawRequest(site.base, '/en/studio');
    const hit = await rawRequest(site.base, '/en/studio');
    expect(hit.headers['x-cache']).toBe('HIT');
    site.shellState.buildId = 'build-polled';
    await vi.waitFor(() => expect(site.gateway.edgeCache.builds.id).toBe('build-polled'), { timeout: 5000, interval: 20 });
    const after = await rawRequest(site.base, '/en/studio');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(renderOf(after.body)).not.toBe(renderOf(hit.body));
  });
});

describe('edge cache bounds and switch', () => {
  let site: TestSite | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    site = await startTestSite({ env: {}, cache: { maxEntries: 2 } });
    for (const p of ['/en/a', '/en/b']) await rawRequest(site.base, p);
    await rawRequest(site.base, '/en/a');
    await rawRequest(site.base, '/en/c');
    expect((await rawRequest(site.base, '/en/a')).headers['x-cache']).toBe('HIT');
    expect((await rawRequest(site.base, '/en/b')).headers['x-cache']).toBe('MISS');
  });

  it('GATEWAY_CACHE=off sends every page to the shell', async () => {
    site = await startTestSite({ env: { GATEWAY_CACHE: 'off' } });
    for (let i = 0; i < 3; i++) expect((await rawRequest(site.base, '/en/docs/x')).headers['x-cache']).toBe('BYPASS');
    expect(shellHits(site, '/en/docs/x')).toBe(3);
  });
});

describe('edge cache under a flood of unique query strings (finding 5)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {}, cache: { maxEntries: 4, maxBytes: 200_000 } });
  });
  afterAll(() => site.close());

  it('keeps every real page: no unique query string creates an entry or evicts one', async () => {
    const pages = ['/en/docs/a', '/en/docs/b', '/en/docs/c'];
    for (const p of pages) await rawRequest(site.base, p);
    for (let i = 0; i < 60; i++) await rawRequest(site.base, `/en/docs/flood?x=${i}`);
    for (let i = 0; i < 20; i++) await rawRequest(site.base, `${pages[i % 3]}?x=${i}`);
    for (const p of pages) expect((await rawRequest(site.base, p)).headers['x-cache'], p).toBe('HIT');
    expect(site.gateway.edgeCache.size).toBe(3);
    expect(site.gateway.edgeCache.bytes).toBeLessThanOrEqual(200_000);
  });

  it('stays within its byte budget, evicting least recently used pages', async () => {
    for (let i = 0; i < 12; i++) await rawRequest(site.base, `/en/blog/post-${i}`);
    expect(site.gateway.edgeCache.bytes).toBeLessThanOrEqual(200_000);
    expect(site.gateway.edgeCache.size).toBeLessThanOrEqual(4);
  });
});

describe('encoding negotiation', () => {
  it('takes the highest q-value, br before gzip at a tie, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding(['gzip;q=0.5', 'br;q=0.4'])).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
