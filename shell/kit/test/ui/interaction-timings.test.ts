/**
 * The interaction timings of spec §9 that Ark/zag do not let us configure, driven by fake
 * timers (no wall clock): the menu typeahead buffer (1000 ms) and hover intent (hover card
 * 700/300 ms, sub-menu 100 ms with 300 ms pointer grace).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypeahead, isTypeaheadKey } from '../../src/typeahead.ts';
import { createHoverIntent, HOVER_CARD_DELAYS, SUB_MENU_DELAYS } from '../../src/hover-intent.ts';
import { TIMINGS } from '../../src/timings.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const items = [
  { value: 'copy', label: 'Copy Markdown page' },
  { value: 'view', label: 'View as Markdown' },
  { value: 'chatgpt', label: 'Open in ChatGPT' },
  { value: 'claude', label: 'Open in Claude' },
];

describe('menu typeahead (spec §9: buffer cleared after 1000 ms)', () => {
  it('the constants are the spec numbers', () => {
    expect(TIMINGS.typeaheadResetMs).toBe(1000);
    expect(TIMINGS.subMenuOpenDelayMs).toBe(100);
    expect(TIMINGS.pointerGraceMs).toBe(300);
    expect(TIMINGS.hoverOpenDelayMs).toBe(700);
    expect(TIMINGS.hoverCloseDelayMs).toBe(300);
  });

  it('keeps building one prefix for 999 ms after the last key, and starts afresh at 1000 ms', () => {
    const typeahead = createTypeahead();
    expect(typeahead.type('o', items, null)).toBe('chatgpt');
    vi.advanceTimersByTime(999);
    expect(typeahead.type('p', items, 'chatgpt')).toBe('chatgpt');
    expect(typeahead.buffer).toBe('op');
    vi.advanceTimersByTime(999);
    // Still "op…": "open in c" narrows to the first match from the highlighted item on.
    expect(typeahead.type('e', items, 'chatgpt')).toBe('chatgpt');
    vi.advanceTimersByTime(1000);
    expect(typeahead.buffer).toBe('');
    expect(typeahead.type('v', items, 'chatgpt')).toBe('view');
  });

  it("zag's 350 ms would have cleared it: a key 400 ms later still extends the prefix", () => {
    const typeahead = createTypeahead();
    typeahead.type('v', items, null);
    vi.advanceTimersByTime(400);
    typeahead.type('i', items, 'view');
    expect(typeahead.buffer).toBe('vi');
  });

  it('the same letter again cycles through the items starting with it, wrapping round', () => {
    const typeahead = createTypeahead();
    expect(typeahead.type('o', items, null)).toBe('chatgpt');
    expect(typeahead.type('o', items, 'chatgpt')).toBe('claude');
    expect(typeahead.type('o', items, 'claude')).toBe('chatgpt');
  });

  it('matches case-insensitively and any script; no match leaves the highlight alone', () => {
    const typeahead = createTypeahead();
    expect(typeahead.type('V', items, null)).toBe('view');
    typeahead.reset();
    expect(typeahead.type('z', items, 'view')).toBeNull();
    typeahead.reset();
    expect(typeahead.type('ع', [{ value: 'ar', label: 'عربي' }, ...items], 'view')).toBe('ar');
  });

  it('a first space selects (the menu handles it), it never starts a search', () => {
    const typeahead = createTypeahead();
    expect(typeahead.type(' ', items, 'view')).toBeNull();
    expect(typeahead.buffer).toBe('');
  });

  it('counts only keys that type a character', () => {
    expect(isTypeaheadKey({ key: 'a' })).toBe(true);
    expect(isTypeaheadKey({ key: 'ArrowDown' })).toBe(false);
    expect(isTypeaheadKey({ key: 'Enter' })).toBe(false);
    expect(isTypeaheadKey({ key: 'k', metaKey: true })).toBe(false);
    expect(isTypeaheadKey({ key: 'c', ctrlKey: true })).toBe(false);
  });
});

describe('hover intent', () => {
  const track = (delays = HOVER_CARD_DELAYS) => {
    const changes: boolean[] = [];
    const intent = createHoverIntent(delays, (open) => changes.push(open));
    return { intent, changes };
  };

  it('a hover card opens after 700 ms of hovering, not before', () => {
    const { intent, changes } = track();
    intent.enter();
    vi.advanceTimersByTime(699);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('passing over it opens nothing', () => {
    const { intent, changes } = track();
    intent.enter();
    vi.advanceTimersByTime(500);
    intent.leave();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([false]);
  });

  it('a hover card closes 300 ms after the pointer leaves, unless it comes back', () => {
    const { intent, changes } = track();
    intent.enter();
    vi.advanceTimersByTime(700);
    intent.leave();
    vi.advanceTimersByTime(299);
    intent.enter(); // onto the card itself
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true, true]);
    intent.leave();
    vi.advanceTimersByTime(300);
    expect(changes).toEqual([true, true, false]);
  });

  it('a sub-menu opens after 100 ms and survives a 299 ms trip from trigger to content (pointer grace)', () => {
    const { intent, changes } = track(SUB_MENU_DELAYS);
    intent.enter();
    vi.advanceTimersByTime(99);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    intent.leave(); // off the trigger, towards the content
    vi.advanceTimersByTime(299);
    intent.enter(); // reached the content
    vi.advanceTimersByTime(1000);
    expect(changes).not.toContain(false);
    intent.leave();
    vi.advanceTimersByTime(300);
    expect(changes.at(-1)).toBe(false);
  });

  it('cancel drops a pending change (a click decided first)', () => {
    const { intent, changes } = track(SUB_MENU_DELAYS);
    intent.enter();
    intent.cancel();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });
});
