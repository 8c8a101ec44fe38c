/**
 * What the accessibility tests read from a real Chromium page: where focus is, what the
 * page's one live region last said, the accessibility tree (as a screen reader gets it,
 * through the DevTools protocol) and running motion.
 */
import type { Page } from 'playwright-core';
import { startApp } from '../../../scripts/web/chromium.ts';

export interface Focused {
  tag: string;
  id: string;
  text: string;
  /** Nearest ancestor (or itself) matching each selector asked about. */
  inside: Record<string, boolean>;
}

/** The focused element, and whether it sits inside each of `selectors`. */
export function focused(page: Page, selectors: string[] = []): Promise<Focused> {
  return page.evaluate((sels) => {
    const el = document.activeElement ?? document.body;
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      text: (el.textContent ?? '').trim(),
      inside: Object.fromEntries(sels.map((s) => [s, el.closest(s) !== null])),
    };
  }, selectors);
}

/** The text of the page's polite live region (the kit's `announce`). */
export function announced(page: Page): Promise<string> {
  return page.evaluate(() => document.getElementById('site-announcer')?.textContent ?? '');
}

export interface AxNode {
  role: string;
  name: string;
}

/** Every node of the accessibility tree Chromium exposes (ignored ones left out). */
export async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ ignored?: boolean; role?: { value?: string }; name?: { value?: string } }>;
    };
    return nodes.filter((n) => !n.ignored).map((n) => ({ role: String(n.role?.value ?? ''), name: String(n.name?.value ?? '').trim() }));
  } finally {
    await cdp.detach();
  }
}

/** Loads `url` and waits until links and buttons work. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  const res = await page.goto(url);
  if (res?.status() !== 200) throw new Error(`${url} answered ${res?.status()}`);
  await startApp(page, 20_000);
}

/**
 * Transitions and animations that could move something, with reduced motion asked for:
 * elements whose computed transition or animation lasts longer than 10 ms, and the running
 * Web Animations that do. The busy spinner (a click being handled) is exempt.
 */
export function lastingMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (list: string) => Math.max(...list.split(',').map((d) => Number.parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
    const found: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).join('.')}` : ''}`;
    for (const el of document.querySelectorAll('*')) {
      if (el.closest('.btn-spinner')) continue;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const transition = style.transitionProperty !== 'none' && style.transitionProperty !== '' ? longest(style.transitionDuration) : 0;
        const animation = style.animationName !== 'none' ? longest(style.animationDuration) : 0;
        if (transition > 10 || animation > 10)
          found.push(`${describe(el)}${pseudo ?? ''}: transition ${transition} ms, animation ${animation} ms`);
      }
    }
    for (const animation of document.getAnimations()) {
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (duration > 10 && !target?.closest('.btn-spinner'))
        found.push(`running animation of ${duration} ms on ${target ? describe(target) : '?'}`);
    }
    return found;
  });
}
