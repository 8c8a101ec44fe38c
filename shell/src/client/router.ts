/**
 * Client-side navigation: intercepts same-site link clicks, resolves the target page with
 * the same `resolvePage` the server uses (its remote loaded through federation, its data
 * through the browser content client), then swaps it in without a full reload.
 *
 * A changed build id (polled from /builds/latest.json, spec §4) turns the next navigation
 * into a full page load, so readers move onto the new build at a natural moment.
 */
import type { ContentClient, SiteConfig } from '@site/contracts';
import { $mobileMenuOpen, $searchOpen, isRouterLink, setNavigator } from '@site/kit';
import { formatTitle, guardLocale, localeDir, localeTag } from '@site/contracts';
import type { PageState } from '../app/page-state.ts';
import { resolvePage, type ResolvedPage } from '../app/resolve-page.ts';
import { loadPage } from './load-page-component.ts';
import { reloadOnceForChunkError } from './chunk-reload.ts';

export interface RouterOptions {
  initial: PageState;
  content: ContentClient;
  render: (next: ResolvedPage) => void;
  pollMs?: number;
}

function sameDocumentTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.dataset.noRouter !== undefined) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const href = url.pathname + url.search + url.hash;
  return isRouterLink(href) ? href : null;
}

export function startRouter(opts: RouterOptions): { navigate: (href: string, o?: { replace?: boolean }) => Promise<void> } {
  let state = opts.initial;
  let buildChanged = false;
  let navigation = 0;

  const go = async (href: string, o: { replace?: boolean; pop?: boolean } = {}) => {
    const url = new URL(href, window.location.href);
    if (buildChanged) {
      window.location.assign(url.href);
      return;
    }
    // Same page, other anchor: let the browser scroll.
    if (!o.pop && url.pathname === window.location.pathname && url.search === window.location.search && url.hash) {
      history.pushState(null, '', url.href);
      document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
      return;
    }
    // The gateway's locale guard, in the locale being read: a link without a locale prefix
    // (content written with locale-free paths) stays in this locale instead of missing.
    const guarded = guardLocale(state.config as SiteConfig, url.pathname, state.route.locale);
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
    const next = await resolvePage({
      config: state.config as SiteConfig,
      pathname,
      content: opts.content,
      loadPage: (owner, page) =>
        loadPage(owner, page).catch((err: unknown) => {
          reloadOnceForChunkError(err, url.pathname);
          throw err;
        }),
      build: { buildId: state.buildId, remotes: state.remotes, contentVersions: state.contentVersions },
      side: 'browser',
      log: (m) => console.warn(m),
    });
    if (id !== navigation) return; // a newer navigation won
    if (next.state.view.kind === 'redirect') {
      await go(next.state.view.to, { replace: o.replace || o.pop === true });
      return;
    }
    if (!o.pop) {
      if (o.replace) history.replaceState(null, '', url.href);
      else history.pushState(null, '', url.href);
    }
    state = next.state;
    document.title = formatTitle(state.config, state.head.title);
    document.documentElement.lang = localeTag(state.route.locale);
    document.documentElement.dir = localeDir(state.route.locale);
    $mobileMenuOpen.set(false);
    $searchOpen.set(false);
    opts.render(next);
    if (!o.pop) {
      const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  };

  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const href = sameDocumentTarget(anchor, event);
    if (!href) return;
    event.preventDefault();
    void go(href);
  });
  window.addEventListener('popstate', () => void go(window.location.href, { pop: true }));
  setNavigator((href, o) => void go(href, o ?? {}));

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

  return { navigate: (href, o) => go(href, o ?? {}) };
}
