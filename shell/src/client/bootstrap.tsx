/**
 * Browser start-up: read the server's state, register exactly the remote versions it
 * rendered with, load the same page component, hydrate, then hand links to the router.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createContentClient } from '@site/contracts';
import { $colorMode, $forcedColorMode, prepareTexts, type ColorModePreference } from '@site/kit';
import { createBrowserTransport } from '@site/contracts/client';
import { ShellApp } from '../app/ShellApp.tsx';
import { APP_ELEMENT_ID, STATE_ELEMENT_ID, type PageState } from '../app/page-state.ts';
import type { ResolvedPage } from '../app/resolve-page.ts';
import { loadPage, registerPinnedRemotes } from './load-page-component.ts';
import { startRouter } from './router.ts';

declare const __SQL_WASM_URL__: string;

function readState(): PageState {
  const el = document.getElementById(STATE_ELEMENT_ID);
  if (!el?.textContent) throw new Error('The page has no server state');
  return JSON.parse(el.textContent) as PageState;
}

let setPage: ((next: ResolvedPage) => void) | null = null;

function ClientRoot({ initial }: { initial: ResolvedPage }) {
  const [current, setCurrent] = useState(initial);
  useEffect(() => {
    setPage = setCurrent;
    // Browser tests wait for this: links and buttons work from here on.
    document.documentElement.dataset.hydrated = 'true';
    return () => {
      setPage = null;
    };
  }, []);
  return <ShellApp state={current.state} Page={current.Page as ComponentType<{ data: unknown }> | null} />;
}

async function start() {
  const state = readState();
  $forcedColorMode.set(state.head.forcedColorMode ?? null);
  const stored = document.documentElement.getAttribute('data-color-mode');
  if (stored === 'light' || stored === 'dark' || stored === 'system') $colorMode.set(stored as ColorModePreference);

  registerPinnedRemotes(state.remotes);
  let Page: unknown = null;
  let lostRemote = false;
  if (state.view.kind === 'page') {
    try {
      const page = await loadPage(state.route.owner, state.route.page);
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
  const content = createContentClient(createBrowserTransport({ versions: state.contentVersions, wasmUrl: __SQL_WASM_URL__ }));
  const container = document.getElementById(APP_ELEMENT_ID)!;
  // The router owns link clicks from the first moment the page is interactive.
  startRouter({ initial: state, content, render: (next) => setPage?.(next) });
  if (lostRemote) {
    const remote = state.route.owner === 'shell' ? 'docs' : state.route.owner;
    createRoot(container).render(<ClientRoot initial={{ state: { ...state, view: { kind: 'unavailable', remote } }, Page: null }} />);
  } else {
    hydrateRoot(container, <ClientRoot initial={{ state, Page }} />);
  }
}

start().catch((err: unknown) => console.error('[shell] start failed', err));
