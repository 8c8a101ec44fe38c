/**
 * Code that a page needs only once a reader asks for it (an overlay opened, a key pressed):
 * the import starts at the first sign of intent (hover, focus, touch) or at the first open,
 * whichever comes first, and is made once. Keeps such code, and the Ark machines it brings,
 * out of a page's first load.
 */
import { lazy, type ComponentType } from 'react';

export interface OnIntent<P> {
  /** Starts the download (idempotent); call it from pointer-enter, focus or touch-start. */
  preload: () => void;
  /** The component, for rendering inside a Suspense boundary. */
  Component: ComponentType<P>;
}

export function loadOnIntent<P>(load: () => Promise<ComponentType<P>>): OnIntent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    // A failed download (offline, a new build) is retried at the next intent.
    loading ??= load().then(
      (Component) => ({ default: Component }),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  return {
    preload: () => void start().catch(() => undefined),
    Component: lazy(start) as unknown as ComponentType<P>,
  };
}
