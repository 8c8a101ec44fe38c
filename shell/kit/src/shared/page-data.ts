/**
 * Data each page loader returns and each page view renders: the contract between a
 * remote's loader (owned with its page) and its view components.
 */
import type {
  ComparisonTheme, DocsRow, LandingRow, NavigationNode, Plan, PostRow, PricingRow, Surround, TemplateRow,
} from './collections.ts';
import type { SiteConfig } from './site-config.ts';
import type { ContentClient } from './content-client.ts';

export interface PageHead {
  title: string;
  description?: string;
  /** Locale-free path of this page in each locale that really has it (hreflang). */
  alternates?: string[];
  /** Set by pages that force a colour mode (spec §4); `system` cannot be forced. */
  forcedColorMode?: 'light' | 'dark';
}

export type LoadResult<Data> =
  | { data: Data; head: PageHead; status?: number }
  | { notFound: true; fatal?: boolean; message?: string };

export interface LoadContext {
  /** Locale-free path, e.g. `/docs/getting-started`. */
  path: string;
  locale: string;
  params: Record<string, string>;
  config: SiteConfig;
  content: ContentClient;
}

export interface RemotePage<Data = unknown> {
  load(ctx: LoadContext): Promise<LoadResult<Data>>;
  /** The view, typed loosely at the federation boundary (React.ComponentType<{ data: Data }>). */
  Component: unknown;
}

export interface DocsPageData {
  page: DocsRow;
  collection: string;
  /** Locale whose content is shown (differs from the route's when falling back to English). */
  contentLocale: string;
  /** True when the route's locale has no translation and the default locale's page is shown. */
  fallback: boolean;
  /** Locales that have this page. */
  translations: string[];
  navigation: NavigationNode[];
  /** Title of the top-level section the page sits in (shown above the h1). */
  section: { title: string; icon?: string } | null;
  surround: Array<Surround | null>;
  /** Edit link on the repository. */
  editUrl: string;
}

export interface ListIntro {
  title: string;
  description: string;
}

export interface BlogListData { intro: ListIntro; posts: PostRow[] }
export interface BlogPostData { post: PostRow; surround: Array<Surround | null> }
export interface ChangelogListData { intro: ListIntro; entries: PostRow[] }
export interface ChangelogEntryData { entry: PostRow; surround: Array<Surround | null> }
export interface TemplatesListData { intro: ListIntro; templates: TemplateRow[]; categories: string[] }
export interface TemplateData { template: TemplateRow; related: TemplateRow[] }
export interface StudioFeaturesData { page: LandingRow }
export interface StudioPricingData { pricing: PricingRow; plans: Plan[]; comparison: ComparisonTheme[] }
export interface HomeData { page: LandingRow }
