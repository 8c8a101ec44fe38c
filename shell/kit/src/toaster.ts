/**
 * The site's toasts (spec §4, §9): one toaster for the whole page (the kit is a federation
 * singleton, so the shell and every remote share it), at most 5 visible, 5000 ms each,
 * bottom right (the end side in right-to-left pages), 16 px apart, removed 200 ms after
 * closing. Every toast is also read out through the one live region.
 *
 * The toaster's code (Ark UI's toast machine and the list that renders it) loads on the first
 * toast, not with the page: most readers never see one, and it would cost every first load.
 */
import { atom } from 'nanostores';
import { announce } from './announce.ts';

export interface ToastInput {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

type ToastStore = typeof import('./toast-store.ts');

let store: Promise<ToastStore> | null = null;
/** Set once a toast was asked for: the page then mounts the toast list. */
export const $toastsWanted = atom(false);

function loadToastStore(): Promise<ToastStore> {
  store ??= import('./toast-store.ts');
  return store;
}

/** Shows a toast and announces it at once; the toast itself appears as soon as its code is in. */
export function notify({ type, title, description }: ToastInput): void {
  announce(description ? `${title}. ${description}` : title);
  $toastsWanted.set(true);
  void loadToastStore().then(({ toaster, TOAST_DURATION_MS }) =>
    toaster.create({ type, title, ...(description ? { description } : {}), duration: TOAST_DURATION_MS }),
  );
}
