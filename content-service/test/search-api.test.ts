import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  contentApi,
  MAX_SEARCH_QUERY,
  type NavigationNode,
  type SearchHit,
  type SearchManifest,
  searchContext,
  searchHits,
} from '@site/contracts';
import { loadSearchIndex } from '../src/search/search-index.ts';
import { createContentServer } from '../src/index.ts';
import { servedSandbox, type ServedSandbox } from './helpers.ts';

let served: ServedSandbox;
/** The same build, served as a site whose index is over the download budget. */
let large: FastifyInstance;

beforeAll(async () => {
  served = await servedSandbox();
  const { box } = served;
  large = await createContentServer({
    contentDir: box.contentDir,
    dataDir: box.dataDir,
    site: box.site,
    follow: false,
    searchDownloadBudget: 0,
  });
});
afterAll(async () => {
  await large.close();
  await served.close();
});

const hits = async (app: FastifyInstance, collection: string, q: string, fallbacks = false) => {
  const res = await app.inject({ url: contentApi.searchHits(collection, q, { fallbacks }) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { hits: SearchHit[] }).hits;
};

describe('GET /api/content/search/{collection}/manifest', () => {
  it('tells the palette to download an index that fits the budget, and to ask per query otherwise', async () => {
    const small = (await served.app.inject({ url: contentApi.searchManifest('docs_en') })).json() as SearchManifest;
    expect(small.mode).toBe('index');
    expect(small.indexBytes).toBeGreaterThan(0);
    const big = (await large.inject({ url: contentApi.searchManifest('docs_en') })).json() as SearchManifest;
    expect(big).toEqual({ mode: 'query', indexBytes: small.indexBytes });
  });

  it("serves a locale that translated nothing the default locale's own index, and a translated one its merged index", async () => {
    const english = await served.app.inject({ url: contentApi.searchIndex('docs_en', { fallbacks: true }) });
    const german = await served.app.inject({ url: contentApi.searchIndex('docs_de', { fallbacks: true }) });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).toBe(english.headers.etag);
    const french = await served.app.inject({ url: contentApi.searchIndex('docs_fr', { fallbacks: true }) });
    expect(french.headers.etag).not.toBe(english.headers.etag);
  });

  it('answers 404 for a collection without a search index and 400 for a bad fallbacks value', async () => {
    expect((await large.inject({ url: contentApi.searchManifest('posts') })).statusCode).toBe(404);
    expect((await large.inject({ url: contentApi.searchManifest('docs_xx') })).statusCode).toBe(404);
    expect((await large.inject({ url: `${contentApi.searchManifest('docs_en')}?fallbacks=yes` })).statusCode).toBe(400);
  });
});

describe('GET /api/content/search/{collection}/hits', () => {
  it('answers a query with the palette rows: best match first, grouped by docs section, excerpts one line', async () => {
    const found = await hits(large, 'docs_en', 'installation');
    expect(found[0]).toMatchObject({
      id: '/docs/getting-started/installation',
      title: 'Installation',
      heading: false,
      group: 'Start here',
    });
    for (const hit of found) expect(hit.excerpt).not.toMatch(/\n/);
    // One typo in a long word still finds it.
    expect((await hits(large, 'docs_en', 'instalation'))[0]?.id).toBe('/docs/getting-started/installation');
  });

  it('finds what the palette finds over the downloaded index, in the same order', async () => {
    const index = loadSearchIndex((await served.app.inject({ url: contentApi.searchIndex('docs_fr', { fallbacks: true }) })).body);
    const tree = (await served.app.inject({ url: contentApi.navigation('docs_fr', { fallbacks: true }) })).json() as NavigationNode[];
    const ctx = searchContext(tree, 'en');
    for (const q of ['installation', 'rapide', 'requirements node', 'instalation', 'nothing like this']) {
      expect(await hits(large, 'docs_fr', q, true)).toEqual(searchHits(index, q, ctx));
    }
  });

  it('lists the docs pages in reading order for an empty query', async () => {
    const pages = await hits(large, 'docs_en', '');
    expect(pages[0]).toMatchObject({ id: '/docs/getting-started', heading: false });
    expect(pages.map((p) => p.id)).toContain('/docs/getting-started/installation');
  });

  it('under a translated locale, lists translated hits first and untranslated ones with their language', async () => {
    const found = await hits(large, 'docs_fr', 'installation', true);
    expect(found[0]).toMatchObject({ id: '/docs/getting-started#pourquoi', group: 'Introduction (fr)' });
    expect(found[0]?.lang).toBeUndefined();
    const untranslated = found.filter((h) => h.lang === 'en');
    expect(untranslated.map((h) => h.id)).toContain('/docs/getting-started/installation');
    expect(found.findIndex((h) => h.lang === 'en')).toBe(found.length - untranslated.length);
  });

  it('revalidates with an ETag per build and query', async () => {
    const url = contentApi.searchHits('docs_en', 'installation');
    const first = await large.inject({ url });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await large.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const other = await large.inject({
      url: contentApi.searchHits('docs_en', 'yaml'),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses an over-long or repeated query with a reason, and takes any characters as words', async () => {
    const long = await large.inject({ url: contentApi.searchHits('docs_en', 'a'.repeat(MAX_SEARCH_QUERY + 1)) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'CONTENT_BAD_REQUEST', message: expect.stringContaining(`${MAX_SEARCH_QUERY} characters`) });
    expect((await large.inject({ url: '/api/content/search/docs_en/hits?q=a&q=b' })).statusCode).toBe(400);
    for (const hostile of ["' OR 1=1 --", '.*(((', '<script>alert(1)</script>', '\u0000\uffff', '%%%']) {
      expect(Array.isArray(await hits(large, 'docs_en', hostile))).toBe(true);
    }
    expect((await large.inject({ url: contentApi.searchHits('posts', 'x') })).statusCode).toBe(404);
  });
});
