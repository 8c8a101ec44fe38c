/**
 * Content answers are immutable for a given content build, so the shell memoises them per
 * build: a page render then costs React rendering, not four HTTP round trips. Bounded in
 * bytes (lru-cache `maxSize`, answers measured once they arrive) so no stream of distinct
 * requests can grow the process; concurrent requests for one key share one load; a new
 * content build starts a fresh cache.
 */
import { LRUCache } from 'lru-cache';
import type { ContentTransport } from '@site/contracts';

/** Default byte budget of the shell's content cache. */
const CONTENT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** An answer's size: its JSON text at two bytes a character, plus the key. */
function bytesOf(value: unknown, key: string): number {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return 2 * (text.length + key.length) + 64;
}

export function createCachedTransport(
  inner: ContentTransport,
  contentBuild: () => string | null,
  maxBytes = CONTENT_CACHE_MAX_BYTES,
): ContentTransport {
  let build: string | null = null;
  const cache = new LRUCache<string, { value: unknown }>({ maxSize: maxBytes });
  const pending = new Map<string, Promise<unknown>>();

  const memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const current = contentBuild();
    if (!current) return load();
    if (current !== build) {
      build = current;
      cache.clear();
      pending.clear();
    }
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const started = build;
    const loading = load().then(
      (value) => {
        pending.delete(key);
        // An answer of the previous content build is not kept for the new one.
        if (started === build) cache.set(key, { value }, { size: bytesOf(value, key) });
        return value;
      },
      (err: unknown) => {
        pending.delete(key);
        throw err;
      },
    );
    pending.set(key, loading);
    return loading;
  };

  return {
    query: (collection, sql) => memo(`q:${collection}:${sql}`, () => inner.query(collection, sql)),
    getJson: (path) => memo(`j:${path}`, () => inner.getJson(path)),
    getText: (path) => memo(`t:${path}`, () => inner.getText(path)),
  };
}
