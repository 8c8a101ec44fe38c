/**
 * A real reader for rollout runs: Chromium (playwright-core, CHROME_PATH or /usr/bin/chromium)
 * going round the site's sections, each a full load that must hydrate, then a client-side
 * navigation to the next section when the page links to it. Console errors, page errors and
 * failed responses are collected; hydration errors are those React reports as such.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp } from '../web/chromium.ts';

export interface BrowserReport {
  pagesLoaded: number;
  clientNavigations: number;
  problems: string[];
  hydrationErrors: string[];
}

const HYDRATION = /hydrat|Minified React error #(418|419|423|425)/i;

export async function startBrowserReader(base: string, paths: readonly string[]): Promise<{ stop(): Promise<BrowserReport> }> {
  const browser: Browser = await launchChromium();
  const page: Page = await browser.newPage();
  const report: BrowserReport = { pagesLoaded: 0, clientNavigations: 0, problems: [], hydrationErrors: [] };
  const note = (problem: string) => {
    report.problems.push(problem);
    if (HYDRATION.test(problem)) report.hydrationErrors.push(problem);
  };
  // Each problem names the page it happened on, so a rare one says where to look.
  page.on('console', (msg) => {
    if (msg.type() === 'error') note(`console on ${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => note(`pageerror on ${page.url()}: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) note(`HTTP ${res.status()} ${res.url()}`);
  });

  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const path = paths[i % paths.length]!;
      const next = paths[(i + 1) % paths.length]!;
      try {
        await page.goto(base + path);
        await startApp(page, 20_000);
        report.pagesLoaded++;
        // The next section by a link on this page, as a reader would go (client-side routing).
        const clicked = await page.evaluate((href) => {
          const a = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
          a?.click();
          return !!a;
        }, next);
        if (clicked) {
          await page.waitForFunction((h) => window.location.pathname === h && !document.querySelector('[aria-busy="true"]'), next, {
            timeout: 20_000,
          });
          report.clientNavigations++;
        }
      } catch (err) {
        if (running) note(`navigation ${path} → ${next}: ${(err as Error).message.split('\n')[0]}`);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await browser.close();
      return report;
    },
  };
}
