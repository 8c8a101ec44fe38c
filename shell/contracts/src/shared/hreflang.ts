/**
 * A page's language alternates, the one rule for the HTML head and the sitemap: each locale
 * that really has the page (in the configured order, unknown codes dropped), written as a
 * BCP 47 tag (`zh-TW`, never the URL's `zh_tw`) with the page's absolute URL under the
 * configured origin, and `x-default`: the default locale's page, or, for a page that exists
 * only in translations, the first of them (a reader whose language is not listed lands on a
 * real page rather than on a 404).
 */
import { activeLocales, localePath, localeTag, type SiteConfig } from './site-config.ts';

export interface LanguageAlternate {
  /** BCP 47 tag, or `x-default`. */
  hreflang: string;
  href: string;
}

/** Alternates of the page at locale-free `path` whose locales are `locales`; none when i18n is off. */
export function languageAlternates(config: SiteConfig, path: string, locales: readonly string[]): LanguageAlternate[] {
  if (!config.i18n.enabled) return [];
  const present = activeLocales(config)
    .map((l) => l.code)
    .filter((code) => locales.includes(code));
  const first = present.includes(config.i18n.defaultLocale) ? config.i18n.defaultLocale : present[0];
  if (first === undefined) return [];
  const href = (code: string) => config.origin + localePath(config, code, path);
  return [...present.map((code) => ({ hreflang: localeTag(code), href: href(code) })), { hreflang: 'x-default', href: href(first) }];
}
