/**
 * Lands on the element a URL fragment names: a heading's generated id or the content's own
 * (prefixed) id, found without asking the document by a bare id (see dom-anchors.ts). The
 * page's `scroll-padding-top` (the sticky header's measured height plus a margin, see
 * sticky-offset.ts) keeps the heading below the header.
 *
 * When the reader followed a link (a table-of-contents entry, a heading's anchor, a search
 * result), focus moves to the target too: the next Tab continues from the heading, and a
 * screen reader reads it, instead of staying on the link that was left behind.
 */
import { anchorTarget } from './dom-anchors.ts';

/** Focuses `el` without scrolling, making it focusable from script first when it is not. */
export function focusWithoutScroll(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

export function scrollToFragment(hash: string, opts: { focus?: boolean } = {}): boolean {
  const target = anchorTarget(hash);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  if (opts.focus) focusWithoutScroll(target);
  return true;
}
