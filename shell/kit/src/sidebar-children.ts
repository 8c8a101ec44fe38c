/**
 * Children of collapsed sidebar folders (navigation-view.ts), fetched once per URL and kept
 * for the page's life. The URL names the content build, so an answer never changes and the
 * browser may keep it too; a hover or focus on a folder starts its request early, so the
 * expand that follows usually draws at once.
 */
import { contentApi, type DocsSidebar, type PackedNode, type SidebarNode, unpackNodes } from '@site/contracts';

interface Entry {
  promise: Promise<SidebarNode[]>;
  nodes?: SidebarNode[];
}

/** Folders a reader opens in one visit; the oldest answers go first beyond this. */
const MAX_ENTRIES = 200;
const entries = new Map<string, Entry>();

export type SidebarSource = Omit<DocsSidebar, 'nodes'>;

export function childrenUrl(source: SidebarSource, path: string): string {
  return contentApi.navigationChildren(source.collection, path, { fallbacks: source.fallbacks, version: source.version });
}

/** The children at `url` when they have arrived (drawn at once: nothing moves). */
export function loadedChildren(url: string): SidebarNode[] | undefined {
  return entries.get(url)?.nodes;
}

/** The children of the folder at `path`, from the URL childrenUrl gives for it. */
export function loadChildren(url: string, path: string): Promise<SidebarNode[]> {
  let entry = entries.get(url);
  if (!entry) {
    const promise = fetch(url, { headers: { accept: 'application/json' } }).then(async (res) => {
      if (!res.ok) throw new Error(`Loading ${url} failed with status ${res.status}`);
      return unpackNodes((await res.json()) as PackedNode[], path);
    });
    const created: Entry = { promise };
    entry = created;
    entries.set(url, created);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    // A failed load is asked again at the next expand.
    promise.then(
      (nodes) => {
        created.nodes = nodes;
      },
      () => entries.delete(url),
    );
  }
  return entry.promise;
}

/** Starts loading without waiting (hover and focus intent). */
export function prefetchChildren(url: string, path: string): void {
  loadChildren(url, path).catch(() => undefined);
}
