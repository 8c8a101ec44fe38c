/**
 * The search palette's source of hits, one per locale, made when the palette first opens:
 * the locale's search manifest (content-service, revalidated), then for each query the parts
 * of the split index its words need, each fetched once (immutable, so also kept by the
 * browser's cache across visits) and searched here (SplitSearch in the contracts). Under a
 * translated locale the files are the locale's as its readers see it (`fallbacks`:
 * content-service merges in the default locale's untranslated pages).
 */
import { contentApi, SplitSearch, type SearchHit, type SearchManifest } from '@site/contracts';

/** Hits for a query; an empty query gives the first docs pages to browse. */
export interface SearchSource {
  hits(query: string): Promise<SearchHit[]>;
  /** The parts `query` needs are loaded: its answer takes no request. */
  ready(query: string): boolean;
}

/** The docs collection a locale's search covers. */
export interface SearchCollections {
  own: string;
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

const cache = new Map<string, Promise<SearchSource>>();

/** Times a request is asked again while content-service is still making a locale's search files. */
const LOADING_RETRIES = 20;

/**
 * A successful answer. Right after a build content-service may still be making a large
 * locale's files: it answers 503 with Retry-After, and the request is asked again.
 */
async function get(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (res.status === 503 && attempt < LOADING_RETRIES) {
      const seconds = Math.min(5, Math.max(0.25, Number(res.headers.get('retry-after')) || 1));
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!res.ok) throw new SearchLoadError(url, res.status);
    return res;
  }
}

async function splitSource(collection: string): Promise<SearchSource> {
  const [mod, manifest] = await Promise.all([
    import('minisearch'),
    get(contentApi.searchManifest(collection, { fallbacks: true })).then((r) => r.json() as Promise<SearchManifest>),
  ]);
  return new SplitSearch(manifest, (name) => get(contentApi.searchPart(collection, name)).then((r) => r.json()), mod.default);
}

/** The search source of a locale, once per locale and only when the palette first opens. */
export function loadSearchSource({ own }: SearchCollections): Promise<SearchSource> {
  let pending = cache.get(own);
  if (!pending) {
    pending = splitSource(encodeURIComponent(own));
    // A failed load is retried the next time the palette opens.
    pending.catch(() => cache.delete(own));
    cache.set(own, pending);
  }
  return pending;
}
