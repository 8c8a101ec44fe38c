/** Ark UI's toaster with the spec's settings; loaded on the first toast (see toaster.ts). */
import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DEFAULTS } from './timings.ts';

export const TOAST_DURATION_MS = TOAST_DEFAULTS.durationMs;

export const toaster = createToaster({
  placement: TOAST_DEFAULTS.placement,
  max: TOAST_DEFAULTS.max,
  duration: TOAST_DEFAULTS.durationMs,
  gap: TOAST_DEFAULTS.gapPx,
  removeDelay: TOAST_DEFAULTS.removeDelayMs,
  overlap: false,
});
