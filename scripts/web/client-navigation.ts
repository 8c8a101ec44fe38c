/**
 * A docs-to-docs client navigation as a reader makes it: after the first page has settled,
 * click a sidebar link to another docs page and measure, in the page, the time from the click
 * to the first frame painted with the new heading, and the bytes fetched for it.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { networkQuiet, startApp } from './chromium.ts';

export interface Navigation {
  from: string;
  to: string;
  bytes: number;
  paintMs: number;
}

export async function measureDocsNavigation(browser: Browser, url: string, options: BrowserContextOptions): Promise<Navigation> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Settled means the app started (at the reader's first intent) and the network quiet again:
    // before the app, a click is a full page load.
    await startApp(page);
    await networkQuiet(page);
    const from = new URL(page.url()).pathname;
    const link = page.locator(`nav a[href*="/docs/"]:not([href="${from}"]):not([aria-current="page"])`).first();
    const to = (await link.getAttribute('href')) ?? '';
    // Listen in the page: the click's own timestamp, then the frame after the h1 changes.
    await page.evaluate(() => {
      const before = document.querySelector('h1')?.textContent;
      (window as unknown as { __nav: Promise<number> }).__nav = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const observer = new MutationObserver(() => {
              if (document.querySelector('h1')?.textContent === before) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - event.timeStamp));
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          },
          { once: true, capture: true },
        );
      });
    });
    let bytes = 0;
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then(
          (s) => {
            bytes += s.responseBodySize + s.responseHeadersSize;
          },
          () => undefined,
        ),
      );
    });
    // A menu may hide the sidebar on phones: click through the DOM, as a keyboard user would.
    await link.evaluate((a: HTMLElement) => a.click());
    const paintMs = await page.evaluate(() => (window as unknown as { __nav: Promise<number> }).__nav);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return { from, to, bytes, paintMs };
  } finally {
    await context.close();
  }
}
