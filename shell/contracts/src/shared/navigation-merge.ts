/**
 * A locale's docs navigation as readers see it: the full tree of the default locale, in its
 * order, with each node replaced by its translation where one exists; the rest keep the
 * default locale's title and are marked with its `lang`, so nothing is unreachable from a
 * translated sidebar or search.
 */
import type { NavigationNode } from './collections.ts';

function indexByPath(nodes: NavigationNode[], into = new Map<string, NavigationNode>()): Map<string, NavigationNode> {
  for (const node of nodes) {
    // A folder and its index page share a path: the page (a leaf) is the translation of a page.
    const key = `${node.children ? 'folder' : 'page'}:${node.path}`;
    if (!into.has(key)) into.set(key, node);
    if (node.children) indexByPath(node.children, into);
  }
  return into;
}

/**
 * `titledByName` tells a translated folder whose title is only made from its folder's name
 * (no `.navigation.yml` title, no index page: translators often translate pages and nothing
 * else). Such a folder keeps the original's title, marked with its `lang`, rather than
 * showing the folder's name as if it were a translation.
 */
export function mergeNavigation(
  translated: NavigationNode[],
  original: NavigationNode[],
  originalLang: string,
  titledByName: (folder: NavigationNode) => boolean = () => false,
): NavigationNode[] {
  const byPath = indexByPath(translated);
  const used = new Set<NavigationNode>();
  const merge = (nodes: NavigationNode[]): NavigationNode[] =>
    nodes.map((node) => {
      const own = byPath.get(`${node.children ? 'folder' : 'page'}:${node.path}`);
      const children = node.children ? merge(node.children) : undefined;
      if (own) {
        used.add(own);
        const { children: _own, ...fields } = own;
        const titled = children && titledByName(own) ? { ...fields, title: node.title, lang: originalLang } : fields;
        return children ? { ...titled, children } : titled;
      }
      const { children: _orig, ...fields } = node;
      const marked: NavigationNode = { ...fields, lang: originalLang };
      return children ? { ...marked, children } : marked;
    });
  const merged = merge(original);
  // Pages that exist only in the translation stay reachable too, after the original tree.
  const extra = [...byPath.values()].filter((n) => !n.children && !used.has(n));
  return extra.length ? [...merged, ...extra.map(({ children: _c, ...fields }) => fields)] : merged;
}

/** Paths of the pages in a merged tree that are shown in `lang` (not translated). */
export function pathsInLang(navigation: NavigationNode[], lang: string): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: NavigationNode[]) => {
    for (const node of nodes) {
      if (node.lang === lang && node.page !== false) out.add(node.path);
      if (node.children) walk(node.children);
    }
  };
  walk(navigation);
  return out;
}

/** The pages of a tree in reading order (a folder's own page once), the order prev/next follow. */
export function pagesInOrder(navigation: NavigationNode[]): NavigationNode[] {
  const seen = new Set<string>();
  const out: NavigationNode[] = [];
  const walk = (nodes: NavigationNode[]) => {
    for (const node of nodes) {
      if (node.page !== false && !seen.has(node.path)) {
        seen.add(node.path);
        out.push(node);
      }
      if (node.children) walk(node.children);
    }
  };
  walk(navigation);
  return out;
}
