// @vitest-environment happy-dom
/**
 * The drawer timings of spec §9 (drags within 500 ms of opening ignored, handle
 * press-and-hold 250 ms, click delay 120 ms) and spec §4's handle (cycles snap points, closes
 * from the last if dismissible): the gesture logic with a fake clock, then the mobile menu's
 * drawer as a reader's finger meets it, with fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderView, screen } from '../../src/testing/index.ts';
import { createDrawerGestures, type DrawerClock } from '../../src/drawer-gestures.ts';
import { MobileMenu } from '../../src/MobileMenu.tsx';
import { $mobileMenuOpen } from '../../src/stores.ts';
import { TIMINGS } from '../../src/timings.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  $mobileMenuOpen.set(false);
});

const fakeClock: DrawerClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as number),
};

function drawer(opts: { snapPoints?: number; dismissible?: boolean; direction?: 'bottom' | 'right' } = {}) {
  const events: string[] = [];
  const gestures = createDrawerGestures({
    ...opts,
    clock: fakeClock,
    onClose: () => events.push('close'),
    onSnap: (i) => events.push(`snap ${i}`),
  });
  gestures.opened();
  return { gestures, events };
}

describe('drawer gestures', () => {
  it('uses the spec numbers', () => {
    expect([TIMINGS.drawerDragIgnoreMs, TIMINGS.drawerHandleHoldMs, TIMINGS.drawerClickDelayMs]).toEqual([500, 250, 120]);
  });

  it('ignores a drag that starts within 500 ms of opening; a later one closes the drawer (default direction bottom)', () => {
    const { gestures, events } = drawer();
    vi.advanceTimersByTime(499);
    expect(gestures.dragStart(0, 0)).toBe(false);
    gestures.dragEnd(0, 300, 400);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(gestures.dragStart(0, 0)).toBe(true);
    gestures.dragEnd(0, 100, 400); // a quarter of its height, downwards
    expect(events).toEqual(['close']);
  });

  it('a short drag, or one away from its edge, leaves it open', () => {
    const { gestures, events } = drawer({ direction: 'right' });
    vi.advanceTimersByTime(500);
    gestures.dragStart(100, 0);
    gestures.dragEnd(150, 0, 300);
    gestures.dragStart(100, 0);
    gestures.dragEnd(0, 0, 300);
    expect(events).toEqual([]);
  });

  it('a handle click acts after 120 ms: cycles the snap points, then closes from the last', () => {
    const { gestures, events } = drawer({ snapPoints: 3 });
    gestures.handleDown();
    gestures.handleClick();
    vi.advanceTimersByTime(119);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['snap 1']);
    for (let i = 0; i < 2; i++) {
      gestures.handleDown();
      gestures.handleClick();
      vi.advanceTimersByTime(120);
    }
    expect(events).toEqual(['snap 1', 'snap 2', 'close']);
  });

  it('from the last snap point a drawer that is not dismissible stays', () => {
    const { gestures, events } = drawer({ dismissible: false });
    gestures.handleClick();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
  });

  it('a double tap within 120 ms does nothing', () => {
    const { gestures, events } = drawer();
    gestures.handleClick();
    vi.advanceTimersByTime(60);
    gestures.handleClick();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
  });

  it('a press held 250 ms is a drag, never a click; 249 ms is still a click', () => {
    const { gestures, events } = drawer();
    gestures.handleDown();
    vi.advanceTimersByTime(250);
    gestures.handleClick();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
    gestures.handleDown();
    vi.advanceTimersByTime(249);
    gestures.handleClick();
    vi.advanceTimersByTime(120);
    expect(events).toEqual(['close']);
  });
});

describe('the mobile menu drawer', () => {
  const items = [{ label: 'Docs', to: '/docs' }];
  const openDrawer = async () => {
    renderView(<MobileMenu items={items} path="/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer's code arrives on the first intent; its import settles outside the fake timers.
    await act(async () => {
      await import('../../src/MobileMenuDrawer.tsx');
      for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    });
    await act(async () => vi.advanceTimersByTime(0));
    return screen.getByRole('dialog');
  };
  const expanded = () => screen.getAllByRole('button', { name: /menu/i })[0]!.getAttribute('aria-expanded');

  it('closes 120 ms after a click on its grip', async () => {
    const dialog = await openDrawer();
    const grip = dialog.querySelector('.drawer-handle')!;
    fireEvent.pointerDown(grip);
    fireEvent.click(grip);
    await act(async () => vi.advanceTimersByTime(119));
    expect($mobileMenuOpen.get()).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect($mobileMenuOpen.get()).toBe(false);
    expect(expanded()).toBe('false');
  });

  it('a swipe towards its edge closes it, unless it starts within 500 ms of opening', async () => {
    const dialog = await openDrawer();
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ width: 300, height: 800 } as DOMRect);
    const swipe = () => {
      fireEvent.pointerDown(dialog, { pointerType: 'touch', clientX: 50, clientY: 10 });
      fireEvent.pointerUp(dialog, { pointerType: 'touch', clientX: 200, clientY: 10 });
    };
    swipe();
    expect($mobileMenuOpen.get()).toBe(true);
    await act(async () => vi.advanceTimersByTime(500));
    swipe();
    expect($mobileMenuOpen.get()).toBe(false);
  });
});
