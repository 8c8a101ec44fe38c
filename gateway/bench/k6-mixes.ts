/**
 * The JSON the k6 scripts load: both i18n modes, so operators pick with SITE_I18N.
 */
import { browseMix, contentQueryMix, dumpMix } from './mixes.ts';

export function k6MixesJson(): string {
  const mode = (locale: string | null, docs: string) => ({
    docsCollection: docs,
    browse: browseMix(locale, docs),
    queries: contentQueryMix(docs),
    dumps: dumpMix(docs),
  });
  return `${JSON.stringify({ i18n: mode('en', 'docs_en'), englishOnly: mode(null, 'docs') }, null, 2)}\n`;
}
