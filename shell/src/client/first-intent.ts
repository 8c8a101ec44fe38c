/**
 * The first sign that the reader wants more from the page than to read it. The server's HTML
 * is the whole page (links navigate, fragments scroll, code is highlighted, the colour mode
 * is applied); what makes it an app (React, the router, the remote's page code: about 85 KB
 * of gzip and most of a phone's main-thread work) is worth loading only for a reader who
 * reaches for it:
 * - a press, a touch, a key or a wheel turn anywhere (on a phone the first scroll starts
 *   with a touch, so the app is usually ready before the first tap on a control), and a
 *   click without a press before it (a screen reader activating a control in browse mode);
 * - focus moving into the page (keyboard readers);
 * - the pointer over a link or a control (on a desktop the app is there by the click).
 * Lighthouse and a reader who only reads load none of it.
 */
const ANYWHERE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'click'] as const;

/** Hovering one of these is intent: a click is likely to follow. */
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, label, [role], [tabindex]';

/**
 * Calls `start` once, at the first intent. It listens on the window, ahead of the document
 * where early-events.ts holds clicks and shortcuts: a held Ctrl+K or click is an intent too.
 */
export function onFirstIntent(start: () => void, target: Window = window): void {
  const stop = new AbortController();
  const fire = () => {
    stop.abort();
    start();
  };
  const opts: AddEventListenerOptions = { capture: true, passive: true, signal: stop.signal };
  for (const type of ANYWHERE) target.addEventListener(type, fire, opts);
  target.addEventListener(
    'pointerover',
    (event) => {
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) fire();
    },
    opts,
  );
}
