/** The serialised MiniSearch index of a docs collection, built from its search sections. */
import MiniSearch from 'minisearch';
import type { SearchSection } from '@site/kit';
import { processTerm, SEARCH_INDEX_OPTIONS, tokenize } from './tokenize.ts';

export function searchIndexOptions() {
  return {
    ...SEARCH_INDEX_OPTIONS,
    fields: [...SEARCH_INDEX_OPTIONS.fields],
    storeFields: [...SEARCH_INDEX_OPTIONS.storeFields],
    tokenize,
    processTerm,
    extractField: (doc: SearchSection, field: string) => {
      const value = (doc as unknown as Record<string, unknown>)[field];
      return Array.isArray(value) ? value.join(' ') : (value as string);
    },
  };
}

export function buildSearchIndex(sections: SearchSection[]): string {
  const index = new MiniSearch<SearchSection>(searchIndexOptions());
  index.addAll(sections);
  return JSON.stringify(index);
}

export function loadSearchIndex(json: string): MiniSearch<SearchSection> {
  return MiniSearch.loadJSON<SearchSection>(json, searchIndexOptions());
}
