/**
 * The docs search itself, run by the palette over the parts of the index its query needs
 * (split-search.ts): MiniSearch's scoring, driven in passes and tiers so that a query over
 * tens of thousands of sections stays in milliseconds.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import {
  closestExpansions,
  combinesWithAnd,
  documentTest,
  postingCount,
  postingsIn,
  type QueryWord,
  queryWords,
  scoreDocuments,
} from './search-postings.ts';
import { exactAccentOrder } from './search-accents.ts';
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

/** The query's terms as MiniSearch sees them (same tokenizer and term processing). */
export const queryTerms = (query: string) => tokenize(query).flatMap((t) => processTerm(t) ?? []);

/** Postings (field × document) up to which a pass is plain MiniSearch scoring: every query of a small site (this site's docs have a few hundred a word). */
const SCORED_DIRECTLY = 2_000;
/** Documents scored at most by a pass over a large site. */
const SCORED_AT_MOST = 250;
/** Index terms a word's prefix or typos expand to at most in a pass over a large site (closestExpansions). */
const EXPANSIONS_AT_MOST = 50;

const fieldsByWeight = (pass: SearchOptions, fields: string[]): string[] => {
  const boost = pass.boost ?? {};
  return [...fields].sort((a, b) => (boost[b] ?? 1) - (boost[a] ?? 1));
};

/**
 * One pass, scored as MiniSearch scores it but only over the documents that can be listed.
 * Each word's postings are counted from the index (with its prefix and typo expansions);
 * when they are few (a small site) MiniSearch scores the pass itself. Otherwise the
 * candidates are the first SCORED_AT_MOST documents of the rarest word, taken field by
 * field from the heaviest (a title match outranks a body match), that hold every other word
 * too (AND); or the documents of each word in turn (OR). Only they are scored
 * (search-postings.ts), so a query whose words most of a large site shares ("section 3 of
 * page 42" over 10,000 generated pages) costs what its rarest word costs, not what its
 * commonest does. Each word keeps its EXPANSIONS_AT_MOST closest expansions there.
 */
function searchBounded(index: MiniSearch<SearchDocument>, query: string, expanded: QueryWord[], pass: SearchOptions): SearchResult[] {
  const fields = [...(pass.fields ?? SEARCH_FIELDS)];
  const and = combinesWithAnd(pass);
  let words = expanded.map((word) => ({ word, postings: postingCount(index, word, fields) }));
  if (words.length === 0 || (and && words.some((w) => w.postings === 0))) return [];
  if (words.reduce((n, w) => n + w.postings, 0) <= SCORED_DIRECTLY) return index.search(query, pass);
  // Counted again only where expansions were dropped.
  words = words.map((w) => {
    const closest = closestExpansions(w.word, EXPANSIONS_AT_MOST);
    return closest === w.word ? w : { word: closest, postings: postingCount(index, closest, fields) };
  });
  const [rarest, ...others] = [...words].sort((a, b) => a.postings - b.postings);
  const candidates = new Set<number>();
  const heaviestFirst = fieldsByWeight(pass, fields);
  if (and) {
    const holdsAll = others.map(({ word, postings }) => documentTest(index, word, fields, postings));
    collect: for (const field of heaviestFirst) {
      for (const docs of postingsIn(index, rarest!.word, field)) {
        for (const doc of docs.keys()) {
          if (candidates.has(doc) || !holdsAll.every((holds) => holds(doc))) continue;
          if (candidates.add(doc).size >= SCORED_AT_MOST) break collect;
        }
      }
    }
  } else {
    collect: for (const { word } of [rarest!, ...others]) {
      for (const field of heaviestFirst) {
        for (const docs of postingsIn(index, word, field)) {
          for (const doc of docs.keys()) if (candidates.add(doc).size >= SCORED_AT_MOST) break collect;
        }
      }
    }
  }
  return scoreDocuments(
    index,
    words.map((w) => w.word),
    candidates,
    pass,
    fields,
  );
}

/**
 * Searches the docs index in passes, each only when the one before found nothing: every
 * word exactly (AND); every word allowing one typo in words of five letters or more; then
 * the best partial matches (OR, typos allowed), ranked by how many words they match and
 * where, so a reader never faces an empty list for a fair question.
 *
 * Matches of the words as typed, accents included, come first (exactAccentOrder).
 *
 * Each pass looks at headings first (title and parent titles, whose postings are short),
 * and reads body text only when the headings give fewer than `enough` results: heading
 * matches are listed above body matches, and on a large site a common word's postings
 * in the body (one section in six for "content" over 10,000 pages) are not scored for a
 * list the headings already fill.
 *
 * `exactOnly`: the first pass alone, which needs no typo matches (split-search.ts loads the
 * terms typos could match only when it finds nothing).
 */
export function searchDocs(index: MiniSearch<SearchDocument>, query: string, enough = MAX_SEARCH_HITS, exactOnly = false): SearchResult[] {
  const terms = queryTerms(query);
  // The typo and partial passes expand words alike (they differ in AND and OR): expanded once.
  let typoWords: QueryWord[] | undefined;
  const wordsOf = (pass: SearchOptions) => {
    if (pass === EXACT_OPTIONS) return queryWords(index, terms, pass);
    typoWords = typoWords ?? queryWords(index, terms, TYPO_OPTIONS);
    return typoWords;
  };
  for (const pass of exactOnly ? [EXACT_OPTIONS] : [EXACT_OPTIONS, TYPO_OPTIONS, PARTIAL_OPTIONS]) {
    const words = wordsOf(pass);
    const headings = searchBounded(index, query, words, { ...pass, fields: HEADING_FIELDS });
    if (headings.length >= enough) return exactAccentOrder(index, query, headings);
    const all = searchBounded(index, query, words, pass);
    if (all.length === 0 && headings.length === 0) continue;
    const listed = new Set(headings.map((r) => r.id));
    return exactAccentOrder(index, query, [...headings, ...all.filter((r) => !listed.has(r.id))]);
  }
  return [];
}
