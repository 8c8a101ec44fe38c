/** Data the docs page loader returns and the docs views render. */
import type { DocsLayoutData, DocsRow, Surround } from '@site/contracts';

export interface DocsPageData extends DocsLayoutData {
  page: DocsRow;
  collection: string;
  /** Locale whose content is shown (differs from the route's when falling back to English). */
  contentLocale: string;
  /** True when the route's locale has no translation and the default locale's page is shown. */
  fallback: boolean;
  /** Where a reader can contribute the missing translation (with `fallback`). */
  contributeUrl?: string;
  /** Locales that have this page. */
  translations: string[];
  /** Title of the top-level section the page sits in (shown above the h1). */
  section: { title: string; icon?: string } | null;
  surround: Array<Pick<Surround, 'title' | 'path' | 'description' | 'lang'> | null>;
  /** Edit link on the repository. */
  editUrl: string;
  /**
   * The description shown above the body: none when it is the body's first paragraph (a page
   * without a description of its own gets that paragraph's text as one). Decided by the loader,
   * which has the body's text: the browser's inline state carries only its outline.
   */
  lead: string | null;
}
