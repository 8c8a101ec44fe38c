/**
 * The one polite live region of the page: every message a screen reader should hear without
 * moving focus (toasts, copy results) goes through `announce`, so announcements never come
 * twice from competing regions.
 */
import { PAGE_ELEMENT_IDS } from '@site/contracts';

const REGION_ID = PAGE_ELEMENT_IDS.announcer;

function region(): HTMLElement {
  let el = document.getElementById(REGION_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = REGION_ID;
    el.className = 'sr-only';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    el.setAttribute('aria-atomic', 'true');
    document.body.appendChild(el);
  }
  return el;
}

/** Reads `message` out politely. Repeating the same text announces it again. */
export function announce(message: string): void {
  if (typeof document === 'undefined' || !message) return;
  const el = region();
  // Clear first, then set on the next frame: screen readers announce a change, not a value.
  el.textContent = '';
  const set = () => {
    el.textContent = message;
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(set);
  else set();
}
