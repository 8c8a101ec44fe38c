/**
 * The serialised MiniSearch index of a docs collection, built from its search sections with
 * the kit's option set: the same tokenizer and fields the browser's search palette loads it
 * with (shell/contracts/src/shared/search-tokenizer.ts is the only copy of that logic).
 *
 * MiniSearch serialises through `toJSON`, which first makes a second copy of the whole index
 * as plain objects (every posting a property), then one string of it. At 100,000 pages that
 * copy was gigabytes on top of the index. The index is written here term by term instead,
 * into buffers of about a megabyte, as exactly the text JSON.stringify(index) gives
 * (search-index.test.ts holds them equal).
 */
import MiniSearch from 'minisearch';
import type { SearchSection } from '@site/contracts';
import { SEARCH_INDEX_OPTIONS } from '@site/contracts';

/** The MiniSearch 7 state `toJSON` writes (serialization version 2). */
interface IndexState {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, unknown>;
  _dirtCount: number;
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
}

/** Indexes `sections`, emptying the array: a big collection's section objects are garbage once indexed. */
export function indexSections(sections: SearchSection[]): MiniSearch<SearchSection> {
  const index = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
  index.addAll(sections);
  sections.length = 0;
  return index;
}

/** Text collected into buffers of about FLUSH_CHARS characters, then joined once. */
class ChunkedText {
  private static readonly FLUSH_CHARS = 1 << 20;
  private readonly buffers: Buffer[] = [];
  private parts: string[] = [];
  private chars = 0;

  write(text: string): void {
    this.parts.push(text);
    this.chars += text.length;
    if (this.chars >= ChunkedText.FLUSH_CHARS) this.flush();
  }

  private flush(): void {
    this.buffers.push(Buffer.from(this.parts.join('')));
    this.parts = [];
    this.chars = 0;
  }

  toBuffer(): Buffer {
    this.flush();
    return Buffer.concat(this.buffers);
  }
}

/**
 * `Object.fromEntries(map)` as JSON, a batch at a time. Integer keys print in ascending order
 * whatever the insertion order, so batches are only exact when the map's keys ascend (as
 * MiniSearch's short ids do); otherwise the map is written in one piece.
 */
function writeEntries(out: ChunkedText, map: Map<number, unknown>, batch = 10_000): void {
  let previous = -1;
  for (const key of map.keys()) {
    if (!(key > previous)) {
      out.write(JSON.stringify(Object.fromEntries(map)));
      return;
    }
    previous = key;
  }
  out.write('{');
  let first = true;
  let entries: Array<[number, unknown]> = [];
  const flush = () => {
    const inner = JSON.stringify(Object.fromEntries(entries)).slice(1, -1);
    if (inner) {
      out.write(first ? inner : `,${inner}`);
      first = false;
    }
    entries = [];
  };
  for (const entry of map) {
    entries.push(entry);
    if (entries.length >= batch) flush();
  }
  flush();
  out.write('}');
}

/** The bytes of JSON.stringify(index), written without MiniSearch's intermediate copy. */
export function serializeIndex(index: MiniSearch<SearchSection>): Buffer {
  const state = index as unknown as IndexState;
  const out = new ChunkedText();
  out.write(`{"documentCount":${JSON.stringify(state._documentCount)},"nextId":${JSON.stringify(state._nextId)},"documentIds":`);
  writeEntries(out, state._documentIds);
  out.write(`,"fieldIds":${JSON.stringify(state._fieldIds)},"fieldLength":`);
  writeEntries(out, state._fieldLength);
  out.write(`,"averageFieldLength":${JSON.stringify(state._avgFieldLength)},"storedFields":`);
  writeEntries(out, state._storedFields);
  out.write(`,"dirtCount":${JSON.stringify(state._dirtCount)},"index":[`);
  let first = true;
  for (const [term, fieldIndex] of state._index) {
    const data: Record<number, Record<number, number>> = {};
    for (const [fieldId, freqs] of fieldIndex) data[fieldId] = Object.fromEntries(freqs);
    out.write(first ? JSON.stringify([term, data]) : `,${JSON.stringify([term, data])}`);
    first = false;
  }
  out.write('],"serializationVersion":2}');
  return out.toBuffer();
}

/** The serialised index of `sections` (emptied, see indexSections). */
export function buildSearchIndex(sections: SearchSection[]): Buffer {
  return serializeIndex(indexSections(sections));
}

export function loadSearchIndex(json: string): MiniSearch<SearchSection> {
  return MiniSearch.loadJSON<SearchSection>(json, SEARCH_INDEX_OPTIONS);
}
