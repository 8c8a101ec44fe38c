/**
 * A module (or value) loaded on demand, once: whoever renders with it makes it ready first
 * (`prepare`) so rendering stays synchronous, a failed load is tried again by the next
 * `prepare`, and tests (or callers that bundle it anyway) hand it over with `provide`.
 * `onReady` sees the value whichever way it came (the content icons publish theirs to a store).
 */
export interface LoadedOnce<T> {
  prepare(): Promise<void>;
  /** The value, once prepared or provided. */
  ready(): T | null;
  provide(value: T): void;
}

export function loadOnce<T>(load: () => Promise<T>, onReady: (value: T) => void = () => {}): LoadedOnce<T> {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const provide = (next: T) => {
    value = next;
    onReady(next);
  };
  return {
    prepare() {
      if (value !== null) return Promise.resolve();
      loading ??= load().then(provide, (err: unknown) => {
        loading = null;
        throw err;
      });
      return loading;
    },
    ready: () => value,
    provide,
  };
}
