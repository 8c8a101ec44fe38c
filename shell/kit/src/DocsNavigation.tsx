/**
 * The docs navigation tree: sections as headings, pages indented under a thin line, the
 * current page in primary; a folder's or page's icon (`.navigation.yml`, `navigation.icon`)
 * beside its title. Used by the docs sidebar and the header's mobile
 * drawer, through docs-navigation-loader.tsx (the tree is loaded on demand).
 *
 * A page sends only the part of the tree it shows (navigation-view.ts): its own branch open,
 * other folders collapsed with their number of children. Opening one asks content-service
 * for its children (sidebar-children.ts; started on hover or focus, so it usually draws at
 * once); until they arrive the group holds one placeholder row per child, so the rows under
 * it move once, when the reader opens it.
 *
 * It is a WAI-ARIA tree (navigation variant): one tab stop (the current page, else the first
 * item), arrows, Home/End, Enter/Space, `*` and typeahead (docs-tree-keys.ts). A folder's tree
 * item is its label, owning the group of its children (`aria-owns`), which the label names:
 * a screen reader says "Getting started, expanded" and the level and position of every item.
 */
import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type DocsSidebar,
  type SidebarNode,
  type SiteConfig,
  docsSections,
  isUnder,
  localePath,
  localeTag,
  unpackNodes,
} from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';
import { useT } from './i18n/useT.ts';
import { formatLanguageName } from './i18n/intl-format.ts';
import { handleTreeKey } from './docs-tree-keys.ts';
import { revealWithin, scrollingAncestor } from './reveal-within.ts';
import { announce } from './announce.ts';
import { childrenUrl, loadChildren, loadedChildren, prefetchChildren } from './sidebar-children.ts';
import { createTypeahead, type Typeahead } from './typeahead.ts';

export interface DocsNavigationProps {
  navigation: DocsSidebar;
  /** Locale-free path of the current page. */
  path: string;
  config: SiteConfig;
  locale: string;
  className?: string;
}

/** Placeholder rows drawn at most while a folder's children load. */
const MAX_PLACEHOLDERS = 40;

type Load = SidebarNode[] | 'loading' | 'error';

const isFolder = (node: SidebarNode) => node.children !== undefined || node.count !== undefined;
const folderKey = (node: SidebarNode) => `f:${node.path}`;
const pageKey = (path: string) => `p:${path}`;

/** A title in the original's language when the page is shown untranslated. */
function Title({ node }: { node: SidebarNode }) {
  return node.lang ? <span lang={localeTag(node.lang)}>{node.title}</span> : node.title;
}

/** A node's badge after its title ("New", "Beta"). */
function NodeBadge({ node }: { node: SidebarNode }) {
  return node.badge ? <span className="badge docs-nav-badge">{node.badge}</span> : null;
}

/**
 * A page shown untranslated says so after its title: a short tag of its language, and for a
 * screen reader the language's name in the reader's (the tree read "InstallationEN", one word).
 */
function LangTag({ lang, locale }: { lang: string; locale: string }) {
  const name = formatLanguageName(lang, locale);
  return (
    <>
      <span className="docs-nav-lang" title={name} aria-hidden="true">
        {lang.split(/[-_]/)[0]!.toUpperCase()}
      </span>
      <span className="sr-only"> ({name})</span>
    </>
  );
}

export function DocsNavigation({ navigation, path, config, locale, className }: DocsNavigationProps) {
  const t = useT();
  const ids = useId();
  const tree = useRef<HTMLUListElement>(null);
  const typeahead = useRef<Typeahead | null>(null);
  /** Folders the reader opened or closed, by path (others follow the page: open on its branch). */
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  /** Children of folders opened in this visit, by URL. */
  const [loads, setLoads] = useState<ReadonlyMap<string, Load>>(() => new Map());
  const [active, setActive] = useState<string | null>(null);

  // A client navigation opens the new page's branch, whatever the reader closed before, and
  // makes the new page the tree's tab stop, as a page load does.
  useEffect(() => {
    setToggled((prev) => {
      const next = new Map([...prev].filter(([folder, open]) => open || !isUnder(path, folder)));
      return next.size === prev.size ? prev : next;
    });
    setActive(null);
  }, [path]);
  // The sidebar shows the page being read: scrolled to it when it is out of view (the first
  // page load does it before the app starts: reader.ts), after a navigation to another section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run after each navigation (path), on the tree it rendered
  useEffect(() => {
    const root = tree.current;
    const scroller = root && scrollingAncestor(root);
    if (scroller) revealWithin(scroller, [...root.querySelectorAll('[aria-current="page"]')].at(-1));
  }, [path]);
  useEffect(() => () => typeahead.current?.reset(), []);

  const href = (p: string) => localePath(config, locale, p);
  const urlOf = (node: SidebarNode) => childrenUrl(navigation, node.path);
  const isOpen = (node: SidebarNode) => toggled.get(node.path) ?? node.children !== undefined;
  const childrenOf = (node: SidebarNode): Load => node.children ?? loads.get(urlOf(node)) ?? loadedChildren(urlOf(node)) ?? 'loading';

  const load = (node: SidebarNode) => {
    const url = urlOf(node);
    const ready = loadedChildren(url);
    setLoads((prev) => new Map(prev).set(url, ready ?? 'loading'));
    if (ready) return;
    loadChildren(url, node.path).then(
      (nodes) => setLoads((prev) => new Map(prev).set(url, nodes)),
      () => {
        setLoads((prev) => new Map(prev).set(url, 'error'));
        // The reader opened a folder and nothing came: say so, where focus stays on the folder.
        announce(`${node.title}: ${t('unavailable.message')}`);
      },
    );
  };
  const setOpen = (node: SidebarNode, open: boolean) => {
    setToggled((prev) => new Map(prev).set(node.path, open));
    // Opened again after its children failed to load: ask again.
    if (open && loads.get(urlOf(node)) === 'error') load(node);
  };
  /** Asks again for a folder's children from its retry row, focus moving to the folder (the row goes away). */
  const retry = (node: SidebarNode, row: Element) => {
    load(node);
    row.closest('[role="group"]')?.parentElement?.querySelector<HTMLElement>('[role="treeitem"]')?.focus();
  };

  // Every visible item in order, with its node and its place (the indexes of its rows from
  // the tree down: the DOM carries no keys, the rows' order says which node each is); and
  // the open folders whose children this visit has not asked for yet.
  const sections = useMemo(() => docsSections(unpackNodes(navigation.nodes)), [navigation.nodes]);
  const items = new Map<string, SidebarNode>();
  const keyAt = new Map<string, string>();
  const unasked: SidebarNode[] = [];
  const walk = (nodes: SidebarNode[], place: string) => {
    nodes.forEach((node, i) => {
      const key = isFolder(node) ? folderKey(node) : pageKey(node.path);
      const at = place ? `${place}.${i}` : String(i);
      items.set(key, node);
      keyAt.set(at, key);
      if (!isFolder(node) || !isOpen(node)) return;
      if (!node.children && !loads.has(urlOf(node))) unasked.push(node);
      const children = childrenOf(node);
      if (Array.isArray(children)) walk(children, at);
    });
  };
  walk(sections, '');
  // After every render: ask for what an open folder is missing (nothing, most of the time).
  useEffect(() => {
    for (const node of unasked) load(node);
  });
  const current = pageKey(path);
  const tabStop = active && items.has(active) ? active : items.has(current) ? current : items.keys().next().value;
  const tabIndex = (key: string) => (key === tabStop ? 0 : -1);
  /** The key of the item an element belongs to, from its row's place in the tree. */
  const keyOf = (element: Element): string | undefined => {
    const place: number[] = [];
    for (let row = element.closest('li'); row && tree.current?.contains(row); row = row.parentElement!.closest('li')) {
      place.unshift([...row.parentElement!.children].indexOf(row));
    }
    return keyAt.get(place.join('.'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!tree.current) return;
    typeahead.current ??= createTypeahead();
    const nodeOf = (item: Element) => items.get(keyOf(item) ?? '');
    const handled = handleTreeKey(event, tree.current, typeahead.current, {
      setOpen: (item, open) => {
        const node = nodeOf(item);
        if (node) setOpen(node, open);
      },
      activate: (item) => {
        // A retry row sits in the group of the folder it retries; a folder toggles.
        const folder = item.hasAttribute('data-retry') ? item.closest('[role="group"]')?.parentElement?.firstElementChild : null;
        const node = nodeOf(folder ?? item);
        if (node && folder) retry(node, item);
        else if (node) setOpen(node, !isOpen(node));
      },
    });
    if (handled) event.preventDefault();
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const key = keyOf(event.target);
    if (!key) return;
    setActive(key);
    const node = items.get(key);
    if (node && isFolder(node) && !isOpen(node)) prefetchChildren(urlOf(node), node.path);
  };

  const renderGroup = (node: SidebarNode, ids: { label: string; group: string }, level: number, place: string): ReactNode => {
    const children = childrenOf(node);
    const group = { id: ids.group, role: 'group', className: 'docs-nav-pages', 'aria-labelledby': ids.label } as const;
    if (Array.isArray(children)) return <ul {...group}>{renderNodes(children, level + 1, place)}</ul>;
    return (
      <ul {...group} aria-busy={children === 'loading' ? true : undefined}>
        {children === 'error' ? (
          <li role="none">
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree takes its items' keys (docs-tree-keys.ts: Enter and Space retry) */}
            <span
              role="treeitem"
              className="docs-nav-retry"
              data-retry=""
              onClick={(event) => retry(node, event.currentTarget)}
              tabIndex={tabIndex(`r:${node.path}`)}
            >
              <span className="sr-only">{`${t('unavailable.message')}: `}</span>
              {t('unavailable.retry')}
            </span>
          </li>
        ) : (
          Array.from({ length: Math.min(node.count ?? 1, MAX_PLACEHOLDERS) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows are identical and hold no state
            <li key={i} role="none" aria-hidden="true" className="docs-nav-placeholder" />
          ))
        )}
      </ul>
    );
  };

  // A folder is its label (WAI-ARIA's navigation treeview): the tree item shows only the
  // title; an open one owns the group of its children, so its name (and the group's) points
  // at the title alone, else it would take in every child's.
  const renderFolder = (node: SidebarNode, level: number, place: string) => {
    const open = isOpen(node);
    const folderIds = { label: `${ids}-${place}`, group: `${ids}-${place}-g` };
    // A section shown untranslated says so as its pages do, in the name the open folder is read by too.
    const label = (
      <>
        <Title node={node} />
        {node.lang ? <LangTag lang={node.lang} locale={locale} /> : null}
      </>
    );
    return (
      <li key={folderKey(node)} role="none">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree takes its items' keys (docs-tree-keys.ts: Enter, Space, Right and Left) */}
        <span
          role="treeitem"
          aria-expanded={open}
          aria-owns={open ? folderIds.group : undefined}
          aria-labelledby={open ? folderIds.label : undefined}
          className={level === 1 ? 'docs-nav-heading' : 'docs-nav-group-title'}
          tabIndex={tabIndex(folderKey(node))}
          onClick={() => setOpen(node, !open)}
          onPointerEnter={open ? undefined : () => prefetchChildren(urlOf(node), node.path)}
        >
          {node.icon ? <Icon name={node.icon} /> : null}
          {/* One box, open or closed: the tag wraps under a long title instead of pushing the chevron out. */}
          <span id={open ? folderIds.label : undefined}>{label}</span>
          <NodeBadge node={node} />
        </span>
        {open ? renderGroup(node, folderIds, level, place) : null}
      </li>
    );
  };

  const renderNodes = (nodes: SidebarNode[], level: number, place: string): ReactNode =>
    nodes.map((node, i) => {
      const at = place ? `${place}.${i}` : String(i);
      if (isFolder(node)) return renderFolder(node, level, at);
      const key = pageKey(node.path);
      return (
        <li key={key} role="none">
          <AppLink
            role="treeitem"
            href={href(node.path)}
            className="docs-nav-link"
            aria-current={node.path === path ? 'page' : undefined}
            tabIndex={tabIndex(key)}
          >
            {node.icon ? <Icon name={node.icon} /> : null}
            <Title node={node} />
            {node.lang ? <LangTag lang={node.lang} locale={locale} /> : null}
            <NodeBadge node={node} />
          </AppLink>
        </li>
      );
    });

  return (
    <nav className={className ? `docs-nav ${className}` : 'docs-nav'} aria-label={t('sidebar.navigation')}>
      {/* The docs root's own title (`.navigation.yml`) heads its sections, as Docus shows it. */}
      {navigation.title ? (
        <h2 className="docs-nav-root-title" lang={navigation.titleLang ? localeTag(navigation.titleLang) : undefined}>
          {navigation.title}
        </h2>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a tree has no HTML element of its own; its list is the natural base */}
      <ul ref={tree} role="tree" aria-label={t('sidebar.navigation')} onKeyDown={onKeyDown} onFocus={onFocus}>
        {renderNodes(sections, 1, '')}
      </ul>
    </nav>
  );
}
