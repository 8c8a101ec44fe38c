/**
 * After a client navigation, a keyboard or screen-reader reader is where a full page load
 * would have put them: focus on the new page's h1 (or on <main> when the page has none),
 * without scrolling, and the new title read out through the page's one polite live region.
 * Elements are found through Document.prototype (content cannot shadow it, see dom-anchors.ts).
 *
 * A modal still open (the phone menu a link was chosen in, closing as the page changes)
 * traps focus and hands it back to its toggle when it closes, so focus moves once no modal
 * is left in the page.
 */
import { announce } from '@site/kit';
import { focusWithoutScroll } from './scroll-to-fragment.ts';

const querySelector = Document.prototype.querySelector;
const OPEN_MODAL = '[aria-modal="true"]:not([hidden])';

let pending: MutationObserver | null = null;

/** Runs `move` now, or once the last open modal has left the page (the latest call wins). */
export function whenNoModal(move: () => void): void {
  pending?.disconnect();
  pending = null;
  if (!querySelector.call(document, OPEN_MODAL)) {
    move();
    return;
  }
  const observer = new MutationObserver(() => {
    if (querySelector.call(document, OPEN_MODAL)) return;
    observer.disconnect();
    if (pending === observer) pending = null;
    move();
  });
  pending = observer;
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'hidden'] });
}

export function focusPageStart(): void {
  const target = querySelector.call(document, 'main h1') ?? querySelector.call(document, 'main');
  if (target instanceof HTMLElement) focusWithoutScroll(target);
}

export function announcePage(title: string): void {
  announce(title);
}
