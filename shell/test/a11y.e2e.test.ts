/**
 * Accessibility of the running site in a real browser (the conformance target is WCAG 2.2
 * AA, see the README):
 * - axe-core finds no violations (of any impact) on every route a reader meets (from the
 *   sitemap), in light mode, in dark mode and in Arabic (right to left), after hydration;
 *   on each, every landmark, tablist and focusable scroll area has a name in the
 *   accessibility tree;
 * - keyboard and screen-reader journeys: skip links, focus after a table-of-contents jump,
 *   a client navigation and a search result, the phone menu and "On this page" panel at
 *   375 and 320 px (and 400% zoom), announcements, the platform's shortcut, reduced motion,
 *   the docs sidebar's tree keyboard;
 * - overlays (palette, phone menu, language popover), mounted on first open, pass axe.
 * One browser; one page per mode walks every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { COLOR_MODE_STORAGE_KEY } from '@site/contracts';
import { createI18n, prepareTexts } from '@site/kit';
import { AXE_SOURCE, describeViolations, runAxe } from '../kit/scripts/axe-run.ts';
import { sampleRoutes } from '../../scripts/web/first-load.ts';
import { accessibilityTree, announced, focused, lastingMotion, openHydrated } from './support/a11y-browser.ts';
import { startTestSite, type TestSite } from './support/test-site.ts';
import { listedRoutes } from './support/listed-routes.ts';
import { en as studioTexts } from '../../studio-app/src/i18n/en.ts';
import { launchChromium } from '../../scripts/web/chromium.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let site: TestSite;
let browser: Browser;
let routes: Record<string, string>;

beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchChromium()]);
  routes = await listedRoutes(site);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page in a fresh context; the CSP forbids inline scripts, so axe is injected by the test. */
async function withPage<T>(options: BrowserContextOptions, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ bypassCSP: true, ...options });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The kit's text for a key in a locale, as the site renders it. */
async function text(locale: string, key: string, vars: Record<string, string | number> = {}): Promise<string> {
  await prepareTexts(locale);
  return createI18n(locale).t(key, vars);
}

/** Landmarks, tablists and scroll areas without a name, as Chromium exposes them. */
async function unnamed(page: Page): Promise<string[]> {
  const tree = await accessibilityTree(page);
  const mustBeNamed = new Set(['navigation', 'complementary', 'region', 'tablist', 'search', 'form']);
  const missing = tree.filter((n) => mustBeNamed.has(n.role) && !n.name).map((n) => n.role);
  // Every keyboard-focusable scroll area (code blocks, wide tables) has a role and a name: its
  // aria-label, or the text of what aria-labelledby points at (a name in the reader's language
  // for content in another, ContentRegion.tsx's useInterfaceLabel).
  const scrollAreas = await page.$$eval('pre[tabindex="0"], .table-wrap[tabindex="0"]', (els) =>
    els
      .filter((el) => {
        const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
          .join('');
        return !['group', 'region'].includes(el.getAttribute('role') ?? '') || !(el.getAttribute('aria-label') || labelledBy);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  return [...missing, ...scrollAreas];
}

/** Each main and footer of the page as its path from the body (tag, id, first class). */
function landmarkPaths(page: Page): Promise<string[]> {
  return page.$$eval('main, footer', (els) =>
    els.map((el) => {
      const path: string[] = [];
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        path.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.classList[0] ? `.${e.classList[0]}` : ''}`);
      }
      return path.join(' > ');
    }),
  );
}

const MODES = {
  light: { locale: 'en', options: { viewport: DESKTOP, colorScheme: 'light' } },
  dark: { locale: 'en', options: { viewport: PHONE, colorScheme: 'dark' } },
  ar: { locale: 'ar', options: { viewport: DESKTOP, colorScheme: 'light' } },
} as const satisfies Record<string, { locale: string; options: BrowserContextOptions }>;

describe.each(Object.keys(MODES) as Array<keyof typeof MODES>)('every route in %s mode', (mode) => {
  it('passes axe, with every landmark, tablist and scroll area named', async () => {
    const { locale, options } = MODES[mode];
    const paths = Object.entries(await sampleRoutes(site.url, '/en', locale));
    expect(paths.length).toBeGreaterThanOrEqual(9);
    await withPage(options, async (page) => {
      const theme = options.colorScheme;
      await page.context().addInitScript(([key, value]) => localStorage.setItem(key!, value!), [COLOR_MODE_STORAGE_KEY, theme]);
      const failures: string[] = [];
      for (const [name, path] of paths) {
        await openHydrated(page, `${site.url}${path}`);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await page.addScriptTag({ content: AXE_SOURCE });
        const violations = await runAxe(page);
        if (violations.length) {
          // Two mains or footers mean the app is in the document twice (seen once in CI, not reproduced): say where each is.
          const duplicated = violations.some((v) => v.id.startsWith('landmark-no-duplicate'));
          const where = duplicated ? `\n  landmarks at: ${(await landmarkPaths(page)).join(' | ')}` : '';
          failures.push(`${name} ${path}:\n${describeViolations(violations)}${where}`);
        }
        const missing = await unnamed(page);
        if (missing.length) failures.push(`${name} ${path}: unnamed ${missing.join(', ')}`);
      }
      expect(failures.join('\n')).toBe('');
    });
  }, 180_000);
});

describe('keyboard journeys', () => {
  it('skip links: Tab, Enter lands on the article past the sidebar, its body within 3 Tabs; the second reaches the sidebar; both translated', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const url = `${site.url}${routes.docs}`;
      await openHydrated(page, url);
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(await text('en', 'common.skipToContent'));
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).tag).toBe('article');
      expect(page.url()).toBe(`${url}#site-content`);
      let tabs = 0;
      do {
        await page.keyboard.press('Tab');
        tabs++;
      } while (tabs < 10 && !(await focused(page, ['article .prose'])).inside['article .prose']);
      expect(tabs).toBeLessThanOrEqual(3);

      await openHydrated(page, url);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(await text('en', 'common.skipToNavigation'));
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).id).toBe('site-navigation');
      await page.keyboard.press('Tab');
      expect((await focused(page, ['#site-navigation'])).inside['#site-navigation']).toBe(true);

      await openHydrated(page, `${site.url}${routes.docs!.replace(/^\/en\//, '/fr/')}`);
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(await text('fr', 'common.skipToContent'));
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(await text('fr', 'common.skipToNavigation'));
    });
  });

  it('focus follows the reader: a TOC link to its heading, a client navigation to the new h1 (title announced), a search result to its target', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openHydrated(page, `${site.url}${routes.docs}`);
      const links = page.locator('.docs-aside-right .toc a');
      const count = await links.count();
      expect(count).toBeGreaterThan(1);
      const link = links.nth(count - 1);
      const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
      await link.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).id).toBe(id);
      const { top, header } = await page.evaluate(
        (target) => ({
          top: document.getElementById(target)!.getBoundingClientRect().top,
          header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
        }),
        id,
      );
      expect(top).toBeGreaterThanOrEqual(header);
      await page.keyboard.press('Tab');
      expect((await focused(page, ['.toc'])).inside['.toc']).toBe(false);

      // A client navigation from the sidebar.
      const next = page.locator('#site-navigation a.docs-nav-link:not([aria-current])').nth(2);
      const href = (await next.getAttribute('href'))!;
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${href}`);
      await expect.poll(async () => (await focused(page)).tag).toBe('h1');
      expect((await focused(page, ['main'])).inside.main).toBe(true);
      await expect.poll(() => announced(page)).toBe(await page.title());

      // The palette: the platform's modifier, both shortcuts, the result count, focus on the result.
      const button = page.locator('.site-header .search-button');
      expect(await button.getAttribute('aria-keyshortcuts')).toBe('Meta+K Control+K');
      expect(await button.locator('kbd').allTextContents()).toEqual(['Ctrl', 'K']);
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.palette-input');
      await page.keyboard.type('collection');
      // A row with an excerpt is a search result: the pages listed before typing have none.
      await page.waitForSelector('.palette-item-excerpt', { state: 'attached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('palette-input'))).toBe(true);
      const options = await page.locator('[role="option"]').count();
      await expect.poll(() => announced(page)).toBe(await text('en', 'search.resultCount', { count: options, number: options }));
      // The open palette (mounted on first open) passes axe too.
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      const chosen = await page.locator('[role="option"][aria-selected="true"] .palette-item-title').textContent();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.palette').count()).toBe(0);
      // The target heading (a section result) or the page's h1, never the header's search button.
      // (Focus first returns to where it was before the palette, the previous page's h1: wait
      // for the one that holds the result's title.)
      await expect.poll(async () => (await focused(page)).text, { timeout: 15_000 }).toContain(chosen!.trim());
      await expect.poll(async () => ['h1', 'h2', 'h3', 'h4'].includes((await focused(page)).tag)).toBe(true);
      const target = await focused(page);
      if (page.url().includes('#')) expect(target.id).toBe(decodeURIComponent(new URL(page.url()).hash.slice(1)));
      else expect(target.tag).toBe('h1');
      expect(target.text).toContain(chosen!.trim());
    });
  });

  it('the docs sidebar is a tree: one tab stop, arrows, a closed section opened and entered (its pages loaded), typeahead; each item named by its own title', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openHydrated(page, `${site.url}${routes.docs}`);
      const active = () =>
        page.evaluate(() => {
          const el = document.activeElement;
          return {
            role: el?.getAttribute('role'),
            expanded: el?.getAttribute('aria-expanded'),
            current: el?.getAttribute('aria-current'),
            text: el?.textContent?.trim(),
          };
        });
      // Tab from the search button enters the tree once, on the current page.
      await page.locator('#site-navigation .docs-search').focus();
      await page.keyboard.press('Tab');
      expect(await active()).toMatchObject({ role: 'treeitem', current: 'page' });
      await page.keyboard.press('End');
      const section = await active();
      expect(section).toMatchObject({ role: 'treeitem', expanded: 'false' });
      await page.keyboard.press('ArrowRight');
      expect((await active()).expanded).toBe('true');
      // Its pages arrive from content-service; Right then enters the group.
      await page.locator('#site-navigation [role="group"][aria-busy="true"]').waitFor({ state: 'detached' });
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="group"]') !== null)).toBe(true);
      await page.keyboard.press('ArrowLeft');
      expect(await active()).toMatchObject({ text: section.text, expanded: 'true' });
      await page.keyboard.press('ArrowLeft');
      expect((await active()).expanded).toBe('false');
      await page.keyboard.press('Home');
      const first = await active();
      await page.keyboard.press(section.text!.charAt(0).toLowerCase());
      expect((await active()).text?.charAt(0).toLowerCase()).toBe(section.text!.charAt(0).toLowerCase());
      expect((await active()).text).not.toBe(first.text);
      // Chromium names every tree item by its own title, an open folder's children left out
      // (it lists the items a folder owns after the folders of its level).
      const items = (await accessibilityTree(page)).filter((n) => n.role === 'treeitem');
      const titles = await page.locator('#site-navigation [role="treeitem"]').allTextContents();
      expect(items.map((n) => n.name).sort()).toEqual(titles.map((t) => t.trim()).sort());
    });
  });

  it('the page actions menu takes focus on its first opening; Tab leaves it for what follows its button, Shift+Tab for the button (it held the keyboard until Escape)', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openHydrated(page, `${site.url}${routes.docs}`);
      // The menu's code arrives late, so the first Enter comes before it: the menu mounted open
      // then, and its own opening (focus into it) never ran.
      await page.route(/\/_remotes\/docs\/.+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      const trigger = page.getByRole('button', { name: 'More page actions' });
      // The tab stop after the button, as the page is before the menu opens.
      await trigger.focus();
      await page.keyboard.press('Tab');
      const after = await focused(page);
      for (const [key, shift] of [
        ['Tab', false],
        ['Shift+Tab', true],
      ] as const) {
        await trigger.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menu').waitFor({ state: 'visible', timeout: 10_000 });
        await expect.poll(async () => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menu');
        await page.keyboard.press(key);
        await page.getByRole('menu').waitFor({ state: 'hidden', timeout: 10_000 });
        await expect.poll(async () => (await focused(page)).text, { message: key }).toBe(shift ? '' : after.text);
        if (shift) expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
        else expect((await focused(page)).tag).toBe(after.tag);
      }
    });
  });

  it('on an Apple platform the palette shortcut shows ⌘', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
      await openHydrated(page, `${site.url}${routes.docs}`);
      await expect.poll(() => page.locator('.site-header .search-button kbd').allTextContents()).toEqual(['⌘', 'K']);
    });
  });

  it('phones at 375 and 320 px: a menu link closes the menu and focuses the new h1; an "On this page" choice closes the panel and lands its heading fully visible and focused, down to 400% zoom (320×256)', async () => {
    await withPage({ viewport: { width: 375, height: 667 } }, async (page) => {
      await openHydrated(page, `${site.url}${routes.docs}`);
      // The drawer (mounted on first open) passes axe, and Escape hands focus back to the toggle.
      await page.click('.menu-toggle');
      await page.waitForSelector('.drawer .docs-nav');
      expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('true');
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.drawer').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);

      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 600 });
        await page.click('.menu-toggle');
        const link = page.locator('.drawer .docs-nav a.docs-nav-link:not([aria-current])').nth(width === 375 ? 3 : 4);
        const href = (await link.getAttribute('href'))!;
        await link.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(`**${href}`);
        await expect.poll(() => page.locator('.drawer').count()).toBe(0);
        await expect.poll(async () => (await focused(page)).tag).toBe('h1');
      }

      await openHydrated(page, `${site.url}${routes.docs}`);
      const sizes = [
        { width: 375, height: 667 },
        { width: 320, height: 568 },
        { width: 320, height: 256 },
      ];
      for (const [i, viewport] of sizes.entries()) {
        await page.setViewportSize(viewport);
        await page.locator('.toc-mobile-trigger').focus();
        await page.keyboard.press('Enter');
        const links = page.locator('.toc-mobile .toc a');
        const link = links.nth((await links.count()) - 1 - i);
        const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
        await link.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.querySelector('details.toc-mobile')?.hasAttribute('open'))).toBe(false);
        await expect.poll(async () => (await focused(page)).id).toBe(id);
        const box = await page.evaluate((target) => {
          const heading = document.getElementById(target)!.getBoundingClientRect();
          const covered = Math.max(
            document.querySelector('.site-header')!.getBoundingClientRect().bottom,
            document.querySelector('.toc-mobile')!.getBoundingClientRect().bottom,
          );
          return { top: heading.top, bottom: heading.bottom, covered, height: window.innerHeight };
        }, id);
        expect(box.top, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(box.covered);
        expect(box.bottom, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(box.height);
      }
    });
  });

  it('copy results and pricing period changes are announced politely', async () => {
    await withPage({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] }, async (page) => {
      await openHydrated(page, `${site.url}${routes.docs}`);
      await page.locator('.code-block .copy-button').first().click();
      await expect.poll(() => announced(page)).toBe(await text('en', 'code.copied'));

      await openHydrated(page, `${site.url}${routes.pricing}`);
      const yearly = page.locator('.billing-toggle__option').nth(1);
      await yearly.click();
      expect(await yearly.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => announced(page)).toBe(studioTexts.pricing.showingYearly);
    });
  });

  it('with reduced motion nothing moves: no transition or animation lasts, hover lifts and the loading bar stay still', async () => {
    await withPage({ viewport: DESKTOP, reducedMotion: 'reduce' }, async (page) => {
      await openHydrated(page, `${site.url}${routes.studio}`);
      const card = page.locator('.card-link').first();
      if (await card.count()) {
        await card.hover();
        expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
      }
      expect(await lastingMotion(page)).toEqual([]);
      await openHydrated(page, `${site.url}${routes.docs}`);
      await page.hover('.header-nav .nav-link:has(.nav-chevron)');
      expect(await lastingMotion(page)).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.loading-bar')!).transform)).toBe('none');
      await page.setViewportSize(PHONE);
      await page.click('.menu-toggle');
      await page.waitForSelector('.drawer');
      expect(await lastingMotion(page)).toEqual([]);
    });
  });
});

/** The language popover is mounted only when first opened: it must open, pass axe and work. */
describe('the language popover', () => {
  it("picked by keyboard, leaves focus on the new page's h1, into the default locale and out of it", async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      for (const [from, to, h1] of [
        ['/ar/blog', 'en', 'Blog'],
        ['/en/blog', 'ja', null],
      ] as const) {
        await openHydrated(page, `${site.url}${from}`);
        await page.locator('.language-selector').first().focus();
        await page.keyboard.press('Enter');
        const link = page.locator(`.popover-item[hreflang="${to}"]`);
        await link.waitFor({ state: 'visible' });
        await link.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(`**/${to}/blog`);
        await expect.poll(async () => (await focused(page)).tag, { message: `${from} to ${to}` }).toBe('h1');
        // Still there a moment later: nothing takes it back.
        await page.waitForTimeout(300);
        expect((await focused(page)).tag).toBe('h1');
        if (h1) expect((await focused(page)).text).toBe(h1);
      }
    });
  });

  it('opens on hover, passes axe, and a pick stores i18n_redirected', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openHydrated(page, `${site.url}${routes.docs}`);
      await page.addScriptTag({ content: AXE_SOURCE });
      await page.hover('.language-selector');
      await page.waitForSelector('.popover-item[hreflang="ja"]');
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.click('.popover-item[hreflang="ja"]');
      await page.waitForURL('**/ja/docs/**');
      const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
      expect(cookie).toMatchObject({ value: 'ja', path: '/', sameSite: 'Lax' });
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    });
  });
});

describe('print and forced colours', () => {
  it('prints a docs page read in dark mode as its content alone, every code tab, dark text on white paper', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.context().addInitScript(([key]) => localStorage.setItem(key!, 'dark'), [COLOR_MODE_STORAGE_KEY]);
      await openHydrated(page, `${site.url}/en/docs/getting-started/installation`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
      const panels = page.locator('.prose [role="tabpanel"]');
      expect(await panels.count()).toBeGreaterThan(1);
      for (const panel of await panels.all()) expect(await panel.isVisible()).toBe(true);
      // The light palette on paper: the prose's text is dark, whatever the screen's mode.
      const lightness = await page
        .locator('.prose p')
        .first()
        .evaluate((p) => {
          const [r, g, b] = getComputedStyle(p)
            .color.match(/\d+(\.\d+)?/g)!
            .map(Number);
          return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
        });
      expect(lightness).toBeLessThan(0.5);
    });
  });

  it('prints every answer of the pricing questions, closed as they are on screen', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openHydrated(page, `${site.url}/en/studio/pricing`);
      const answers = page.locator('.pricing-faq__answer');
      expect(await answers.count()).toBeGreaterThan(0);
      expect(await answers.first().isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true);
    });
  });

  it('in forced colours the selected billing period and code tab are outlined, the others not', async () => {
    await withPage({ viewport: DESKTOP, forcedColors: 'active' }, async (page) => {
      const outline = (el: import('playwright-core').Locator) => el.evaluate((e) => getComputedStyle(e).outlineStyle);
      await openHydrated(page, `${site.url}/en/studio/pricing`);
      const pressed = page.locator('[aria-pressed="true"]').first();
      const other = page.locator('[aria-pressed="false"]').first();
      expect(await outline(pressed)).toBe('solid');
      expect(await outline(other)).toBe('none');
      await openHydrated(page, `${site.url}/en/docs/getting-started/installation`);
      expect(await outline(page.locator('.prose [role="tab"][aria-selected="true"]').first())).toBe('solid');
      expect(await outline(page.locator('.prose [role="tab"][aria-selected="false"]').first())).toBe('none');
    });
  });
});
