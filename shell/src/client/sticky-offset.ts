/**
 * What covers the top of the page when it scrolls: the sticky header and, on a docs page
 * below the large breakpoint, the closed "On this page" row under it. Elements that stick
 * at the top carry `data-sticky-offset`; their rendered heights are summed into
 * `--site-sticky-offset` on <html>, which the page's `scroll-padding-top` uses, so a heading
 * reached by a fragment lands fully below them at every width and zoom (at 400% zoom, on a
 * 320 × 256 CSS-pixel viewport, the header and that row take over 100 px). Without this
 * script the padding falls back to the header's nominal height.
 */
const SELECTOR = '[data-sticky-offset]';
const VARIABLE = '--site-sticky-offset';

function measure(): void {
  let total = 0;
  for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) total += el.getBoundingClientRect().height;
  document.documentElement.style.setProperty(VARIABLE, `${Math.ceil(total)}px`);
}

/** Measures now and whenever one of the elements changes size; `refresh` after a new page renders. */
export function trackStickyOffset(): { refresh: () => void } {
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  const refresh = () => {
    observer?.disconnect();
    for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) observer?.observe(el);
    measure();
  };
  refresh();
  return { refresh };
}
