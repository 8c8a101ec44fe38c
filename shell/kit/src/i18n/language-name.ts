import { localeTag, type SiteConfig } from '@site/contracts';

/**
 * A locale's language named in that language (`fr` → "français"), through `Intl.DisplayNames`;
 * the configured native name when the runtime has no name for it.
 */
export function languageName(config: SiteConfig, locale: string): string {
  const configured = config.i18n.locales.find((l) => l.code === locale)?.name ?? locale;
  try {
    const tag = localeTag(locale);
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? configured;
  } catch {
    return configured;
  }
}
