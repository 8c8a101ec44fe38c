/**
 * Loads what the search palette needs, once per locale and only when the palette first
 * opens: the serialised MiniSearch indexes (built by content-service with the shared
 * options) and the docs navigation used to group results by section.
 */
import type MiniSearch from 'minisearch';
import { mergeNavigation, type NavigationNode, pathsInLang, SEARCH_INDEX_OPTIONS, type SearchDocument } from '@site/contracts';
import { docsSections } from './DocsNavigation.tsx';

export interface SearchData {
  /** The visited locale's index first, then (under a translated locale) the original's. */
  indexes: Array<{ index: MiniSearch<SearchDocument>; lang?: string }>;
  /** The tree the reader sees: the original's, translated where a translation exists. */
  navigation: NavigationNode[];
  /** Page path → its docs section title. */
  sectionOf: Map<string, string>;
  /** Pages shown in the original's language (no translation): their hits are searched too. */
  untranslated: Set<string>;
}

/** The docs collections a locale's search covers: its own, and the original's for untranslated pages. */
export interface SearchCollections {
  own: string;
  original: string;
  originalLang: string;
}

export class SearchLoadError extends Error {
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

async function loadCollection(collection: string): Promise<{ index: MiniSearch<SearchDocument>; navigation: NavigationNode[] }> {
  const base = `/api/content`;
  const [mod, indexJson, navJson] = await Promise.all([
    import('minisearch'),
    getJsonText(`${base}/search/${encodeURIComponent(collection)}/index`),
    getJsonText(`${base}/navigation/${encodeURIComponent(collection)}`),
  ]);
  return {
    index: mod.default.loadJSON<SearchDocument>(indexJson, SEARCH_INDEX_OPTIONS),
    navigation: JSON.parse(navJson) as NavigationNode[],
  };
}

/**
 * The search data of a locale, once per locale and only when the palette first opens: its
 * own index and navigation, plus (under a translated locale) the original's, so the search
 * covers every page the sidebar lists.
 */
export function loadSearchData({ own, original, originalLang }: SearchCollections): Promise<SearchData> {
  let pending = cache.get(own);
  if (!pending) {
    pending = Promise.all([loadCollection(own), own === original ? null : loadCollection(original)]).then(([mine, source]) => {
      if (!source)
        return {
          indexes: [{ index: mine.index }],
          navigation: mine.navigation,
          sectionOf: sectionMap(mine.navigation),
          untranslated: new Set<string>(),
        };
      const navigation = mergeNavigation(mine.navigation, source.navigation, originalLang);
      return {
        indexes: [{ index: mine.index }, { index: source.index, lang: originalLang }],
        navigation,
        sectionOf: sectionMap(navigation),
        untranslated: pathsInLang(navigation, originalLang),
      };
    });
    // A failed load is retried the next time the palette opens.
    pending.catch(() => cache.delete(own));
    cache.set(own, pending);
  }
  return pending;
}
