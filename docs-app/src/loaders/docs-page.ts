import { activeLocales, docsCollection, type DocsRow, type LoadContext, type LoadResult, type NavigationNode } from '@site/contracts';
import type { DocsPageData } from '../page-data.ts';

/** The navigation nodes from the root down to the page at `path` (folders without a page included). */
export function breadcrumbTrail(navigation: NavigationNode[], path: string): Array<{ title: string; path: string }> {
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
export function findSection(navigation: NavigationNode[], path: string): { title: string; icon?: string } | null {
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

/** Locales whose docs collection has a page at `path` (hreflang lists only real translations). */
async function findTranslations(ctx: LoadContext, path: string): Promise<string[]> {
  if (!ctx.config.i18n.enabled) return [ctx.locale];
  const locales = activeLocales(ctx.config).map((l) => l.code);
  const counts = await Promise.all(
    locales.map((code) =>
      ctx.content
        .queryCollection(docsCollection(ctx.config, code))
        .path(path)
        .count()
        .catch(() => 0),
    ),
  );
  return locales.filter((_, i) => (counts[i] ?? 0) > 0);
}

/**
 * A docs page in the route's locale; without a translation, the default locale's page is
 * shown with `fallback: true` so the view can say so.
 */
export async function loadDocsPage(ctx: LoadContext): Promise<LoadResult<DocsPageData>> {
  const { config, content, path } = ctx;
  let contentLocale = ctx.locale;
  let collection = docsCollection(config, contentLocale);
  let page = await content.queryCollection<DocsRow>(collection).path(path).first();
  if (!page && config.i18n.enabled && ctx.locale !== config.i18n.defaultLocale) {
    contentLocale = config.i18n.defaultLocale;
    collection = docsCollection(config, contentLocale);
    page = await content.queryCollection<DocsRow>(collection).path(path).first();
  }
  if (!page) return { notFound: true };

  const [navigation, surround, translations] = await Promise.all([
    content.navigation(collection),
    content.surround(collection, path),
    findTranslations(ctx, path),
  ]);
  const { url, branch } = config.repository;
  return {
    data: {
      page,
      collection,
      contentLocale,
      fallback: contentLocale !== ctx.locale,
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
      type: 'article',
      breadcrumbs: breadcrumbTrail(navigation, path),
    },
  };
}
