/**
 * What a client navigation runs, loaded by router.ts once the page is idle after hydration
 * (or at the first navigation, when that comes sooner), so the first load carries none of it.
 * The page's state comes from its payload (`{route}/_payload.json?{build}`, fetched or
 * preloaded less than 10 s ago); when no payload can be had, the page is resolved in the
 * browser with the same `resolvePage` the server uses.
 *
 * A new build (a payload rendered by another build, or /builds/latest.json polled, spec §4)
 * turns the next navigation into a full page load, so readers move onto the new build at a
 * natural moment. After each navigation: the page's forced colour mode (or the reader's
 * own), the scroll position (the heading of the URL fragment, below the sticky header; after
 * back or forward, where the reader left that entry: scroll-memory.ts),
 * focus (that heading, else the new h1) with the new title announced, the loading bar and a
 * page view. A fragment change within the page (a skip link, back between two headings)
 * is the browser's own: nothing is fetched or rendered again.
 */
import type { ContentClient, IslandFragment, SiteConfig } from '@site/contracts';
import { formatTitle, islandUrl, localeDir, localeTag, matchRoute, pageRedirect } from '@site/contracts';
import { $mobileMenuOpen, $searchOpen, applyForcedColorMode, whenIdle } from '@site/kit';
import type { PageState } from '../app/page-state.ts';
import { attachPage, resolvePage, type ResolvedPage } from '../app/resolve-page.ts';
import { loadingIndicator } from '../app/loading-indicator.ts';
import { pageHeadTags } from '../app/head-tags.ts';
import { replacePageHead } from './page-head.ts';
import { reloadOnceForChunkError } from './chunk-reload.ts';
import { watchLinksInView } from './link-prefetch.ts';
import { loadPage, preloadPage } from './load-page-component.ts';
import { PayloadCache } from './payload-cache.ts';
import { scrollToFragment } from './scroll-to-fragment.ts';
import type { ScrollMemory } from './scroll-memory.ts';
import { announcePage, focusPageStart, whenNoModal } from './page-focus.ts';
import type { Analytics } from './analytics.ts';

export interface RouterOptions {
  initial: PageState;
  /** The browser's content client, for pages resolved without a payload (loaded on first use). */
  content: () => Promise<ContentClient>;
  /** Renders a page; resolves once it is on screen (committed). */
  render: (next: ResolvedPage) => Promise<void>;
  /** Called once a new page is on screen, before focus moves into it. */
  rendered?: () => void;
  analytics: Analytics;
  pollMs?: number;
}

export interface NavigateOptions {
  replace?: boolean;
  /** A history move (back or forward): the URL is already the new one. */
  pop?: boolean;
  /** Where the reader left the entry a history move lands on (scroll-memory.ts). */
  restore?: [x: number, y: number];
}

/** The browser's island renderer for pages resolved without a payload. */
async function fetchIsland(request: Parameters<typeof islandUrl>[0]): Promise<IslandFragment> {
  const res = await fetch(islandUrl(request));
  if (!res.ok) throw new Error(`the island ${request.name} answered ${res.status}`);
  return (await res.json()) as IslandFragment;
}

export interface RouterCore {
  go: (href: string, o?: NavigateOptions) => Promise<void>;
  /** The locale of the page on screen. */
  locale: () => string;
}

/** `loadedPage`: the document (path and query) the page was loaded with. */
export function startRouterCore(opts: RouterOptions, loadedPage: string, scroll: ScrollMemory): RouterCore {
  let state = opts.initial;
  let buildChanged = false;
  let navigation = 0;
  const payloads = new PayloadCache({ buildId: () => state.buildId });
  /** The document shown (path and query): a history entry differing only by fragment is the same page. */
  let shown = loadedPage;

  /** Loads a page's code; a failed chunk reloads the page once (spec §8) and stops here. */
  const pageLoader = (url: URL) => {
    let reloading = false;
    const load = (owner: PageState['route']['owner'], page: string) =>
      loadPage(owner, page).catch((err: unknown) => {
        reloading = reloadOnceForChunkError(err, url.pathname + url.search + url.hash);
        throw err;
      });
    return { load, reloading: () => reloading };
  };

  const resolve = async (url: URL, pathname: string, loader: ReturnType<typeof pageLoader>): Promise<ResolvedPage | 'reload'> => {
    let payloadState: PageState | null = null;
    try {
      payloadState = (await payloads.get(url.pathname)).state;
    } catch (err) {
      console.warn(`[shell] ${(err as Error).message}: resolving the page in the browser`);
    }
    if (payloadState) {
      if (payloadState.buildId !== state.buildId) return 'reload';
      return attachPage(payloadState, loader.load, (m) => console.warn(m));
    }
    return resolvePage({
      config: state.config as SiteConfig,
      pathname,
      search: url.search,
      content: await opts.content(),
      loadPage: loader.load,
      island: fetchIsland,
      build: { buildId: state.buildId, remotes: state.remotes, contentVersions: state.contentVersions },
      side: 'browser',
      log: (m) => console.warn(m),
      ...(state.preview ? { preview: true } : {}),
    });
  };

  /** After a history move: where the reader left the entry, else its fragment's target, else the top. */
  const restorePosition = (url: URL, o: NavigateOptions) => {
    if (o.restore) window.scrollTo(o.restore[0], o.restore[1]);
    else if (!(url.hash && scrollToFragment(url.hash))) window.scrollTo(0, 0);
  };

  const go = async (href: string, o: NavigateOptions = {}) => {
    const url = new URL(href, window.location.href);
    if (buildChanged) {
      window.location.assign(url.href);
      return;
    }
    // Same page, other anchor: the heading is scrolled to and focused.
    if (!o.pop && url.pathname === window.location.pathname && url.search === window.location.search && url.hash) {
      history.pushState(null, '', url.href);
      scroll.entered();
      scrollToFragment(url.hash, { focus: true });
      return;
    }
    // Back or forward between fragments of the page shown: where the reader was on that entry.
    if (o.pop && url.pathname + url.search === shown) {
      restorePosition(url, o);
      return;
    }
    // What the gateway would answer, in the locale being read: an old path goes to its page
    // (the legacy table), a link without a locale prefix (content written with locale-free
    // paths) stays in this locale instead of missing.
    const guarded = pageRedirect(state.config as SiteConfig, url.pathname, state.route.locale);
    if (guarded) {
      url.pathname = guarded;
      if (o.pop) o = { ...o, pop: false, replace: true };
    }
    const id = ++navigation;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      window.location.assign(url.href);
      return;
    }
    loadingIndicator.start();
    const loader = pageLoader(url);
    let next: ResolvedPage | 'reload';
    try {
      next = await resolve(url, pathname, loader);
    } catch (err) {
      loadingIndicator.finish({ error: true });
      console.error('[shell] navigation failed', err);
      if (id === navigation) window.location.assign(url.href);
      return;
    }
    if (loader.reloading()) return; // a chunk failed: the page is reloading
    if (id !== navigation) return; // a newer navigation won
    if (next === 'reload') {
      buildChanged = true;
      window.location.assign(url.href);
      return;
    }
    if (next.state.view.kind === 'redirect') {
      // The page lives at another path (e.g. a locale's docs root): go there in place.
      loadingIndicator.finish({ error: false });
      await go(next.state.view.to, { replace: o.replace || o.pop === true });
      return;
    }
    if (!o.pop) {
      if (o.replace) history.replaceState(null, '', url.href);
      else history.pushState(null, '', url.href);
      scroll.entered();
    }
    state = next.state;
    shown = url.pathname + url.search;
    const title = formatTitle(state.config, state.head.title);
    document.title = title;
    replacePageHead(pageHeadTags(state, title));
    document.documentElement.lang = localeTag(state.route.locale);
    document.documentElement.dir = localeDir(state.route.locale);
    applyForcedColorMode(state.head.forcedColorMode);
    $mobileMenuOpen.set(false);
    $searchOpen.set(false);
    await opts.render(next);
    opts.rendered?.();
    loadingIndicator.finish({ error: state.view.kind === 'error' || state.view.kind === 'unavailable' });
    opts.analytics.pageview();
    const landed = !o.pop && url.hash !== '' && scrollToFragment(url.hash);
    if (o.pop) restorePosition(url, o);
    else if (!landed) window.scrollTo(0, 0);
    whenNoModal(() => (landed ? scrollToFragment(url.hash, { focus: true }) : focusPageStart()));
    announcePage(document.title);
  };

  // Links in view: payload and page code preloaded, at most 4 routes at a time (only paths
  // that are routes: a link the server would redirect first is not worth a preload).
  // Only once the page is idle: preloads are for the next page and must not compete with
  // this one's hydration (they would add main-thread work and bytes to the first load).
  whenIdle(() =>
    watchLinksInView((pathname) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return;
      }
      const config = state.config as SiteConfig;
      const target = pageRedirect(config, decoded, state.route.locale) ?? decoded;
      if (!matchRoute(config, target)) return;
      payloads.preload(target === decoded ? pathname : target, async (payload) => {
        const { view, route, buildId } = payload.state;
        if (view.kind === 'page' && buildId === state.buildId) await preloadPage(route.owner).catch(() => undefined);
      });
    }),
  );

  const poll = async () => {
    try {
      const res = await fetch(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
      if (res.ok) {
        const { id } = (await res.json()) as { id: string };
        if (id && id !== state.buildId) buildChanged = true;
      }
    } catch {
      // Offline or gateway restarting: try again at the next tick.
    }
  };
  window.setInterval(() => void poll(), opts.pollMs ?? 60_000);

  return { go, locale: () => state.route.locale };
}
