import type { MinimarkNode } from '@site/contracts';

/** HTML phrasing elements (and the inline `badge` component): text runs on inside them, no word break. */
export const PHRASING_TAGS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'tt',
  'strike',
  'badge',
]);

/**
 * Written text of a node (template slots included, nothing for void elements): what heading
 * ids are made from. What a reader sees, with the text components show from a prop, is
 * `shownTextOf` of the contracts.
 */
export function textOf(node: MinimarkNode): string {
  if (typeof node === 'string') return node;
  let text = '';
  for (let i = 2; i < node.length; i++) text += textOf(node[i] as MinimarkNode);
  return text;
}

/** Collapses runs of whitespace, as a browser shows text. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * What GFM footnotes add around the author's notes, in English on every locale: the notes'
 * label for screen readers (`{clobberPrefix}footnote-label`) and the back links (`↩`). The
 * renderer shows them in the reader's language; a search text or summary leaves them out.
 */
export function isFootnoteChrome(node: MinimarkNode): boolean {
  if (typeof node === 'string') return false;
  const props = node[1];
  if (node[0] === 'a') return 'data-footnote-backref' in props;
  return typeof props.id === 'string' && props.id.endsWith('footnote-label') && props.class === 'sr-only';
}

const HEADING_TAG = /^h([1-6])$/;

export function headingLevel(node: MinimarkNode): number {
  if (typeof node === 'string') return 0;
  const match = HEADING_TAG.exec(node[0]);
  return match ? Number(match[1]) : 0;
}
