/**
 * The docs search files as content-service serves them (routes/search.ts): a revalidated
 * manifest and immutable, precompressed parts, searched by the palette's SplitSearch; a
 * translated locale's as its readers see it. content-service itself answers no query.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi, displayPartName, type NavigationNode, type SearchManifest } from '@site/contracts';
import { servedSandbox, servedSearch, type ServedSandbox } from './helpers.ts';

let served: ServedSandbox;

beforeAll(async () => {
  served = await servedSandbox();
});
afterAll(async () => {
  await served.close();
});

describe('GET /api/content/search/{collection}/manifest and parts/{name}', () => {
  it('serves the manifest revalidated, and every part it names immutable and precompressed', async () => {
    const url = contentApi.searchManifest('docs_en');
    const first = await served.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await served.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const manifest = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()) as SearchManifest;
    const display = Array.from({ length: manifest.display.parts }, (_, i) => displayPartName(manifest.display, i));
    const names = [manifest.documents, ...manifest.terms.map((t) => t.name), ...display];
    let gzipBytes = 0;
    for (const name of names) {
      const part = await served.app.inject({ url: contentApi.searchPart('docs_en', name), headers: { 'accept-encoding': 'gzip' } });
      expect(part.statusCode, name).toBe(200);
      expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(part.headers['content-encoding']).toBe('gzip');
      gzipBytes += part.rawPayload.length;
      JSON.parse(zlib.gunzipSync(part.rawPayload).toString());
    }
    expect(manifest.bytes).toBe(gzipBytes);
  });

  it('answers 404 for a part that is not there, a collection without a search index, and 400 for a bad fallbacks value', async () => {
    const { app } = served;
    expect((await app.inject({ url: contentApi.searchPart('docs_en', '0123456789abcdef0123') })).statusCode).toBe(404);
    expect((await app.inject({ url: contentApi.searchPart('docs_en', '../../info') })).statusCode).toBe(404);
    expect((await app.inject({ url: contentApi.searchManifest('posts') })).statusCode).toBe(404);
    expect((await app.inject({ url: contentApi.searchManifest('docs_xx') })).statusCode).toBe(404);
    expect((await app.inject({ url: `${contentApi.searchManifest('docs_en')}?fallbacks=yes` })).statusCode).toBe(400);
    // The query endpoint is gone: content-service searches nothing.
    expect((await app.inject({ url: '/api/content/search/docs_en/hits?q=install' })).statusCode).toBe(404);
  });
});

describe('the palette searching the served parts', () => {
  it('lists the best match first, labelled with its docs section, excerpts one line; a typo still finds it', async () => {
    const { search } = await servedSearch(served.app, 'docs_en');
    const found = await search.hits('installation');
    expect(found[0]).toMatchObject({
      id: '/docs/getting-started/installation',
      title: 'Installation',
      heading: false,
      group: 'Start here',
    });
    for (const hit of found) expect(hit.excerpt).not.toMatch(/\n/);
    expect((await search.hits('instalation'))[0]?.id).toBe('/docs/getting-started/installation');
  });

  it('lists the docs pages in reading order for an empty query', async () => {
    const { search } = await servedSearch(served.app, 'docs_en');
    const pages = await search.hits('');
    expect(pages[0]).toMatchObject({ id: '/docs/getting-started', heading: false });
    expect(pages.map((p) => p.id)).toContain('/docs/getting-started/installation');
  });

  it('under a translated locale, lists translated hits first and untranslated ones with their language', async () => {
    const { search } = await servedSearch(served.app, 'docs_fr', { fallbacks: true });
    const found = await search.hits('installation');
    expect(found[0]).toMatchObject({ id: '/docs/getting-started#pourquoi', group: 'Introduction (fr)' });
    expect(found[0]?.lang).toBeUndefined();
    const untranslated = found.filter((h) => h.lang === 'en');
    expect(untranslated.map((h) => h.id)).toContain('/docs/getting-started/installation');
    expect(found.findIndex((h) => h.lang === 'en')).toBe(found.length - untranslated.length);
    // The English original of the translated page is not in it.
    expect((await search.hits('fast')).map((h) => h.id)).not.toContain('/docs/getting-started#why-use-it');
  });

  it("gives a locale that translated nothing the default locale's terms, every row marked with the original's language", async () => {
    const english = await servedSearch(served.app, 'docs_en');
    const german = await servedSearch(served.app, 'docs_de', { fallbacks: true });
    expect(german.manifest.terms).toEqual(english.manifest.terms);
    const tree = (await served.app.inject({ url: contentApi.navigation('docs_de', { fallbacks: true }) })).json() as NavigationNode[];
    expect(tree.length).toBeGreaterThan(0);
    const found = await german.search.hits('installation');
    expect(found.map((h) => h.id)).toEqual((await english.search.hits('installation')).map((h) => h.id));
    expect(found.every((h) => h.lang === 'en')).toBe(true);
  });

  it('takes any characters as words', async () => {
    const { search } = await servedSearch(served.app, 'docs_en');
    for (const hostile of ["' OR 1=1 --", '.*(((', '<script>alert(1)</script>', '\u0000\uffff', '%%%', 'a'.repeat(5_000)]) {
      expect(Array.isArray(await search.hits(hostile))).toBe(true);
    }
  });
});
