/**
 * Opening on hover with a delay and closing with a grace period (spec §9): a hover card or
 * tooltip opens after 700 ms and closes 300 ms after the pointer leaves; a sub-menu opens
 * after 100 ms and keeps a 300 ms pointer grace, so moving from its trigger to its content
 * (across the gap between them) never closes it. Ark's popover has no hover mode, and zag's
 * menu fixes its sub-menu delays at 200/100 ms, so the popovers that open on hover use this.
 * No React, no DOM: timers are injected so tests drive them.
 */
import { TIMINGS } from './timings.ts';

export interface HoverDelays {
  openDelayMs: number;
  /** How long after the pointer leaves it stays open: the close delay, or the pointer grace. */
  closeDelayMs: number;
}

/** Hover cards and tooltips. */
export const HOVER_CARD_DELAYS: HoverDelays = { openDelayMs: TIMINGS.hoverOpenDelayMs, closeDelayMs: TIMINGS.hoverCloseDelayMs };
/** Sub-menus (a header item's group of links). */
export const SUB_MENU_DELAYS: HoverDelays = { openDelayMs: TIMINGS.subMenuOpenDelayMs, closeDelayMs: TIMINGS.pointerGraceMs };

export interface HoverTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface HoverIntent {
  /** The pointer entered the trigger or the content. */
  enter(): void;
  /** The pointer left the trigger or the content. */
  leave(): void;
  /** Drops a pending change (opened or closed another way, or unmounted). */
  cancel(): void;
}

export function createHoverIntent(
  delays: HoverDelays,
  onChange: (open: boolean) => void,
  timers: HoverTimers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as number),
  },
): HoverIntent {
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  const schedule = (open: boolean, ms: number) => {
    cancel();
    pending = timers.setTimeout(() => {
      pending = null;
      onChange(open);
    }, ms);
  };
  return {
    enter: () => schedule(true, delays.openDelayMs),
    leave: () => schedule(false, delays.closeDelayMs),
    cancel,
  };
}
