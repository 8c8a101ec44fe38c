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

/** Han, kana, Hangul and the prolonged-sound mark (ー, script "Common" but part of kana words). */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc';
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u');
/**
 * A CJK run, or a word of letters, digits, marks and `_` that contains no CJK character.
 * CJK characters are letters too, so without the lookahead `SQLで検索` would be one word
 * and a search for 検索 would miss it.
 */
const TOKEN = new RegExp(`[${CJK}]+|(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}_])+`, 'gu');

/**
 * Splits text into search terms: words for alphabetic scripts, overlapping bigrams for each
 * CJK run (a one-character run stays one term). NFKC first, so full-width Latin and
 * half-width kana match their usual forms.
 */
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

/**
 * English words that occur on nearly every page: they never tell pages apart, and a query
 * containing one would otherwise score every section of a large site. Words the docs use as
 * operators or keywords (in, not, and, or, where, order, select) are kept.
 */
const STOP_WORDS = new Set([
  'the',
  'an',
  'of',
  'to',
  'for',
  'from',
  'with',
  'by',
  'is',
  'are',
  'be',
  'it',
  'its',
  'as',
  'at',
  'this',
  'that',
  'your',
  'you',
  'how',
  'what',
  'can',
  'do',
  'does',
  'on',
  'into',
  'when',
  'which',
  'will',
  'if',
  'then',
  'than',
]);

/** Lower-cases terms; drops one-letter Latin terms and English stop words that only add noise. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (STOP_WORDS.has(t)) return null;
  return t.length < 2 && !CJK_CHAR.test(t) && !/\p{N}/u.test(t) ? null : t;
}

/** A search document: one docs page or one of its sections (spec §3 search index entry). */
export type SearchDocument = SearchSection;

/** Characters of a section's text kept in the index for the palette's excerpt. */
export const SEARCH_EXCERPT_CHARS = 140;

/** A section's text as the palette shows it: one line, cut at SEARCH_EXCERPT_CHARS. */
export function searchExcerpt(text: string | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > SEARCH_EXCERPT_CHARS ? `${clean.slice(0, SEARCH_EXCERPT_CHARS)}…` : clean;
}

/** Fields stored in the index and returned with each result. */
export type SearchResultFields = Pick<SearchSection, 'id' | 'title' | 'level'> & { excerpt: string };

export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'titles', 'content'],
  // Only what a result row shows: the excerpt rather than the whole text keeps the index
  // (downloaded by the palette, held in memory by content-service) about half the size.
  storeFields: ['title', 'level', 'excerpt'],
  extractField: (document, field) =>
    field === 'excerpt' ? searchExcerpt(document.content) : (document as unknown as Record<string, unknown>)[field],
  tokenize,
  processTerm,
  // Parent titles are indexed as one text but stored as the array they are.
  stringifyField: (value) => (Array.isArray(value) ? value.join(' ') : String(value ?? '')),
};

/**
 * Query-time options: titles and headings weigh more than body text, the word being typed
 * (the last one) matches as a prefix, and a word of five or more letters matches with one
 * typo (`deploymnt`).
 */
export const SEARCH_QUERY_OPTIONS: SearchOptions = {
  boost: { title: 4, titles: 2, content: 1 },
  prefix: (_term, i, terms) => i === terms.length - 1,
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  combineWith: 'AND',
};
