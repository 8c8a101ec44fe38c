/**
 * A page's table row, encoded for SQLite right after the page is parsed. The body tree is
 * the biggest object of a page (several times its JSON): once its JSON string exists the
 * tree (and the search section objects) are dropped, so a 10,000-page build never holds
 * every tree at once (peak memory, and far less garbage-collector work). The dump's INSERT line is derived from the values when the
 * dump is written, and only the row's hash (its `__hash__`, the last value) is kept for the collection version.
 */
import type { ParsedPage } from './page.ts';
import { encodeRow, tableSchema, type SqlValue } from '../shared/schema.ts';

export interface EncodedPage {
  /** Column values; released after the full build wrote them (see releaseWritten). */
  values: SqlValue[] | null;
  /** The row's `__hash__` (the tag of its dump line): all a later incremental version needs. */
  hash: string;
  /**
   * The page's search sections as JSON array items ('' for none; data pages have none). Null
   * once written into a database (see markWritten), which then holds them.
   */
  sections: string | null;
}

const encodedPages = new WeakMap<ParsedPage, EncodedPage>();

function encodeValues(page: ParsedPage): EncodedPage {
  const schema = tableSchema(page.source.collection);
  const values = encodeRow(schema, page.row);
  const sections = page.source.kind === 'markdown' && page.sections.length ? JSON.stringify(page.sections).slice(1, -1) : '';
  return { values, hash: String(values[values.length - 1]), sections };
}

/**
 * Encodes a freshly parsed page and drops its body tree and section objects (the JSON in
 * `encoded` replaces them; tens of thousands of small objects are costly to keep and clone).
 */
export function encodeAndRelease(page: ParsedPage): EncodedPage {
  const encoded = encodeValues(page);
  page.row.body = null;
  page.sections = [];
  encodedPages.set(page, encoded);
  return encoded;
}

/** Attaches an encoding made elsewhere (a parse worker) to the page it belongs to. */
export function attachEncoded(page: ParsedPage, encoded: EncodedPage): void {
  encodedPages.set(page, encoded);
}

/**
 * Drops what a database now holds for the page (its row values, raw source and sections):
 * the outputs that need them read them back from the file, so a build's memory does not
 * grow with the corpus's text.
 */
export function markWritten(page: ParsedPage, encoded: EncodedPage = encodedOf(page)): void {
  encoded.values = null;
  encoded.sections = null;
  page.raw = null;
}

/** What a page writes into a database besides its row: its raw source and search sections (before markWritten). */
export function unwrittenSources(page: ParsedPage, encoded: EncodedPage = encodedOf(page)): { raw: string; sections: string } {
  if (page.raw === null || encoded.sections === null) throw new Error(`page ${page.source.rel} was already written to a database`);
  return { raw: page.raw, sections: encoded.sections };
}

export function encodedOf(page: ParsedPage): EncodedPage {
  const encoded = encodedPages.get(page);
  if (!encoded) throw new Error(`page ${page.source.rel} was not encoded after parsing`);
  return encoded;
}
