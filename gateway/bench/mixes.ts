/**
 * The two load mixes, defined once: the autocannon bench runs them here, and the k6 scripts
 * for operators (deploy/k6/) read the same list from mixes.json, which
 * `node --import tsx gateway/bench/write-k6-mixes.ts` regenerates (a test checks it is current).
 * Content queries are built with the kit's query builder, so they are always in the grammar
 * content-service accepts.
 */
import { CollectionQuery, contentApi } from '@site/contracts';

export interface BrowseRequest {
  path: string;
  /** The status a healthy site answers (redirects are not followed). */
  expect: number;
}

/** Locale-free pages that exist on the site (the docs ones are legacy-redirect targets). */
const PAGES = [
  '/',
  '/docs/getting-started',
  '/docs/getting-started/migration',
  '/docs/files/markdown',
  '/docs/querying/query-builder',
  '/docs/api/components',
  '/docs/recipes/sitemap',
  '/blog',
  '/blog/announcing-v3',
  '/changelog',
  '/templates',
  '/studio',
  '/studio/pricing',
];

/** Every route kind through the gateway: pages, redirects, a not-found, assets and content API. */
export function browseMix(locale: string | null, docsCollection: string): BrowseRequest[] {
  const at = (path: string) => (locale ? (path === '/' ? `/${locale}` : `/${locale}${path}`) : path);
  return [
    ...PAGES.map((path) => ({ path: at(path), expect: 200 })),
    { path: at('/docs/this-page-does-not-exist'), expect: 404 },
    { path: '/get-started', expect: 301 },
    ...(locale
      ? [
          { path: '/', expect: 302 },
          { path: '/docs/getting-started', expect: 302 },
        ]
      : []),
    { path: '/builds/latest.json', expect: 200 },
    { path: contentApi.info(), expect: 200 },
    { path: contentApi.navigation(docsCollection), expect: 200 },
  ];
}

export interface ContentQuery {
  name: string;
  collection: string;
  sql: string;
}

/** Page-by-path lookups and list queries, as the page loaders send them. */
export function contentQueryMix(docsCollection: string): ContentQuery[] {
  const q = (collection: string) => new CollectionQuery(collection);
  return [
    { name: 'docs page by path', collection: docsCollection, sql: q(docsCollection).path('/docs/getting-started').firstSql() },
    { name: 'docs page by path (deep)', collection: docsCollection, sql: q(docsCollection).path('/docs/files/markdown').firstSql() },
    { name: 'landing page by path', collection: 'landing', sql: q('landing').path('/').firstSql() },
    { name: 'blog post by path', collection: 'posts', sql: q('posts').path('/blog/announcing-v3').firstSql() },
    {
      name: 'blog list',
      collection: 'posts',
      sql: q('posts')
        .where('path', 'LIKE', '/blog/%')
        .where('draft', '=', false)
        .select('title', 'path', 'description', 'date', 'image', 'authors')
        .order('date', 'DESC')
        .toSql(),
    },
    {
      name: 'templates list',
      collection: 'templates',
      sql: q('templates')
        .where('draft', '=', false)
        .select('name', 'slug', 'subtitle', 'category', 'licenseType', 'image1')
        .order('name', 'ASC')
        .limit(24)
        .toSql(),
    },
    { name: 'docs page count', collection: docsCollection, sql: q(docsCollection).countSql() },
  ];
}

/** Dumps the browser fetches for in-browser querying. */
export function dumpMix(docsCollection: string): string[] {
  return [docsCollection, 'posts', 'templates'];
}

/**
 * What the search palette asks content-service for, for every locale: the manifest (on the
 * palette's first open). The parts it then fetches are named by hash and immutable, kept by
 * the browser (and any CDN) for a year; content-service answers no query.
 */
export function searchMix(docsCollections: readonly string[]): BrowseRequest[] {
  return docsCollections.map((collection) => ({ path: contentApi.searchManifest(collection, { fallbacks: true }), expect: 200 }));
}

/** One request of a load mix, as a load generator sends it, with the status a healthy site answers. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  expect: number;
}

export type LoadMixName = 'browse' | 'search' | 'content-query';

/**
 * The mixes as request lists (autocannon's `requests`, the fault and rollout runs' readers):
 * English-only or localised routes, content queries and dumps tagged with the collection
 * versions the site reports (as the browser sends them).
 */
export function loadMixes(opts: {
  locale: string | null;
  docsCollections: readonly string[];
  versions: Record<string, string>;
}): Record<LoadMixName, LoadRequest[]> {
  const docs = opts.docsCollections[0] ?? 'docs';
  const get = (path: string, expect: number): LoadRequest => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' }, expect });
  const queries = contentQueryMix(docs).map(
    (q): LoadRequest => ({
      method: 'POST',
      path: contentApi.query(q.collection, opts.versions[q.collection]),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sql: q.sql }),
      expect: 200,
    }),
  );
  return {
    browse: browseMix(opts.locale, docs).map((r) => get(r.path, r.expect)),
    search: searchMix(opts.docsCollections).map((r) => get(r.path, r.expect)),
    'content-query': [...queries, ...queries, ...dumpMix(docs).map((c) => get(contentApi.dump(c, opts.versions[c]), 200))],
  };
}
