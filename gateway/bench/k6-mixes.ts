/**
 * The JSON the k6 scripts load: both i18n modes, so operators pick with SITE_I18N.
 */
import { activeLocales, docsCollection, siteConfig } from '@site/contracts';
import { browseMix, contentQueryMix, dumpMix, searchMix } from './mixes.ts';

export function k6MixesJson(): string {
  const mode = (i18n: boolean) => {
    const config = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: i18n } };
    const docs = docsCollection(config, config.i18n.defaultLocale);
    return {
      docsCollection: docs,
      browse: browseMix(i18n ? config.i18n.defaultLocale : null, docs),
      queries: contentQueryMix(docs),
      dumps: dumpMix(docs),
      search: searchMix(activeLocales(config).map((l) => docsCollection(config, l.code))),
    };
  };
  return `${JSON.stringify({ i18n: mode(true), englishOnly: mode(false) }, null, 2)}\n`;
}
