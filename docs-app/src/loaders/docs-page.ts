import {
  activeLocales,
  docsCollection,
  forcedColorModeOf,
  pagesInOrder,
  type DocsRow,
  type LoadContext,
  type LoadResult,
  type NavigationNode,
  type Surround,
} from '@site/contracts';
import type { DocsPageData } from '../page-data.ts';

/** The navigation nodes from the root down to the page at `path` (folders without a page included). */
function breadcrumbTrail(navigation: NavigationNode[], path: string): Array<{ title: string; path: string }> {
  const trail: Array<{ title: string; path: string }> = [];
  let level: NavigationNode[] | undefined = navigation;
  while (level?.length) {
    const node: NavigationNode | undefined = level.find((n) => path === n.path || path.startsWith(`${n.path}/`));
    if (!node) break;
    trail.push({ title: node.title, path: node.path });
    if (node.path === path) break;
    level = node.children;
  }
  return trail;
}

/** The top-level navigation section that contains `path`. */
function findSection(navigation: NavigationNode[], path: string): { title: string; icon?: string } | null {
  const contains = (n: NavigationNode) => path === n.path || path.startsWith(`${n.path}/`);
  let level = navigation;
  // The tree is rooted at the docs folder (`/docs`, no page of its own): sections are its children.
  while (level.length === 1 && level[0]!.page === false && level[0]!.children?.length && contains(level[0]!)) {
    level = level[0]!.children!;
  }
  const node = level.find(contains);
  if (!node) return null;
  const icon = typeof node.icon === 'string' ? node.icon : undefined;
  return icon ? { title: node.title, icon } : { title: node.title };
}

/**
 * Locales whose docs collection has a page at `path` (hreflang lists only real translations).
 * One path list per collection, which the server's content cache keeps per build.
 */
async function findTranslations(ctx: LoadContext, path: string): Promise<string[]> {
  if (!ctx.config.i18n.enabled) return [ctx.locale];
  const locales = activeLocales(ctx.config).map((l) => l.code);
  const has = await Promise.all(
    locales.map((code) =>
      ctx.content
        .queryCollection<{ path: string }>(docsCollection(ctx.config, code))
        .select('path')
        .all()
        .then((rows) => rows.some((r) => r.path === path))
        .catch(() => false),
    ),
  );
  return locales.filter((_, i) => has[i]);
}

/** Prev/next in the reading order of the tree the reader sees, with descriptions where known. */
function surroundIn(navigation: NavigationNode[], path: string, known: Array<Surround | null>): Array<Surround | null> {
  const order = pagesInOrder(navigation);
  const at = order.findIndex((n) => n.path === path);
  const pick = (node: NavigationNode | undefined): Surround | null => {
    if (!node) return null;
    const description = known.find((s) => s?.path === node.path && s.stem === node.stem)?.description;
    return { title: node.title, path: node.path, stem: node.stem, ...(description ? { description } : {}) };
  };
  return at === -1 ? [null, null] : [pick(order[at - 1]), pick(order[at + 1])];
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
  let contentLocale = ctx.locale;
  let collection = own;
  let page = await content.queryCollection<DocsRow>(own).path(path).first();
  if (!page && translatedLocale) {
    contentLocale = defaultLocale;
    collection = original;
    page = await content.queryCollection<DocsRow>(original).path(path).first();
  }
  if (!page) {
    // The docs root has no page of its own: it leads to the first page of the docs (their index).
    if (path === `/${config.docsRoot}`) {
      const first = pagesInOrder(await content.navigation(own, { fallbacks: true }).catch(() => []))[0];
      if (first && first.path !== path) return { redirect: first.path };
    }
    return { notFound: true };
  }

  const [navigation, surrounds, translations] = await Promise.all([
    // The locale's tree as its readers see it (content-service merges in the default locale's
    // untranslated pages): one request, in the browser as on the server.
    content.navigation(own, { fallbacks: true }),
    Promise.all([...new Set([own, original])].map((c) => content.surround(c, path).catch((): Array<Surround | null> => [null, null]))),
    ctx.side === 'browser' ? Promise.resolve([]) : findTranslations(ctx, path),
  ]);
  const surround = translatedLocale ? surroundIn(navigation, path, surrounds.flat()) : surrounds[0]!;
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
      section: findSection(navigation, path),
      surround,
      editUrl: `${url}/edit/${branch}/content/${page.stem}.${page.extension}`,
    },
    head: {
      title: page.seo?.title ?? page.title,
      description: page.seo?.description ?? page.description,
      alternates: translations,
      ...(fallback ? { contentLocale } : {}),
      type: 'article',
      breadcrumbs: breadcrumbTrail(navigation, path),
      // Front matter `colorMode: light | dark` forces that mode while this page is shown (spec §4).
      forcedColorMode: forcedColorModeOf(page.meta),
    },
  };
}
