/**
 * What the page's first script (reader.ts, a bundle of its own) hands to the app it starts
 * (bootstrap.tsx, the main bundle): the state it has parsed, the analytics that has counted
 * this page view, and the sticky-offset tracker that is measuring. Two bundles share no
 * module, so the handover goes through one well-known global.
 */
import type { PageState } from '../app/page-state.ts';
import type { Analytics } from './analytics.ts';

export interface ReaderHandoff {
  state: PageState;
  analytics: Analytics;
  stickyOffset: { refresh: () => void };
}

const KEY = Symbol.for('site.reader');

export function handOff(handoff: ReaderHandoff): void {
  (globalThis as Record<symbol, unknown>)[KEY] = handoff;
}

export function takeHandoff(): ReaderHandoff {
  const handoff = (globalThis as Record<symbol, unknown>)[KEY] as ReaderHandoff | undefined;
  if (!handoff) throw new Error("The page's first script did not run: the app is started by reader.js, not on its own");
  return handoff;
}
