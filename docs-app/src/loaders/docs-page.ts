import {
  docsCollection,
  docsEntryPath,
  docsSections,
  forcedColorModeOf,
  isUnder,
  navigationTrail,
  isFirstParagraph,
  type ContentClient,
  type DocsRow,
  type DocsSidebar,
  type LoadContext,
  type LoadResult,
  type SidebarNode,
  type Surround,
  unpackNodes,
  seoHead,
} from '@site/contracts';
import type { DocsPageData } from '../page-data.ts';

/**
 * The top-level navigation section that contains `path`: a section folder holding it, or the
 * page itself at the top level. The docs root's own index page (`docs/index.md`, at `/docs`)
 * sits among the sections and its path is under none but itself: it took every page before.
 */
function findSection(navigation: SidebarNode[], path: string): { title: string; icon?: string } | null {
  const holds = (n: SidebarNode) => n.path === path || (isUnder(path, n.path) && (n.children !== undefined || n.count !== undefined));
  const node = docsSections(navigation)
    .filter(holds)
    .reduce<SidebarNode | undefined>((best, n) => (!best || n.path.length > best.path.length ? n : best), undefined);
  if (!node) return null;
  return node.icon ? { title: node.title, icon: node.icon } : { title: node.title };
}

/**
 * The first page of a docs tree in reading order: down the first entries, asking for a
 * collapsed folder's children as the sidebar would.
 */
async function firstPage(content: ContentClient, sidebar: Omit<DocsSidebar, 'nodes'>, nodes: SidebarNode[]): Promise<string | null> {
  let level = nodes;
  for (let depth = 0; depth < 64; depth++) {
    const first = level[0];
    if (!first) return null;
    if (!first.children && first.count === undefined) return first.path;
    const { collection, fallbacks, version } = sidebar;
    level = first.children ?? unpackNodes(await content.navigationChildren(collection, first.path, { fallbacks, version }), first.path);
  }
  return null;
}

/**
 * Where a docs path without a page of its own leads: the docs root, and a folder without an
 * index page (which the sidebar shows as a folder, and which a header link, a breadcrumb or
 * a link in the content may name), lead to the first page inside them; anything else is no page.
 */
async function firstPageUnder(
  ctx: LoadContext,
  collection: string,
  path: string,
  view: ReturnType<ContentClient['navigationView']>,
): Promise<string | null> {
  const { version, nodes } = await view.catch(() => ({ version: '', nodes: [] }));
  const tree = unpackNodes(nodes);
  let start: SidebarNode[] = tree;
  if (path !== `/${ctx.config.docsRoot}`) {
    const folder = navigationTrail(tree, path).at(-1);
    if (!folder || folder.path !== path || (!folder.children && folder.count === undefined)) return null;
    start = [folder];
  }
  return firstPage(ctx.content, { collection, fallbacks: true, version }, start).catch(() => null);
}

/** The description shown above the body, unless it was made from the body's first paragraph. */
function leadOf(page: DocsRow): string | null {
  if (!page.description) return null;
  return isFirstParagraph(page.body?.value ?? [], page.description) ? null : page.description;
}

/** What the prev/next cards show of a neighbour (its stem stays out of the page state). */
function neighbour(found: Surround | null): DocsPageData['surround'][number] {
  if (!found) return null;
  const { title, path, description, lang } = found;
  return { title, path, ...(description ? { description } : {}), ...(lang ? { lang } : {}) };
}

/** "Add a translation" link: a new file at the translated location of the English page's source. */
function contributeUrl(ctx: LoadContext, page: DocsRow): string {
  const { url, branch } = ctx.config.repository;
  const slash = page.stem.lastIndexOf('/');
  const folder = page.stem.slice(0, slash);
  const params = new URLSearchParams({ filename: `${page.stem.slice(slash + 1)}.${page.extension}` });
  return `${url}/new/${branch}/content/${ctx.locale}/${folder}?${params.toString()}`;
}

/**
 * A docs page in the route's locale; without a translation, the default locale's page is
 * shown with `fallback: true` so the view can say so. Under a locale the sidebar and prev/next
 * follow the full default-locale tree, translated where a translation exists (the locale's
 * navigation with fallbacks, merged by content-service).
 */
export async function loadDocsPage(ctx: LoadContext): Promise<LoadResult<DocsPageData>> {
  const { config, content, path } = ctx;
  const defaultLocale = config.i18n.defaultLocale;
  const translatedLocale = config.i18n.enabled && ctx.locale !== defaultLocale;
  const own = docsCollection(config, ctx.locale);
  const original = docsCollection(config, defaultLocale);
  // The locale's tree as its readers see it (content-service merges in the default locale's
  // untranslated pages), cut to what this page shows: one small answer per page.
  const view = content.navigationView(own, path, { fallbacks: true, depth: config.docsNavigation.depth });
  view.catch(() => undefined); // awaited below; a page that does not exist never reads it
  let contentLocale = ctx.locale;
  let collection = own;
  let page = await content.queryCollection<DocsRow>(own).path(path).first();
  if (!page && translatedLocale) {
    contentLocale = defaultLocale;
    collection = original;
    page = await content.queryCollection<DocsRow>(original).path(path).first();
  }
  if (!page) {
    let first = await firstPageUnder(ctx, own, path, view);
    // The header's Documentation entry, in a corpus without that page: its first page.
    if (!first && path === docsEntryPath(config)) first = await firstPageUnder(ctx, own, `/${config.docsRoot}`, view);
    return first && first !== path ? { redirect: first } : { notFound: true };
  }

  const [{ version, nodes: packed, title, titleLang }, surround, translations] = await Promise.all([
    view,
    // Prev/next in the reading order of the tree the reader sees (content-service's merged order).
    content
      .surround(own, path, { fallbacks: true })
      .then((found) => found.map(neighbour))
      .catch((): DocsPageData['surround'] => [null, null]),
    // Head links (hreflang) exist in server HTML only; one per-build lookup in content-service.
    ctx.side === 'browser' ? Promise.resolve([]) : findTranslations(ctx, path),
  ]);
  // The page state keeps the packed form; the head and section title read the nodes.
  const navigation: DocsSidebar = {
    nodes: packed,
    collection: own,
    fallbacks: true,
    version,
    ...(title ? { title } : {}),
    ...(titleLang ? { titleLang } : {}),
  };
  const nodes = unpackNodes(packed);
  const fallback = contentLocale !== ctx.locale;
  const { url, branch } = config.repository;
  return {
    data: {
      page,
      collection,
      contentLocale,
      fallback,
      ...(fallback ? { contributeUrl: contributeUrl(ctx, page) } : {}),
      translations,
      navigation,
      section: findSection(nodes, path),
      surround,
      editUrl: `${url}/edit/${branch}/content/${page.stem}.${page.extension}`,
      lead: leadOf(page),
    },
    head: {
      ...seoHead(page),
      // Unknown in the browser (no lookup there): the language switcher then marks nothing.
      ...(ctx.side === 'browser' ? {} : { alternates: translations }),
      ...(fallback ? { contentLocale } : {}),
      type: 'article',
      breadcrumbs: navigationTrail(nodes, path).map(({ title, path }) => ({ title, path })),
      // Front matter `colorMode: light | dark` forces that mode while this page is shown (spec §4).
      forcedColorMode: forcedColorModeOf(page.meta),
    },
  };
}

/** Locales whose docs collection has a page at `path` (hreflang lists only real translations). */
function findTranslations(ctx: LoadContext, path: string): Promise<string[]> {
  if (!ctx.config.i18n.enabled) return Promise.resolve([ctx.locale]);
  return ctx.content.translations(path);
}
