/**
 * The content client every page loader uses. It is transport-agnostic: the server passes
 * an HTTP transport to content-service, the browser one that prefers sql.js over the
 * collection dump (see kit/client). Paths of the content API live here once; the client
 * itself is made by `createContentClient` (create-content-client.ts), apart, so code that
 * only needs a path (the docs sidebar) does not bundle the query builder.
 */
import type { ContentInfo, NavigationNode, SearchSection, Surround } from './collections.ts';
import type { CollectionQuery } from './query/sql-builder.ts';
import type { PackedNode } from './navigation-view.ts';

export interface ReaderOptions {
  /**
   * Under a translated locale: the locale's docs as its readers see them, the default
   * locale's pages where it has no translation (merged by content-service, so a reader
   * loads one navigation and one search index, never the default locale's as well).
   */
  fallbacks?: boolean;
}

const readerQuery = (opts: ReaderOptions) => (opts.fallbacks ? '?fallbacks=1' : '');

/** `?path=…` and the given options, in one order (answers are cached by URL). */
function pathQuery(path: string, opts: ReaderOptions & { depth?: number; version?: string }): string {
  let query = `path=${encodeURIComponent(path)}`;
  if (opts.depth !== undefined) query += `&depth=${opts.depth}`;
  if (opts.fallbacks) query += '&fallbacks=1';
  if (opts.version) query += `&v=${encodeURIComponent(opts.version)}`;
  return query;
}

/** The navigation a docs page shows (navigation-view.ts, packed), with the content build it belongs to. */
export interface NavigationView {
  version: string;
  nodes: PackedNode[];
  /** The docs root's own title (its `.navigation.yml`), the sidebar's heading; absent when the build made it. */
  title?: string;
  /** The title's language when the locale shows the default locale's (untranslated). */
  titleLang?: string;
}

export const contentApi = {
  query: (collection: string, version?: string) =>
    `/__nuxt_content/${collection}/query${version ? `?v=${encodeURIComponent(version)}` : ''}`,
  dump: (collection: string, version?: string) =>
    `/__nuxt_content/${collection}/sql_dump.txt${version ? `?v=${encodeURIComponent(version)}` : ''}`,
  info: () => '/api/content/info',
  /** `fallbacks`: a translated docs collection as its readers see it, default-locale pages filling the gaps. */
  navigation: (collection: string, opts: ReaderOptions = {}) => `/api/content/navigation/${collection}${readerQuery(opts)}`,
  searchSections: (collection: string) => `/api/content/search/${collection}/sections`,
  /** Which part of the split search index holds which terms (search-split.ts). */
  searchManifest: (collection: string, opts: ReaderOptions = {}) => `/api/content/search/${collection}/manifest${readerQuery(opts)}`,
  /** A part of the split search index, by the name the manifest gives it (immutable). */
  searchPart: (collection: string, name: string) => `/api/content/search/${collection}/parts/${encodeURIComponent(name)}`,
  /** `depth`: how deep the page's section is opened (navigation-view.ts). */
  navigationView: (collection: string, path: string, opts: ReaderOptions & { depth?: number } = {}) =>
    `/api/content/navigation/${collection}/visible?${pathQuery(path, opts)}`,
  /** A folder's children; immutable under the content build's `version`. */
  navigationChildren: (collection: string, path: string, opts: ReaderOptions & { version?: string } = {}) =>
    `/api/content/navigation/${collection}/children?${pathQuery(path, opts)}`,
  /** The locales whose docs collection has the page at `path`. */
  translations: (path: string) => `/api/content/translations?${pathQuery(path, {})}`,
  /** `fallbacks`: neighbours in a translated docs collection's reader order. */
  surround: (collection: string, path: string, before = 1, after = 1, opts: ReaderOptions = {}) =>
    `/api/content/surround/${collection}?path=${encodeURIComponent(path)}&before=${before}&after=${after}${opts.fallbacks ? '&fallbacks=1' : ''}`,
  raw: (collection: string, path: string) => `/api/content/raw/${collection}?path=${encodeURIComponent(path)}`,
  /** `collection`: a translated locale's docs collection (its own pages); the default locale's otherwise. */
  llms: (collection?: string) => `/api/content/llms.txt${collection ? `?collection=${encodeURIComponent(collection)}` : ''}`,
  llmsFull: (collection?: string) => `/api/content/llms-full.txt${collection ? `?collection=${encodeURIComponent(collection)}` : ''}`,
} as const;

/** Response header carrying the collection's current version on /query answers. */
export const CONTENT_VERSION_HEADER = 'x-content-version';

export interface ContentTransport {
  /**
   * Runs builder SQL for a collection; returns rows as the reference module answers them
   * (JSON columns parsed, booleans true/false: decodeRow), whichever path ran the query.
   */
  query(collection: string, sql: string): Promise<Record<string, unknown>[]>;
  /** GET a JSON document of the content API. */
  getJson<T>(path: string): Promise<T>;
  /** GET a text document of the content API. */
  getText(path: string): Promise<string>;
}

export class ContentRequestError extends Error {
  override name = 'ContentRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface ContentClient {
  queryCollection<Row = Record<string, unknown>>(collection: string): CollectionQuery<Row>;
  navigation(collection: string, opts?: ReaderOptions): Promise<NavigationNode[]>;
  searchSections(collection: string): Promise<SearchSection[]>;
  /** The navigation the docs page at `path` shows: its branch open, other folders collapsed. */
  navigationView(collection: string, path: string, opts?: ReaderOptions & { depth?: number }): Promise<NavigationView>;
  /** The children of a collapsed folder (packed under its path). */
  navigationChildren(collection: string, path: string, opts?: ReaderOptions & { version?: string }): Promise<PackedNode[]>;
  /** The locales whose docs collection has the page at `path` (hreflang). */
  translations(path: string): Promise<string[]>;
  /** Neighbours of a page: `before` pages before and `after` after (default one each, spec §7). */
  surround(collection: string, path: string, opts?: ReaderOptions & { before?: number; after?: number }): Promise<Array<Surround | null>>;
  rawMarkdown(collection: string, path: string): Promise<string>;
  info(): Promise<ContentInfo>;
}
