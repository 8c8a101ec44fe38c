// @vitest-environment happy-dom
/**
 * The docs navigation tree as a reader meets it: the page's branch open and other folders
 * closed (issue 18), a closed folder's children asked for when it opens (placeholder rows
 * until they arrive, Try again when they fail), and the tree keyboard of WAI-ARIA:
 * arrows, Home/End, Enter/Space, `*`, typeahead, one tab stop.
 */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contentApi,
  type DocsSidebar,
  type NavigationNode,
  packNodes,
  type SidebarNode,
  siteConfig,
  visibleNavigation,
} from '@site/contracts';
import { act, cleanup, fireEvent, renderView, screen, waitFor, within } from '../../src/testing/index.ts';
import { DocsNavigation } from '../../src/DocsNavigation.tsx';

const page = (path: string, title: string): NavigationNode => ({ title, path, stem: path.slice(1) });
const folder = (path: string, title: string, children: NavigationNode[]): NavigationNode => ({
  title,
  path,
  stem: path.slice(1),
  page: false,
  children,
});

const TREE: NavigationNode[] = [
  folder('/docs', 'Docs', [
    folder('/docs/guide', 'Guide', [
      page('/docs/guide/start', 'Start'),
      page('/docs/guide/setup', 'Setup'),
      folder('/docs/guide/deep', 'Deep dive', [page('/docs/guide/deep/one', 'One')]),
    ]),
    folder('/docs/api', 'API', [page('/docs/api/query', 'Query'), page('/docs/api/render', 'Render')]),
    folder('/docs/recipes', 'Recipes', [page('/docs/recipes/sitemap', 'Sitemap')]),
  ]),
];

/** Each test reads its own content build, so answers kept by URL in one never serve another. */
let testNumber = 0;
beforeEach(() => {
  testNumber++;
});

/** The sidebar a page at `path` gets from content-service (its branch open, the rest closed). */
const sidebar = (path: string): DocsSidebar => ({
  nodes: packNodes(visibleNavigation(TREE, path, 2)),
  collection: 'docs_en',
  fallbacks: true,
  version: `build${testNumber}`,
});
const childrenUrl = (path: string) => contentApi.navigationChildren('docs_en', path, { fallbacks: true, version: `build${testNumber}` });

/** Answers children requests by URL (packed as content-service sends them); `hold` keeps them pending until released. */
function serveChildren(answers: Record<string, SidebarNode[]>, opts: { fail?: boolean; hold?: boolean } = {}) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (url: string) => {
    if (opts.hold) await held;
    if (opts.fail) return new Response('{}', { status: 503 });
    const folder = new URL(url, 'http://site').searchParams.get('path') ?? '';
    const body = JSON.stringify(packNodes(answers[url] ?? [], folder));
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: () => act(async () => release()) };
}

function show(path: string) {
  return renderView(<DocsNavigation navigation={sidebar(path)} path={path} config={siteConfig} locale="en" />);
}
/** The navigation of a site whose router moves from page to page (`navigate`), as the app's does. */
let navigate: (path: string) => void = () => undefined;
function Routed() {
  const [path, setPath] = useState('/docs/guide/start');
  navigate = setPath;
  return <DocsNavigation navigation={sidebar(path)} path={path} config={siteConfig} locale="en" />;
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const key = (target: Element, k: string) => fireEvent.keyDown(target, { key: k });
const focused = () => document.activeElement;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('docs navigation: what a page shows', () => {
  it("opens the page's branch, closes the other sections, and has one tab stop: the current page", () => {
    const { fetchMock } = serveChildren({});
    show('/docs/guide/setup');
    const tree = screen.getByRole('tree', { name: 'Documentation navigation' });
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((el) => el.textContent),
    ).toEqual(['Guide', 'Start', 'Setup', 'Deep dive', 'API', 'Recipes']);
    expect(item('Guide').getAttribute('aria-expanded')).toBe('true');
    for (const closed of ['Deep dive', 'API', 'Recipes']) expect(item(closed).getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByRole('group', { name: 'Guide' })).getByRole('treeitem', { name: 'Setup' })).toBe(item('Setup'));
    expect(item('Setup').getAttribute('aria-current')).toBe('page');
    expect(item('Setup').getAttribute('href')).toBe('/en/docs/guide/setup');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((el) => el.tabIndex === 0),
    ).toEqual([item('Setup')]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens the current section's folders down to the configured depth", () => {
    const navigation = { ...sidebar('/docs/guide/setup'), nodes: packNodes(visibleNavigation(TREE, '/docs/guide/setup', 3)) };
    renderView(<DocsNavigation navigation={navigation} path="/docs/guide/setup" config={siteConfig} locale="en" />);
    expect(item('Deep dive').getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Deep dive' })).getByRole('treeitem', { name: 'One' })).toBeTruthy();
    expect(item('API').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('docs navigation: a page shown untranslated', () => {
  it("is named by its title and its language's name in the reader's language (it read as one word, InstallationEN)", () => {
    serveChildren({});
    const tree: NavigationNode[] = [
      folder('/docs', 'Docs', [folder('/docs/guide', 'دليل', [{ ...page('/docs/guide/start', 'Start'), lang: 'en' } as NavigationNode])]),
    ];
    const navigation = { ...sidebar('/docs/guide/start'), nodes: packNodes(visibleNavigation(tree, '/docs/guide/start', 2)) };
    renderView(<DocsNavigation navigation={navigation} path="/docs/guide/start" config={siteConfig} locale="ar" />, 'ar');
    const name = new Intl.DisplayNames(['ar'], { type: 'language' }).of('en');
    expect(screen.getByRole('treeitem', { name: `Start (${name})` })).toBeTruthy();
  });
});

describe('docs navigation: a section shown untranslated', () => {
  it('shows the EN tag its pages show, and says its language in the name, open or closed', () => {
    serveChildren({});
    const tree: NavigationNode[] = [
      folder('/docs', 'Docs', [
        {
          ...folder('/docs/guide', 'Guide', [{ ...page('/docs/guide/start', 'Start'), lang: 'en' } as NavigationNode]),
          lang: 'en',
        } as NavigationNode,
        {
          ...folder('/docs/api', 'API', [{ ...page('/docs/api/query', 'Query'), lang: 'en' } as NavigationNode]),
          lang: 'en',
        } as NavigationNode,
      ]),
    ];
    const navigation = { ...sidebar('/docs/guide/start'), nodes: packNodes(visibleNavigation(tree, '/docs/guide/start', 2)) };
    renderView(<DocsNavigation navigation={navigation} path="/docs/guide/start" config={siteConfig} locale="he" />, 'he');
    const name = new Intl.DisplayNames(['he'], { type: 'language' }).of('en');
    for (const section of [item(`Guide (${name})`), item(`API (${name})`)]) {
      expect(within(section).getByText('EN').getAttribute('title')).toBe(name);
      expect(
        within(section)
          .getByText(section.textContent?.startsWith('Guide') ? 'Guide' : 'API')
          .getAttribute('lang'),
      ).toBe('en');
    }
    expect(item(`Guide (${name})`).getAttribute('aria-expanded')).toBe('true');
    expect(item(`API (${name})`).getAttribute('aria-expanded')).toBe('false');
  });
});

describe("docs navigation: the docs root's own title", () => {
  it('heads the sections inside the navigation when the root has one, in its language when untranslated', () => {
    serveChildren({});
    const navigation = { ...sidebar('/docs/guide/setup'), title: 'The Handbook', titleLang: 'en' };
    renderView(<DocsNavigation navigation={navigation} path="/docs/guide/setup" config={siteConfig} locale="fr" />);
    const nav = screen.getByRole('navigation');
    const heading = within(nav).getByRole('heading', { level: 2, name: 'The Handbook' });
    expect(heading.getAttribute('lang')).toBe('en');
    // A heading, not an item of the tree: the sections stay the tree's first level.
    expect(within(screen.getByRole('tree')).queryByText('The Handbook')).toBeNull();
  });

  it('is absent when the root has no title of its own', () => {
    serveChildren({});
    show('/docs/guide/setup');
    expect(within(screen.getByRole('navigation')).queryByRole('heading')).toBeNull();
  });
});

/** The sidebar of `tree` as the page at `path` shows it. */
function showTree(tree: NavigationNode[], path: string) {
  const navigation: DocsSidebar = {
    nodes: packNodes(visibleNavigation(tree, path, 2)),
    collection: 'docs_en',
    fallbacks: true,
    version: 'v',
  };
  renderView(<DocsNavigation navigation={navigation} path={path} config={siteConfig} locale="en" />);
}

describe('docs navigation: icons', () => {
  it("shows a page's navigation.icon and a sub-folder's icon beside its title, leaving its name the title", () => {
    serveChildren({});
    const withIcons: NavigationNode[] = [
      folder('/docs', 'Docs', [
        {
          ...folder('/docs/guide', 'Guide', [
            { ...page('/docs/guide/start', 'Start'), icon: 'i-lucide-rocket' },
            page('/docs/guide/setup', 'Setup'),
            { ...folder('/docs/guide/deep', 'Deep dive', [page('/docs/guide/deep/one', 'One')]), icon: 'i-lucide-settings' },
          ]),
          icon: 'i-lucide-house',
        },
      ]),
    ];
    showTree(withIcons, '/docs/guide/setup');
    for (const name of ['Guide', 'Start', 'Deep dive']) {
      const icon = item(name).querySelector('svg');
      expect(icon, name).not.toBeNull();
      expect(icon!.getAttribute('aria-hidden'), name).toBe('true');
    }
    expect(item('Setup').querySelector('svg')).toBeNull();
  });
});

describe('docs navigation: badges', () => {
  it("shows a page's and a folder's navigation.badge after its title, read with it", () => {
    serveChildren({});
    const withBadges: NavigationNode[] = [
      folder('/docs', 'Docs', [
        {
          ...folder('/docs/guide', 'Guide', [
            { ...page('/docs/guide/start', 'Start'), badge: 'New' },
            page('/docs/guide/setup', 'Setup'),
            { ...folder('/docs/guide/deep', 'Deep dive', [page('/docs/guide/deep/one', 'One')]), badge: { label: 'Beta' } },
          ]),
        },
      ]),
    ];
    showTree(withBadges, '/docs/guide/setup');
    expect(item('Start New')).toBeTruthy();
    expect(item('Deep dive Beta')).toBeTruthy();
    expect(item('Setup').textContent).toBe('Setup');
  });
});

describe('docs navigation: opening a closed folder', () => {
  it('holds one placeholder row per child while its children load, then shows them (asked for once, by build)', async () => {
    const api = [page('/docs/api/query', 'Query'), page('/docs/api/render', 'Render')].map(({ title, path }) => ({ title, path }));
    const { fetchMock, release } = serveChildren({ [childrenUrl('/docs/api')]: api }, { hold: true });
    show(`/docs/guide/start`);
    const apiLabel = item('API');
    fireEvent.click(apiLabel);
    expect(item('API').getAttribute('aria-expanded')).toBe('true');
    const loading = screen.getByRole('group', { name: 'API', busy: true });
    expect(loading.childElementCount).toBe(2);
    expect(within(loading).queryAllByRole('treeitem')).toEqual([]);
    await release();
    const group = await screen.findByRole('group', { name: 'API', busy: false });
    expect(
      within(group)
        .getAllByRole('treeitem')
        .map((el) => el.textContent),
    ).toEqual(['Query', 'Render']);
    expect(item('Render').getAttribute('href')).toBe('/en/docs/api/render');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([childrenUrl('/docs/api')]);

    // Closed and opened again: drawn at once from what arrived, nothing asked again.
    fireEvent.click(apiLabel);
    expect(screen.queryByRole('group', { name: 'API' })).toBeNull();
    fireEvent.click(apiLabel);
    expect(within(screen.getByRole('group', { name: 'API', busy: false })).getAllByRole('treeitem')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts the request when the pointer rests on a closed folder, so opening it draws the children at once', async () => {
    const { fetchMock } = serveChildren({ [childrenUrl('/docs/recipes')]: [{ title: 'Sitemap', path: '/docs/recipes/sitemap' }] });
    show('/docs/guide/start');
    const label = item('Recipes');
    fireEvent.pointerEnter(label);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await fetchMock.mock.results[0]!.value;
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.click(label);
    expect(within(screen.getByRole('group', { name: 'Recipes', busy: false })).getByRole('treeitem', { name: 'Sitemap' })).toBeTruthy();
  });

  it('offers Try again as a tree item when the children cannot be loaded, and asks again', async () => {
    const failing = serveChildren({}, { fail: true });
    show('/docs/guide/start');
    fireEvent.click(item('Recipes'));
    // Named for what happened and what it does; the failure said at once, where focus stays on the folder.
    const retry = await screen.findByRole('treeitem', { name: 'This section is temporarily unavailable: Try again' });
    await waitFor(() =>
      expect(document.getElementById('site-announcer')?.textContent).toBe('Recipes: This section is temporarily unavailable'),
    );
    const answers = { [childrenUrl('/docs/recipes')]: [{ title: 'Sitemap', path: '/docs/recipes/sitemap' }] };
    const working = serveChildren(answers);
    retry.focus();
    key(retry, 'Enter');
    expect(await screen.findByRole('treeitem', { name: 'Sitemap' })).toBeTruthy();
    expect(failing.fetchMock).toHaveBeenCalledTimes(1);
    expect(working.fetchMock).toHaveBeenCalledTimes(1);
    // The retry row is gone: focus is on its folder, not lost to the page.
    expect(focused()).toBe(item('Recipes'));
  });

  it('asks again when a folder whose children failed is closed and opened again', async () => {
    serveChildren({}, { fail: true });
    show('/docs/guide/start');
    fireEvent.click(item('Recipes'));
    await screen.findByRole('treeitem', { name: 'This section is temporarily unavailable: Try again' });
    const working = serveChildren({ [childrenUrl('/docs/recipes')]: [{ title: 'Sitemap', path: '/docs/recipes/sitemap' }] });
    fireEvent.click(item('Recipes'));
    fireEvent.click(item('Recipes'));
    expect(await screen.findByRole('treeitem', { name: 'Sitemap' })).toBeTruthy();
    expect(working.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('docs navigation: keyboard', () => {
  it('moves with Up, Down, Home and End; Right opens and enters a folder; Left closes it and goes up', async () => {
    serveChildren({ [childrenUrl('/docs/guide/deep')]: [{ title: 'One', path: '/docs/guide/deep/one' }] });
    show('/docs/guide/setup');
    item('Setup').focus();
    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(item('Deep dive'));
    key(focused()!, 'ArrowRight');
    expect(item('Deep dive').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(item('Deep dive'));
    await screen.findByRole('treeitem', { name: 'One' });
    key(focused()!, 'ArrowRight');
    expect(focused()).toBe(item('One'));
    key(focused()!, 'ArrowLeft');
    expect(focused()).toBe(item('Deep dive'));
    key(focused()!, 'ArrowLeft');
    expect(item('Deep dive').getAttribute('aria-expanded')).toBe('false');
    key(focused()!, 'ArrowLeft');
    expect(focused()).toBe(item('Guide'));
    key(focused()!, 'End');
    expect(focused()).toBe(item('Recipes'));
    key(focused()!, 'ArrowUp');
    expect(focused()).toBe(item('API'));
    key(focused()!, 'Home');
    expect(focused()).toBe(item('Guide'));
    // The tab stop follows focus: one item at a time.
    expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toEqual([item('Guide')]);
    // Left on a section that is open closes it; Enter opens it again.
    key(focused()!, 'ArrowLeft');
    expect(item('Guide').getAttribute('aria-expanded')).toBe('false');
    key(focused()!, 'Enter');
    expect(item('Guide').getAttribute('aria-expanded')).toBe('true');
    key(focused()!, ' ');
    expect(item('Guide').getAttribute('aria-expanded')).toBe('false');
  });

  it('types ahead to the next item starting with the typed letters, and * opens every folder beside the focused one', async () => {
    const { fetchMock } = serveChildren({
      [childrenUrl('/docs/api')]: [{ title: 'Query', path: '/docs/api/query' }],
      [childrenUrl('/docs/recipes')]: [{ title: 'Sitemap', path: '/docs/recipes/sitemap' }],
    });
    show('/docs/guide/setup');
    item('Setup').focus();
    // Letters build a prefix (searching on from the focused item, round to the top) for 1000 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    key(focused()!, 'r');
    expect(focused()).toBe(item('Recipes'));
    vi.advanceTimersByTime(1000);
    key(focused()!, 'g');
    key(focused()!, 'u');
    expect(focused()).toBe(item('Guide'));
    key(focused()!, 'x');
    expect(focused()).toBe(item('Guide'));
    vi.useRealTimers();
    key(focused()!, '*');
    for (const name of ['API', 'Recipes']) expect(item(name).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('treeitem', { name: 'Sitemap' })).toBeTruthy();
  });

  it('takes a Space typed inside a name as part of it, not as a click on the item reached so far', () => {
    show('/docs/guide/setup');
    item('Start').focus();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const letter of 'deep') key(focused()!, letter);
    expect(focused()).toBe(item('Deep dive'));
    key(focused()!, ' ');
    key(focused()!, 'd');
    expect(focused()).toBe(item('Deep dive'));
    expect(item('Deep dive').getAttribute('aria-expanded')).toBe('false');
    // Once the name is over, Space is the item's again: it opens the folder.
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    key(focused()!, ' ');
    expect(item('Deep dive').getAttribute('aria-expanded')).toBe('true');
  });

  it('a client navigation makes the new page the tab stop, as a page load does', () => {
    renderView(<Routed />);
    item('Start').focus();
    key(focused()!, 'End');
    expect(focused()).toBe(item('Recipes'));
    act(() => navigate('/docs/guide/setup'));
    expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toEqual([item('Setup')]);
  });

  it("a client navigation opens the new page's branch again", () => {
    serveChildren({});
    const view = show('/docs/guide/setup');
    fireEvent.click(item('Guide'));
    expect(item('Guide').getAttribute('aria-expanded')).toBe('false');
    view.rerender(<DocsNavigation navigation={sidebar('/docs/guide/start')} path="/docs/guide/start" config={siteConfig} locale="en" />);
    expect(item('Guide').getAttribute('aria-expanded')).toBe('true');
    expect(item('Start').getAttribute('aria-current')).toBe('page');
  });
});
