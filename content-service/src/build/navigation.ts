/**
 * The navigation tree of a collection (spec §3): title, path, stem, children, and
 * `page: false` for folders with no index page. Pages whose `navigation` is false are left
 * out; a folder's `.navigation.yml` hides it (`navigation: false`) or overrides its title
 * and fields (`title`, `icon`, ...). A folder's index page is its first child, so a sidebar
 * lists it, and it gives the folder its title when no `.navigation.yml` does.
 */
import type { NavigationNode, Surround } from '@site/contracts';
import { humanize, pathSegment, segmentsPath } from '../shared/natural-order.ts';

export interface NavigationPage {
  /** Stem without the locale folder (`docs/1.getting-started/index`). */
  innerStem: string;
  /** The stored stem. */
  stem: string;
  path: string;
  title: string;
  description: string;
  navigation: unknown;
}

/** `.navigation.yml` data keyed by folder stem without the locale folder (`docs/1.getting-started`). */
export type FolderConfigs = Map<string, Record<string, unknown>>;

interface FolderNode extends NavigationNode {
  children: NavigationNode[];
}

function navigationFields(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return {};
  const { title: _title, ...rest } = value as Record<string, unknown>;
  return rest;
}

function navigationTitle(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const title = (value as Record<string, unknown>).title;
  return typeof title === 'string' ? title : undefined;
}

/** Builds the tree from pages already in natural order. `stemPrefix` is the locale folder (`fr/`) or ''. */
export function buildNavigation(pages: NavigationPage[], folders: FolderConfigs, stemPrefix = ''): NavigationNode[] {
  const root: NavigationNode[] = [];
  const folderNodes = new Map<string, FolderNode | null>();

  const hidden = (folderKey: string) => folders.get(folderKey)?.navigation === false;

  const ensureFolder = (segments: string[]): NavigationNode[] | null => {
    if (segments.length === 0) return root;
    const key = segments.join('/');
    const existing = folderNodes.get(key);
    if (existing !== undefined) return existing ? existing.children : null;
    const parent = ensureFolder(segments.slice(0, -1));
    if (!parent || hidden(key)) {
      folderNodes.set(key, null);
      return null;
    }
    const config = folderConfig(folders, key);
    const { title, ...fields } = config;
    const node: FolderNode = {
      title: typeof title === 'string' ? title : humanize(segments[segments.length - 1]!),
      path: segmentsPath('', segments),
      stem: stemPrefix + key,
      page: false,
      ...fields,
      children: [],
    };
    folderNodes.set(key, node);
    parent.push(node);
    return node.children;
  };

  for (const page of pages) {
    const segments = page.innerStem.split('/');
    const name = pathSegment(segments[segments.length - 1]!);
    const folderSegs = segments.slice(0, -1);
    const siblings = ensureFolder(folderSegs);
    if (!siblings || page.navigation === false) continue;
    const item: NavigationNode = {
      title: navigationTitle(page.navigation) ?? page.title,
      path: page.path,
      stem: page.stem,
      ...navigationFields(page.navigation),
    };
    if (name === 'index' && folderSegs.length > 0) {
      const folder = folderNodes.get(folderSegs.join('/'))!;
      const config = folderConfig(folders, folderSegs.join('/'));
      delete folder.page;
      folder.path = page.path;
      if (typeof config.title !== 'string') folder.title = item.title;
      Object.assign(folder, { ...navigationFields(page.navigation), ...withoutKeys(config, ['title', 'navigation']) });
      folder.children = [item, ...folder.children];
      continue;
    }
    siblings.push(item);
  }
  return prune(root);
}

/**
 * A folder's `.navigation.yml`: its fields, with those written under a `navigation:` object
 * (`navigation: {icon: …}`, as page front matter writes them) taking their place.
 */
function folderConfig(folders: FolderConfigs, key: string): Record<string, unknown> {
  const { navigation, ...config } = folders.get(key) ?? {};
  return navigation && typeof navigation === 'object' ? { ...config, ...(navigation as Record<string, unknown>) } : config;
}

function withoutKeys(obj: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));
}

/** Drops folders left with neither an index page nor visible children. */
function prune(nodes: NavigationNode[]): NavigationNode[] {
  const out: NavigationNode[] = [];
  for (const node of nodes) {
    if (node.children) {
      node.children = prune(node.children);
      if (node.children.length === 0 && node.page === false) continue;
    }
    out.push(node);
  }
  return out;
}

/** Pages in navigation order (each path once): the order prev/next links follow. */
export function navigationOrder(tree: NavigationNode[], pages: Map<string, { title: string; description: string }>): Surround[] {
  const seen = new Set<string>();
  const out: Surround[] = [];
  const walk = (nodes: NavigationNode[]) => {
    for (const node of nodes) {
      if (node.page !== false && !seen.has(node.path)) {
        seen.add(node.path);
        // A folder shares its path with its index page: the page's own title and stem win.
        const page = pages.get(node.path);
        const stem = node.children?.find((c) => c.path === node.path)?.stem ?? node.stem;
        const description = page?.description;
        out.push({ title: page?.title ?? node.title, path: node.path, stem, ...(description ? { description } : {}) });
      }
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return out;
}
