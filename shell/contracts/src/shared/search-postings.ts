/**
 * A loaded MiniSearch index read directly: a query word's postings with its prefix and typo
 * expansions, counted, tested for a document, and scored for a fixed set of documents,
 * exactly as MiniSearch's own search scores them (executeQuerySpec, termResults, BM25+,
 * combineResults). MiniSearch's public `search` walks every posting of every expansion of
 * every word; over tens of thousands of sections, words that most of them share ("page",
 * "section") make that walk the whole cost of a query whose reader sees 40 results.
 *
 * What is read here is MiniSearch 7's internal state (`_index`, `_fieldLength`, ...).
 * search-postings.test.ts checks counts and scores against MiniSearch's own search, so an
 * upgrade that changes them fails there rather than in front of readers.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';

/** Field id → (short document id → term frequency). */
export type TermPostings = Map<number, Map<number, number>>;

/** The MiniSearch 7 state read here and by search-accents.ts. */
export interface IndexState {
  _index: {
    get(term: string): TermPostings | undefined;
    atPrefix(prefix: string): Iterable<[string, TermPostings]>;
    fuzzyGet(term: string, distance: number): Map<string, [TermPostings, number]>;
  };
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown> | undefined>;
}

// MiniSearch's defaults (defaultSearchOptions), applied where a pass leaves them out.
const DEFAULT_WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };
const DEFAULT_BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const DEFAULT_MAX_FUZZY = 6;

/** An index term a query word matches, weighted as MiniSearch weighs an exact, prefix or typo match. */
interface Expansion {
  term: string;
  weight: number;
  postings: TermPostings;
}

/** A word of the query with every index term it matches in a pass. */
export interface QueryWord {
  term: string;
  boost: number;
  expansions: Expansion[];
}

/** A document's score for one query word, or for the whole query once combined. */
interface DocumentScore {
  score: number;
  terms: string[];
  match: Record<string, string[]>;
}

export const stateOf = <T>(index: MiniSearch<T>) => index as unknown as IndexState;

const addUnique = (target: string[], terms: string[]) => {
  for (const term of terms) if (!target.includes(term)) target.push(term);
};

/** A pass's options as MiniSearch resolves them for term `i` of `terms`. */
function resolved(pass: SearchOptions, term: string, i: number, terms: string[]) {
  const prefix = typeof pass.prefix === 'function' ? pass.prefix(term, i, terms) : pass.prefix === true;
  const fuzzy = typeof pass.fuzzy === 'function' ? pass.fuzzy(term, i, terms) : pass.fuzzy || false;
  const boost = typeof pass.boostTerm === 'function' ? pass.boostTerm(term, i, terms) : 1;
  return { prefix, fuzzy, boost };
}

/** The query's processed terms as `pass` expands them, in MiniSearch's order: exact, prefixes, typos. */
export function queryWords<T>(index: MiniSearch<T>, terms: string[], pass: SearchOptions): QueryWord[] {
  const { _index } = stateOf(index);
  const weights = { ...DEFAULT_WEIGHTS, ...pass.weights };
  return terms.map((term, i) => {
    const { prefix, fuzzy, boost } = resolved(pass, term, i, terms);
    const expansions: Expansion[] = [];
    const exact = _index.get(term);
    if (exact) expansions.push({ term, weight: 1, postings: exact });
    let typos: Map<string, [TermPostings, number]> | undefined;
    if (fuzzy) {
      const allowance = fuzzy === true ? 0.2 : fuzzy;
      const distance = allowance < 1 ? Math.min(pass.maxFuzzy ?? DEFAULT_MAX_FUZZY, Math.round(term.length * allowance)) : allowance;
      if (distance) typos = _index.fuzzyGet(term, distance);
    }
    if (prefix) {
      for (const [longer, postings] of _index.atPrefix(term)) {
        const distance = longer.length - term.length;
        if (!distance) continue;
        // A term that is both a prefix and a typo match counts as a prefix match (MiniSearch's rule).
        typos?.delete(longer);
        expansions.push({ term: longer, weight: (weights.prefix * longer.length) / (longer.length + 0.3 * distance), postings });
      }
    }
    for (const [near, [postings, distance]] of typos ?? []) {
      if (distance) expansions.push({ term: near, weight: (weights.fuzzy * near.length) / (near.length + distance), postings });
    }
    return { term, boost, expansions };
  });
}

/**
 * The word with at most `limit` of its expansions: the exact term, then the closest (shortest)
 * ones, the commoner first among equals; kept in MiniSearch's order. Search engines bound
 * prefix and typo expansion the same way (Elasticsearch's `max_expansions`, 50): the prefix
 * `7` of a reader still typing "page 7" matches every number from 7 to 7,999 on a large
 * site, each a walk through its postings, for matches that weigh less the longer they are.
 */
export function closestExpansions(word: QueryWord, limit: number): QueryWord {
  if (word.expansions.length <= limit) return word;
  const postings = (e: Expansion) => {
    let n = 0;
    for (const docs of e.postings.values()) n += docs.size;
    return n;
  };
  const ranked = word.expansions
    .map((e) => ({ e, exact: e.term === word.term, length: e.term.length, postings: postings(e) }))
    .sort((a, b) => Number(b.exact) - Number(a.exact) || a.length - b.length || b.postings - a.postings);
  const kept = new Set(ranked.slice(0, limit).map((r) => r.e));
  return { ...word, expansions: word.expansions.filter((e) => kept.has(e)) };
}

const fieldIdsOf = <T>(index: MiniSearch<T>, fields: string[]) =>
  fields.map((f) => stateOf(index)._fieldIds[f]).filter((id): id is number => id !== undefined);

/** Postings (field × document) of a word's expansions in `fields`, counted without walking them. */
export function postingCount<T>(index: MiniSearch<T>, word: QueryWord, fields: string[]): number {
  let count = 0;
  for (const id of fieldIdsOf(index, fields)) for (const { postings } of word.expansions) count += postings.get(id)?.size ?? 0;
  return count;
}

/** The word's postings in `field`, one map (document → frequency) per expansion, in the index's order. */
export function postingsIn<T>(index: MiniSearch<T>, word: QueryWord, field: string): Map<number, number>[] {
  const id = stateOf(index)._fieldIds[field];
  return id === undefined ? [] : word.expansions.flatMap(({ postings }) => postings.get(id) ?? []);
}

/**
 * A test of whether a document holds the word in `fields`: lookups in each expansion's
 * postings, until those have cost as much as walking all of them once (`walk`: the word's
 * posting count; the prefix `2` matches every number from 2 to 29,999); from then on, a set
 * of its documents made by that walk. A dense match stays a few lookups; a sparse one never costs twice the walk.
 */
export function documentTest<T>(
  index: MiniSearch<T>,
  word: QueryWord,
  fields: string[],
  walk = postingCount(index, word, fields),
): (doc: number) => boolean {
  const ids = fieldIdsOf(index, fields);
  const maps = word.expansions.flatMap(({ postings }) => ids.flatMap((id) => postings.get(id) ?? []));
  let spent = 0;
  let docs: Set<number> | undefined;
  return (doc) => {
    if (docs) return docs.has(doc);
    spent += maps.length;
    if (spent <= walk) {
      for (const map of maps) if (map.has(doc)) return true;
      return false;
    }
    docs = new Set();
    for (const map of maps) for (const known of map.keys()) docs.add(known);
    return docs.has(doc);
  };
}

/** Adds one match of `term` (an expansion of `word`) in `field` to a document's score for the word. */
function addMatch(scores: Map<number, DocumentScore>, doc: number, score: number, word: string, term: string, field: string): void {
  const known = scores.get(doc);
  if (!known) {
    scores.set(doc, { score, terms: [word], match: { [term]: [field] } });
    return;
  }
  known.score += score;
  addUnique(known.terms, [word]);
  if (Object.hasOwn(known.match, term)) known.match[term]!.push(field);
  else known.match[term] = [field];
}

/**
 * One word's scores over `docs`: MiniSearch's termResults (BM25+ per expansion and field,
 * added in its order so the sums are the same to the last bit), visiting only those
 * documents or only the term's postings, whichever is shorter.
 */
function wordScores(
  state: IndexState,
  word: QueryWord,
  docs: Set<number>,
  pass: SearchOptions,
  fields: string[],
): Map<number, DocumentScore> {
  const { k, b, d } = { ...DEFAULT_BM25, ...pass.bm25 };
  const scores = new Map<number, DocumentScore>();
  for (const { term, weight, postings } of word.expansions) {
    for (const field of fields) {
      const fieldId = state._fieldIds[field];
      const freqs = fieldId === undefined ? undefined : postings.get(fieldId);
      if (fieldId === undefined || !freqs) continue;
      const factor = weight * word.boost * (pass.boost?.[field] || 1);
      const avgLength = state._avgFieldLength[fieldId]!;
      // BM25's document frequency is the term's, not the candidates'.
      const idf = Math.log(1 + (state._documentCount - freqs.size + 0.5) / (freqs.size + 0.5));
      const walkPostings = freqs.size <= docs.size;
      for (const doc of walkPostings ? freqs.keys() : docs) {
        if (walkPostings ? !docs.has(doc) : !freqs.has(doc)) continue;
        const id = state._documentIds.get(doc);
        // A removed document's postings stay until MiniSearch vacuums them.
        if (id === undefined) continue;
        const docBoost = pass.boostDocument ? pass.boostDocument(id, term, state._storedFields.get(doc)) : 1;
        if (!docBoost) continue;
        const termFreq = freqs.get(doc)!;
        const length = state._fieldLength.get(doc)![fieldId]!;
        const raw = idf * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * length) / avgLength)));
        addMatch(scores, doc, factor * docBoost * raw, word.term, term, field);
      }
    }
  }
  return scores;
}

/** MiniSearch's combineResults, AND or OR, folding the words' scores left to right. */
function combine(perWord: Map<number, DocumentScore>[], and: boolean): Map<number, DocumentScore> {
  return perWord.reduce((a, b) => {
    if (and) {
      const both = new Map<number, DocumentScore>();
      for (const [doc, { score, terms, match }] of b) {
        const known = a.get(doc);
        if (!known) continue;
        addUnique(known.terms, terms);
        both.set(doc, { score: known.score + score, terms: known.terms, match: Object.assign(known.match, match) });
      }
      return both;
    }
    for (const [doc, found] of b) {
      const known = a.get(doc);
      if (!known) a.set(doc, found);
      else {
        known.score += found.score;
        known.match = Object.assign(known.match, found.match);
        addUnique(known.terms, found.terms);
      }
    }
    return a;
  });
}

export const combinesWithAnd = (pass: SearchOptions) => String(pass.combineWith ?? 'or').toLowerCase() === 'and';

/**
 * The query scored over `docs` only, with the results MiniSearch's `search` would give for
 * those documents: the same scores (each word's BM25+ per expansion and field, times the
 * number of query words matched), fields and order.
 */
export function scoreDocuments<T>(
  index: MiniSearch<T>,
  words: QueryWord[],
  docs: Set<number>,
  pass: SearchOptions,
  fields: string[],
): SearchResult[] {
  if (words.length === 0) return [];
  const state = stateOf(index);
  const combined = combine(
    words.map((word) => wordScores(state, word, docs, pass, fields)),
    combinesWithAnd(pass),
  );
  const results: SearchResult[] = [];
  for (const [doc, { score, terms, match }] of combined) {
    const result: SearchResult = {
      id: state._documentIds.get(doc),
      score: score * (terms.length || 1),
      terms: Object.keys(match),
      queryTerms: terms,
      match,
    };
    Object.assign(result, state._storedFields.get(doc));
    if (!pass.filter || pass.filter(result)) results.push(result);
  }
  return results.sort((a, b) => b.score - a.score);
}
