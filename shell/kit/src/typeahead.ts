/**
 * Typeahead for menus and lists (spec §9: the buffer clears after 1000 ms). Zag's menu
 * clears its own buffer after a fixed 350 ms, which is not configurable, so menus turn its
 * typeahead off and use this one: typed characters build a prefix that selects the first
 * item starting with it, searching onwards from the highlighted item; the same letter typed
 * again cycles through the items starting with it. No React, no DOM: timers are injected.
 */
import { TIMINGS } from './timings.ts';

export interface TypeaheadItem {
  value: string;
  label: string;
}

export interface TypeaheadTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface Typeahead {
  /** The value to highlight after `key`, or null when no item matches (or the key is not a character). */
  type(key: string, items: readonly TypeaheadItem[], highlighted: string | null): string | null;
  /** What has been typed since the buffer was last cleared. */
  readonly buffer: string;
  /** Clears the buffer and its timer (menu closed, component gone). */
  reset(): void;
}

/** True for a key that types a character (not Enter, Arrow…, not with Ctrl/Meta/Alt). */
export function isTypeaheadKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

export function createTypeahead(
  resetMs: number = TIMINGS.typeaheadResetMs,
  timers: TypeaheadTimers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as number),
  },
): Typeahead {
  let buffer = '';
  let timer: unknown = null;
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  return {
    get buffer() {
      return buffer;
    },
    reset() {
      clear();
      buffer = '';
    },
    type(key, items, highlighted) {
      if ([...key].length !== 1) return null;
      // A space with nothing typed yet selects the item (the menu's own key), never a search.
      if (key === ' ' && buffer === '') return null;
      clear();
      buffer += key.toLocaleLowerCase();
      timer = timers.setTimeout(() => {
        buffer = '';
        timer = null;
      }, resetMs);
      const repeated = [...buffer].every((c) => c === buffer[0]);
      const prefix = repeated ? buffer[0]! : buffer;
      const current = items.findIndex((i) => i.value === highlighted);
      // A new search (or a repeated letter) moves past the highlighted item; a longer prefix may stay on it.
      const from = current < 0 ? 0 : current + (buffer.length === 1 || repeated ? 1 : 0);
      for (let n = 0; n < items.length; n++) {
        const item = items[(from + n) % items.length]!;
        if (normalise(item.label).startsWith(prefix)) return item.value;
      }
      return null;
    },
  };
}
