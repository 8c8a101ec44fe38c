/**
 * Client-side navigation: intercepts same-site link clicks and swaps the page in without a
 * full reload. Link clicks, history moves and the kit's `navigate` are taken from the first
 * moment the page is interactive; what a navigation runs (router-core.ts: payloads, page
 * resolution in the browser, focus, preloads of the links in view, the build poll) is a chunk
 * of its own, loaded once the page is idle after hydration, or by the first navigation when
 * that comes sooner. A first load that is never followed by a navigation never downloads it.
 */
import { isRouterLink, setNavigator, whenIdle } from '@site/kit';
import type { NavigateOptions, RouterCore, RouterOptions } from './router-core.ts';
import { startScrollMemory } from './scroll-memory.ts';

export interface Router {
  navigate: (href: string, o?: { replace?: boolean }) => Promise<void>;
  /** The locale of the page on screen. */
  locale: () => string;
  /** Loads the navigation code when the browser is idle: call once the page is hydrated. */
  preloadWhenIdle: () => void;
}

function sameDocumentTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.dataset.noRouter !== undefined) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const href = url.pathname + url.search + url.hash;
  return isRouterLink(href) ? href : null;
}

export function startRouter(opts: RouterOptions): Router {
  // The page the browser loaded: a history move made before the core is loaded is compared with it.
  const loadedPage = window.location.pathname + window.location.search;
  // From the start: positions are recorded before the navigation code is loaded.
  const scroll = startScrollMemory();
  let core: RouterCore | undefined;
  let loading: Promise<RouterCore> | undefined;
  const load = (): Promise<RouterCore> => {
    loading ??= import('./router-core.ts').then(
      (m) => (core ??= m.startRouterCore(opts, loadedPage, scroll)),
      (err: unknown) => {
        loading = undefined; // a failed chunk is tried again by the next navigation
        throw err;
      },
    );
    return loading;
  };

  const go = async (href: string, o: NavigateOptions = {}): Promise<void> => {
    let router: RouterCore;
    try {
      router = await load();
    } catch (err) {
      // The navigation code cannot be had (offline, or a build that is gone): the browser navigates.
      console.error('[shell] navigation failed', err);
      window.location.assign(new URL(href, window.location.href).href);
      return;
    }
    await router.go(href, o);
  };

  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const href = sameDocumentTarget(anchor, event);
    if (!href) return;
    event.preventDefault();
    void go(href);
  });
  window.addEventListener('popstate', () => {
    // Read now: rendering the page may clamp the position before the router restores it.
    const restore = scroll.arrived();
    void go(window.location.href, { pop: true, ...(restore ? { restore } : {}) });
  });
  setNavigator((href, o) => void go(href, o ?? {}));

  return {
    navigate: (href, o) => go(href, o ?? {}),
    locale: () => core?.locale() ?? opts.initial.route.locale,
    preloadWhenIdle: () => whenIdle(() => void load().catch(() => undefined)),
  };
}
