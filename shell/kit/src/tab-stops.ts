/**
 * The page's tab stops in document order, for widgets that take Tab over and must hand it back
 * as the browser would have moved it (a menu that Tab closes, APG menu button pattern).
 * Positive tabindex orders are not honoured: the site writes none.
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(', ');

function isTabStop(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert]')) return false;
  // Not rendered (display: none, a closed <details>' content) or hidden.
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * The tab stop after `from` in document order (before it when `backwards`), or null at either
 * end. Stops inside `leaving` (the menu being closed, itself a stop while open) are passed over.
 */
export function adjacentTabStop(from: Element, backwards = false, leaving?: Element): HTMLElement | null {
  const stops = [...from.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el === from || (isTabStop(el) && !leaving?.contains(el)),
  );
  const at = stops.indexOf(from as HTMLElement);
  if (at < 0) return null;
  return stops[backwards ? at - 1 : at + 1] ?? null;
}
