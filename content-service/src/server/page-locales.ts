/**
 * Which locales have a docs page (a page's hreflang links list only real translations): one
 * lookup of every docs collection's paths per build, instead of every page render asking
 * each locale's collection for its paths.
 */
import { activeLocales, docsCollection } from '@site/contracts';
import type { ContentStore } from './content-store.ts';

export function docsTranslations(store: ContentStore, path: string): string[] {
  const site = store.site;
  if (!site) return [];
  const byPath = store.memo('docs-translations', () => {
    const map = new Map<string, string[]>();
    const built = new Set(store.collections());
    let bytes = 0;
    for (const { code } of activeLocales(site)) {
      const collection = docsCollection(site, code);
      if (!built.has(collection)) continue;
      for (const pagePath of store.pagePaths(collection)) {
        let locales = map.get(pagePath);
        if (!locales) {
          locales = [];
          map.set(pagePath, locales);
          bytes += 2 * pagePath.length + 96;
        }
        locales.push(code);
        bytes += 16;
      }
    }
    return { value: map, bytes };
  });
  return byPath.get(path) ?? [];
}
