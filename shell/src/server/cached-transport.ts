/**
 * Content answers are immutable for a given content build, so the shell memoises them per
 * build: a page render then costs React rendering, not four HTTP round trips. Bounded LRU;
 * a new content build starts a fresh cache.
 */
import type { ContentTransport } from '@site/contracts';

export function createCachedTransport(inner: ContentTransport, contentBuild: () => string | null, maxEntries = 2000): ContentTransport {
  let build: string | null = null;
  const cache = new Map<string, Promise<unknown>>();

  const memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const current = contentBuild();
    if (!current) return load();
    if (current !== build) {
      build = current;
      cache.clear();
    }
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit as Promise<T>;
    }
    const pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return pending;
  };

  return {
    query: (collection, sql) => memo(`q:${collection}:${sql}`, () => inner.query(collection, sql)),
    getJson: (path) => memo(`j:${path}`, () => inner.getJson(path)),
    getText: (path) => memo(`t:${path}`, () => inner.getText(path)),
  };
}
