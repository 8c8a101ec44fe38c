/**
 * The docs navigation as one page shows it (issue 18): the sections, the current page's
 * ancestors with their siblings, and the current section's children, collapsed beyond a
 * configurable depth. A page's sidebar then weighs what its place in the tree needs, not
 * what the whole corpus holds; a collapsed folder says how many children it has, and they
 * load when it is expanded (`navigationChildren`, one level at a time).
 */
import type { NavigationNode } from './collections.ts';

/** A navigation node as the sidebar needs it (no stem, no custom fields). */
export interface SidebarNode {
  title: string;
  path: string;
  /** A folder's or a page's icon (`icon` of `.navigation.yml`, front matter `navigation.icon`), shown beside its title. */
  icon?: string;
  /** A short label after its title (`navigation.badge` in front matter or `.navigation.yml`: "New", "v2", "Beta"). */
  badge?: string;
  /** The original's language, on a node shown untranslated under a translated locale. */
  lang?: string;
  /** A folder's children, when the page shows them. */
  children?: SidebarNode[];
  /** A collapsed folder: how many children it has (loaded on expand). */
  count?: number;
}

/**
 * A sidebar node as pages carry it (their inline state and payloads stay small): `[title,
 * path, children or count, lang, icon, badge]`, trailing empties left out. A path inside its
 * parent folder is written from there (`setup` for `/docs/guide/setup` under `/docs/guide`,
 * `''` for the folder's own index page); any other path in full.
 */
export type PackedNode = [
  title: string,
  path: string,
  more?: PackedNode[] | number | null,
  lang?: string | null,
  icon?: string | null,
  badge?: string,
];

/** The sidebar of one page, and where its collapsed folders' children come from. */
export interface DocsSidebar {
  nodes: PackedNode[];
  /** The docs collection the tree is read from (`docs_fr`). */
  collection: string;
  /** A translated locale's tree as its readers see it (default-locale pages filling the gaps). */
  fallbacks: boolean;
  /** The content build the tree belongs to: children of this build are immutable. */
  version: string;
  /** The docs root's own title (`.navigation.yml`), shown as the heading above the sections. */
  title?: string;
  /** That title's language when it is shown untranslated. */
  titleLang?: string;
}

/** How deep the server opens the current section by default: the section's own children (level 2). */
export const DEFAULT_SIDEBAR_DEPTH = 2;
/** Deepest depth a request may ask for (each level can only add the current section's folders). */
export const MAX_SIDEBAR_DEPTH = 8;

interface TreeNode {
  path: string;
  children?: TreeNode[];
}

/** The docs folder itself is usually the one root node: then its children are the sections. */
export function docsSections<T extends TreeNode>(navigation: T[]): T[] {
  const only = navigation.length === 1 ? navigation[0] : undefined;
  return only?.children?.length && only.path.split('/').filter(Boolean).length === 1 ? (only.children as T[]) : navigation;
}

/** True when `path` is `folder` or inside it. */
export function isUnder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
}

/** A folder with nothing to show (every page hidden) is left out of the sidebar. */
const shown = (node: NavigationNode) => !node.children || node.children.length > 0;

/**
 * A badge as Docus and Nuxt UI content write it: a label (`badge: New`, `badge: 2`) or an
 * object holding one (`badge: {label: Beta, color: warning}`); the sidebar shows the label.
 */
function badgeLabel(badge: unknown): string | undefined {
  const label = badge && typeof badge === 'object' ? (badge as { label?: unknown }).label : badge;
  if (typeof label === 'number') return String(label);
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : undefined;
}

function entry(node: NavigationNode): SidebarNode {
  const out: SidebarNode = { title: node.title, path: node.path };
  // Beside its title in the sidebar: a folder's (`.navigation.yml` icon) and a page's (`navigation.icon`).
  if (typeof node.icon === 'string' && node.icon !== '') out.icon = node.icon;
  const badge = badgeLabel(node.badge);
  if (badge) out.badge = badge;
  if (typeof node.lang === 'string') out.lang = node.lang;
  return out;
}

function collapsed(node: NavigationNode): SidebarNode {
  return { ...entry(node), count: node.children!.filter(shown).length };
}

/** Children of a folder, every sub-folder collapsed. */
function level(nodes: NavigationNode[]): SidebarNode[] {
  return nodes.filter(shown).map((node) => (node.children ? collapsed(node) : entry(node)));
}

/**
 * The tree a page at `path` shows: every section; every folder on the way to the page open;
 * inside the page's section, folders open down to `depth` levels (sections are level 1, so
 * the default 2 opens the section alone); every other folder collapsed, with its count.
 */
export function visibleNavigation(tree: NavigationNode[], path: string, depth = DEFAULT_SIDEBAR_DEPTH): SidebarNode[] {
  const show = (nodes: NavigationNode[], at: number, inSection: boolean): SidebarNode[] =>
    nodes.filter(shown).map((node) => {
      if (!node.children) return entry(node);
      const onPath = isUnder(path, node.path);
      const section = at === 1 ? onPath : inSection;
      return onPath || (section && at < depth) ? { ...entry(node), children: show(node.children, at + 1, section) } : collapsed(node);
    });
  const sections = docsSections(tree);
  if (sections === tree) return show(tree, 1, false);
  return [{ ...entry(tree[0]!), children: show(sections, 1, false) }];
}

/** The children of the folder at `path` (sub-folders collapsed), or null when no folder has that path. */
export function navigationChildren(tree: NavigationNode[], path: string): SidebarNode[] | null {
  let nodes: NavigationNode[] | undefined = tree;
  while (nodes) {
    // A folder and its index page share a path: only a node with children is the folder.
    const folder: NavigationNode | undefined = nodes.find((n) => n.children && isUnder(path, n.path));
    if (!folder) return null;
    if (folder.path === path) return level(folder.children!);
    nodes = folder.children;
  }
  return null;
}

/** The nodes from the root down to the page at `path` (folders without a page included). */
export function navigationTrail<T extends TreeNode>(navigation: T[], path: string): T[] {
  const trail: T[] = [];
  let nodes: T[] | undefined = navigation;
  while (nodes?.length) {
    // A folder's index page shares the folder's path: below the folder it is a sibling of the
    // page, not a step towards it.
    const parent = trail.at(-1)?.path;
    const node: T | undefined = nodes.find((n) => n.path === path) ?? nodes.find((n) => n.path !== parent && isUnder(path, n.path));
    if (!node) break;
    trail.push(node);
    if (node.path === path) break;
    nodes = node.children as T[] | undefined;
  }
  return trail;
}

function relative(path: string, parent: string): string {
  if (!parent) return path;
  if (path === parent) return '';
  const rest = path.startsWith(`${parent}/`) ? path.slice(parent.length + 1) : null;
  return rest && !rest.includes('/') ? rest : path;
}

/** Nodes in the form pages carry (`parent`: the path of the folder holding them, '' at the top). */
export function packNodes(nodes: SidebarNode[], parent = ''): PackedNode[] {
  return nodes.map((node) => {
    const packed: PackedNode = [
      node.title,
      relative(node.path, parent),
      node.children ? packNodes(node.children, node.path) : (node.count ?? null),
      node.lang ?? null,
      node.icon ?? null,
    ];
    if (node.badge) packed.push(node.badge);
    while (packed.length > 2 && (packed[packed.length - 1] ?? null) === null) packed.pop();
    return packed;
  });
}

/** The nodes back from their packed form (`parent` as given to packNodes). */
export function unpackNodes(packed: readonly PackedNode[], parent = ''): SidebarNode[] {
  return packed.map(([title, rel, more, lang, icon, badge]) => {
    const path = rel.startsWith('/') ? rel : rel === '' ? parent : `${parent}/${rel}`;
    const node: SidebarNode = { title, path };
    if (icon) node.icon = icon;
    if (badge) node.badge = badge;
    if (lang) node.lang = lang;
    if (Array.isArray(more)) node.children = unpackNodes(more, path);
    else if (typeof more === 'number') node.count = more;
    return node;
  });
}
