/**
 * The palette's search over a split index (search-split.ts): for each query it fetches the
 * parts its words need (each part once: they are immutable), assembles a MiniSearch from
 * the document table and the loaded terms, runs `searchDocs` over it, then fetches the
 * display parts of the rows it lists.
 *
 * Why one assembled MiniSearch rather than a search per part merged afterwards: BM25+ needs
 * the document count, each document's field lengths and the average lengths of the whole
 * index, which the document table gives exactly; and `searchDocs` bounds its work with
 * counts over every expansion of a word (search-postings.ts), which per-part searches
 * cannot see. Over the assembled index the code that ranks is the code that ranked the
 * whole index, and its answers are the whole index's:
 * - a word matched exactly or as a prefix: every term it can match is in the parts loaded;
 * - the order of prefix and typo expansions (it decides ties and, on a large site, which
 *   sections are scored) follows the index's term order: loaded terms are inserted by
 *   their ordinal in the whole index, so every subtree whose terms are all loaded iterates
 *   as the whole index's does;
 * - a typo (one letter, in words of five or more) is matched among the terms sharing the
 *   word's first two letters (those parts are loaded when the exact pass finds nothing).
 *   A typo in the first two letters (`xonfig`) finds only terms in parts already loaded.
 */
import type MiniSearch from 'minisearch';
import type { SearchHit } from './search-hits.ts';
import { listedResults, pagesBeforeTheirSections } from './search-hits.ts';
import { MAX_SEARCH_HITS, queryTerms, searchDocs } from './search-docs.ts';
import { SEARCH_INDEX_OPTIONS, SEARCH_QUERY_OPTIONS, type SearchDocument } from './search-tokenizer.ts';
import {
  displayPartName,
  partOf,
  partsWithPrefix,
  type SearchDisplayPart,
  type SearchDocumentTable,
  type SearchManifest,
  type SearchTermPart,
} from './search-split.ts';

type Postings = Map<number, Map<number, number>>;
/** A term part decoded: (ordinal, term, postings by field). */
type DecodedPart = Array<[number, string, Postings]>;

interface IndexState {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _fieldIds: Record<string, number>;
  _index: { set(term: string, value: Postings): void; constructor: new () => IndexState['_index'] };
}

/** Fetches a part (parsed JSON) by name. */
export type FetchPart = (name: string) => Promise<unknown>;

function decodeTerms(part: SearchTermPart): DecodedPart {
  return part.terms.map(([ordinal, term, fields]) => {
    const postings: Postings = new Map();
    for (const [fieldId, gaps, freqs] of fields) {
      const docs = new Map<number, number>();
      let doc = 0;
      gaps.forEach((gap, i) => {
        doc += gap;
        docs.set(doc, freqs === 0 ? 1 : freqs[i]!);
      });
      postings.set(fieldId, docs);
    }
    return [ordinal, term, postings];
  });
}

const firstLetters = (term: string, n: number) => Array.from(term).slice(0, n).join('');

/** The term parts a query needs: `typos`, with the parts its typo-matched words may reach. */
export function partsForQuery(manifest: SearchManifest, query: string, typos: boolean): number[] {
  const terms = queryTerms(query);
  const parts = new Set<number>();
  terms.forEach((term, i) => {
    parts.add(partOf(manifest.terms, term));
    const prefix = typeof SEARCH_QUERY_OPTIONS.prefix === 'function' ? SEARCH_QUERY_OPTIONS.prefix(term, i, terms) : false;
    if (prefix) for (const p of partsWithPrefix(manifest.terms, term)) parts.add(p);
    const fuzzy = typeof SEARCH_QUERY_OPTIONS.fuzzy === 'function' ? SEARCH_QUERY_OPTIONS.fuzzy(term, i, terms) : false;
    if (typos && fuzzy) for (const p of partsWithPrefix(manifest.terms, firstLetters(term, 2))) parts.add(p);
  });
  return [...parts].sort((a, b) => a - b);
}

export class SplitSearch {
  private table: Promise<SearchDocumentTable> | null = null;
  private readonly termParts = new Map<number, Promise<DecodedPart>>();
  private readonly displayParts = new Map<number, Promise<SearchDisplayPart>>();
  private readonly loaded = new Map<number, DecodedPart>();
  private index: MiniSearch<SearchDocument> | null = null;
  /** The loaded parts the assembled index holds (its key). */
  private assembledFrom = '';

  constructor(
    readonly manifest: SearchManifest,
    private readonly fetchPart: FetchPart,
    private readonly MiniSearchClass: typeof MiniSearch,
  ) {
    // Asked at once: every query needs it, and the palette is open.
    void this.documents().catch(() => undefined);
  }

  /** The document table; a failed fetch is asked again by the next query. */
  private documents(): Promise<SearchDocumentTable> {
    if (!this.table) {
      const pending = this.fetchPart(this.manifest.documents) as Promise<SearchDocumentTable>;
      pending.catch(() => {
        if (this.table === pending) this.table = null;
      });
      this.table = pending;
    }
    return this.table;
  }

  /** The palette's rows for `query` (nothing typed: the first docs pages). */
  async hits(query: string, limit = MAX_SEARCH_HITS): Promise<SearchHit[]> {
    if (queryTerms(query).length === 0) return query.trim() ? [] : this.manifest.pages;
    const table = await this.documents();
    let results = searchDocs(await this.indexFor(query, false), query, limit, true);
    if (results.length === 0) results = searchDocs(await this.indexFor(query, true), query, limit);
    const untranslated = (doc: number) => table.untranslated.some(([from, to]) => doc >= from && doc < to);
    const listed = listedResults(
      results.map((r) => r.id as number),
      untranslated,
      limit,
    );
    const rows = await Promise.all(listed.map((doc) => this.displayRow(doc)));
    const hits = rows.map(
      ([id, title, excerpt, heading, group, page], i): SearchHit => ({
        id,
        title,
        excerpt,
        heading: heading === 1,
        group,
        ...(page ? { page } : {}),
        ...(untranslated(listed[i]!) ? { lang: table.originalLang } : {}),
      }),
    );
    return pagesBeforeTheirSections(hits, (hit) => hit.id);
  }

  /** The term parts `query`'s exact pass needs are loaded (its typo pass may need more). */
  ready(query: string): boolean {
    return partsForQuery(this.manifest, query, false).every((p) => this.loaded.has(p));
  }

  /** The assembled index holding at least the parts `query` needs. */
  async indexFor(query: string, typos: boolean): Promise<MiniSearch<SearchDocument>> {
    const needed = partsForQuery(this.manifest, query, typos);
    const [table] = await Promise.all([this.documents(), ...needed.map((p) => this.termPart(p))]);
    const key = [...this.loaded.keys()].sort((a, b) => a - b).join(',');
    if (!this.index || key !== this.assembledFrom) {
      this.index = this.assemble(table);
      this.assembledFrom = key;
    }
    return this.index;
  }

  private termPart(i: number): Promise<DecodedPart> {
    let pending = this.termParts.get(i);
    if (!pending) {
      pending = this.fetchPart(this.manifest.terms[i]!.name).then((part) => {
        const decoded = decodeTerms(part as SearchTermPart);
        this.loaded.set(i, decoded);
        return decoded;
      });
      pending.catch(() => this.termParts.delete(i));
      this.termParts.set(i, pending);
    }
    return pending;
  }

  private async displayRow(doc: number) {
    const { display } = this.manifest;
    const i = Math.floor(doc / display.rows);
    let pending = this.displayParts.get(i);
    if (!pending) {
      pending = this.fetchPart(displayPartName(display, i)) as Promise<SearchDisplayPart>;
      pending.catch(() => this.displayParts.delete(i));
      this.displayParts.set(i, pending);
    }
    return (await pending).rows[doc - i * display.rows]!;
  }

  /** A MiniSearch with the whole index's documents and the loaded terms, inserted in the whole index's order. */
  private assemble(table: SearchDocumentTable): MiniSearch<SearchDocument> {
    const index = this.index ?? this.withDocuments(table);
    const state = index as unknown as IndexState;
    const terms = [...this.loaded.values()].flat().sort((a, b) => a[0] - b[0]);
    const tree = new state._index.constructor();
    for (const [, term, postings] of terms) tree.set(term, postings);
    state._index = tree;
    return index;
  }

  private withDocuments(table: SearchDocumentTable): MiniSearch<SearchDocument> {
    const index = new this.MiniSearchClass<SearchDocument>(SEARCH_INDEX_OPTIONS);
    const state = index as unknown as IndexState;
    for (const [field, id] of Object.entries(table.fieldIds)) {
      if (state._fieldIds[field] !== id) throw new Error(`the search index's field "${field}" is not the palette's`);
    }
    state._documentCount = table.documentCount;
    state._nextId = table.documentCount;
    state._avgFieldLength = table.averageFieldLength;
    // Documents are known by their short id; the display parts name them.
    for (let doc = 0; doc < table.documentCount; doc++) {
      state._documentIds.set(doc, doc);
      state._fieldLength.set(
        doc,
        table.fieldLength.map((lengths) => lengths[doc]!),
      );
    }
    return index;
  }
}
