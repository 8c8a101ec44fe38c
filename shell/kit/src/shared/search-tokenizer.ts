/**
 * The one tokenizer and MiniSearch option set of the docs search index. content-service
 * builds and serialises the index with `SEARCH_INDEX_OPTIONS`; the browser's search palette
 * loads it with the same options (MiniSearch.loadJSON needs identical fields and
 * tokenizer), so a query is split exactly like the indexed text.
 *
 * CJK text has no spaces between words, so runs of Han, kana and Hangul are indexed as
 * overlapping character pairs (bigrams): deterministic on every engine, unlike
 * dictionary-based segmenters whose output differs between Node and browsers.
 */
import type { Options, SearchOptions } from 'minisearch';
import type { SearchSection } from './collections.ts';

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Letters, digits and marks form words; CJK runs are caught first so they can be split. */
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+|[\p{L}\p{N}\p{M}_]+/gu;

/** Splits text into search terms: words for alphabetic scripts, bigrams for CJK runs. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.normalize('NFKC').matchAll(TOKEN)) {
    const run = match[0];
    if (!CJK_CHAR.test(run)) {
      out.push(run);
      continue;
    }
    const chars = Array.from(run);
    if (chars.length === 1) out.push(run);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

/** Lower-cases terms; drops one-letter Latin terms that only add noise. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return t.length < 2 && !CJK_CHAR.test(t) && !/\p{N}/u.test(t) ? null : t;
}

/** A search document: one docs page or one of its sections (spec §3 search index entry). */
export type SearchDocument = SearchSection;

/** Fields stored in the index and returned with each result. */
export type SearchResultFields = Pick<SearchSection, 'id' | 'title' | 'titles' | 'content' | 'level'>;

export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'titles', 'content'],
  storeFields: ['title', 'titles', 'content', 'level'],
  tokenize,
  processTerm,
  extractField: (doc, field) => {
    const value = (doc as unknown as Record<string, unknown>)[field];
    return Array.isArray(value) ? value.join(' ') : (value as string);
  },
};

/** Query-time options: titles weigh most, prefixes match while typing, small typos tolerated. */
export const SEARCH_QUERY_OPTIONS: SearchOptions = {
  boost: { title: 3, titles: 1.5, content: 1 },
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
};
