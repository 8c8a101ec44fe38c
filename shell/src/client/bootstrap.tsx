/**
 * The app's start-up, at the reader's first intent (reader.ts loads this bundle): take the
 * state the page's first script parsed, register exactly the remote versions the server
 * rendered with, load the same page component, hydrate, then hand links to the router.
 */
import { startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { COLOR_MODE_STORAGE_KEY, type ContentClient } from '@site/contracts';
import {
  $colorMode,
  adoptServerFormats,
  applyForcedColorMode,
  captureServerHtml,
  prepareTexts,
  provideTexts,
  setHydrating,
  type ColorModePreference,
} from '@site/kit';
import { ShellApp } from '../app/ShellApp.tsx';
import { APP_ELEMENT_ID } from '../app/page-state.ts';
import type { ResolvedPage } from '../app/resolve-page.ts';
import { prepareLayout } from '../app/prepare-layout.ts';
import { loadPage, registerPinnedRemotes } from './load-page-component.ts';
import { startRouter, type Router } from './router.ts';
import { prefetchBuildMeta } from './build-meta.ts';
import { appContainer } from './dom-anchors.ts';
import { APP_READY_EVENT } from './early-events.ts';
import { takeHandoff } from './reader-handoff.ts';

let setPage: ((next: ResolvedPage) => void) | null = null;
/** A page the router asked for while the first one was still hydrating: rendered once it is done. */
let queued: ResolvedPage | null = null;
/** Resolves the router's render promise once the page it asked for is committed. */
let committed: (() => void) | null = null;
/** Runs once the first page is interactive (what loads after it is no part of the first load). */
let whenHydrated: (() => void) | null = null;

function renderPage(next: ResolvedPage): Promise<void> {
  return new Promise((resolve) => {
    committed?.();
    committed = resolve;
    if (setPage) setPage(next);
    else queued = next;
  });
}

function storedPreference(): ColorModePreference {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
  } catch {
    // Storage unavailable: the default applies.
  }
  return 'system';
}

function ClientRoot({ initial }: { initial: ResolvedPage }) {
  const [current, setCurrent] = useState(initial);
  useEffect(() => {
    setPage = setCurrent;
    setHydrating(false);
    if (queued) setCurrent(queued);
    queued = null;
    // Browser tests wait for this: links and buttons work from here on.
    document.documentElement.dataset.hydrated = 'true';
    // The clicks and shortcuts held since the first paint are answered now (early-events.ts).
    document.dispatchEvent(new Event(APP_READY_EVENT));
    // Measurements (bench:web, the JS budget) tell what the page needed from what it preloads.
    performance.mark('site:hydrated');
    whenHydrated?.();
    whenHydrated = null;
    return () => {
      setPage = null;
    };
  }, []);
  // The new page is in the DOM: the router may scroll to its heading now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each committed page, on purpose.
  useLayoutEffect(() => {
    committed?.();
    committed = null;
  }, [current]);
  return <ShellApp state={current.state} Page={current.Page as ComponentType<{ data: unknown }> | null} />;
}

async function start() {
  const { state, analytics, stickyOffset } = takeHandoff();
  // The reader's own preference (the attribute on <html> may be a mode this page forces).
  $colorMode.set(storedPreference());
  applyForcedColorMode(state.head.forcedColorMode);

  registerPinnedRemotes(state.remotes);
  // The locale's texts the server rendered with come with the page: no request for them.
  provideTexts(state.route.locale, state.texts);
  // Numbers and prices as the server wrote them, not as this browser's ICU would.
  adoptServerFormats(state.formats);
  let Page: unknown = null;
  let lostRemote = false;
  if (state.view.kind === 'page') {
    try {
      // The layout's part loaded on demand (the docs navigation) comes beside the page's code.
      const [page] = await Promise.all([loadPage(state.route.owner, state.route.page), prepareLayout(state.route)]);
      Page = page.Component;
      // The server rendered with the locale's texts: hydrate with the same ones.
      await prepareTexts(state.route.locale, [page.texts]);
    } catch (err) {
      // The remote went away between the server render and now: hydrating would mismatch,
      // so render the shell with the unavailable region instead.
      console.warn(`[shell] ${(err as Error).message}`);
      lostRemote = true;
    }
  }
  await prepareTexts(state.route.locale);
  let router: Router | null = null;
  // Created on first use: only a page resolved without its payload queries content here.
  let contentClient: Promise<ContentClient> | undefined;
  const content = () => {
    contentClient ??= import('./browser-content.ts').then(
      (m) => m.createBrowserContent(state, () => router?.locale() ?? state.route.locale),
      (err: unknown) => {
        contentClient = undefined; // a failed chunk is tried again by the next navigation
        throw err;
      },
    );
    return contentClient;
  };
  const container = appContainer(APP_ELEMENT_ID);
  if (!container) throw new Error(`The page has no <div id="${APP_ELEMENT_ID}"> in its body`);
  // The router owns link clicks from the first moment the page is interactive.
  router = startRouter({ initial: state, content, render: renderPage, rendered: stickyOffset.refresh, analytics });
  // The navigation code is for the next page: it loads once this one is interactive and the browser idle.
  whenHydrated = router.preloadWhenIdle;
  void prefetchBuildMeta(state.buildId);
  if (lostRemote) {
    const remote = state.route.owner === 'shell' ? 'docs' : state.route.owner;
    createRoot(container).render(<ClientRoot initial={{ state: { ...state, view: { kind: 'unavailable', remote } }, Page: null }} />);
  } else {
    captureServerHtml(container);
    setHydrating(true);
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: the page stays responsive (no long task).
    startTransition(() => {
      hydrateRoot(container, <ClientRoot initial={{ state, Page }} />);
    });
  }
}

start().catch((err: unknown) => console.error('[shell] start failed', err));
