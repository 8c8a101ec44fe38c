/**
 * Accessibility of the running site in a real browser: axe-core finds no violations (of any
 * impact) on the home page, a docs page, the blog list and the pricing page, in light and
 * in dark mode, at desktop and phone width — after hydration, as a reader meets them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { COLOR_MODE_STORAGE_KEY } from '@site/kit';
import { AXE_SOURCE, describeViolations, runAxe } from '../kit/scripts/axe-run.ts';
import { startTestSite, type TestSite } from './support/test-site.ts';

const PAGES = {
  home: '/en',
  'docs page': '/en/docs/getting-started/installation',
  'blog list': '/en/blog',
  pricing: '/en/studio/pricing',
};
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startTestSite(),
    chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['light', 'dark'] as const)('axe finds no violations in %s mode', (theme) => {
  it.each(Object.entries(PAGES))('%s', async (_name, path) => {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      // The site's CSP forbids inline scripts; axe is injected by the test, not by the page.
      const context = await browser.newContext({ viewport, colorScheme: theme, bypassCSP: true });
      try {
        await context.addInitScript(([key, mode]) => localStorage.setItem(key!, mode!), [COLOR_MODE_STORAGE_KEY, theme]);
        const page = await context.newPage();
        const res = await page.goto(`${site.url}${path}`);
        expect(res?.status()).toBe(200);
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await page.addScriptTag({ content: AXE_SOURCE });
        const violations = await runAxe(page);
        expect(violations, `${path} (${viewportName}, ${theme}):\n${describeViolations(violations)}`).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 60_000);
});
