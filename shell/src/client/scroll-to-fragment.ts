/**
 * Scrolls to the element a URL fragment names: a heading's generated id or the content's own
 * (prefixed) id, found without asking the document by a bare id (see dom-anchors.ts). The
 * page's `scroll-padding-top` (the sticky header's height plus a margin) keeps the heading
 * below the header.
 */
import { anchorTarget } from './dom-anchors.ts';

export function scrollToFragment(hash: string): boolean {
  const target = anchorTarget(hash);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}
