/**
 * Where the reader was on each history entry, so that back and forward land there again.
 *
 * The browser's own restoration cannot do it for client navigations: on a history move it
 * scrolls at once, while the page it is leaving is still on screen, so a position deeper
 * than that page is tall is cut short (back from a short page to a long one landed hundreds
 * of pixels above where the reader left it). So restoration is manual: every entry gets a
 * key in its history state, the last scroll position seen on an entry is kept under its
 * key, and the router scrolls to it once the page of a history move has rendered.
 *
 * Before the document is left (a full load, another site), the entry it is on goes back to
 * the browser's restoration, which knows how to restore a reloaded or cached page early; the
 * positions are kept in session storage so entries of this document met again after a full
 * load are restored by the router's start.
 */
const STORAGE_KEY = 'site:scroll-positions';
/** The newest entries kept in session storage (a long session must not grow it forever). */
const KEPT = 100;

type Position = [x: number, y: number];

export interface ScrollMemory {
  /** The router created or replaced the current entry: it starts with a key of its own. */
  entered(): void;
  /** A history move landed on the current entry: where the reader left it, if known. */
  arrived(): Position | undefined;
}

function readStored(): Map<string, Position> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, Position]>;
    return new Map(Array.isArray(stored) ? stored : []);
  } catch {
    return new Map(); // storage refused (privacy modes) or unreadable: start empty
  }
}

function store(positions: Map<string, Position>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // storage refused or full: positions are then kept for this document only
  }
}

const keyOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && typeof (state as { scrollKey?: unknown }).scrollKey === 'string'
    ? (state as { scrollKey: string }).scrollKey
    : undefined;

/** The current entry's key, given one (keeping whatever else its state holds) when it has none. */
function currentKey(): string {
  const existing = keyOf(history.state);
  if (existing) return existing;
  const key = Math.random().toString(36).slice(2, 10);
  const state = history.state && typeof history.state === 'object' ? history.state : {};
  history.replaceState({ ...state, scrollKey: key }, '');
  return key;
}

export function startScrollMemory(): ScrollMemory {
  history.scrollRestoration = 'manual';
  const positions = readStored();
  let current = currentKey();

  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved = positions.get(current);
  // An entry of this site's earlier document, reached again by back or forward: the browser
  // left it at the top, as its restoration was manual.
  if (navigation?.type === 'back_forward' && saved && window.scrollY === 0) window.scrollTo(saved[0], saved[1]);

  const remember = () => {
    positions.delete(current); // re-inserted last: the newest entries survive the cap
    positions.set(current, [window.scrollX, window.scrollY]);
  };
  window.addEventListener('scroll', remember, { passive: true });
  // A fragment link the browser follows itself (a skip link) makes an entry of its own (the
  // browser has already scrolled to its target: nothing to record for the entry left).
  window.addEventListener('hashchange', () => {
    current = currentKey();
  });
  window.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
    store(positions);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual'; // back from the page cache
  });

  // Both run while the page being left is still where the reader left it: its position is
  // recorded then, as a scroll in the last frame may not have reached the listener yet.
  return {
    entered() {
      remember();
      current = currentKey();
    },
    arrived() {
      remember();
      current = currentKey();
      return positions.get(current);
    },
  };
}
