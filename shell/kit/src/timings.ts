/**
 * Interaction timings of spec §9, in one place for every kit component (and the shell's
 * loading bar), so the numbers the spec lists are the numbers the site uses.
 */
export const TIMINGS = {
  /** Tooltip and hover-card open delay. */
  hoverOpenDelayMs: 700,
  /** Hover-card close delay. */
  hoverCloseDelayMs: 300,
  /** A sub-menu opens after hovering its trigger this long. */
  subMenuOpenDelayMs: 100,
  /** Pointer grace while moving from a trigger to its sub-menu. */
  pointerGraceMs: 300,
  /** The typeahead buffer of menus and lists clears after this long. */
  typeaheadResetMs: 1000,
  /** Tooltip and popover offset from their trigger. */
  floatingOffsetPx: 8,
  /** Drawer: drags within this long of opening are ignored. */
  drawerDragIgnoreMs: 500,
  /** Drawer: the handle's press-and-hold. */
  drawerHandleHoldMs: 250,
  /** Drawer: delay before a click on the handle counts. */
  drawerClickDelayMs: 120,
} as const;

/** Toasts of spec §9. */
export const TOAST_DEFAULTS = {
  max: 5,
  durationMs: 5000,
  placement: 'bottom-end',
  gapPx: 16,
  removeDelayMs: 200,
} as const;

/** Loading bar of spec §9. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;
