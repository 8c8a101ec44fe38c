/**
 * What a cached page is keyed on (issue 14, finding 5): method, the canonical path (its
 * first segment is the locale), the build id, and only the query parameters that change a
 * page's HTML. Anything else a client adds (`?x=1`, `?utm_source`, percent-encoding variants
 * of the same path) maps onto the same key, so no loop of unique URLs can create entries or
 * evict real pages.
 */

/**
 * Query parameters that change every page's HTML. Pages render from their path and the query
 * parameters their route declares (`RouteDef.query`, kept per page by the edge cache; preview,
 * the only other input, never reaches the cache), so the list is empty unless an operator
 * adds one with GATEWAY_CACHE_QUERY_PARAMS.
 */
export const DEFAULT_CACHE_QUERY_PARAMS: readonly string[] = [];

export interface CacheKey {
  /** Method and canonical URL; the build id is added when the page is looked up or stored. */
  base: string;
  /**
   * True when the request is exactly the key's canonical form: only such a request may store
   * its response (a variant is answered from the cache, or passed through uncached).
   */
  canonical: boolean;
}

/** The full key: a page belongs to the build that rendered it. */
export function withBuild(base: string, buildId: string | null): string {
  return `${base}\n${buildId ?? '-'}`;
}

/** The key of a page request, or null when its path cannot be read (never cached). */
export function cacheKeyOf(method: string, url: string, queryParamsOf: (decodedPath: string) => readonly string[]): CacheKey | null {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  let decoded: string;
  let path: string;
  try {
    decoded = decodeURIComponent(rawPath);
    path = encodeURI(decoded);
  } catch {
    return null;
  }
  const queryParams = queryParamsOf(decoded);
  const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const kept: Array<[string, string]> = [];
  let extra = false;
  for (const [name, value] of params) {
    // A repeated parameter's first value is the one the page reads (as URLSearchParams.get):
    // the key keeps that one, so `?category=docs&category=blog` is the docs page, never the blog's.
    if (queryParams.includes(name) && !kept.some(([seen]) => seen === name)) kept.push([name, value]);
    else extra = true;
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const canonicalUrl = query ? `${path}?${query}` : path;
  return {
    base: `${method} ${canonicalUrl}`,
    canonical: !extra && path === rawPath && (q === -1 ? '' : url.slice(q + 1)) === query,
  };
}
