/**
 * The site on a phone, read with a finger: Chromium with mobile emulation (a phone's viewport,
 * device pixel ratio, touch, the viewport meta honoured) and taps on the touchscreen, left to
 * right and right to left. What the keyboard journeys of a11y.e2e.test.ts and the layout and
 * screenshots of visual.e2e.test.ts do not reach:
 * - the menu drawer by touch: a tap opens it scrolled to the page being read, the page behind
 *   it does not scroll, it keeps focus, closes by Escape, by a tap on the backdrop and by the
 *   link chosen, and comes from the inline end (mirrored in Arabic), its English-only pages
 *   tagged clear of their titles;
 * - back and forward after a client navigation land where the reader left each page;
 * - the "On this page" panel of a phone held sideways ends on screen, opens at the section
 *   being read, its last entry reachable;
 * - the search palette: a field the phone does not zoom into, results whose titles show whole,
 *   ending above the on-screen keyboard, a tapped result opened;
 * - on every route (and in the open drawer), in English, Arabic and Japanese: header, footer,
 *   navigation and table-of-contents controls big enough for a finger or spaced apart (WCAG
 *   2.5.8), a viewport meta that lets the reader zoom, no field the phone zooms into, and no
 *   sideways scrolling of the page with the phone's own viewport handling.
 * Taps go to coordinates (`tapCentre`): Playwright's own `tap` first scrolls the element
 * "into view", which moves the page under a sticky header's buttons.
 * One site, one browser.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { openHydrated } from './support/a11y-browser.ts';
import { sampleRoutes } from '../../scripts/web/first-load.ts';
import { siteAndBrowserPerFile } from './support/site-and-browser.ts';
import { xmlTexts } from './support/xml-texts.ts';
import { startApp } from '../../scripts/web/chromium.ts';

const shared = siteAndBrowserPerFile();

const phone = (width: number, height: number): BrowserContextOptions => ({
  viewport: { width, height },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
});

async function tapCentre(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** A docs path of the sitemap's list, in the page's locale: the last one (deep in the tree). */
async function lastDocsPath(locale: string): Promise<string> {
  const xml = await (await fetch(`${shared.site.url}/sitemap.xml`)).text();
  const docs = xmlTexts(xml, 'loc')
    .map((loc) => new URL(loc).pathname)
    .filter((p) => p.startsWith('/en/docs/') && p.split('/').length === 5);
  return docs.at(-1)!.replace(/^\/en\//, `/${locale}/`);
}

describe('the menu drawer, by touch', () => {
  it.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ])('%s: opens at the page being read, holds the page and focus, closes by Escape, backdrop and link', async (locale, dir) => {
    await shared.withPage(phone(320, 568), async (page) => {
      await openHydrated(page, `${shared.site.url}${await lastDocsPath(locale)}`);
      await page.evaluate(() => window.scrollTo(0, 400));
      const toggle = page.locator('.menu-toggle');
      await tapCentre(page, toggle);
      const drawer = page.locator('.drawer');
      // The page being read shows in the drawer without scrolling it (its entry lies below the
      // drawer's first screen: this is what the test is about).
      const current = drawer.locator('[role="tree"] a[aria-current="page"]');
      await current.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const seen = await current.evaluate((link) => {
        const drawerEl = link.closest<HTMLElement>('.drawer')!;
        const box = drawerEl.getBoundingClientRect();
        const item = link.getBoundingClientRect();
        return {
          belowFirstScreen: item.top + drawerEl.scrollTop - box.top > box.height,
          inView: item.top >= box.top && item.bottom <= box.bottom,
        };
      });
      expect(seen).toEqual({ belowFirstScreen: true, inView: true });

      // From the inline end: the right edge left to right, the left edge right to left.
      const box = (await drawer.boundingBox())!;
      if (dir === 'ltr') expect(Math.round(box.x + box.width)).toBe(320);
      else expect(Math.round(box.x)).toBe(0);
      // A strip of backdrop a thumb can hit stays beside it.
      expect(320 - box.width).toBeGreaterThanOrEqual(48);

      // An English-only page under a translated locale carries its language tag clear of its
      // title, on the title's inline-end side.
      const tags = await drawer.locator('.docs-nav-link:has(.docs-nav-lang)').evaluateAll((links) =>
        links.map((link) => {
          const title = link.firstElementChild!.getBoundingClientRect();
          const tag = link.querySelector('.docs-nav-lang')!.getBoundingClientRect();
          return getComputedStyle(link).direction === 'rtl' ? title.left - tag.right : tag.left - title.right;
        }),
      );
      if (locale !== 'en') {
        expect(tags.length).toBeGreaterThan(0);
        for (const gap of tags) expect(gap).toBeGreaterThanOrEqual(4);
      }

      // The page behind does not scroll; focus stays inside.
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.drawer') !== null)).toBe(true);

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(400);

      // A tap on the backdrop, beside the drawer, closes it.
      await tapCentre(page, toggle);
      await drawer.waitFor();
      await page.touchscreen.tap(dir === 'ltr' ? 20 : 300, 300);
      await drawer.waitFor({ state: 'detached' });

      // A tapped link opens its page and the drawer closes, the page free to scroll again.
      await tapCentre(page, toggle);
      const link = drawer.locator('.drawer-nav a:not([aria-current])').first();
      await link.waitFor();
      const href = (await link.getAttribute('href'))!;
      await link.scrollIntoViewIfNeeded(); // the drawer opened further down, at the page being read
      await tapCentre(page, link);
      await page.waitForURL(`**${href}`);
      await drawer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });
  });
});

describe('history on a phone', () => {
  it('back and forward after a client navigation land where the reader left each page', async () => {
    await shared.withPage(phone(390, 844), async (page) => {
      // A phone's network: a page's payload takes a moment to come.
      await page.route('**/_payload.json?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await route.continue();
      });
      await openHydrated(page, `${shared.site.url}${shared.routes.docs}`);
      const position = () => page.evaluate(() => Math.round(window.scrollY));
      const maxScroll = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      // Pages read near their end, following their "next" card, until one leads to a page
      // shorter than where the reader was: the browser's own restoration, done while that
      // shorter page is still on screen, could not go back that deep.
      let deep: { url: string; y: number } | undefined;
      for (let i = 0; i < 20 && !deep; i++) {
        await page.evaluate((y) => window.scrollTo(0, y), (await maxScroll()) - 100);
        const next = page.locator('.docs-surround .card-next a').first();
        await next.scrollIntoViewIfNeeded();
        const left = { url: page.url(), y: await position() };
        const href = (await next.getAttribute('href'))!;
        await tapCentre(page, next);
        await page.waitForURL(`**${href}`);
        await expect.poll(position).toBe(0);
        if ((await maxScroll()) < left.y - 300) deep = left;
      }
      expect(deep, 'a docs page followed by a shorter one').toBeDefined();
      const middle = Math.round((await maxScroll()) / 2);
      await page.evaluate((y) => window.scrollTo(0, y), middle);
      const shorter = { url: page.url(), y: await position() };

      // The reader spends a while on that page: the payloads the router keeps for 10 s are
      // gone, so the page of each history move arrives after the move, as on any real read.
      await page.clock.setFixedTime(Date.now() + 60_000);
      await page.goBack();
      await page.waitForURL(deep!.url);
      await expect.poll(position).toBe(deep!.y);
      await page.clock.setFixedTime(Date.now() + 120_000);
      await page.goForward();
      await page.waitForURL(shorter.url);
      await expect.poll(position).toBe(shorter.y);

      // A flick still moving when the finger lands on a link: the page is left right after its
      // last scroll; back lands there.
      const flicked = await page.evaluate((y) => {
        window.scrollTo(0, y);
        const at = window.scrollY;
        document.querySelector<HTMLAnchorElement>('.docs-surround .card-next a')!.click();
        return at;
      }, shorter.y + 200);
      await expect.poll(() => page.url()).not.toBe(shorter.url);
      await page.clock.setFixedTime(Date.now() + 180_000);
      await page.goBack();
      await page.waitForURL(shorter.url);
      // (within a pixel: a position asked for in CSS pixels snaps to device pixels at 3x)
      await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - flicked)).toBeLessThanOrEqual(1);
    });
  });
});

describe('"On this page" on a phone held sideways', () => {
  it('the open panel ends on screen, opens at the section being read, and its last entry is reached by scrolling it, then tapped', async () => {
    await shared.withPage(phone(740, 360), async (page) => {
      await openHydrated(page, `${shared.site.url}${shared.routes.docs}`);
      const list = page.locator('.toc-mobile .toc');
      // Read down to the last section: its entry becomes the active one.
      const lastHref = (await list.locator('a').last().getAttribute('href'))!;
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), decodeURIComponent(lastHref.slice(1)));
      await expect.poll(() => list.locator('a[data-active]').count()).toBeGreaterThan(0);
      await tapCentre(page, page.locator('.toc-mobile-trigger'));
      await list.waitFor();
      // The panel reveals its active entry on its toggle event, a task after it opens.
      await expect
        .poll(() =>
          list.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const active = [...el.querySelectorAll('a[data-active]')].at(-1)!.getBoundingClientRect();
            return active.top >= box.top && active.bottom <= box.bottom;
          }),
        )
        .toBe(true);
      const fit = await list.evaluate((el) => {
        const box = el.getBoundingClientRect();
        el.scrollTop = el.scrollHeight;
        const links = el.querySelectorAll('a');
        const last = links[links.length - 1]!.getBoundingClientRect();
        return {
          taller: el.scrollHeight > el.clientHeight, // what the test is about
          panelOnScreen: box.bottom <= window.innerHeight,
          lastOnScreen: last.bottom <= window.innerHeight,
        };
      });
      expect(fit).toEqual({ taller: true, panelOnScreen: true, lastOnScreen: true });
      // A section above, tapped: the panel closes and the page goes there.
      const first = list.locator('a').first();
      await first.scrollIntoViewIfNeeded();
      const href = (await first.getAttribute('href'))!;
      await tapCentre(page, first);
      await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash))).toBe(decodeURIComponent(href));
      expect(await page.evaluate(() => document.querySelector('details.toc-mobile')?.hasAttribute('open'))).toBe(false);
    });
  });
});

describe('the search palette on a phone', () => {
  it.each([
    ['en', 'collection'],
    ['ar', 'collection'],
  ])('%s: no zoom into the field, titles whole, results above the keyboard, a tap opens one', async (locale, query) => {
    await shared.withPage(phone(320, 568), async (page) => {
      await openHydrated(page, `${shared.site.url}${shared.routes.docs!.replace(/^\/en\//, `/${locale}/`)}`);
      await tapCentre(page, page.locator('.site-header .search-button'));
      const input = page.locator('.palette-input');
      await input.waitFor();
      expect(await page.evaluate(() => document.activeElement?.classList.contains('palette-input'))).toBe(true);
      // Safari zooms into a field whose text is smaller than 16 px.
      expect(Number.parseFloat(await input.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
      await page.keyboard.type(query);
      await page.locator('[role="option"]').first().waitFor();

      const cut = await page.locator('[role="option"]').evaluateAll((options) =>
        options.flatMap((option) => {
          const title = option.querySelector<HTMLElement>('.palette-item-title')!;
          const box = option.getBoundingClientRect();
          const t = title.getBoundingClientRect();
          const whole = t.left >= box.left - 1 && t.right <= box.right + 1 && title.scrollWidth <= title.clientWidth + 1;
          return whole
            ? []
            : [`${title.textContent} (${Math.round(t.left)}..${Math.round(t.right)} in ${Math.round(box.left)}..${Math.round(box.right)})`];
        }),
      );
      expect(cut).toEqual([]);

      // The on-screen keyboard: the browser shrinks the visual viewport only (Chromium here has
      // no keyboard, so its size is stood in for); the results end above it.
      const keyboardTop = 260;
      await page.evaluate((height) => {
        Object.defineProperty(window.visualViewport, 'height', { configurable: true, get: () => height });
        window.visualViewport!.dispatchEvent(new Event('resize'));
      }, keyboardTop);
      await expect
        .poll(async () => (await page.locator('.palette').boundingBox())!.y + (await page.locator('.palette').boundingBox())!.height)
        .toBeLessThanOrEqual(keyboardTop);

      const option = page.locator('[role="option"]').first();
      const title = (await option.locator('.palette-item-title').textContent())!.trim();
      await tapCentre(page, option);
      await page.locator('.palette').waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('main h1, main h2, main h3').allTextContents()).toContain(title);
    });
  });
});

/**
 * Controls of the page's chrome (header, footer, navigation, tables of contents, the drawer)
 * that fail WCAG 2.5.8: smaller than 24 × 24 CSS px, unless a 24 px circle centred on each
 * undersized one meets no other control nor another undersized one's circle (the spacing
 * exception). Links inside running text are the inline exception and are not looked at.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chrome = 'header, footer, nav, .drawer, .toc-mobile, .docs-surround';
    const targets = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, [role="button"], [role="tab"], [role="treeitem"]'),
    ]
      // Shown (not in a closed <details>, not hidden) and not behind an open modal (aria-hidden).
      .filter((el) => el.closest(chrome) && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const small = targets.filter(({ box }) => box.width < 24 || box.height < 24);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const circleMeetsBox = (c: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - c.x, 0, c.x - box.right);
      const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    return small.flatMap(({ el, box }) => {
      const c = centre(box);
      const crowded =
        targets.some((other) => other.el !== el && !other.el.contains(el) && !el.contains(other.el) && circleMeetsBox(c, other.box)) ||
        small.some((other) => other.el !== el && Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < 24);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return crowded ? [`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`] : [];
    });
  });
}

describe('every route on a phone', () => {
  it.each(['en', 'ar', 'ja'])('%s: controls a finger can hit, zoom allowed, no field zoomed into, no sideways scroll', async (locale) => {
    const paths = Object.entries(await sampleRoutes(shared.site.url, '/en', locale));
    paths.push(['not found', `/${locale}/docs/no-such-page`]);
    const failures: string[] = [];
    await shared.withPage(phone(360, 740), async (page) => {
      for (const [name, path] of paths) {
        const res = await page.goto(`${shared.site.url}${path}`);
        expect([200, 404], path).toContain(res?.status());
        await startApp(page);
        const where = `${name} ${path}`;
        const viewport = await page.evaluate(() => document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '');
        const settings = Object.fromEntries(viewport.split(',').map((part) => part.split('=').map((s) => s.trim().toLowerCase())));
        if (!settings.width || ['no', '0'].includes(settings['user-scalable'] ?? '') || Number(settings['maximum-scale'] ?? 5) < 2)
          failures.push(`${where}: viewport "${viewport}"`);
        const page_ = await page.evaluate(() => ({
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          layoutWidth: window.innerWidth,
          smallFields: [...document.querySelectorAll('input, select, textarea')]
            .filter((el) => el.getClientRects().length && Number.parseFloat(getComputedStyle(el).fontSize) < 16)
            .map((el) => el.outerHTML.slice(0, 60)),
        }));
        if (page_.sideways > 0 || page_.layoutWidth !== 360)
          failures.push(`${where}: the page scrolls sideways (${JSON.stringify(page_)})`);
        for (const field of page_.smallFields) failures.push(`${where}: a field under 16 px, which Safari zooms into: ${field}`);
        for (const target of await smallTargets(page)) failures.push(`${where}: small control ${target}`);
        if (name === 'docs') {
          await tapCentre(page, page.locator('.menu-toggle'));
          await page.locator('.drawer [role="tree"]').waitFor();
          for (const target of await smallTargets(page)) failures.push(`${where}, drawer open: small control ${target}`);
          await page.keyboard.press('Escape');
        }
      }
    });
    expect(failures.join('\n')).toBe('');
  });
});
