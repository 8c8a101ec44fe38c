/**
 * The site's toasts (spec §4, §9): one toaster for the whole page (the kit is a federation
 * singleton, so the shell and every remote share it), at most 5 visible, 5000 ms each,
 * bottom right (the end side in right-to-left pages), 16 px apart, removed 200 ms after
 * closing. Every toast is also read out through the one live region.
 */
import { createToaster } from '@ark-ui/react/toast';
import { announce } from './announce.ts';
import { TOAST_DEFAULTS } from './timings.ts';

export const toaster = createToaster({
  placement: TOAST_DEFAULTS.placement,
  max: TOAST_DEFAULTS.max,
  duration: TOAST_DEFAULTS.durationMs,
  gap: TOAST_DEFAULTS.gapPx,
  removeDelay: TOAST_DEFAULTS.removeDelayMs,
  overlap: false,
});

export interface ToastInput {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

/** Shows a toast and announces it; returns its id (to update or dismiss it). */
export function notify({ type, title, description }: ToastInput): string {
  announce(description ? `${title}. ${description}` : title);
  return toaster.create({ type, title, ...(description ? { description } : {}), duration: TOAST_DEFAULTS.durationMs });
}
