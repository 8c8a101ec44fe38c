/**
 * Content that waits for the page to be interactive: images a reader cannot see on the first
 * screen (a card grid's later covers, the small avatars under them). The server's HTML and
 * the hydrating render carry it inside `<noscript>` only, so a browser running scripts asks
 * for none of it while it downloads what makes the page interactive, and a reader without
 * scripts gets it at once; it renders from the render right after hydration (at once in a
 * component mounted later, after a client navigation). Lazy images rendered here still load
 * when the browser's lazy-loading distance reaches them. The caller keeps the box sized (a
 * card image's aspect ratio, an avatar's size), so nothing moves when the content arrives.
 */
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <noscript>{children}</noscript>;
}
