/**
 * The docs search index as content-service writes it at build: immutable parts the palette
 * fetches only as a query needs them, so a reader of a 10,000-page site downloads what its
 * words need, not the whole index, and content-service never searches.
 *
 * - The manifest (revalidated): which part holds which terms, the document table's and the
 *   display parts' names, the rows listed before anything is typed.
 * - The document table: per document (MiniSearch's short id) its field lengths, the average
 *   lengths and the document count: what BM25 needs of documents a query does not match.
 * - Term parts: the index's terms cut by prefix (first one or two letters, longer prefixes
 *   when a part outgrows its budget), each term with its postings and its place in the
 *   whole index's term order.
 * - Display parts: id, title, excerpt and docs section of a few consecutive documents,
 *   fetched for the rows the palette shows only.
 *
 * The palette assembles a MiniSearch from the table and the loaded terms (split-search.ts)
 * and runs `searchDocs` over it, so rankings are the whole index's: BM25 reads the global
 * document count and lengths, and every term a query word can match exactly or as a prefix
 * is in the parts it loads. Part names are hashes of their content: a URL never changes
 * meaning, and a part that did not change between builds stays in the browser's cache.
 */
import type { SearchHit } from './search-hits.ts';

/** A term part: the terms from `from` (included) up to the next part's `from`. */
export interface TermPartRef {
  from: string;
  name: string;
}

/**
 * The display parts: part `i` holds the rows of documents (short ids) `i * rows` to
 * `(i + 1) * rows - 1` and is named `{key}-{i}`, `key` being a hash of every row: one name
 * per part of each build's rows, without listing thousands of names in the manifest.
 */
export interface DisplayParts {
  key: string;
  rows: number;
  parts: number;
}

export interface SearchManifest {
  /** The document table's part name. */
  documents: string;
  /** Term parts in term order (JavaScript string order); the first one's `from` is ''. */
  terms: TermPartRef[];
  display: DisplayParts;
  /** The rows the palette lists with nothing typed (the first docs pages in reading order). */
  pages: SearchHit[];
  /** Compressed (gzip) bytes of every part together: what the whole index weighs. */
  bytes: number;
}

export interface SearchDocumentTable {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths per field id, indexed by short id. */
  fieldLength: number[][];
  /** Ranges [from, to) of short ids of pages shown in the original's language (a translated locale's gaps). */
  untranslated: Array<[number, number]>;
  originalLang: string;
}

/**
 * One term: its place in the whole index's term order (MiniSearch's iteration order, which
 * decides the order of prefix and typo expansions), the term, and per field its documents
 * (short ids as gaps from the previous one) and frequencies (0 when every one is 1).
 */
export type TermEntry = [ordinal: number, term: string, fields: Array<[fieldId: number, gaps: number[], freqs: number[] | 0]>];

export interface SearchTermPart {
  terms: TermEntry[];
}

/**
 * What a palette row shows of one document; a section's row also names its page (the same
 * heading, "Details" or "Options", is on many pages of a big corpus).
 */
export type DisplayRow = [id: string, title: string, excerpt: string, heading: 0 | 1, group: string | null, page?: string];

export interface SearchDisplayPart {
  rows: DisplayRow[];
}

/** Compressed bytes a term part is cut to stay under, when its terms allow it. */
export const SEARCH_PART_BUDGET = 60 * 1024;

/** The index of the part holding `term` (parts sorted by `from`, the first from ''). */
export function partOf(parts: readonly TermPartRef[], term: string): number {
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (parts[mid]!.from <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The parts holding every term that starts with `prefix`: from the part of `prefix` itself,
 * while the next part starts at or below a word with that prefix. Terms with one prefix are
 * consecutive in string order, so they span consecutive parts.
 */
export function partsWithPrefix(parts: readonly TermPartRef[], prefix: string): number[] {
  const out: number[] = [];
  for (let i = partOf(parts, prefix); i < parts.length; i++) {
    out.push(i);
    const next = parts[i + 1];
    if (!next?.from.startsWith(prefix)) break;
  }
  return out;
}

/** The name of display part `i`. */
export const displayPartName = (display: DisplayParts, i: number) => `${display.key}-${i}`;
