// @vitest-environment happy-dom
/**
 * The page actions menu's typeahead (spec §9: the buffer clears after 1000 ms, where zag's
 * own clears after 350 ms): typed letters highlight the matching item, and a letter typed
 * up to 999 ms after another still extends the same search.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderView, screen } from '@site/kit/testing';
import { PageActions } from '../src/components/PageActions.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const highlighted = () => screen.getAllByRole('menuitem').find((item) => item.hasAttribute('data-highlighted'))?.textContent;

async function openMenu() {
  renderView(<PageActions collection="docs" path="/docs/getting-started" />);
  await act(async () => vi.advanceTimersByTime(0)); // hydrated: the menu's machine is mounted
  fireEvent.click(screen.getByRole('button', { name: 'More page actions' }));
  // The menu's code arrives on the first intent; its import settles outside the fake timers.
  await act(async () => {
    await import('../src/components/PageActionsMenu.tsx');
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  });
  await act(async () => vi.advanceTimersByTime(50));
  return screen.getByRole('menu');
}

describe('page actions menu typeahead', () => {
  it('highlights the item a typed letter starts, and keeps the search going for up to 1000 ms', async () => {
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'o' });
    expect(highlighted()).toBe('Open in ChatGPT');
    await act(async () => vi.advanceTimersByTime(400));
    // The search is "oc" now (no item), not a fresh "c": the highlight stays. Zag's own
    // typeahead, cleared after 350 ms, would have jumped to "Copy Markdown page".
    fireEvent.keyDown(menu, { key: 'c' });
    expect(highlighted()).toBe('Open in ChatGPT');
    await act(async () => vi.advanceTimersByTime(999));
    fireEvent.keyDown(menu, { key: 'v' });
    expect(highlighted()).toBe('Open in ChatGPT'); // "ocv": still one search
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.keyDown(menu, { key: 'c' });
    expect(highlighted()).toBe('Copy Markdown page');
  });

  it('the same letter again moves to the next item starting with it', async () => {
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'o' });
    fireEvent.keyDown(menu, { key: 'o' });
    expect(highlighted()).toBe('Open in Claude');
  });
});

describe('page actions menu and Tab', () => {
  it('Tab closes the menu instead of holding the keyboard in it; its links are no tab stops (arrows move between items)', async () => {
    const menu = await openMenu();
    for (const item of screen.getAllByRole('menuitem')) expect(item.tabIndex).toBe(-1);
    fireEvent.keyDown(menu, { key: 'Tab' });
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Shift+Tab closes it too, back on its button', async () => {
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'Tab', shiftKey: true });
    await act(async () => {
      vi.advanceTimersByTime(50);
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More page actions' }));
  });
});
