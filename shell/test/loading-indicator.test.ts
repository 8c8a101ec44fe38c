import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '@site/kit';
import { LoadingIndicator } from '../src/app/loading-indicator.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loading bar (spec §9 timings)', () => {
  it('shows nothing for a navigation shorter than the 200 ms throttle', () => {
    const bar = new LoadingIndicator();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.finish();
    expect(bar.$state.get().visible).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(bar.$state.get().visible).toBe(false);
  });

  it('appears after 200 ms, creeps over 2000 ms, fills at the end, hides 500 ms later and resets 400 ms after', () => {
    const bar = new LoadingIndicator();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(bar.$state.get()).toEqual({ visible: true, progress: 0, error: false });
    vi.advanceTimersByTime(LOADING_BAR.durationMs / 2);
    expect(bar.$state.get().progress).toBeCloseTo(50, 0);
    bar.finish();
    expect(bar.$state.get().progress).toBe(100);
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1);
    expect(bar.$state.get().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.$state.get()).toMatchObject({ visible: false, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(bar.$state.get()).toEqual({ visible: false, progress: 0, error: false });
  });

  it('turns red when the navigation ends in an error', () => {
    const bar = new LoadingIndicator();
    bar.start();
    bar.finish({ error: true });
    expect(bar.$state.get()).toEqual({ visible: true, progress: 100, error: true });
  });
});
