/**
 * A docs collection's MiniSearch index, built from its search sections with the kit's option
 * set: the same tokenizer and fields the palette searches with
 * (shell/contracts/src/shared/search-tokenizer.ts is the only copy of that logic). It is
 * never served whole: split-index.ts cuts it into the parts the palette fetches.
 */
import MiniSearch from 'minisearch';
import type { SearchSection } from '@site/contracts';
import { SEARCH_INDEX_OPTIONS } from '@site/contracts';

/** Indexes `sections`, emptying the array: a big collection's section objects are garbage once indexed. */
export function indexSections(sections: SearchSection[]): MiniSearch<SearchSection> {
  const index = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
  index.addAll(sections);
  sections.length = 0;
  return index;
}
