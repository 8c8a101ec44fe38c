/**
 * A docs collection's search index as the cut reads it (SplitSource), built as MiniSearch 7
 * builds its own with the kit's option set, without MiniSearch's memory. MiniSearch keeps a
 * map of maps per term (field → document → frequency) and an object per document: at
 * 100,000 pages (700,000 sections) that index was the build's peak, several GiB on a worker
 * thread. Here a term's postings are two growing typed arrays per field, a document's field
 * lengths a typed array per field and its stored fields one small array.
 *
 * What the cut reads is MiniSearch's to the byte (`test/compact-index.test.ts` compares the
 * parts of both): the terms sit in a SearchableMap (MiniSearch's own radix tree) filled in
 * the order MiniSearch fills its own, so they are listed in the same order; field lengths
 * and their running averages are computed with the same arithmetic; documents are added in
 * order, so each term's postings are already sorted.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { SEARCH_INDEX_OPTIONS, type SearchSection, type SplitSource, type TermPostings } from '@site/contracts';

type Options = Required<
  Pick<typeof SEARCH_INDEX_OPTIONS, 'idField' | 'fields' | 'storeFields' | 'extractField' | 'stringifyField' | 'tokenize' | 'processTerm'>
>;
const OPTIONS = SEARCH_INDEX_OPTIONS as Options;

/** One field's postings of one term: documents ascending and their frequencies, `length` of each used. */
interface FieldPostings {
  docs: Uint32Array;
  freqs: Uint32Array;
  length: number;
}

function grown(array: Uint32Array): Uint32Array {
  const next = new Uint32Array(array.length * 2);
  next.set(array);
  return next;
}

export class CompactIndex implements SplitSource {
  readonly fieldIds: Record<string, number>;
  readonly averageFieldLength: number[] = [];
  documentCount = 0;
  /** Term → its number in `postings`. */
  private readonly termIds = new SearchableMap<number>();
  /** Per term, per field id: its postings (undefined where the term is not in that field). */
  private readonly postings: Array<Array<FieldPostings | undefined>> = [];
  private readonly ids: string[] = [];
  private readonly seen = new Set<string>();
  /** Per document, its stored fields' values in `storeFields` order. */
  private readonly storedValues: unknown[][] = [];
  /** Per field id, each document's unique terms (NaN where MiniSearch recorded none). */
  private fieldLengths: Float64Array[];
  private termsRead = false;

  constructor() {
    this.fieldIds = Object.fromEntries(OPTIONS.fields.map((field, i) => [field, i]));
    this.fieldLengths = OPTIONS.fields.map(() => new Float64Array(1024).fill(Number.NaN));
  }

  /** Adds one section, as MiniSearch's `add` does. */
  add(document: SearchSection): void {
    if (this.termsRead) throw new Error('a compact index takes no section once its terms are read');
    const { extractField, stringifyField, tokenize, processTerm, fields, idField, storeFields } = OPTIONS;
    const id = extractField(document, idField) as string | null | undefined;
    if (id == null) throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    if (this.seen.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`);
    this.seen.add(id);
    const doc = this.documentCount++;
    this.ids.push(id);
    this.storedValues.push(storeFields.map((field) => extractField(document, field)));
    for (const field of fields) {
      const value = extractField(document, field);
      if (value == null) continue;
      const tokens = tokenize(stringifyField(value, field), field);
      const fieldId = this.fieldIds[field]!;
      this.addFieldLength(doc, fieldId, new Set(tokens).size);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        if (Array.isArray(processed)) for (const term of processed) this.addTerm(fieldId, doc, term);
        else if (processed) this.addTerm(fieldId, doc, processed);
      }
    }
  }

  private addFieldLength(doc: number, fieldId: number, length: number): void {
    let lengths = this.fieldLengths[fieldId]!;
    if (doc >= lengths.length) {
      const next = new Float64Array(lengths.length * 2).fill(Number.NaN);
      next.set(lengths);
      this.fieldLengths[fieldId] = lengths = next;
    }
    lengths[doc] = length;
    // MiniSearch's running average, operation for operation (its floats are in the document table).
    const count = doc;
    const average = this.averageFieldLength[fieldId] || 0;
    this.averageFieldLength[fieldId] = (average * count + length) / (count + 1);
  }

  private addTerm(fieldId: number, doc: number, term: string): void {
    const termId = this.termIds.fetch(term, () => this.postings.push([]) - 1);
    const fields = this.postings[termId]!;
    let postings = fields[fieldId];
    if (!postings) {
      postings = { docs: new Uint32Array(2), freqs: new Uint32Array(2), length: 0 };
      fields[fieldId] = postings;
    }
    const last = postings.length - 1;
    if (last >= 0 && postings.docs[last] === doc) {
      postings.freqs[last]!++;
      return;
    }
    if (postings.length === postings.docs.length) {
      postings.docs = grown(postings.docs);
      postings.freqs = grown(postings.freqs);
    }
    postings.docs[postings.length] = doc;
    postings.freqs[postings.length++] = 1;
  }

  fieldLength(doc: number, fieldId: number): number {
    const length = this.fieldLengths[fieldId]![doc];
    return length === undefined || Number.isNaN(length) ? 0 : length;
  }

  documentId(doc: number): string {
    return this.ids[doc]!;
  }

  stored(doc: number): Record<string, unknown> {
    const values = this.storedValues[doc]!;
    const stored: Record<string, unknown> = {};
    OPTIONS.storeFields.forEach((field, i) => {
      if (values[i] !== undefined) stored[field] = values[i];
    });
    return stored;
  }

  /**
   * Read once, by the cut: each term's postings are let go once it has taken them, and so is
   * the set of ids that kept documents unique (nothing is added after). At 100,000 pages the
   * postings are ~230 MB, which would otherwise stay while the cut makes the display rows
   * after them, the longest part of its work.
   */
  *terms(): Iterable<[string, TermPostings]> {
    if (this.termsRead) throw new Error('the terms of a compact index are read once');
    this.termsRead = true;
    this.seen.clear();
    for (const [term, termId] of this.termIds) {
      const postings: TermPostings = [];
      this.postings[termId]!.forEach((field, fieldId) => {
        if (field) postings.push([fieldId, field.docs.subarray(0, field.length), field.freqs.subarray(0, field.length)]);
      });
      yield [term, postings];
      this.postings[termId] = [];
    }
    this.termIds.clear();
  }
}
