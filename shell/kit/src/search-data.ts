/**
 * Where the search palette's hits come from, decided once per locale when the palette first
 * opens, by content-service's search manifest (search-hits.ts in the contracts):
 * - `index`: the serialised MiniSearch index (built with the shared options) and the docs
 *   navigation are downloaded once and searched here, hits at every key;
 * - `query`: the index is too large to download (thousands of pages), so each query is sent
 *   to content-service, which searches its copy with the same code and answers with the rows.
 * Under a translated locale both are the locale's as its readers see them (`fallbacks`:
 * content-service merges in the default locale's untranslated pages).
 */
import {
  contentApi,
  pageHits,
  searchContext,
  searchHits,
  type NavigationNode,
  SEARCH_INDEX_OPTIONS,
  type SearchDocument,
  type SearchHit,
  type SearchManifest,
} from '@site/contracts';

/** Hits for a query; an empty query gives the docs pages to browse. */
export type SearchSource =
  | { kind: 'local'; hits(query: string): SearchHit[] }
  | { kind: 'remote'; hits(query: string): Promise<SearchHit[]> };

/** The docs collection a locale's search covers, and the language of its untranslated pages. */
export interface SearchCollections {
  own: string;
  originalLang: string;
}

class SearchLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Loading ${url} failed with status ${status}; check that content-service is running and built the search index.`);
    this.name = 'SearchLoadError';
  }
}

/** Answers kept per remote source, so deleting a letter shows the earlier hits at once. */
const REMEMBERED_QUERIES = 50;

const cache = new Map<string, Promise<SearchSource>>();

const request = (url: string) => fetch(url, { headers: { accept: 'application/json' } });

/** Times a request is asked again while content-service is still making or reading a large index. */
const LOADING_RETRIES = 20;

/**
 * A successful answer. Right after a build or start content-service may still be making or
 * reading a large index: it answers 503 with Retry-After, and the request is asked again.
 */
async function get(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await request(url);
    if (res.status === 503 && attempt < LOADING_RETRIES) {
      const seconds = Math.min(5, Math.max(0.25, Number(res.headers.get('retry-after')) || 1));
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!res.ok) throw new SearchLoadError(url, res.status);
    return res;
  }
}

async function localSource(collection: string, originalLang: string): Promise<SearchSource> {
  const [mod, indexJson, navigation] = await Promise.all([
    import('minisearch'),
    get(contentApi.searchIndex(collection, { fallbacks: true })).then((r) => r.text()),
    get(contentApi.navigation(collection, { fallbacks: true })).then((r) => r.json() as Promise<NavigationNode[]>),
  ]);
  const index = mod.default.loadJSON<SearchDocument>(indexJson, SEARCH_INDEX_OPTIONS);
  const ctx = searchContext(navigation, originalLang);
  const pages = pageHits(navigation);
  return { kind: 'local', hits: (query) => (query ? searchHits(index, query, ctx) : pages) };
}

/** The hits content-service answers for one query. */
async function askHits(url: string): Promise<SearchHit[]> {
  return ((await (await get(url)).json()) as { hits: SearchHit[] }).hits;
}

function remoteSource(collection: string): SearchSource {
  const answers = new Map<string, Promise<SearchHit[]>>();
  return {
    kind: 'remote',
    hits(query) {
      const known = answers.get(query);
      if (known) return known;
      const answer = askHits(contentApi.searchHits(collection, query, { fallbacks: true }));
      answer.catch(() => answers.delete(query));
      answers.set(query, answer);
      if (answers.size > REMEMBERED_QUERIES) answers.delete(answers.keys().next().value!);
      return answer;
    },
  };
}

/** The search source of a locale, once per locale and only when the palette first opens. */
export function loadSearchSource({ own, originalLang }: SearchCollections): Promise<SearchSource> {
  let pending = cache.get(own);
  if (!pending) {
    const collection = encodeURIComponent(own);
    pending = get(contentApi.searchManifest(collection, { fallbacks: true }))
      .then((r) => r.json() as Promise<SearchManifest>)
      .then((manifest) => (manifest.mode === 'query' ? remoteSource(collection) : localSource(collection, originalLang)));
    // A failed load is retried the next time the palette opens.
    pending.catch(() => cache.delete(own));
    cache.set(own, pending);
  }
  return pending;
}
