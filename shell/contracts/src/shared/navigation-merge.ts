/**
 * A locale's docs navigation as readers see it: the full tree of the default locale, in its
 * order, with each node replaced by its translation where one exists; the rest keep the
 * default locale's title and are marked with its `lang`, so nothing is unreachable from a
 * translated sidebar or search.
 */
import type { NavigationNode } from './collections.ts';

/** A node's key among its siblings: a folder and its index page share a path. */
const keyOf = (node: NavigationNode) => `${node.children ? 'folder' : 'page'}:${node.path}`;

/** The last segment of a node's stem (`9.only-here`): what orders it among its siblings. */
const ownName = (node: NavigationNode) => node.stem?.split('/').pop() ?? '';

/**
 * `titledByName` tells a translated folder whose title is only made from its folder's name
 * (no `.navigation.yml` title, no index page: translators often translate pages and nothing
 * else). Such a folder keeps the original's title, marked with its `lang`, rather than
 * showing the folder's name as if it were a translation.
 *
 * Pages and folders that exist only in the translation keep their place: among their
 * siblings, in the reading order `order` gives (it compares two siblings' file names,
 * `9.only-here` and `10.api`; without it they follow the original's siblings). They were
 * put after the whole tree, beside the docs root, which then no longer unwrapped into
 * sections: one page of its own turned a locale's sidebar into one folder.
 */
export function mergeNavigation(
  translated: NavigationNode[],
  original: NavigationNode[],
  originalLang: string,
  titledByName: (folder: NavigationNode) => boolean = () => false,
  order: (a: string, b: string) => number = () => 1,
): NavigationNode[] {
  const merge = (nodes: NavigationNode[], ownSiblings: NavigationNode[]): NavigationNode[] => {
    const own = new Map(ownSiblings.map((n) => [keyOf(n), n]));
    const used = new Set<NavigationNode>();
    const merged = nodes.map((node) => {
      const translation = own.get(keyOf(node));
      const children = node.children ? merge(node.children, translation?.children ?? []) : undefined;
      if (translation) {
        used.add(translation);
        const { children: _own, ...fields } = translation;
        const titled = children && titledByName(translation) ? { ...fields, title: node.title, lang: originalLang } : fields;
        return children ? { ...titled, children } : titled;
      }
      const { children: _orig, ...fields } = node;
      const marked: NavigationNode = { ...fields, lang: originalLang };
      return children ? { ...marked, children } : marked;
    });
    for (const extra of ownSiblings.filter((n) => !used.has(n))) {
      const at = merged.findIndex((n) => order(ownName(extra), ownName(n)) < 0);
      merged.splice(at < 0 ? merged.length : at, 0, extra);
    }
    return merged;
  };
  return merge(original, translated);
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
