/**
 * The search tokenizer shared by the index build and the browser search palette (both must
 * split text the same way, or queries miss). Words are runs of letters, marks and digits;
 * Chinese, Japanese and Korean have no spaces between words, so each CJK run is indexed as
 * overlapping character bigrams (a one-character run stays one token). A query tokenised the
 * same way then matches any substring of two or more characters.
 *
 * Dependency-free on purpose, so it can be bundled for the browser as is.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const WORD_OR_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+|[\p{L}\p{M}\p{N}_]+/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD_OR_CJK)) {
    const run = match[0];
    if (!CJK.test(run[0]!)) {
      tokens.push(run);
      continue;
    }
    const chars = Array.from(run);
    if (chars.length === 1) tokens.push(run);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  }
  return tokens;
}

/** Lower-cases terms; returns null (drop) for nothing. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length ? lower : null;
}

/** Options the index is built with; pass the same ones (plus tokenize/processTerm) to MiniSearch.loadJSON. */
export const SEARCH_INDEX_OPTIONS = {
  idField: 'id',
  fields: ['title', 'titles', 'content'],
  storeFields: ['title', 'titles', 'level'],
} as const;
