/**
 * Loads what the search palette needs, once per docs collection and only when the palette
 * first opens: the serialised MiniSearch index (built by content-service with the shared
 * options) and the docs navigation used to group results by section.
 */
import type MiniSearch from 'minisearch';
import { type NavigationNode, SEARCH_INDEX_OPTIONS, type SearchDocument } from '@site/contracts';
import { docsSections } from './DocsNavigation.tsx';

export interface SearchData {
  index: MiniSearch<SearchDocument>;
  navigation: NavigationNode[];
  /** Page path → its docs section title. */
  sectionOf: Map<string, string>;
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

export function loadSearchData(collection: string): Promise<SearchData> {
  let pending = cache.get(collection);
  if (!pending) {
    const base = `/api/content`;
    pending = Promise.all([
      import('minisearch'),
      getJsonText(`${base}/search/${encodeURIComponent(collection)}/index`),
      getJsonText(`${base}/navigation/${encodeURIComponent(collection)}`),
    ]).then(([mod, indexJson, navJson]) => {
      const navigation = JSON.parse(navJson) as NavigationNode[];
      const index = mod.default.loadJSON<SearchDocument>(indexJson, SEARCH_INDEX_OPTIONS);
      return { index, navigation, sectionOf: sectionMap(navigation) };
    });
    // A failed load is retried the next time the palette opens.
    pending.catch(() => cache.delete(collection));
    cache.set(collection, pending);
  }
  return pending;
}
