// @vitest-environment happy-dom
/**
 * The page's first script (shell/src/client/reader.ts): the app starts at the reader's first
 * intent, and what the reader did with a control before the app was ready is answered once it is.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@site/kit/testing';
import { APP_READY_EVENT, holdEarlyEvents } from '../src/client/early-events.ts';
import { onFirstIntent } from '../src/client/first-intent.ts';

const appReady = () => document.dispatchEvent(new Event(APP_READY_EVENT));
/** The held events are answered once React's hydration work is done: an idle callback, here a short timeout. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 150));

/** What the app's own listeners would see (they listen where React does: bubbling to the document). */
function appListener(type: 'click' | 'keydown') {
  const seen: Array<{ target: EventTarget | null; key?: string }> = [];
  const listener = (event: Event) => {
    seen.push({ target: event.target, key: (event as KeyboardEvent).key });
    event.preventDefault(); // the app handles it (and happy-dom follows no link)
  };
  document.addEventListener(type, listener);
  return { seen, stop: () => document.removeEventListener(type, listener) };
}

afterEach(async () => {
  appReady(); // releases the holds a test left
  await answered();
  document.body.innerHTML = '';
});

describe('before the app is ready', () => {
  it('holds a click on a control and hands it to the app once, when it is ready', async () => {
    document.body.innerHTML = '<header><button type="button">Search</button></header>';
    holdEarlyEvents();
    const app = appListener('click');
    const search = screen.getByRole('button', { name: 'Search' });
    search.click();
    search.click(); // impatience: still one click for the app
    expect(app.seen).toEqual([]);
    expect(document.documentElement.dataset.waking).toBe('true');
    appReady();
    search.click(); // still impatience while the app finishes hydrating
    await answered();
    expect(app.seen.map((e) => e.target)).toEqual([search]);
    expect(document.documentElement.dataset.waking).toBeUndefined();
    app.stop();
  });

  it('hands a click to a control whose handler arrives after the app said it was ready (a part React hydrates later)', async () => {
    document.body.innerHTML = '<header><button type="button" aria-haspopup="dialog">Language</button></header>';
    holdEarlyEvents();
    screen.getByRole('button', { name: 'Language' }).click();
    appReady();
    // The menu's trigger hydrates in a later task, as a Suspense boundary's content does.
    let app: ReturnType<typeof appListener> | undefined;
    setTimeout(() => {
      app = appListener('click');
    }, 0);
    await answered();
    expect(app?.seen.map((e) => (e.target as Element).textContent)).toEqual(['Language']);
    app?.stop();
  });

  it('keeps a summary from toggling by itself (hydration would put it back) and lets links navigate', () => {
    document.body.innerHTML = '<details><summary>More</summary><p>hidden</p></details><p><a href="/en/docs/next">Next page</a></p>';
    holdEarlyEvents();
    const summaryClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('summary')!.dispatchEvent(summaryClick);
    expect(summaryClick.defaultPrevented).toBe(true);
    let linkPrevented: boolean | undefined;
    const onLink = (event: Event) => {
      linkPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', onLink);
    screen.getByRole('link', { name: 'Next page' }).click();
    document.removeEventListener('click', onLink);
    expect(linkPrevented).toBe(false);
  });

  it('finds a control again by its place when hydration replaced the element', async () => {
    document.body.innerHTML = '<nav><button type="button">Menu</button></nav>';
    holdEarlyEvents();
    screen.getByRole('button', { name: 'Menu' }).click();
    const rendered = document.createElement('button');
    rendered.textContent = 'Menu';
    document.querySelector('nav')!.replaceChildren(rendered);
    const app = appListener('click');
    appReady();
    await answered();
    expect(app.seen.map((e) => e.target)).toEqual([rendered]);
    app.stop();
  });

  it("holds the site's shortcuts (Ctrl+K) and passes every other key through at once", async () => {
    holdEarlyEvents();
    const app = appListener('keydown');
    const ctrlK = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(ctrlK);
    expect(ctrlK.defaultPrevented).toBe(true); // the browser's own Ctrl+K does not run
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true }));
    expect(app.seen.map((e) => e.key)).toEqual(['c']);
    appReady();
    await answered();
    expect(app.seen.map((e) => e.key)).toEqual(['c', 'k']);
    app.stop();
  });

  it('holds nothing once the app is ready and has answered what it held', async () => {
    document.body.innerHTML = '<button type="button">Theme</button>';
    holdEarlyEvents();
    appReady();
    await answered();
    const app = appListener('click');
    screen.getByRole('button', { name: 'Theme' }).click();
    expect(app.seen).toHaveLength(1);
    app.stop();
  });
});

describe('the first intent', () => {
  it('is not reading: the pointer over text or a scroll starts nothing', () => {
    document.body.innerHTML = '<main><p>Some prose</p><a href="/en/docs/x">A link</a></main>';
    const start = vi.fn();
    onFirstIntent(start);
    document.querySelector('p')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
    // The pointer over a link is: the click is likely to follow.
    screen.getByRole('link', { name: 'A link' }).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('is also a held shortcut or a click with no press before it (a screen reader activating a control)', () => {
    document.body.innerHTML = '<button type="button">Search</button>';
    // In the page's first script's order: the hold first, then the intent.
    holdEarlyEvents();
    const start = vi.fn();
    onFirstIntent(start);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(start).toHaveBeenCalledTimes(1);
    appReady();
    holdEarlyEvents();
    const again = vi.fn();
    onFirstIntent(again);
    screen.getByRole('button', { name: 'Search' }).click();
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('is a key, a touch or focus moving into the page', () => {
    for (const event of [
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
      new Event('touchstart', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      const start = vi.fn();
      onFirstIntent(start);
      document.body.dispatchEvent(event);
      expect(start, event.type).toHaveBeenCalledTimes(1);
    }
  });
});
