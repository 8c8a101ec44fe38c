/**
 * Accent folding finds `viet` for `Việt` and `ubersicht` for `Übersicht`, but in Vietnamese
 * (and wherever accents tell words apart: `ma`, `má`, `mà`; `Maße`, `Masse`) a reader who
 * typed the accents means that word. The index records each word's exact spelling beside its
 * folded one (search-tokenizer.ts, `exactSpelling`); here the results found by folding are
 * ordered so that those matching more of the query's words as typed come first, the
 * relevance order kept among equals.
 */
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { type IndexState, stateOf, type TermPostings } from './search-postings.ts';
import { EXACT_MARK, exactSpelling, exactTerm, processTerm, tokenize } from './search-tokenizer.ts';

/** Exact spellings of a word a still-typed prefix may be read as, at most (a prefix of one letter matches many). */
const PREFIX_SPELLINGS_AT_MOST = 200;

/** Documents holding the word as typed; null when its spelling tells no documents apart. */
function exactDocuments(state: IndexState, typed: string, isPrefix: boolean): Set<number> | null {
  const folded = processTerm(typed);
  if (folded === null) return null;
  const exact = exactTerm(typed);
  const docs = new Set<number>();
  const addAll = (postings: TermPostings) => {
    for (const freqs of postings.values()) for (const doc of freqs.keys()) docs.add(doc);
  };
  if (exact !== folded) {
    // Typed with accents: the documents that wrote them so.
    const found = state._index.get(exactSpelling(folded, exact));
    if (found) addAll(found);
    if (isPrefix) {
      // Being typed: any word that starts with the typed spelling (`tiế` for `tiếng`).
      let seen = 0;
      for (const [term, postings] of state._index.atPrefix(`${EXACT_MARK}${folded}`)) {
        if (++seen > PREFIX_SPELLINGS_AT_MOST) break;
        const spelled = term.slice(term.indexOf(EXACT_MARK, 1) + 1);
        if (spelled.startsWith(exact)) addAll(postings);
      }
    }
    return docs;
  }
  // Typed without accents, still being typed: its accents may be yet to come.
  if (isPrefix) return null;
  // Typed without accents: documents that wrote it so somewhere, i.e. more often (in a field)
  // than all its accented spellings together. None of those: it tells nothing apart.
  const plain = state._index.get(folded);
  const accented = [...state._index.atPrefix(exactSpelling(folded, ''))].map(([, postings]) => postings);
  if (!plain || accented.length === 0) return null;
  for (const [field, freqs] of plain) {
    for (const [doc, count] of freqs) {
      let spelledOtherwise = 0;
      for (const postings of accented) spelledOtherwise += postings.get(field)?.get(doc) ?? 0;
      if (count > spelledOtherwise) docs.add(doc);
    }
  }
  return docs;
}

/** A query that ends after its last word (a space, a punctuation mark): that word is whole. */
const ENDS_WORD = /[\s\p{P}]$/u;

/**
 * `results` (found by folding) with those matching more of the query's words as typed first;
 * otherwise in their order. The last word, still being typed, counts by its prefix.
 */
export function exactAccentOrder<T>(index: MiniSearch<T>, query: string, results: SearchResult[]): SearchResult[] {
  if (results.length < 2) return results;
  const state = stateOf(index);
  const words = tokenize(query);
  const typing = !ENDS_WORD.test(query);
  const tests = words.flatMap((word, i) => exactDocuments(state, word, typing && i === words.length - 1) ?? []);
  if (tests.length === 0) return results;
  const exactWords = (result: SearchResult) => {
    const doc = state._idToShortId.get(result.id);
    return doc === undefined ? 0 : tests.filter((docs) => docs.has(doc)).length;
  };
  return results
    .map((result, at) => ({ result, at, exact: exactWords(result) }))
    .sort((a, b) => b.exact - a.exact || a.at - b.at)
    .map((r) => r.result);
}
