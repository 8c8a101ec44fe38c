/**
 * Cuts a built search index (MiniSearch's, or one indexed the same way: SplitSource) into the parts the palette fetches (the format:
 * search-split.ts): a document table, term parts by prefix and display parts by document
 * range, each named by the hash of its text. Run by content-service's build (which gives it
 * its hash and compression); kept here beside the reader of the format, with no Node API.
 *
 * Term parts: the terms in string order are grouped by their first letter; a group over
 * the budget by its first two letters, and so on; consecutive groups are then packed into
 * parts up to the budget. A single term over the budget (a word most sections hold, on a
 * large site) is a part of its own. The budget is in compressed bytes, measured.
 *
 * Display parts hold DISPLAY_ROWS documents each, named by one hash of every part's rows and
 * their number: a build whose rows changed renames them all (they are small and few are fetched).
 */
import type MiniSearch from 'minisearch';
import type { NavigationNode, SearchSection } from './collections.ts';
import { MAX_SEARCH_HITS } from './search-docs.ts';
import { pageHits, searchContext } from './search-hits.ts';
import {
  SEARCH_PART_BUDGET,
  displayPartName,
  type DisplayParts,
  type DisplayRow,
  type SearchDocumentTable,
  type SearchDisplayPart,
  type SearchTermPart,
  type TermEntry,
  type TermPartRef,
} from './search-split.ts';

/**
 * What the cut reads of an index of a collection's sections, in MiniSearch 7's terms (nothing
 * removed): MiniSearch itself (`miniSearchSource`), or content-service's build, which indexes
 * a large collection the same way without MiniSearch's per-term maps (search/compact-index.ts).
 */
export interface SplitSource {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Unique terms of a document's field (0 when the document has none). */
  fieldLength(doc: number, fieldId: number): number;
  documentId(doc: number): string;
  /** A document's stored fields (title, level, excerpt). */
  stored(doc: number): Record<string, unknown>;
  /**
   * Every term in the index's own order, with its postings field by field (field ids
   * ascending): the documents holding it, ascending, and how often each holds it.
   */
  terms(): Iterable<[term: string, fields: TermPostings]>;
}

/** A term's postings per field: field id, the documents (ascending) and their frequencies. */
export type TermPostings = Array<[fieldId: number, docs: ArrayLike<number>, freqs: ArrayLike<number>]>;

/** MiniSearch 7's state read by miniSearchSource. */
interface IndexState {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, string>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown> | undefined>;
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
}

/** A built MiniSearch index as the cut reads it. */
export function miniSearchSource(index: MiniSearch<SearchSection>): SplitSource {
  const state = index as unknown as IndexState;
  if (state._nextId !== state._documentCount) throw new Error('a search index with removed documents cannot be split');
  return {
    documentCount: state._documentCount,
    fieldIds: state._fieldIds,
    averageFieldLength: state._avgFieldLength,
    fieldLength: (doc, fieldId) => state._fieldLength.get(doc)?.[fieldId] ?? 0,
    documentId: (doc) => state._documentIds.get(doc)!,
    stored: (doc) => state._storedFields.get(doc) ?? {},
    *terms() {
      for (const [term, fields] of state._index) {
        const postings: TermPostings = [...fields.keys()]
          .sort((a, b) => a - b)
          .map((fieldId) => {
            const docs = [...fields.get(fieldId)!].sort((a, b) => a[0] - b[0]);
            return [fieldId, docs.map((d) => d[0]), docs.map((d) => d[1])];
          });
        yield [term, postings];
      }
    },
  };
}

/** Rows of a display part: about a kilobyte compressed, so a listed row costs little more than itself. */
const DISPLAY_ROWS = 8;

export interface SplitFile {
  name: string;
  body: string;
}

export interface SplitIndex {
  /** The manifest without `bytes` (known once the parts are compressed). */
  manifest: { documents: string; terms: TermPartRef[]; display: DisplayParts; pages: ReturnType<typeof pageHits> };
  files: SplitFile[];
}

/** What the cut needs of its host: names for the files, and compressed sizes. */
export interface SplitTools {
  /** A file's name: 20 lowercase hex digits of a hash of its text. */
  name(body: string): string;
  /** The compressed bytes of a text (gzip, or a fast deflate close to it). */
  compressedSize(text: string): number;
  /** Compressed bytes a term part is cut to stay under. */
  budget?: number;
}

function encodeTerm(ordinal: number, term: string, fields: TermPostings): TermEntry {
  const encoded: TermEntry[2] = [];
  for (const [fieldId, docs, freqs] of fields) {
    const gaps: number[] = [];
    let previous = 0;
    let allOnes = true;
    for (let i = 0; i < docs.length; i++) {
      gaps.push(docs[i]! - previous);
      previous = docs[i]!;
      if (freqs[i] !== 1) allOnes = false;
    }
    encoded.push([fieldId, gaps, allOnes ? 0 : Array.from(freqs)]);
  }
  return [ordinal, term, encoded];
}

const prefixOf = (term: string, length: number) => Array.from(term).slice(0, length).join('');

interface Entry {
  term: string;
  /** The term's TermEntry as JSON (only the text is kept: a large index's postings are hundreds of megabytes). */
  text: string;
}

interface Group {
  key: string;
  start: number;
  end: number;
  /** Compressed bytes (at most: a group's text is never smaller compressed than its parts' together). */
  size: number;
}

/**
 * Terms [start, end) of `sorted`, grouped by ever longer prefixes until each group fits
 * `budget` compressed bytes (or is one term). `size(start, end)`: the compressed bytes of
 * those terms; measured rather than estimated, since a term's postings compress anywhere
 * from 3 to 300 times (a word every section holds is a run of ones).
 */
function prefixGroups(
  sorted: Entry[],
  start: number,
  end: number,
  depth: number,
  budget: number,
  size: (start: number, end: number) => number,
): Group[] {
  const bytes = size(start, end);
  if (bytes <= budget || end - start === 1) return [{ key: prefixOf(sorted[start]!.term, depth), start, end, size: bytes }];
  const groups: Group[] = [];
  for (let i = start; i < end; ) {
    const key = prefixOf(sorted[i]!.term, depth + 1);
    let j = i + 1;
    while (j < end && prefixOf(sorted[j]!.term, depth + 1) === key) j++;
    groups.push(...prefixGroups(sorted, i, j, depth + 1, budget, size));
    i = j;
  }
  return groups;
}

/** Consecutive groups packed into parts of at most `budget` compressed bytes (their sizes added: an upper bound). */
function packGroups(groups: Group[], budget: number): Group[] {
  const parts: Group[] = [];
  for (const group of groups) {
    const last = parts.at(-1);
    if (last && last.size + group.size <= budget) {
      last.end = group.end;
      last.size += group.size;
    } else parts.push({ ...group });
  }
  return parts;
}

/** Ranges [from, to) of the short ids for which `test` holds. */
function ranges(count: number, test: (shortId: number) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    if (!test(i)) continue;
    const last = out.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else out.push([i, i + 1]);
  }
  return out;
}

const pageOf = (id: string) => id.split('#')[0] ?? id;

/**
 * The parts of `index` (built from a collection's search sections, nothing removed).
 * `navigation`: the tree its readers see (section titles of the rows, pages shown in the
 * original's language, the rows before anything is typed); `originalLang`: the default locale.
 */
export function splitIndex(index: SplitSource, navigation: NavigationNode[], originalLang: string, tools: SplitTools): SplitIndex {
  const files: SplitFile[] = [];
  const parts = splitFiles(index, navigation, originalLang, tools);
  for (let next = parts.next(); ; next = parts.next()) {
    if (next.done) return { manifest: next.value, files };
    files.push(next.value);
  }
}

/**
 * The same parts, each given as soon as it is made, then the manifest (the generator's
 * return value): the caller compresses and stores each part before the next is made. A
 * 100,000-page site's parts are 200 million characters, held all at once by splitIndex.
 */
export function* splitFiles(
  index: SplitSource,
  navigation: NavigationNode[],
  originalLang: string,
  tools: SplitTools,
): Generator<SplitFile, SplitIndex['manifest']> {
  const budget = tools.budget ?? SEARCH_PART_BUDGET;
  const file = (value: unknown): SplitFile => {
    const body = JSON.stringify(value);
    return { name: tools.name(body), body };
  };
  const count = index.documentCount;
  const ctx = searchContext(navigation, originalLang);

  const fieldCount = Object.keys(index.fieldIds).length;
  const table: SearchDocumentTable = {
    documentCount: count,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength: Array.from({ length: fieldCount }, (_, fieldId) =>
      Array.from({ length: count }, (_, doc) => index.fieldLength(doc, fieldId)),
    ),
    untranslated: ranges(count, (doc) => ctx.untranslated.has(pageOf(index.documentId(doc)))),
    originalLang,
  };
  const documents = file(table);
  yield documents;

  // Terms in the index's own order (their ordinal), then in string order for the cut.
  const entries: Entry[] = [];
  let ordinal = 0;
  for (const [term, fields] of index.terms()) {
    entries.push({ term, text: JSON.stringify(encodeTerm(ordinal++, term, fields)) });
  }
  entries.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const size = (start: number, end: number) => {
    let chars = 0;
    for (let i = start; i < end; i++) chars += entries[i]!.text.length + 1;
    // Text that fits uncompressed fits compressed; text a thousand times the budget never
    // fits (and a large index's whole text is not to be joined into one string).
    if (chars <= budget || chars > budget * 1000) return chars;
    const texts: string[] = [];
    for (let i = start; i < end; i++) texts.push(entries[i]!.text);
    return tools.compressedSize(texts.join(','));
  };
  const terms: TermPartRef[] = [];
  const groups = entries.length ? prefixGroups(entries, 0, entries.length, 0, budget, size) : [];
  for (const part of packGroups(groups, budget)) {
    // JSON.stringify of a SearchTermPart, from the entries' text.
    const body = `{"terms":[${entries
      .slice(part.start, part.end)
      .map((e) => e.text)
      .join(',')}]}`;
    // Their text is in the part now.
    for (let i = part.start; i < part.end; i++) entries[i]!.text = '';
    const made = { name: tools.name(body), body };
    terms.push({ from: terms.length === 0 ? '' : part.key, name: made.name });
    yield made;
  }
  entries.length = 0;
  if (terms.length === 0) {
    const empty = file({ terms: [] } satisfies SearchTermPart);
    terms.push({ from: '', name: empty.name });
    yield empty;
  }

  // A section's row names its page: the pages' titles, by path.
  const pageTitles = new Map<string, string>();
  for (let doc = 0; doc < count; doc++) {
    const id = index.documentId(doc);
    if (!id.includes('#')) pageTitles.set(id, String(index.stored(doc).title ?? id));
  }
  // Rows are made a part at a time, twice: once to name the parts by every row, once to give them.
  const displayBody = (part: number): string => {
    const rows: DisplayRow[] = [];
    for (let doc = part * DISPLAY_ROWS; doc < Math.min(count, (part + 1) * DISPLAY_ROWS); doc++) {
      const id = index.documentId(doc);
      const stored = index.stored(doc);
      const heading = Number(stored.level ?? 1) > 1 || id.includes('#');
      const title = String(stored.title ?? id);
      const page = heading ? pageTitles.get(pageOf(id)) : undefined;
      const row: DisplayRow = [
        id,
        title,
        typeof stored.excerpt === 'string' ? stored.excerpt : '',
        heading ? 1 : 0,
        ctx.sectionOf.get(pageOf(id)) ?? null,
      ];
      // A section titled as its page (a page's first section) needs no second name.
      if (page && page !== title) row.push(page);
      rows.push(row);
    }
    return JSON.stringify({ rows } satisfies SearchDisplayPart);
  };
  const partCount = Math.ceil(count / DISPLAY_ROWS);
  const partNames: string[] = [];
  for (let i = 0; i < partCount; i++) partNames.push(tools.name(displayBody(i)));
  const display: DisplayParts = { key: tools.name(partNames.join(',')), rows: DISPLAY_ROWS, parts: partCount };
  for (let i = 0; i < partCount; i++) yield { name: displayPartName(display, i), body: displayBody(i) };

  return { documents: documents.name, terms, display, pages: pageHits(navigation, MAX_SEARCH_HITS) };
}
