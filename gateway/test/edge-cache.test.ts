import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';
import { BoundedLru } from '../src/cache/lru.ts';
import { pickEncoding } from '../src/cache/encoding.ts';

const renderOf = (body: string) => body.match(/data-render="(\d+)"/)?.[1];
const shellHits = (site: TestSite, path: string) => site.shell.seen.filter((r) => r.url === path).length;

describe('edge cache', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {} });
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

  it('keys on method, path and query', async () => {
    await rawRequest(site.base, '/en/blog?page=1');
    expect((await rawRequest(site.base, '/en/blog?page=2')).headers['x-cache']).toBe('MISS');
    expect((await rawRequest(site.base, '/en/blog?page=1')).headers['x-cache']).toBe('HIT');
    expect((await rawRequest(site.base, '/en/blog?page=1', { method: 'HEAD' })).headers['x-cache']).toBe('MISS');
    const head = await rawRequest(site.base, '/en/blog?page=1', { method: 'HEAD' });
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body).toBe('');
  });

  it('never stores no-store, private, cookie-setting or non-200 answers', async () => {
    for (const path of ['/en/no-store', '/en/private', '/en/set-cookie', '/en/missing', '/en/vary-language']) {
      await rawRequest(site.base, path);
      const again = await rawRequest(site.base, path);
      expect(again.headers['x-cache'], path).toBe('MISS');
    }
    expect(shellHits(site, '/en/no-store')).toBe(2);
  });

  it('bypasses the cache for preview requests (cookie or query)', async () => {
    await rawRequest(site.base, '/en/docs/preview-me');
    const byCookie = await rawRequest(site.base, '/en/docs/preview-me', { headers: { cookie: 'content_preview=token-1' } });
    expect(byCookie.headers['x-cache']).toBe('BYPASS');
    const byQuery = await rawRequest(site.base, '/en/docs/preview-me?preview=true');
    expect(byQuery.headers['x-cache']).toBe('BYPASS');
    expect((await rawRequest(site.base, '/en/docs/preview-me?preview=true')).headers['x-cache']).toBe('BYPASS');
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

describe('bounded LRU', () => {
  it('evicts by entry count and by bytes, least recently used first', () => {
    const lru = new BoundedLru<string>(3, 100);
    lru.set('a', 'A', 10);
    lru.set('b', 'B', 10);
    lru.set('c', 'C', 10);
    lru.get('a');
    lru.set('d', 'D', 10);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    lru.set('e', 'E', 85);
    expect(lru.bytes).toBeLessThanOrEqual(100);
    expect(lru.get('e')).toBe('E');
    expect(lru.set('huge', 'H', 101)).toBe(false);
    expect(lru.get('huge')).toBeUndefined();
  });

  it('resizes an entry in place and evicts others to fit', () => {
    const lru = new BoundedLru<string>(10, 100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    lru.resize('b', 70);
    expect(lru.peek('a')).toBeUndefined();
    expect(lru.peek('b')).toBe('B');
    expect(lru.bytes).toBe(70);
  });
});

describe('encoding negotiation', () => {
  it('prefers br, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
