/**
 * The app's own element ids and the prefix content ids take, apart from the sanitize schema
 * (schema.ts) so the browser code that only needs the ids never bundles the sanitizer.
 */

/** Content ids and names are prefixed with it, so content never takes an id of the app. */
export const CLOBBER_PREFIX = 'user-content-';

/**
 * Ids the app gives its own elements, which a generated heading id must never take: the
 * content build reserves them before slugging headings ("Main" becomes `main-1`).
 * `content` and `navigation` are the skip links' targets in a layout with a sidebar: the
 * article (past the sidebar) and the sidebar itself.
 */
export const PAGE_ELEMENT_IDS = {
  app: 'app',
  main: 'main',
  state: '__SITE_STATE__',
  content: 'site-content',
  navigation: 'site-navigation',
} as const;
