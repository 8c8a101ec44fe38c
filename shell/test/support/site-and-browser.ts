/**
 * What a browser test file shares: one site on free ports, one Chromium, and the routes a
 * reader meets (from the sitemap), started before its tests and stopped after them; plus a
 * page in a fresh context for each test that needs its own viewport, mode or permissions.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/web/chromium.ts';
import { listedRoutes } from './listed-routes.ts';
import { startTestSite, type TestSite } from './test-site.ts';

export interface SiteAndBrowser {
  site: TestSite;
  browser: Browser;
  routes: Record<string, string>;
  /** Runs `fn` with a page in a new context of `options`, closed afterwards. */
  withPage<T>(options: BrowserContextOptions, fn: (page: Page) => Promise<T>): Promise<T>;
}

/** Registers the file's beforeAll/afterAll; the fields are set once beforeAll has run. */
export function siteAndBrowserPerFile(): SiteAndBrowser {
  const shared = {
    async withPage<T>(options: BrowserContextOptions, fn: (page: Page) => Promise<T>): Promise<T> {
      const context = await shared.browser.newContext(options);
      try {
        return await fn(await context.newPage());
      } finally {
        await context.close();
      }
    },
  } as SiteAndBrowser;
  beforeAll(async () => {
    [shared.site, shared.browser] = await Promise.all([startTestSite(), launchChromium()]);
    shared.routes = await listedRoutes(shared.site);
  }, 240_000);
  afterAll(async () => {
    await shared.browser?.close();
    await shared.site?.stop();
  });
  return shared;
}
