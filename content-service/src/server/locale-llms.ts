/**
 * A translated locale's llms.txt and llms-full.txt (`/{locale}/llms.txt`): the pages of its
 * own docs collection only, in its navigation order, under its URLs. Fallback pages are the
 * original's, which the default locale's files already give a model; listing them again
 * under every locale would repeat the same English text fifty times. Derived once per build.
 */
import { activeLocales, docsCollection } from '@site/contracts';
import { GLOBAL, outputBody, type OutputRecord } from '../shared/database.ts';
import { llmsFullTxt, llmsTxt, translationsSection, withoutFrontMatter } from '../shared/llms.ts';
import type { ContentStore } from './content-store.ts';

const TEXT_TYPE = 'text/plain; charset=utf-8';

/** The locale whose docs collection `collection` is; null for any other collection. */
function docsLocale(store: ContentStore, collection: string): string | null {
  const site = store.site;
  if (!site) return null;
  return activeLocales(site).find((l) => docsCollection(site, l.code) === collection)?.code ?? null;
}

/**
 * Locales other than the default with docs pages of their own in this build (every locale's
 * docs collection is built, most of them empty).
 */
function translatedDocsLocales(store: ContentStore): string[] {
  const site = store.site;
  if (!site?.i18n.enabled) return [];
  const built = new Set(store.collections());
  return activeLocales(site)
    .map((l) => l.code)
    .filter((code) => {
      const collection = docsCollection(site, code);
      return code !== site.i18n.defaultLocale && built.has(collection) && store.order(collection).length > 0;
    });
}

/** The site's llms.txt: the build's, then the links to the translated locales' own files. */
export function siteLlms(store: ContentStore): OutputRecord | null {
  const built = store.output(GLOBAL, 'llms');
  const site = store.site;
  if (!built || !site) return built;
  const locales = translatedDocsLocales(store);
  if (locales.length === 0) return built;
  return store.derived(
    GLOBAL,
    'llms-linked',
    () => `${outputBody(built).toString().trimEnd()}\n\n${translationsSection(site, locales)}`,
    TEXT_TYPE,
  );
}

/** `kind` of the docs collection `collection`; null when it is no docs collection with pages of its own. */
export function localeLlms(store: ContentStore, collection: string, kind: 'llms' | 'llms-full'): OutputRecord | null {
  const site = store.site;
  const locale = docsLocale(store, collection);
  if (!site || locale === null || !store.collections().includes(collection) || store.order(collection).length === 0) return null;
  return store.derived(
    collection,
    kind,
    () => {
      const order = store.order(collection);
      if (kind === 'llms') return llmsTxt(site, order, locale);
      return llmsFullTxt(
        site,
        order,
        (pagePath) => {
          const raw = store.raw(collection, pagePath);
          return raw === null ? undefined : withoutFrontMatter(raw);
        },
        locale,
      );
    },
    TEXT_TYPE,
  );
}
