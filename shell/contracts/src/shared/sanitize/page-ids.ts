/**
 * The app's own element ids and the prefix content ids take, apart from the sanitize schema
 * (schema.ts) so the browser code that only needs the ids never bundles the sanitizer.
 */

/** Content ids and names are prefixed with it, so content never takes an id of the app. */
export const CLOBBER_PREFIX = 'user-content-';

/**
 * Every fixed id the app gives its own elements, which a heading id (generated or written
 * `{#id}`) must never take: the content build reserves them before slugging headings ("Main"
 * becomes `main-1`). `content` and `navigation` are the skip links' targets in a layout with
 * a sidebar: the article (past the sidebar) and the sidebar itself. A heading that took
 * `site-announcer` had every later announcement (copy results, search counts) written into it
 * and never read out; one that took a section title's id renamed that section.
 */
export const PAGE_ELEMENT_IDS = {
  app: 'app',
  main: 'main',
  state: '__SITE_STATE__',
  content: 'site-content',
  navigation: 'site-navigation',
  announcer: 'site-announcer',
  templateRelated: 'template-related-title',
  pricingFaq: 'pricing-faq-title',
  pricingComparison: 'comparison-caption',
  pricingOnboarding: 'onboarding-title',
} as const;
