/**
 * What covers the top of the page when it scrolls: the sticky header and, on a docs page
 * below the large breakpoint, the closed "On this page" row under it. Elements that stick
 * at the top carry `data-sticky-offset`; their rendered heights are summed into
 * `--site-sticky-offset` on <html>, which the page's `scroll-padding-top` uses, so a heading
 * reached by a fragment lands fully below them at every width and zoom (at 400% zoom, on a
 * 320 × 256 CSS-pixel viewport, the header and that row take over 100 px). Without this
 * script the padding falls back to the header's nominal height.
 *
 * A first load costs no main-thread work of its own: the heights are read when the browser
 * has laid the page out anyway (the ResizeObserver's first call, before the first paint),
 * not by forcing a layout while the page's first script runs, unless a fragment is about to
 * be scrolled to. And the variable is written only when the sum differs from what the CSS
 * already gives: a custom property set on <html> is inherited by every element, so each
 * write restyles the whole document, and on most pages the header alone is the nominal
 * height.
 */
const SELECTOR = '[data-sticky-offset]';
const VARIABLE = '--site-sticky-offset';
/** What `scroll-padding-top` falls back to while VARIABLE is unset (shell/kit/src/styles.css). */
const FALLBACK = '--ui-header-height';

function measure(): void {
  let total = 0;
  for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) total += el.getBoundingClientRect().height;
  const root = document.documentElement;
  const value = `${Math.ceil(total)}px`;
  const current = root.style.getPropertyValue(VARIABLE) || getComputedStyle(root).getPropertyValue(FALLBACK).trim();
  if (value !== current) root.style.setProperty(VARIABLE, value);
}

/**
 * Measures whenever one of the elements changes size, the first time once the page is laid
 * out (at once when `now`, or when ResizeObserver is missing); `refresh` measures at once,
 * after a new page renders and before its fragment is scrolled to.
 */
export function trackStickyOffset({ now = false } = {}): { refresh: () => void } {
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  const observe = () => {
    observer?.disconnect();
    for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) observer?.observe(el);
  };
  const refresh = () => {
    observe();
    measure();
  };
  if (now || !observer) refresh();
  else observe();
  return { refresh };
}
