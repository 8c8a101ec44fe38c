/**
 * The page's first script, and until the reader shows intent its only one (a few KB). The
 * server's HTML is the whole page; this does what every page load needs at once, without
 * React, and starts the app at the first intent (first-intent.ts):
 * - keeps an accepted preview token and takes it out of the address bar (before anything
 *   reports the URL);
 * - counts the page view;
 * - measures what sticks at the top, so a `#fragment` lands below the header, and follows
 *   fragments that name the content's own (prefixed) ids;
 * - draws the icons the server could not inline (the icon API's), which the app would draw
 *   only once it starts, and checks whether the system draws flag emoji (the language
 *   button shows a locale's code where it does not);
 * - holds the clicks on controls and the shortcuts that come before the app is ready, for
 *   the app to answer once it is (early-events.ts).
 * What it has set up is handed to the app (reader-handoff.ts).
 */
import { rememberPreviewToken } from '@site/contracts/client';
import { markFlagEmojiSupport } from '@site/kit/flag-emoji';
import { fillIconFromApi } from '@site/kit/remote-icons';
import { revealWithin } from '@site/kit/reveal-within';
import { NAVIGATION_ELEMENT_ID, STATE_ELEMENT_ID, type PageState } from '../app/page-state.ts';
import { createAnalytics } from './analytics.ts';
import { loadAppScripts } from './app-scripts.ts';
import { followContentAnchors, readerScript, stateScript } from './dom-anchors.ts';
import { holdEarlyEvents } from './early-events.ts';
import { onFirstIntent } from './first-intent.ts';
import { handOff } from './reader-handoff.ts';
import { scrollToFragment } from './scroll-to-fragment.ts';
import { trackStickyOffset } from './sticky-offset.ts';

function readState(): PageState {
  // Read from the script the server put in <head>, never by a bare id (see dom-anchors.ts).
  const el = stateScript(STATE_ELEMENT_ID);
  if (!el?.textContent) throw new Error('The page has no server state');
  return JSON.parse(el.textContent) as PageState;
}

/** Icons left to the icon API (bundled here: smaller than the runtime that would load it as a chunk). */
function drawApiIcons(): void {
  for (const svg of document.querySelectorAll<SVGSVGElement>('svg[data-icon]')) fillIconFromApi(svg);
}

/** The docs sidebar opens at the page being read, as soon as the page shows (the app does it after each navigation). */
function revealCurrentPage(): void {
  const sidebar = document.getElementById(NAVIGATION_ELEMENT_ID);
  if (sidebar) revealWithin(sidebar, [...sidebar.querySelectorAll('[aria-current="page"]')].at(-1));
}

function start(): void {
  const state = readState();
  rememberPreviewToken(new URL(window.location.href), state.preview === true);
  const analytics = createAnalytics(state.config.analyticsHost, new URL(state.config.origin).hostname);
  analytics.pageview();
  // A fragment is scrolled to below (once more, below the header): it needs the heights now.
  const stickyOffset = trackStickyOffset({ now: window.location.hash !== '' });
  handOff({ state, analytics, stickyOffset });
  holdEarlyEvents();
  const self = readerScript();
  if (self) onFirstIntent(() => loadAppScripts(self));
  // The browser scrolled to the fragment before the header was measured: once more, below it.
  if (window.location.hash) requestAnimationFrame(() => scrollToFragment(window.location.hash));
  followContentAnchors();
  revealCurrentPage();
  drawApiIcons();
  if (document.querySelector('.flag-emoji')) markFlagEmojiSupport();
}

try {
  start();
} catch (err) {
  console.error('[shell] start failed', err);
}
