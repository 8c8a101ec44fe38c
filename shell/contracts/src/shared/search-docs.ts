/**
 * The docs search itself, the same in the palette (over a downloaded index) and in
 * content-service (over its copy of a large site's index): MiniSearch's scoring, driven in
 * passes and tiers so that a query over tens of thousands of sections stays in milliseconds.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import { processTerm, SEARCH_QUERY_OPTIONS, type SearchDocument, tokenize } from './search-tokenizer.ts';

/** The exact pass: no typo expansion. */
const EXACT_OPTIONS: SearchOptions = { ...SEARCH_QUERY_OPTIONS, fuzzy: false };
const TYPO_OPTIONS: SearchOptions = SEARCH_QUERY_OPTIONS;
const PARTIAL_OPTIONS: SearchOptions = { ...SEARCH_QUERY_OPTIONS, combineWith: 'OR' };
/** Fields of the heading tier: a section's own title and its parent headings. */
const HEADING_FIELDS = ['title', 'titles'];

/** How many results the palette lists; a heading tier this long needs no body pass. */
export const MAX_SEARCH_HITS = 40;

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

/**
 * Every word (AND), scored as MiniSearch scores it, but only for documents that have them
 * all. Unscored passes find those first: each word's postings are counted, the rarest
 * word's documents collected, and each other word keeps only the documents it shares with
 * them, rarest first. So the common words of a large site ("content", "in") cost a set
 * lookup per posting, and only the documents that have every word are scored.
 */
function searchAll(index: MiniSearch<SearchDocument>, query: string, pass: SearchOptions): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length < 2) return index.search(query, pass);
  const words = terms.map((term, i) => {
    const options = termOptions(pass, term, i, terms);
    let postings = 0;
    eachDocument(index, term, options, () => postings++);
    return { term, options, postings };
  });
  if (words.some((w) => w.postings === 0)) return [];
  words.sort((a, b) => a.postings - b.postings);
  let both = new Set<string>();
  eachDocument(index, words[0]!.term, words[0]!.options, (id) => both.add(id));
  for (const { term, options } of words.slice(1)) {
    const shared = new Set<string>();
    eachDocument(index, term, options, (id) => {
      if (both.has(id)) shared.add(id);
    });
    both = shared;
    if (both.size === 0) return [];
  }
  return index.search(query, { ...pass, boostDocument: (id) => (both.has(id as string) ? 1 : 0) });
}

const run = (index: MiniSearch<SearchDocument>, query: string, pass: SearchOptions) =>
  pass.combineWith === 'OR' ? index.search(query, pass) : searchAll(index, query, pass);

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
    const headings = run(index, query, { ...pass, fields: HEADING_FIELDS });
    if (headings.length >= enough) return headings;
    const all = run(index, query, pass);
    if (all.length === 0 && headings.length === 0) continue;
    const listed = new Set(headings.map((r) => r.id));
    return [...headings, ...all.filter((r) => !listed.has(r.id))];
  }
  return [];
}
