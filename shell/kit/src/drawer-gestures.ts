/**
 * The drawer's pointer gestures (spec §4 and §9), which neither Ark's dialog nor zag's drawer
 * offer with these numbers: a drag that starts within 500 ms of opening is ignored (the
 * finger that opened it is still moving); a drag towards the drawer's edge past a quarter of
 * its size closes it; its handle, clicked, cycles the snap points and closes from the last
 * when the drawer is dismissible, but only once 120 ms have passed without a second click
 * (a double tap does nothing), and a press held 250 ms is a drag, never a click.
 * No React, no DOM: the clock and timers are injected so tests drive them.
 */
import { TIMINGS } from './timings.ts';

/** The edge the drawer comes from (and goes back to). Default bottom (spec §9). */
type DrawerDirection = 'bottom' | 'top' | 'left' | 'right';

export interface DrawerClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface DrawerGestureOptions {
  direction?: DrawerDirection;
  dismissible?: boolean;
  /** How many snap points the drawer has (0: open or closed only). */
  snapPoints?: number;
  onSnap?: (index: number) => void;
  onClose: () => void;
  clock?: DrawerClock;
}

export interface DrawerGestures {
  /** The drawer has just opened (at its first snap point). */
  opened(): void;
  /** A drag starts; false when it is ignored (too soon after opening). */
  dragStart(x: number, y: number): boolean;
  /** The drag ends; `size` is the drawer's extent along its direction. Closes past a quarter of it. */
  dragEnd(x: number, y: number, size: number): void;
  handleDown(): void;
  /** The handle was clicked (pointer released on it). */
  handleClick(): void;
  /** Drops pending timers (drawer closed or unmounted). */
  dispose(): void;
  readonly snapIndex: number;
}

/** Fraction of the drawer's size a drag must cover towards its edge to close it. */
const CLOSE_THRESHOLD = 0.25;

const systemClock: DrawerClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
};

export function createDrawerGestures(options: DrawerGestureOptions): DrawerGestures {
  const { direction = 'bottom', dismissible = true, snapPoints = 0, clock = systemClock } = options;
  let openedAt = Number.NEGATIVE_INFINITY;
  let start: { x: number; y: number } | null = null;
  let snapIndex = 0;
  let held = false;
  let holdTimer: unknown = null;
  let clickTimer: unknown = null;
  const clear = (timer: unknown) => {
    if (timer !== null) clock.clearTimeout(timer);
  };

  /** Distance moved towards the drawer's own edge (positive closes). */
  const towardsEdge = (x: number, y: number) => {
    if (!start) return 0;
    const dx = x - start.x;
    const dy = y - start.y;
    return { bottom: dy, top: -dy, right: dx, left: -dx }[direction];
  };

  const cycle = () => {
    const last = Math.max(0, snapPoints - 1);
    if (snapIndex >= last) {
      if (dismissible) options.onClose();
      return;
    }
    snapIndex += 1;
    options.onSnap?.(snapIndex);
  };

  return {
    get snapIndex() {
      return snapIndex;
    },
    opened() {
      openedAt = clock.now();
      snapIndex = 0;
    },
    dragStart(x, y) {
      if (clock.now() - openedAt < TIMINGS.drawerDragIgnoreMs) return false;
      start = { x, y };
      return true;
    },
    dragEnd(x, y, size) {
      const moved = towardsEdge(x, y);
      start = null;
      if (dismissible && size > 0 && moved / size >= CLOSE_THRESHOLD) options.onClose();
    },
    handleDown() {
      held = false;
      clear(holdTimer);
      holdTimer = clock.setTimeout(() => {
        held = true;
        holdTimer = null;
      }, TIMINGS.drawerHandleHoldMs);
    },
    handleClick() {
      clear(holdTimer);
      holdTimer = null;
      if (held) {
        held = false; // a press-and-hold was a drag, not a click
        return;
      }
      if (clickTimer !== null) {
        // A second click within the delay: a double tap, which does nothing.
        clear(clickTimer);
        clickTimer = null;
        return;
      }
      clickTimer = clock.setTimeout(() => {
        clickTimer = null;
        cycle();
      }, TIMINGS.drawerClickDelayMs);
    },
    dispose() {
      clear(holdTimer);
      clear(clickTimer);
      holdTimer = clickTimer = null;
      start = null;
    },
  };
}
