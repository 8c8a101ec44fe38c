/**
 * The page contract between the shell and the remotes: what a loader receives and returns.
 * Each remote owns the data type of its own pages (beside its loaders).
 */
import type { NavigationNode } from './collections.ts';
import type { SiteConfig } from './site-config.ts';
import type { ContentClient } from './content-client.ts';
import type { IslandFragment } from './islands.ts';

export interface PageHead {
  title: string;
  description?: string;
  /** Locale-free path of this page in each locale that really has it (hreflang). */
  alternates?: string[];
  /** Set by pages that force a colour mode (spec §4); `system` cannot be forced. */
  forcedColorMode?: 'light' | 'dark';
  /** Open Graph type: `article` for posts and docs pages; `website` when absent. */
  type?: 'website' | 'article';
  /** Social card image: a site path (`/_content/…`) or an absolute URL. */
  image?: string;
  /** Facts of an article for its structured data (schema.org Article). */
  article?: { published?: string; authors?: string[] };
  /** The trail to this page, locale-free paths, root first (schema.org BreadcrumbList). */
  breadcrumbs?: Array<{ title: string; path: string }>;
}

export type LoadResult<Data> = { data: Data; head: PageHead; status?: number } | { notFound: true; fatal?: boolean; message?: string };

export interface LoadContext {
  /** Locale-free path, e.g. `/docs/getting-started`. */
  path: string;
  locale: string;
  params: Record<string, string>;
  config: SiteConfig;
  content: ContentClient;
  /** True only for a request in valid preview mode: loaders then list and show drafts too. */
  preview?: boolean;
  /**
   * Renders a server-only island component of this locale (spec §7): on the server directly,
   * in the browser through `/__nuxt_island/{key}.json`. The page keeps only its HTML.
   */
  island(name: string, props?: Record<string, unknown>): Promise<IslandFragment>;
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
  /** The view, typed loosely at the federation boundary (React.ComponentType<{ data: Data }>). */
  Component: unknown;
}

/** What a page in the docs layout gives the shell's chrome: the navigation its phone drawer lists. */
export interface DocsLayoutData {
  navigation: NavigationNode[];
}

export interface ListIntro {
  title: string;
  description: string;
}
