/**
 * Every locale, both directions, in the running site: a reader switches language through
 * the popover on a docs page, the home page and the blog (lang, dir and interface texts
 * follow, no link 404s); every page of every content locale links only to pages that exist;
 * `/{locale}/docs` lands on the docs index; in Arabic each overlay opens right to left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { localeTag } from '@site/contracts';
import { prepareTexts, createI18n } from '@site/kit';
import { documentHead, linkHrefs, pageElements } from './support/html-links.ts';
import { get, startTestSite, type TestSite } from './support/test-site.ts';

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

/** The kit's text for a key in a locale, as the site renders it. */
async function kitText(locale: string, key: string): Promise<string> {
  await prepareTexts(locale);
  return createI18n(locale).t(key);
}

/** Same-site page links (no files, feeds or anchors-only), absolute. */
function pageLinks(hrefs: string[], base: string): string[] {
  const out = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    if (/^\/(_shell|_remotes|_content|api|__nuxt_content|builds)\//.test(url.pathname)) continue;
    if (/\.(xml|md|txt|json|svg|ico|css|js)$/.test(url.pathname)) continue;
    out.add(url.origin + url.pathname);
  }
  return [...out];
}

/** The status a link answers with once redirects are followed. */
async function finalStatus(url: string): Promise<number> {
  const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(20_000) });
  await res.arrayBuffer();
  return res.status;
}

async function brokenLinks(urls: string[], checked: Map<string, number>): Promise<string[]> {
  const todo = urls.filter((u) => !checked.has(u));
  for (let i = 0; i < todo.length; i += 6) {
    const batch = todo.slice(i, i + 6);
    const statuses = await Promise.all(batch.map(finalStatus));
    for (const [n, u] of batch.entries()) checked.set(u, statuses[n]!);
  }
  return urls.filter((u) => checked.get(u)! >= 400).map((u) => `${u} → ${checked.get(u)}`);
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
}

describe('switching language in a browser', () => {
  const LOCALES = ['en', 'fr', 'ja', 'ar', 'he', 'zh_cn'];
  const PAGES = { 'docs page': '/docs/getting-started/installation', home: '/', blog: '/blog' };

  it.each(Object.entries(PAGES))(
    'on the %s: lang, dir, texts follow the pick and no link 404s',
    async (_name, path) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const checked = new Map<string, number>();
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/en${path === '/' ? '' : path}`);
        await hydrated(page);
        for (const locale of LOCALES) {
          const tag = localeTag(locale);
          // Pick the locale in the language popover (client-side navigation).
          await page.hover('.language-selector');
          await page.click(`.popover-item[hreflang="${tag}"]`);
          await page.waitForFunction((t) => document.documentElement.lang === t, tag, { timeout: 30_000 });
          expect(new URL(page.url()).pathname).toBe(`/${locale}${path === '/' ? '' : path}`);
          expect(await page.getAttribute('html', 'dir')).toBe(['ar', 'he'].includes(locale) ? 'rtl' : 'ltr');
          // Interface texts in the locale: the search button and the main navigation.
          await expect.poll(() => page.textContent('.site-header .search-label')).toBe(await kitText(locale, 'search.button'));
          expect(await page.getAttribute('.site-header .header-nav', 'aria-label')).toBe(await kitText(locale, 'header.mainNavigation'));
          const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
          expect(await brokenLinks(pageLinks(hrefs, page.url()), checked)).toEqual([]);
        }
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});

describe('locale-safe links', () => {
  it('every page of every content locale links only to pages that exist (server HTML)', async () => {
    const checked = new Map<string, number>();
    const broken: string[] = [];
    let pages = 0;
    for (const locale of ['en', 'fr', 'ja', 'ar']) {
      const seen = new Set<string>();
      const queue = [`${site.url}/${locale}/docs/getting-started`, `${site.url}/${locale}/blog`, `${site.url}/${locale}`];
      while (queue.length) {
        const url = queue.shift()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const res = await get(url);
        if (res.status !== 200) continue;
        pages++;
        const links = pageLinks(linkHrefs(res.text), url);
        broken.push(...(await brokenLinks(links, checked)).map((b) => `${url}: ${b}`));
        // Walk on within this locale only.
        for (const link of links) if (new URL(link).pathname.startsWith(`/${locale}`) && !seen.has(link)) queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThan(100);
  }, 300_000);

  it('a link written without a locale stays in the locale being read (client router)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/fr/docs/getting-started/installation`);
      await hydrated(page);
      // A content link with a bare path, as authors write them.
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/docs/getting-started';
        a.id = 'bare-link';
        a.textContent = 'bare';
        document.querySelector('main, article')!.appendChild(a);
      });
      await page.click('#bare-link');
      await page.waitForURL(`${site.url}/fr/docs/getting-started`);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('h1')).not.toBe('Page not found');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('/{locale}/docs lands on the docs index', async () => {
    for (const locale of ['en', 'fr', 'de']) {
      const res = await get(`${site.url}/${locale}/docs`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/${locale}/docs/getting-started`);
    }
  });
});

describe('honest fallbacks', () => {
  it('an untranslated docs page: English region with a notice in the visitor language, canonical to the original', async () => {
    const res = await get(`${site.url}/de/docs/getting-started/installation`);
    expect(res.status).toBe(200);
    const head = documentHead(res.text);
    expect([head.lang, head.dir]).toEqual(['de', 'ltr']);
    expect(head.canonical).toHaveLength(1);
    expect(head.canonical[0]).toMatch(/\/en\/docs\/getting-started\/installation$/);
    // The notice, in German, leads the English region.
    const notice = pageElements(res.text).find((el) => el.attrs.role === 'note' && el.attrs.lang === 'de');
    expect(notice?.text).toContain('Diese Seite ist noch nicht übersetzt');
    expect(notice?.ancestors[0]?.attrs.lang).toBe('en');
    // hreflang: only the real translations, plus x-default.
    const hreflangs = head.alternates.map(([lang]) => lang);
    expect(hreflangs).not.toContain('de');
    expect(hreflangs).toContain('en');
    expect(hreflangs).toContain('x-default');
  });

  it('the blog under a locale: English content marked, interface in the locale', async () => {
    const res = await get(`${site.url}/ja/blog`);
    const head = documentHead(res.text);
    expect(head.lang).toBe('ja');
    const region = pageElements(res.text).find((el) => el.attrs.class === 'container blog-page');
    expect(region?.attrs.lang).toBe('en');
    expect(head.canonical).toHaveLength(1);
    expect(head.canonical[0]).toMatch(/\/en\/blog$/);
  });
});

describe('right to left in Arabic', () => {
  it('opens each overlay mirrored: language popover, search palette, page actions menu, drawer', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/ar/docs/getting-started/installation`);
      await hydrated(page);
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');

      // Language popover: rtl, and its end edge aligned with the trigger's (left side in rtl).
      await page.hover('.language-selector');
      const popover = page.locator('.popover').first();
      await popover.waitFor();
      expect(await popover.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      const trigger = await page.locator('.language-selector').boundingBox();
      const box = await popover.boundingBox();
      expect(Math.abs(box!.x - trigger!.x)).toBeLessThan(2);
      await page.keyboard.press('Escape');
      await page.mouse.move(0, 800);

      // Search palette: rtl; a result mixing Latin titles reads in its own isolate.
      await page.keyboard.press('Control+k');
      const dialog = page.locator('.palette');
      await dialog.waitFor();
      expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await page.keyboard.type('content');
      const firstTitle = page.locator('.palette-item-title').first();
      await firstTitle.waitFor();
      expect(await firstTitle.evaluate((el) => el.tagName.toLowerCase())).toBe('bdi');
      await page.keyboard.press('Escape');

      // Page actions menu.
      await page.click('.page-actions [aria-haspopup="menu"]');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await page.keyboard.press('Escape');

      // Code stays left to right.
      const pre = page.locator('pre').first();
      if (await pre.count()) expect(await pre.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

      // Phone drawer: opens from the left edge in rtl.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.click('.menu-toggle');
      const drawer = page.locator('.drawer');
      await drawer.waitFor();
      expect(await drawer.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect((await drawer.boundingBox())!.x).toBeLessThan(1);
    } finally {
      await context.close();
    }
  }, 120_000);
});
