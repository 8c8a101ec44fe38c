/**
 * A docs collection's search index, built from its search sections with the kit's option
 * set: the same tokenizer and fields the palette searches with
 * (shell/contracts/src/shared/search-tokenizer.ts is the only copy of that logic). It is
 * never served whole: split-index.ts cuts it into the parts the palette fetches.
 */
import type { SearchSection } from '@site/contracts';
import { CompactIndex } from './compact-index.ts';
import { jsonArrayItems } from './json-array-items.ts';

/** Indexes `sections`, emptying the array: a big collection's section objects are garbage once indexed. */
export function indexSections(sections: SearchSection[]): CompactIndex {
  const index = new CompactIndex();
  for (const section of sections) index.add(section);
  sections.length = 0;
  return index;
}

/**
 * Indexes the sections of a JSON array (the collection's sections output) one at a time: the
 * whole array is never parsed at once (700,000 section objects at 100,000 pages).
 */
export function indexSectionsJson(json: string): CompactIndex {
  const index = new CompactIndex();
  addSectionsJson(index, json);
  return index;
}

/** Adds the sections of a JSON array to `index`, one at a time (indexSectionsJson). */
export function addSectionsJson(index: CompactIndex, json: string): void {
  for (const item of jsonArrayItems(json)) index.add(JSON.parse(item) as SearchSection);
}
