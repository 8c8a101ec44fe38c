/**
 * Preloads the routes of same-site links as they scroll into view (spec §9): each link once
 * per page, the current page never, nothing when the reader asked to save data.
 */
import { isRouterLink } from '@site/kit';

export function watchLinksInView(preload: (pathname: string) => void): () => void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData || typeof IntersectionObserver === 'undefined') return () => undefined;
  const seen = new WeakSet<Element>();
  const intersection = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersection.unobserve(entry.target);
      const url = new URL((entry.target as HTMLAnchorElement).href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) continue;
      if (!isRouterLink(url.pathname + url.search)) continue;
      preload(url.pathname);
    }
  });
  const scan = () => {
    for (const a of document.querySelectorAll('a[href]')) {
      if (seen.has(a) || (a as HTMLAnchorElement).target === '_blank' || (a as HTMLElement).dataset.noRouter !== undefined) continue;
      seen.add(a);
      intersection.observe(a);
    }
  };
  let scheduled = false;
  const mutations = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      scan();
    });
  });
  scan();
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    intersection.disconnect();
    mutations.disconnect();
  };
}
