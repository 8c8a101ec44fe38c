/** Headline text of the landing blocks, kept apart from their zod reader so views need no schema code. */

/**
 * Splits a headline around its highlighted word so the word can be coloured: the first
 * occurrence wins; without a highlight, or when the title does not contain it, the whole
 * title is plain.
 */
export function splitHighlight(title: string, highlight: string | undefined): [before: string, highlight: string, after: string] {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return [title, '', ''];
  return [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}
