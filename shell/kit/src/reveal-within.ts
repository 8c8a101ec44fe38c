/**
 * Scrolls `scroller` (and nothing else: not the page) so that `item` inside it is in view,
 * centred, when it is not already: the drawer opening at the page being read, the phone
 * "On this page" panel opening at the section being read. `scrollIntoView` would scroll
 * every scrolling ancestor, the page behind an overlay included.
 */
export function revealWithin(scroller: HTMLElement, item: Element | null | undefined): void {
  if (!item) return;
  const box = scroller.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  if (target.top >= box.top && target.bottom <= box.bottom) return;
  scroller.scrollTop += target.top - box.top - (box.height - target.height) / 2;
}

/** The nearest ancestor of `element` that scrolls its content vertically (the sidebar, the drawer), if any. */
export function scrollingAncestor(element: Element): HTMLElement | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && at.scrollHeight > at.clientHeight) return at;
  }
  return null;
}
