import { afterEach, describe, expect, it, vi } from 'vitest';
import { $forcedColorMode, applyForcedColorMode, FORCED_SYSTEM_WARNING } from '../../src/stores.ts';

afterEach(() => vi.restoreAllMocks());

describe('forced colour mode (spec §4)', () => {
  it('forcing "system" logs the warning and forces nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyForcedColorMode('dark');
    applyForcedColorMode('system');
    expect(warn).toHaveBeenCalledWith(FORCED_SYSTEM_WARNING);
    expect($forcedColorMode.get()).toBeNull();
  });

  it('a page without a forced mode gives the reader their own preference back', () => {
    applyForcedColorMode('light');
    expect($forcedColorMode.get()).toBe('light');
    applyForcedColorMode(undefined);
    expect($forcedColorMode.get()).toBeNull();
  });
});
