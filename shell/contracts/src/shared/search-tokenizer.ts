/**
 * The one tokenizer and MiniSearch option set of the docs search index. content-service
 * builds and serialises the index with `SEARCH_INDEX_OPTIONS`; the browser's search palette
 * loads it with the same options (MiniSearch.loadJSON needs identical fields and
 * tokenizer), so a query is split exactly like the indexed text.
 *
 * CJK, Thai, Khmer and the other scripts without spaces between words are indexed as
 * overlapping character pairs (bigrams): deterministic on every engine, unlike
 * dictionary-based segmenters whose output differs between Node and browsers.
 */
import type { Options, SearchOptions } from 'minisearch';
import type { SearchSection } from './collections.ts';

/** Han, kana, Hangul and the prolonged-sound mark (ー, script "Common" but part of kana words). */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc';
/**
 * The other scripts written without spaces between words (Thai, Lao, Khmer, Myanmar and the
 * Tai scripts). Their runs are indexed as overlapping pairs of letters too, each letter with
 * the vowel and tone marks written on it, since a word can start anywhere in a run.
 */
const UNSPACED =
  '\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}\\p{Script=Tai_Tham}\\p{Script=Tai_Le}\\p{Script=New_Tai_Lue}';
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u');
/** A character of a script without spaces: such a term is whole even when short, and never typo-matched. */
const UNSPACED_CHAR = new RegExp(`[${CJK}${UNSPACED}]`, 'u');
/**
 * A CJK run, a run of another unspaced script, or a word of letters, digits, marks and `_`
 * that contains neither. CJK characters are letters too, so without the lookahead `SQLで検索`
 * would be one word and a search for 検索 would miss it.
 */
const TOKEN = new RegExp(`[${CJK}]+|[${UNSPACED}]+|(?:(?![${CJK}${UNSPACED}])[\\p{L}\\p{N}\\p{M}_])+`, 'gu');
/** A letter with the marks written on it (a mark at the start of a run stands alone). */
const LETTER_WITH_MARKS = /\P{M}\p{M}*|\p{M}+/gu;
/**
 * Invisible format characters inside words: the zero-width non-joiner of Persian
 * (`می‌دهد`, often typed without it), joiners, soft hyphens, bidi marks. Dropped, so a word
 * is one term however it was typed; the zero-width space is a word break and becomes a space.
 */
const FORMAT_CHARS = /\p{Cf}/gu;
const ZERO_WIDTH_SPACE = /\u200b/g;

/**
 * Splits text into search terms: words for alphabetic scripts, overlapping pairs of letters
 * for each run of a script without spaces (a one-letter run stays one term). NFKC first, so
 * full-width Latin and half-width kana match their usual forms.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const clean = text.normalize('NFKC').replace(ZERO_WIDTH_SPACE, ' ').replace(FORMAT_CHARS, '');
  for (const match of clean.matchAll(TOKEN)) {
    const run = match[0];
    if (!UNSPACED_CHAR.test(run)) {
      out.push(run);
      continue;
    }
    const letters = CJK_CHAR.test(run) ? Array.from(run) : (run.match(LETTER_WITH_MARKS) ?? []);
    if (letters.length === 1) out.push(run);
    for (let i = 0; i + 1 < letters.length; i++) out.push(letters[i]! + letters[i + 1]!);
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

/**
 * Marks that are optional vowel points, left out by most writers and readers alike (Arabic
 * harakat, Hebrew niqqud): never a difference between two words a reader means.
 */
const VOWEL_POINTS = /([\p{Script=Arabic}\p{Script=Hebrew}])\p{M}+/gu;
/**
 * Accents of the alphabets whose readers often type without them (`ubersicht`,
 * `configuracao`). They are folded away for matching, yet in some languages they tell
 * words apart (Vietnamese `ma`, `má`, `mà`, `mã`; Greek `πότε`, `ποτέ`; Russian `все`,
 * `всё`): the exact spelling is indexed too, and ranks first (exactAccentOrder).
 * Marks of other scripts (Devanagari, Bengali, Thai vowel signs) spell the word and stay.
 */
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
/**
 * Arabic-script letters whose regional forms are typed interchangeably (Persian ی/ک against
 * Arabic ي/ك, alef wasla, the kashida stretch): one spelling, even an exact one.
 */
const ARABIC_FORMS: Record<string, string> = {
  '\u0649': '\u064a', // ى alef maksura
  '\u06cc': '\u064a', // ی Farsi yeh
  '\u06a9': '\u0643', // ک keheh
  '\u0671': '\u0627', // ٱ alef wasla
  '\u0640': '', // ـ tatweel
};
/**
 * Latin letters with no decomposition, folded like accents (`strasse` finds `Straße`), and
 * like accents kept in the exact spelling: `Maße` and `Masse`, `sık` and `sik` are words apart.
 */
const LATIN_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const lettersOf = (folds: Record<string, string>) => new RegExp(`[${Object.keys(folds).join('')}]`, 'gu');
const ARABIC_FORM = lettersOf(ARABIC_FORMS);
const LATIN_FOLD = lettersOf(LATIN_FOLDS);
const DIGIT = /\p{Nd}/gu;
/** `İ` lower-cased without a locale: `i` and a combining dot, which Turkish writes as plain `i`. */
const DOTTED_I = /i\u0307/g;
const PLAIN = /^[ -~]*$/;

/** A decimal digit of any script as its ASCII digit (Persian ۲۰ and Devanagari २० are 20). */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  // Unicode encodes each script's digits 0-9 as one run of ten: step back to its zero.
  let zero = code;
  while (zero > code - 9 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String(code - zero);
}

/**
 * A word as written, up to what never tells words apart: case, vowel points, Arabic-script
 * letter forms, the script of its digits. Accents stay.
 */
export function exactTerm(term: string): string {
  const lower = term.toLowerCase();
  // Most terms of most sites are plain ASCII: nothing to fold.
  if (PLAIN.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(VOWEL_POINTS, '$1')
    .replace(DOTTED_I, 'i')
    .normalize('NFC')
    .replace(ARABIC_FORM, (letter) => ARABIC_FORMS[letter]!)
    .replace(DIGIT, (digit) => (digit < '0' || digit > '9' ? asciiDigit(digit) : digit));
}

/**
 * One spelling per word, for the index and the query alike: the exact spelling with accents
 * dropped and interchangeable letters made one.
 */
function foldTerm(term: string): string {
  const exact = exactTerm(term);
  if (PLAIN.test(exact)) return exact;
  return exact
    .normalize('NFD')
    .replace(ACCENTED, '$1')
    .normalize('NFC')
    .replace(LATIN_FOLD, (letter) => LATIN_FOLDS[letter]!);
}

/** Folds terms (foldTerm); drops one-letter Latin terms and English stop words that only add noise. */
export function processTerm(term: string): string | null {
  const t = foldTerm(term);
  if (STOP_WORDS.has(t)) return null;
  return t.length < 2 && !UNSPACED_CHAR.test(t) && !/\p{N}/u.test(t) ? null : t;
}

/**
 * Starts every index term that records an exact spelling: no query term holds it (the
 * tokenizer keeps letters, digits and marks only), so plain, prefix and typo matches never
 * reach these terms (a typo match is one edit, and this character is one already).
 */
export const EXACT_MARK = '\u0001';

/** The index term recording that `exact` (an exact spelling) was written for the folded `folded`. */
export const exactSpelling = (folded: string, exact: string) => `${EXACT_MARK}${folded}${EXACT_MARK}${exact}`;

/**
 * Arabic writes the article and some particles joined to the word's front: `التثبيت` is "the
 * installation", `والتثبيت` "and the installation", `بالتثبيت` "with the installation", `للتثبيت`
 * "for the installation" (لل: ل with the article's alef dropped). A reader searches the bare
 * word (`تثبيت`), which matched none of them. Longest first; a word keeps at least two letters.
 */
const ARABIC_ARTICLES = ['وال', 'بال', 'كال', 'فال', 'ال', 'لل'];
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;

/** The word without its joined article (`التثبيت` → `تثبيت`), or null when it has none. */
function withoutArabicArticle(folded: string): string | null {
  if (!ARABIC_WORD.test(folded)) return null;
  const article = ARABIC_ARTICLES.find((a) => folded.startsWith(a) && folded.length - a.length >= 2);
  return article ? folded.slice(article.length) : null;
}

/**
 * Index terms of a word: its folded spelling, and its exact spelling when folding changed
 * it beyond case (`việt` gives `viet` and the mark of `việt`); an Arabic word with a joined
 * article also as the bare word. Queries use processTerm.
 */
function indexTerms(term: string): string[] | null {
  const folded = processTerm(term);
  if (folded === null) return null;
  const exact = exactTerm(term);
  const terms = exact === folded ? [folded] : [folded, exactSpelling(folded, exact)];
  const bare = withoutArabicArticle(folded);
  if (bare) terms.push(bare);
  return terms;
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
  processTerm: indexTerms,
  // A query is folded only: its exact spelling ranks the matches (exactAccentOrder).
  searchOptions: { processTerm },
  // Parent titles are indexed as one text but stored as the array they are.
  stringifyField: (value) => (Array.isArray(value) ? value.join(' ') : String(value ?? '')),
};

/**
 * Query-time options: titles and headings weigh more than body text, the word being typed
 * (the last one) matches as a prefix, and a word of five or more letters matches with one
 * typo (`deploymnt`).
 */
export const SEARCH_QUERY_OPTIONS: SearchOptions = {
  processTerm,
  boost: { title: 4, titles: 2, content: 1 },
  prefix: (_term, i, terms) => i === terms.length - 1,
  // Pairs of letters of a script without spaces are no words a typo could be made in.
  fuzzy: (term) => (term.length >= 5 && !UNSPACED_CHAR.test(term) ? 1 : false),
  combineWith: 'AND',
};
