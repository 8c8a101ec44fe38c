/**
 * The docs search files as content-service serves them (routes/search.ts): a revalidated
 * manifest and immutable, precompressed parts, searched by the palette's SplitSearch; a
 * translated locale's as its readers see it. content-service itself answers no query.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi, displayPartName, type NavigationNode, type SearchManifest } from '@site/contracts';
import { searchPartKind } from '../src/search/index-job.ts';
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

describe('every locale asked at once (a crawler, or an attacker with one burst)', () => {
  it("makes one locale's search files at a time, and holds a part that untranslated locales share once", async () => {
    const { app } = served;
    const store = app.contentStore;
    const locales = store.collections().filter((c) => c.startsWith('docs_') && c !== 'docs_en');
    expect(locales.length).toBeGreaterThan(40);
    // Each merged index is the whole docs' (seconds and about a gigabyte at 10,000 pages):
    // fifty of them made together took every other request's event loop, memory and threads.
    let peak = 0;
    let answered = false;
    const answers = Promise.all(locales.map((c) => app.inject({ url: contentApi.searchManifest(c, { fallbacks: true }) })));
    void answers.finally(() => {
      answered = true;
    });
    while (!answered) {
      peak = Math.max(peak, store.derivations.running);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(peak).toBe(1);
    // Those that waited over a second were told to come back, as the palette does.
    for (const answer of await answers) {
      expect([200, 503]).toContain(answer.statusCode);
      if (answer.statusCode === 503) expect(answer.headers['retry-after']).toBe('1');
    }
    // Parts are named by their content's hash: the untranslated locales' terms are the
    // default locale's, held once, not once per locale.
    const english = await servedSearch(app, 'docs_en');
    const german = await servedSearch(app, 'docs_de', { fallbacks: true });
    const italian = await servedSearch(app, 'docs_it', { fallbacks: true });
    const term = english.manifest.terms[0]!.name;
    expect(german.manifest.terms.map((t) => t.name)).toContain(term);
    expect(italian.manifest.terms.map((t) => t.name)).toContain(term);
    const held = (collection: string) => store.output(collection, searchPartKind(term))?.body;
    expect(held('docs_de')).toBe(held('docs_en'));
    expect(held('docs_it')).toBe(held('docs_en'));
  });
});
