/**
 * Spec §8: a chunk load failure reloads the page, at most once per path within 10 s, so a
 * reader on an old build lands on the new one instead of a broken page (and never loops).
 */
const KEY = 'site:chunk-reload';
const WINDOW_MS = 10_000;

function isChunkLoadError(err: unknown): boolean {
  const e = err as { name?: string; message?: string; code?: string } | null;
  return (
    !!e &&
    (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|remoteEntry|RUNTIME-008|Failed to fetch dynamically/i.test(e.message ?? ''))
  );
}

export function reloadOnceForChunkError(err: unknown, path: string, now = Date.now()): boolean {
  if (!isChunkLoadError(err)) return false;
  let last: { path: string; at: number } | null = null;
  try {
    last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
  } catch {
    last = null;
  }
  if (last && last.path === path && now - last.at < WINDOW_MS) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // No storage: reload anyway, the window check just cannot persist.
  }
  window.location.assign(path);
  return true;
}
