/**
 * The docs search itself, the same in the palette (over a downloaded index) and in
 * content-service (over its copy of a large site's index): MiniSearch's scoring, driven in
 * passes and tiers so that a query over tens of thousands of sections stays in milliseconds.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import { processTerm, SEARCH_INDEX_OPTIONS, SEARCH_QUERY_OPTIONS, type SearchDocument, tokenize } from './search-tokenizer.ts';

/** The exact pass: no typo expansion. */
const EXACT_OPTIONS: SearchOptions = { ...SEARCH_QUERY_OPTIONS, fuzzy: false };
const TYPO_OPTIONS: SearchOptions = SEARCH_QUERY_OPTIONS;
const PARTIAL_OPTIONS: SearchOptions = { ...SEARCH_QUERY_OPTIONS, combineWith: 'OR' };
const SEARCH_FIELDS = SEARCH_INDEX_OPTIONS.fields;
/** Fields of the heading tier: a section's own title and its parent headings. */
const HEADING_FIELDS = ['title', 'titles'];

/** How many results the palette lists; a heading tier this long needs no body pass. */
export const MAX_SEARCH_HITS = 40;

/** A term as a pass expands it: exact, with its prefix matches, with its matches at one typo. */
export interface TermExpansion {
  prefix: boolean;
  /** Edit distance allowed; 0 for none. */
  fuzzy: number;
  fields: string[];
}

/**
 * Posting counts of an index's terms, known without reading the postings: content-service
 * reads them with a large site's index (term-stats.ts), as search engines keep document
 * frequencies. Without them a pass counts by walking the postings.
 */
export interface TermStats {
  postings(term: string, expansion: TermExpansion): number;
}

const termStats = new WeakMap<MiniSearch<SearchDocument>, TermStats>();

/** Registers the posting counts of `index` (read with it), so passes skip their counting walks. */
export function useTermStats(index: MiniSearch<SearchDocument>, stats: TermStats): void {
  termStats.set(index, stats);
}

/** The edit distance MiniSearch allows for `fuzzy` on `term` (its own rule: a fraction of the length, or a count). */
function editDistance(term: string, fuzzy: SearchOptions['fuzzy'], maxFuzzy = 6): number {
  if (!fuzzy) return 0;
  const value = fuzzy === true ? 0.2 : (fuzzy as number);
  return value < 1 ? Math.min(maxFuzzy, Math.round(term.length * value)) : value;
}

/** The query's terms as MiniSearch sees them (same tokenizer and term processing). */
const queryTerms = (query: string) => tokenize(query).flatMap((t) => processTerm(t) ?? []);

/** The options MiniSearch applies to term `i` of `terms` (prefix and typo allowance depend on its place). */
function termOptions(pass: SearchOptions, term: string, i: number, terms: string[]): SearchOptions {
  const prefix = typeof pass.prefix === 'function' ? pass.prefix(term, i, terms) : !!pass.prefix;
  const fuzzy = typeof pass.fuzzy === 'function' ? pass.fuzzy(term, i, terms) : (pass.fuzzy ?? false);
  return { ...pass, prefix, fuzzy };
}

/**
 * Calls `visit` with the id of every document a term matches (with its prefix and typo
 * expansions), without scoring any: `boostDocument` sees every posting and, answering 0,
 * stops MiniSearch before it computes a score or allocates a result.
 */
function eachDocument(index: MiniSearch<SearchDocument>, term: string, options: SearchOptions, visit: (id: string) => void): void {
  index.search(term, {
    ...options,
    boostDocument: (id) => {
      visit(id as string);
      return 0;
    },
  });
}

/** Postings (field × document) up to which a pass is plain MiniSearch scoring: every query of a small site (this site's docs have a few hundred a word). */
const SCORED_DIRECTLY = 5_000;
/** Documents scored at most by a pass over a large site (scoring costs a few microseconds each). */
const SCORED_AT_MOST = 250;
/** Documents of the rarest word collected at most, before the other words filter them. */
const COLLECTED_AT_MOST = 8 * SCORED_AT_MOST;

const fieldsByWeight = (pass: SearchOptions): string[] => {
  const boost = pass.boost ?? {};
  return [...(pass.fields ?? SEARCH_FIELDS)].sort((a, b) => (boost[b] ?? 1) - (boost[a] ?? 1));
};

/**
 * One pass, scored by MiniSearch but only over the documents that can be listed. Unscored
 * walks find them first (`boostDocument` answering 0 costs a lookup a posting, where a score
 * costs a few microseconds). Each word's postings are counted (read from the index's
 * TermStats when it has them, walked otherwise); when they are few (a small site) MiniSearch
 * scores the pass as it is. Otherwise the candidates are the rarest word's documents, taken
 * field by field from the heaviest (a title match outranks a body match) and filtered by the
 * other words (AND; the commonest by the scoring pass itself), at most SCORED_AT_MOST of
 * them; or the documents of each word in turn (OR). A query that matches most of a large
 * site ("content module" over 10,000 generated pages) is then ranked among its best-placed
 * matches rather than scored in full.
 */
function searchBounded(index: MiniSearch<SearchDocument>, query: string, pass: SearchOptions, enough: number): SearchResult[] {
  const terms = queryTerms(query);
  const stats = termStats.get(index);
  const fields = fieldsByWeight(pass);
  const words = terms.map((term, i) => {
    const options = termOptions(pass, term, i, terms);
    let postings = 0;
    if (stats) {
      const expansion = { prefix: !!options.prefix, fuzzy: editDistance(term, options.fuzzy, pass.maxFuzzy), fields };
      postings = stats.postings(term, expansion);
    } else {
      eachDocument(index, term, options, () => postings++);
    }
    return { term, options, postings };
  });
  const and = pass.combineWith !== 'OR';
  if (words.length === 0 || (and && words.some((w) => w.postings === 0))) return [];
  if (words.reduce((n, w) => n + w.postings, 0) <= SCORED_DIRECTLY) return index.search(query, pass);
  words.sort((a, b) => a.postings - b.postings);
  let candidates = new Set<string>();
  const collect = (word: (typeof words)[number], limit: number) => {
    for (const field of fields) {
      if (candidates.size >= limit) return;
      eachDocument(index, word.term, { ...word.options, fields: [field] }, (id) => {
        if (candidates.size < limit) candidates.add(id);
      });
    }
  };
  const score = () => index.search(query, { ...pass, boostDocument: (id) => (candidates.has(id as string) ? 1 : 0) });
  if (!and) {
    for (const word of words) collect(word, SCORED_AT_MOST);
    return score();
  }
  collect(words[0]!, COLLECTED_AT_MOST);
  // Few enough to score: MiniSearch's own AND keeps those with every word.
  if (candidates.size <= SCORED_AT_MOST) return score();
  // More: the other words filter them first, all but the commonest, whose walk the scoring
  // pass makes anyway (its AND drops those without it).
  const keep = (word: (typeof words)[number]) => {
    const shared = new Set<string>();
    eachDocument(index, word.term, word.options, (id) => {
      if (candidates.has(id)) shared.add(id);
    });
    candidates = shared;
  };
  for (const word of words.slice(1, -1)) {
    keep(word);
    if (candidates.size === 0) return [];
  }
  const unfiltered = candidates;
  if (candidates.size > SCORED_AT_MOST) candidates = new Set([...candidates].slice(0, SCORED_AT_MOST));
  const results = score();
  // The commonest word missing from most of the first ones: filter by it too and score again.
  if (words.length > 1 && unfiltered.size > SCORED_AT_MOST && results.length < enough) {
    candidates = unfiltered;
    keep(words.at(-1)!);
    if (candidates.size > SCORED_AT_MOST) candidates = new Set([...candidates].slice(0, SCORED_AT_MOST));
    return score();
  }
  return results;
}

/**
 * Searches the docs index in passes, each only when the one before found nothing: every
 * word exactly (AND); every word allowing one typo in words of five letters or more; then
 * the best partial matches (OR, typos allowed), ranked by how many words they match and
 * where, so a reader never faces an empty list for a fair question.
 *
 * Each pass looks at headings first (title and parent titles, whose postings are short),
 * and reads body text only when the headings give fewer than `enough` results: heading
 * matches are listed above body matches, and on a large site a common word's postings
 * in the body (one section in six for "content" over 10,000 pages) are not scored for a
 * list the headings already fill.
 */
export function searchDocs(index: MiniSearch<SearchDocument>, query: string, enough = MAX_SEARCH_HITS): SearchResult[] {
  for (const pass of [EXACT_OPTIONS, TYPO_OPTIONS, PARTIAL_OPTIONS]) {
    const headings = searchBounded(index, query, { ...pass, fields: HEADING_FIELDS }, enough);
    if (headings.length >= enough) return headings;
    const all = searchBounded(index, query, pass, enough);
    if (all.length === 0 && headings.length === 0) continue;
    const listed = new Set(headings.map((r) => r.id));
    return [...headings, ...all.filter((r) => !listed.has(r.id))];
  }
  return [];
}
