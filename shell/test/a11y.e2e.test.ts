/**
 * Accessibility of the running site in a real browser: axe-core finds no violations (of any
 * impact) on the home page, a docs page, the blog list and the pricing page, in light and
 * in dark mode, at desktop and phone width — after hydration, as a reader meets them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { COLOR_MODE_STORAGE_KEY } from '@site/contracts';
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
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['light', 'dark'] as const)('axe finds no violations in %s mode', (theme) => {
  it.each(Object.entries(PAGES))(
    '%s',
    async (_name, path) => {
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
    },
    60_000,
  );
});

/** Overlays are mounted only when first opened: they must still open, trap focus, pass axe and close. */
describe('overlays opened by a reader', () => {
  async function openPage(viewport: { width: number; height: number }, path: string) {
    const context = await browser.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
    await page.addScriptTag({ content: AXE_SOURCE });
    return { context, page };
  }

  it('the search palette opens with Ctrl+K focused on its input, passes axe, and closes with Escape', async () => {
    const { context, page } = await openPage(VIEWPORTS.desktop, PAGES['docs page']);
    try {
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.palette-input');
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('palette-input'))).toBe(true);
      await page.keyboard.type('collection');
      await page.waitForSelector('[role="option"]');
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.palette').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the phone menu opens the drawer with the docs navigation, passes axe, and Escape returns focus to the toggle', async () => {
    const { context, page } = await openPage(VIEWPORTS.phone, PAGES['docs page']);
    try {
      await page.click('.menu-toggle');
      await page.waitForSelector('.drawer .docs-nav');
      expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('true');
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.drawer').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the language popover opens on hover, passes axe, and a pick stores i18n_redirected', async () => {
    const { context, page } = await openPage(VIEWPORTS.desktop, PAGES['docs page']);
    try {
      await page.hover('.language-selector');
      await page.waitForSelector('.popover-item[hreflang="ja"]');
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.click('.popover-item[hreflang="ja"]');
      await page.waitForURL('**/ja/docs/**');
      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
      expect(cookie).toMatchObject({ value: 'ja', path: '/', sameSite: 'Lax' });
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    } finally {
      await context.close();
    }
  });
});
