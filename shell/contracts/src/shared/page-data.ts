/**
 * The page contract between the shell and the remotes: what a loader receives and returns.
 * Each remote owns the data type of its own pages (beside its loaders).
 */
import type { DocsSidebar } from './navigation-view.ts';
import type { SiteConfig } from './site-config.ts';
import type { ContentClient } from './content-client.ts';
import type { IslandFragment } from './islands.ts';
import type { ForcedColorModeRequest } from './color-mode-script.ts';
import type { TextNamespace } from './text-namespace.ts';
import type { HeadMeta } from './head-meta.ts';

export type { TextNamespace } from './text-namespace.ts';

export interface PageHead {
  title: string;
  description?: string;
  /** The page's own `<meta name content>` pairs (front matter `head.meta`, allow-listed: head-meta.ts). */
  meta?: HeadMeta[];
  /** Locales that really have this page (hreflang lists only these, plus x-default). */
  alternates?: string[];
  /**
   * Locale of the content shown when it is not the visited locale's own (an English page
   * standing in for a missing translation): the canonical link points at that original.
   */
  contentLocale?: string;
  /**
   * Set by pages that force a colour mode (spec §4, front matter `colorMode`). `system` is
   * passed on as asked: it cannot be forced, so the browser logs the warning and ignores it.
   */
  forcedColorMode?: ForcedColorModeRequest;
  /** Open Graph type: `article` for posts and docs pages; `website` when absent. */
  type?: 'website' | 'article';
  /** Social card image: a site path (`/_content/…`, a public folder picture such as `/blog/cover.png`) or an absolute URL. */
  image?: string;
  /**
   * The image that is the page's largest paint on a phone (a post's cover): the document asks
   * for it at its very top, at high priority, before the browser reaches the markup holding it.
   */
  lcpImage?: string;
  /** Facts of an article for its structured data (schema.org Article). */
  article?: { published?: string; authors?: string[] };
  /** The trail to this page, locale-free paths, root first (schema.org BreadcrumbList). */
  breadcrumbs?: Array<{ title: string; path: string }>;
  /**
   * Feeds a reader of this page may subscribe to: the locale-free path of a list that serves
   * `rss.xml` and `atom.xml` beside it (`/blog`), and the feed's title. Rendered as
   * `<link rel="alternate">` so feed readers and browsers discover them.
   */
  feeds?: Array<{ title: string; path: string }>;
}

export type LoadResult<Data> =
  | { data: Data; head: PageHead; status?: number }
  | { notFound: true; fatal?: boolean; message?: string }
  /** The page lives elsewhere: a locale-free path, reached in the same locale (302, or a client-side replace). */
  | { redirect: string };

export interface LoadContext {
  /** Locale-free path, e.g. `/docs/getting-started`. */
  path: string;
  locale: string;
  params: Record<string, string>;
  /**
   * The request's values of the query parameters the route declares (`RouteDef.query`), the
   * first of each; a loader validates them (an unknown value: a redirect to the page without it).
   */
  query?: Readonly<Record<string, string>>;
  config: SiteConfig;
  content: ContentClient;
  /** True only for a request in valid preview mode: loaders then list and show drafts too. */
  preview?: boolean;
  /**
   * Renders a server-only island component of this locale (spec §7): on the server directly,
   * in the browser through `/__nuxt_island/{key}.json`. The page keeps only its HTML.
   */
  island(name: string, props?: Record<string, unknown>): Promise<IslandFragment>;
  /**
   * Where the loader runs. Head links (canonical, hreflang) exist only in server HTML, so the
   * browser skips the lookups they need (every locale's collection).
   */
  side?: 'server' | 'browser';
}

/**
 * The `draft` values a loader may show: published only, or drafts too in preview
 * (`.where('draft', 'IN', draftStates(ctx))`), so one query serves both modes.
 */
export function draftStates(ctx: Pick<LoadContext, 'preview'>): boolean[] {
  return ctx.preview ? [false, true] : [false];
}

export interface RemotePage<Data = unknown> {
  load(ctx: LoadContext): Promise<LoadResult<Data>>;
  /** The namespace of the page's own texts, made ready for the page's locale before it renders. */
  texts?: TextNamespace;
  /** The view, typed loosely at the federation boundary (React.ComponentType<{ data: Data }>). */
  Component: unknown;
}

/**
 * A page's loader, imported on its first call. In the browser a loader runs only when a page
 * has no payload (the router's fallback), so its code and what it reads (query builder,
 * collection schemas) load then, never with the page's view; a Node container keeps it in
 * its one chunk. A failed import is retried on the next call.
 */
export function loaderOnDemand<Data, Module>(
  importer: () => Promise<Module>,
  pick: (module: Module) => RemotePage<Data>['load'],
): RemotePage<Data>['load'] {
  let loading: Promise<RemotePage<Data>['load']> | undefined;
  return async (ctx) => {
    const pending = loading ?? importer().then(pick);
    loading = pending;
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    return (await pending)(ctx);
  };
}

/** What a page in the docs layout gives the shell's chrome: the navigation its phone drawer lists. */
export interface DocsLayoutData {
  navigation: DocsSidebar;
}

export interface ListIntro {
  title: string;
  description: string;
}

/**
 * Head of content written only in the default locale (posts, templates, Studio pages): hreflang
 * lists that original alone, and a visit under another locale points its canonical there.
 */
export function defaultLocaleHead(config: SiteConfig, locale: string): Pick<PageHead, 'alternates' | 'contentLocale'> {
  const original = config.i18n.defaultLocale;
  return config.i18n.enabled && locale !== original ? { alternates: [original], contentLocale: original } : { alternates: [original] };
}
