/**
 * Content answers are immutable for a given content build, so the shell memoises them per
 * build: a page render then costs React rendering, not four HTTP round trips. The cache is an
 * LRU bounded in bytes (answers range from a few bytes to a whole navigation tree); requests in
 * flight are shared so a burst of renders asks the content-service once. A new content build
 * starts a fresh cache.
 */
import type { ContentTransport } from '@site/contracts';
import { LRUCache } from 'lru-cache';

/** Default memory budget of the shell's content cache. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  value: unknown;
  bytes: number;
}

/** Rough UTF-16 size of a value, computed once when it is stored. */
function sizeOf(value: unknown): number {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return Math.max(1, text.length * 2);
}

export function createCachedTransport(
  inner: ContentTransport,
  contentBuild: () => string | null,
  maxBytes = DEFAULT_MAX_BYTES,
): ContentTransport {
  let build: string | null = null;
  const cache = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  const inFlight = new Map<string, Promise<unknown>>();

  const memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const current = contentBuild();
    if (!current) return load();
    if (current !== build) {
      build = current;
      cache.clear();
      inFlight.clear();
    }
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const loading = load().then(
      (value) => {
        inFlight.delete(key);
        // An answer larger than the whole budget is served but not kept.
        if (build === current) cache.set(key, { value, bytes: sizeOf(value) });
        return value;
      },
      (err: unknown) => {
        inFlight.delete(key);
        throw err;
      },
    );
    inFlight.set(key, loading);
    return loading;
  };

  return {
    query: (collection, sql) => memo(`q:${collection}:${sql}`, () => inner.query(collection, sql)),
    getJson: (path) => memo(`j:${path}`, () => inner.getJson(path)),
    getText: (path) => memo(`t:${path}`, () => inner.getText(path)),
  };
}
