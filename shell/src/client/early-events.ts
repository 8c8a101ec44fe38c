/**
 * Until the app has hydrated, a click on one of its controls (a button, a tab, a summary, a
 * checkbox) would do nothing, or the wrong thing: a `<summary>` would toggle natively and
 * hydration would put it back. So from the page's first script on, such clicks and the site's
 * shortcuts (Ctrl+K) are held: their default prevented, the element remembered, and replayed
 * on it once the app announces it is ready (APP_READY_EVENT) and React's hydration work is
 * done. While a click waits, the page shows a busy cursor. Links are not held: one followed before the app is ready is an
 * ordinary page load, which the server answers completely.
 */
import { isSiteShortcut } from '@site/contracts';

/** Dispatched on the document by the app once the first page has hydrated. */
export const APP_READY_EVENT = 'site:hydrated';

const CONTROL = [
  'button',
  'summary',
  'label',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="button"]',
  'input[type="submit"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[aria-haspopup]',
  '[aria-expanded]',
].join(', ');

/** The control a click on `target` is for, unless the click follows a link. */
function heldControl(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(CONTROL);
  if (!control) return null;
  const link = target.closest('a[href]');
  // A link inside the control (or the control itself a link) navigates: the server has the page.
  if (link && control.contains(link)) return null;
  return control;
}

/**
 * Runs `answer` once React's hydration work is done. The app says it is ready when the page's
 * root has committed, but the parts inside Suspense boundaries (the header's menus and
 * popovers, the page actions, whose code loads when reached for) hydrate in later tasks: a
 * click replayed at once found their triggers without handlers and was lost, so the first
 * click on them did nothing. React's scheduler runs its work as tasks, so an idle callback
 * comes after it.
 */
function afterHydrationWork(answer: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(answer, { timeout: 1000 });
  else setTimeout(answer, 100);
}

/** Where `el` sits, by child index from <html>: found again if hydration replaced the node. */
function pathOf(el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node?.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function find(el: Element, path: number[], doc: Document): Element | null {
  if (el.isConnected) return el;
  let node: Element | undefined = doc.documentElement;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/**
 * Held at the document, in the capture phase: after the window, where the first intent is
 * seen (first-intent.ts), and before the app's root, where React listens.
 */
export function holdEarlyEvents(doc: Document = document): void {
  const stop = new AbortController();
  const clicks = new Map<Element, number[]>();
  const keys: KeyboardEventInit[] = [];
  doc.addEventListener(
    'click',
    (event) => {
      const control = heldControl(event.target);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // A second click on the same control while waiting is impatience, not a second toggle.
      if (!clicks.has(control)) clicks.set(control, pathOf(control));
      doc.documentElement.dataset.waking = 'true';
    },
    { capture: true, signal: stop.signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!isSiteShortcut(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
      keys.push({ key, code, ctrlKey, metaKey, shiftKey, altKey, bubbles: true, cancelable: true });
    },
    { capture: true, signal: stop.signal },
  );
  doc.addEventListener(
    APP_READY_EVENT,
    () => {
      // Held until the replay: a click in between would be answered by the app and replayed too.
      afterHydrationWork(() => {
        stop.abort();
        delete doc.documentElement.dataset.waking;
        for (const [control, path] of clicks) (find(control, path, doc) as HTMLElement | null)?.click();
        for (const init of keys) (doc.activeElement ?? doc.body).dispatchEvent(new KeyboardEvent('keydown', init));
      });
    },
    { once: true },
  );
}
