import { localeTag, type SiteConfig } from '@site/contracts';

/**
 * A locale's language named in that language (`fr` → "français"), through `Intl.DisplayNames`
 * where the runtime has that locale's data; the configured native name where it does not
 * (Chromium names Khmer, Kyrgyz or Uyghur in English).
 *
 * Runtimes differ in the data they ship, so text rendered on the server and again in the
 * browser must not depend on it: the interface texts spell each language's own name (the
 * fallback notice, messages/*.ts), and this serves the texts that have a `{{language}}` left.
 */
export function languageName(config: SiteConfig, locale: string): string {
  const configured = config.i18n.locales.find((l) => l.code === locale)?.name ?? locale;
  try {
    const tag = localeTag(locale);
    if (Intl.DisplayNames.supportedLocalesOf([tag]).length === 0) return configured;
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? configured;
  } catch {
    return configured;
  }
}
