/**
 * False on the server and during hydration, true from the render right after hydration
 * (and on every render of a component mounted later on the client). Overlays use it to
 * render only their trigger on the server and in the first client render — so the markup
 * matches — and to mount their interactive machinery (Ark roots) afterwards.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
