/**
 * The route-rules manifest of the build this page was rendered with (spec §7, §9): fetched
 * once, 1 s after load, so it never competes with the page's own requests. A failure is
 * logged; 404 and 403 (a build already gone, a protected deployment) are expected and quiet.
 */
const MANIFEST_DELAY_MS = 1000;

export interface BuildMeta {
  id: string;
  timestamp?: number;
  [key: string]: unknown;
}

export async function fetchBuildMeta(buildId: string, fetchImpl: typeof fetch = fetch): Promise<BuildMeta | null> {
  const url = `/builds/meta/${encodeURIComponent(buildId)}.json`;
  try {
    const res = await fetchImpl(url);
    if (res.status === 404 || res.status === 403) return null;
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as BuildMeta;
  } catch (err) {
    console.error(`[shell] the build manifest could not be loaded: ${(err as Error).message}`);
    return null;
  }
}

/** Schedules the manifest fetch; the promise resolves with the manifest (or null). */
export function prefetchBuildMeta(buildId: string, delayMs = MANIFEST_DELAY_MS): Promise<BuildMeta | null> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(fetchBuildMeta(buildId)), delayMs);
  });
}
