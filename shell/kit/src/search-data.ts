/**
 * Loads what the search palette needs, once per locale and only when the palette first
 * opens: the serialised MiniSearch index (built by content-service with the shared options)
 * and the docs navigation used to group results by section. Under a translated locale both
 * are the locale's as its readers see them (`fallbacks`: content-service merges in the
 * default locale's untranslated pages), so the palette makes one request of each kind and
 * never downloads the default locale's index besides.
 */
import type MiniSearch from 'minisearch';
import { contentApi, type NavigationNode, pathsInLang, SEARCH_INDEX_OPTIONS, type SearchDocument } from '@site/contracts';
import { docsSections } from './DocsNavigation.tsx';

export interface SearchData {
  /** The visited locale's index, covering its untranslated pages in the original's language. */
  index: MiniSearch<SearchDocument>;
  /** The tree the reader sees: the original's, translated where a translation exists. */
  navigation: NavigationNode[];
  /** Page path → its docs section title. */
  sectionOf: Map<string, string>;
  /** Pages shown in the original's language (no translation), with that language. */
  untranslated: Set<string>;
  originalLang: string;
}

/** The docs collection a locale's search covers, and the language of its untranslated pages. */
export interface SearchCollections {
  own: string;
  originalLang: string;
}
class SearchLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Loading ${url} failed with status ${status}; check that content-service is running and built the search index.`);
    this.name = 'SearchLoadError';
  }
}

const cache = new Map<string, Promise<SearchData>>();

async function getJsonText(url: string): Promise<string> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new SearchLoadError(url, res.status);
  return res.text();
}

export function sectionMap(navigation: NavigationNode[]): Map<string, string> {
  const map = new Map<string, string>();
  const visit = (node: NavigationNode, section: string) => {
    map.set(node.path, section);
    for (const child of node.children ?? []) visit(child, section);
  };
  for (const section of docsSections(navigation)) visit(section, section.title);
  return map;
}

/** The search data of a locale, once per locale and only when the palette first opens. */
export function loadSearchData({ own, originalLang }: SearchCollections): Promise<SearchData> {
  let pending = cache.get(own);
  if (!pending) {
    const collection = encodeURIComponent(own);
    pending = Promise.all([
      import('minisearch'),
      getJsonText(contentApi.searchIndex(collection, { fallbacks: true })),
      getJsonText(contentApi.navigation(collection, { fallbacks: true })),
    ]).then(([mod, indexJson, navJson]) => {
      const navigation = JSON.parse(navJson) as NavigationNode[];
      return {
        index: mod.default.loadJSON<SearchDocument>(indexJson, SEARCH_INDEX_OPTIONS),
        navigation,
        sectionOf: sectionMap(navigation),
        untranslated: pathsInLang(navigation, originalLang),
        originalLang,
      };
    });
    // A failed load is retried the next time the palette opens.
    pending.catch(() => cache.delete(own));
    cache.set(own, pending);
  }
  return pending;
}
