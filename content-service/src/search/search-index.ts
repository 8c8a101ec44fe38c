/**
 * The serialised MiniSearch index of a docs collection, built from its search sections with
 * the kit's option set: the same tokenizer and fields the browser's search palette loads it
 * with (shell/contracts/src/shared/search-tokenizer.ts is the only copy of that logic).
 */
import MiniSearch from 'minisearch';
import type { SearchSection } from '@site/contracts';
// Imported by path until `@site/kit` re-exports the search options from its shared index.
import { SEARCH_INDEX_OPTIONS } from '@site/contracts';

export function buildSearchIndex(sections: SearchSection[]): string {
  const index = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
  index.addAll(sections);
  return JSON.stringify(index);
}

export function loadSearchIndex(json: string): MiniSearch<SearchSection> {
  return MiniSearch.loadJSON<SearchSection>(json, SEARCH_INDEX_OPTIONS);
}
