/**
 * Scrolls to the element a URL fragment names. The page's `scroll-padding-top` (the sticky
 * header's height plus a margin) keeps the heading below the header.
 */
export function scrollToFragment(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}
