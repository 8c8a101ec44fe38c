/**
 * The state a page is rendered from. The server serialises it into the HTML and the browser
 * hydrates from exactly the same object, so the two renders cannot differ.
 */
import { PAGE_ELEMENT_IDS, type Layout, type PageHead, type RemoteName, type SiteConfig } from '@site/contracts';

type PageView =
  | { kind: 'page'; data: unknown }
  /** No route or no content at this path: the non-fatal 404 of spec §8. */
  | { kind: 'not-found'; message: string }
  /** Fatal errors (failed route check, content-service down): the error screen of spec §2. */
  | { kind: 'error'; statusCode: number; message: string }
  /** The remote that owns the route did not answer: shell plus an "unavailable" region. */
  | { kind: 'unavailable'; remote: RemoteName }
  /** The page answers with a redirect (server: 302; client router: navigates there instead). */
  | { kind: 'redirect'; to: string };

export interface PageRoute {
  id: string;
  owner: RemoteName | 'shell';
  page: string;
  layout: Layout;
  locale: string;
  /** Locale-free path. */
  path: string;
  params: Record<string, string>;
}

export interface PageState {
  config: SiteConfig;
  buildId: string;
  /** Remote versions this HTML was rendered with; the browser loads exactly these. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Content versions, for `?v=` on queries and the browser database. */
  contentVersions: Record<string, string>;
  route: PageRoute;
  status: number;
  head: PageHead;
  view: PageView;
  /** Year of the render, so the footer's copyright matches between server and browser. */
  year: number;
  /** True when the request carried a preview token matching the secret (drafts shown, no caches). */
  preview?: boolean;
  /**
   * Inline state only, outside the default locale: the interface texts the page rendered with
   * (the kit's and the page's namespace), so the browser hydrates without fetching them.
   */
  texts?: Record<string, object>;
  /**
   * Inline state only: the numbers, prices and dates the server formatted for the page, by
   * key (the kit's intl-format.ts), so the browser hydrates with the same text as its ICU
   * would not always write.
   */
  formats?: Record<string, string>;
}

/** The app's own ids, declared with the sanitize policy so content headings never take them. */
export const STATE_ELEMENT_ID = PAGE_ELEMENT_IDS.state;
export const APP_ELEMENT_ID = PAGE_ELEMENT_IDS.app;
/** The docs sidebar's scrolling box (docs pages only). */
export const NAVIGATION_ELEMENT_ID = PAGE_ELEMENT_IDS.navigation;
