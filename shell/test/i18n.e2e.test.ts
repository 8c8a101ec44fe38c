/**
 * Every locale, both directions, in the running site: every page of every content locale
 * links only to pages that exist, on the server and through the client router; a reader
 * switches language through the popover on a docs page, the home page and the blog (lang,
 * dir and interface texts follow, no link 404s); the browser loads only the visited
 * locale's navigation, search index and dump; `/{locale}/docs` lands on the docs index; in
 * every right-to-left locale the overlays, TOC, prev/next and pricing table are mirrored.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { localeTag, pageRedirect, RTL_LOCALES, siteConfig } from '@site/contracts';
import { prepareTexts, createI18n } from '@site/kit';
import { payloadUrl } from '../src/app/payload.ts';
import { documentHead, linkHrefs, pageElements } from './support/html-links.ts';
import { loadTexts } from './support/text-coverage.ts';
import { get, startTestSite, type TestSite } from './support/test-site.ts';
import { launchChromium, startApp } from '../../scripts/web/chromium.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The locales with translated docs content. */
const CONTENT_LOCALES = ['en', 'fr', 'ja', 'ar'];

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchChromium()]);
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

/**
 * A page, fetched with redirects followed. A 503/504 is the site shedding load on a busy
 * machine (the shell's upstream timeouts), not a missing page: it is asked again up to
 * four times, waiting longer each time; a link still answering 5xx then counts as broken.
 */
async function fetchPage(url: string): Promise<{ status: number; text: string }> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    if (res.status < 500 || attempt === 5) return { status: res.status, text };
    await new Promise((r) => setTimeout(r, 1500 * attempt));
  }
}

/** The status a link answers with once redirects are followed. */
async function finalStatus(url: string): Promise<number> {
  return (await fetchPage(url)).status;
}

/** Final status of every link checked in this file: each URL is fetched once. */
const checked = new Map<string, number>();

async function brokenLinks(urls: string[]): Promise<string[]> {
  // A 5xx seen earlier is asked again (the site may have been busy then).
  const todo = [...new Set(urls)].filter((u) => (checked.get(u) ?? 500) >= 500);
  for (let i = 0; i < todo.length; i += 4) {
    const batch = todo.slice(i, i + 4);
    const statuses = await Promise.all(batch.map(finalStatus));
    for (const [n, u] of batch.entries()) checked.set(u, statuses[n]!);
  }
  return urls.filter((u) => checked.get(u)! >= 400).map((u) => `${u} → ${checked.get(u)}`);
}

interface Crawl {
  pages: number;
  broken: string[];
  /** Per content locale: the path of every same-site page link on any of its pages. */
  targets: Map<string, Set<string>>;
}

/**
 * Every page of every content locale, from its docs, blog and home, walked on the server
 * HTML within the locale (4 pages at a time); each page and each link fetched once.
 */
async function crawlLocales(): Promise<Crawl> {
  const broken: string[] = [];
  const targets = new Map<string, Set<string>>();
  let pages = 0;
  for (const locale of CONTENT_LOCALES) {
    const seen = new Set<string>();
    const found = new Set<string>();
    const linksOf: Array<[page: string, links: string[]]> = [];
    let queue = [`${site.url}/${locale}/docs/getting-started`, `${site.url}/${locale}/blog`, `${site.url}/${locale}`];
    while (queue.length) {
      const batch = queue.filter((u) => !seen.has(u)).slice(0, 4);
      queue = queue.filter((u) => !batch.includes(u));
      for (const url of batch) seen.add(url);
      await Promise.all(
        batch.map(async (url) => {
          const { status, text: html } = await fetchPage(url);
          checked.set(url, status);
          if (status !== 200) return;
          pages++;
          const links = pageLinks(linkHrefs(html), url);
          linksOf.push([url, links]);
          for (const link of links) {
            found.add(new URL(link).pathname);
            // Walk on within this locale only.
            if (new URL(link).pathname.startsWith(`/${locale}`) && !seen.has(link)) queue.push(link);
          }
        }),
      );
    }
    for (const [page, links] of linksOf) broken.push(...(await brokenLinks(links)).map((b) => `${page}: ${b}`));
    targets.set(locale, found);
  }
  return { pages, broken, targets };
}

let crawled: Promise<Crawl> | null = null;
const crawl = () => {
  crawled ??= crawlLocales();
  return crawled;
};

describe('locale-safe links', () => {
  it('every page of every content locale links only to pages that exist (server HTML)', async () => {
    const { pages, broken } = await crawl();
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThan(100);
  }, 300_000);

  it('client navigation: every link target of every content locale, resolved by the router, is a page', async () => {
    const { targets } = await crawl();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const failures: string[] = [];
    let resolved = 0;
    try {
      const page = await context.newPage();
      for (const locale of CONTENT_LOCALES) {
        await page.goto(`${site.url}/${locale}/docs/getting-started`);
        await startApp(page);
        // The links of the hydrated page (client-rendered parts included) and of every
        // server-rendered page of the locale, each taken where the client router takes it
        // (pageRedirect: the gateway's legacy table and locale guard, in this locale) and
        // fetched as the router fetches a page: its payload.
        const dom = pageLinks(await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href)), page.url());
        const paths = new Set([...targets.get(locale)!, ...dom.map((u) => new URL(u).pathname)]);
        const buildId = (await page.getAttribute('html', 'data-build')) ?? '';
        const routed = [...paths].map((p) => [p, pageRedirect(siteConfig, p, locale) ?? p] as const);
        const answers = await page.evaluate(
          async (urls) => {
            const out: string[] = [];
            for (let i = 0; i < urls.length; i += 8) {
              const batch = await Promise.all(
                urls.slice(i, i + 8).map((url) =>
                  fetch(url, { headers: { accept: 'application/json' } }).then(async (res) => {
                    const body = (await res.json().catch(() => null)) as { state?: { view?: { kind?: string } } } | null;
                    return `${res.status} ${body?.state?.view?.kind ?? 'no payload'}`;
                  }),
                ),
              );
              out.push(...batch);
            }
            return out;
          },
          routed.map(([, target]) => payloadUrl(target, buildId)),
        );
        for (const [i, [from, target]] of routed.entries()) {
          resolved++;
          // A locale's docs root answers a redirect view, which the router follows to the docs index.
          if (!/^200 (page|redirect)$/.test(answers[i]!)) failures.push(`${locale}: ${from} → ${target}: ${answers[i]}`);
        }
      }
    } finally {
      await context.close();
    }
    expect(failures).toEqual([]);
    expect(resolved).toBeGreaterThan(300);
  }, 300_000);

  it('a link written without a locale stays in the locale being read (client router)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/fr/docs/getting-started/installation`);
      await startApp(page);
      // A content link with a bare path, as authors write them.
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/docs/getting-started';
        a.id = 'bare-link';
        a.textContent = 'bare';
        document.querySelector('main, article')!.appendChild(a);
      });
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.click('#bare-link');
      await page.waitForURL(`${site.url}/fr/docs/getting-started`);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('h1')).not.toBe('Page not found');
      // An old path of the gateway's legacy table, followed by the router in this locale.
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/guide/writing/markdown';
        a.id = 'legacy-link';
        a.textContent = 'legacy';
        document.querySelector('main, article')!.appendChild(a);
      });
      await page.click('#legacy-link');
      await page.waitForURL(`${site.url}/fr/docs/files/markdown`);
      await expect.poll(() => page.textContent('h1')).toBe('Markdown');
      // Both were client navigations: the document never reloaded.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
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

describe('switching language in a browser', () => {
  const LOCALES = ['en', 'fr', 'ja', 'ar', 'he', 'zh_cn'];
  const PAGES = { 'docs page': '/docs/getting-started/installation', home: '/', blog: '/blog' };

  it.each(Object.entries(PAGES))(
    'on the %s: lang, dir, texts follow the pick and no link 404s',
    async (_name, path) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/en${path === '/' ? '' : path}`);
        await startApp(page);
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
          expect(await brokenLinks(pageLinks(hrefs, page.url()))).toEqual([]);
        }
      } finally {
        await context.close();
      }
    },
    240_000,
  );
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
      await startApp(page);
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
      await firstTitle.waitFor({ timeout: 60_000 });
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

describe('per-locale data', () => {
  it("a reader loads only the visited locale's navigation, search index and docs dump; another's only after switching", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const requests: string[] = [];
    try {
      // Pages resolved in the browser (no payloads): the path on which the browser itself
      // reads navigation and rows, and so loads the collection's dump.
      await context.route('**/_payload.json*', (route) => route.abort());
      const page = await context.newPage();
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (/^\/(api\/content\/(navigation|search)\/|__nuxt_content\/docs)/.test(url.pathname)) requests.push(url.pathname + url.search);
      });
      await page.goto(`${site.url}/fr/docs/getting-started`);
      await startApp(page);
      // A translated page, then one shown in English under fr, through the client router.
      for (const [href, title, folder] of [
        ['/fr/docs/getting-started/installation', 'Installation', null],
        ['/fr/docs/collections/define', 'Defining Collections', 'Collections'],
      ] as const) {
        // A page of another section: its closed folder opens first (its children load then).
        if (folder) {
          // Named by its title, then its language when it is shown untranslated ("Collections (anglais)").
          const closed = page.locator('.docs-aside-left').getByRole('treeitem', { name: new RegExp(`^${folder}( |$)`), expanded: false });
          await closed.click();
        }
        await page.click(`.docs-aside-left a[href="${href}"]`);
        await page.waitForURL(`${site.url}${href}`);
        await expect.poll(() => page.textContent('h1')).toContain(title);
      }
      await page.keyboard.press('Control+k');
      await page.locator('.palette-input').fill('collection');
      // A row with an excerpt is a search result (the pages listed before typing have none).
      await page.locator('.palette-item-excerpt').first().waitFor({ state: 'attached', timeout: 60_000 });
      await page.keyboard.press('Escape');
      await expect.poll(() => requests.filter((r) => r.includes('/sql_dump.txt')), { timeout: 30_000 }).not.toEqual([]);

      // Navigation by endpoint: the part each page shows (`/visible`) and the folders opened;
      // search: the locale's manifest, then parts of its split index (named by their hash).
      const parts = (locale: string, list: string[]) =>
        list.filter((r) => r.startsWith(`/api/content/search/docs_${locale}/parts/`)).length;
      const kinds = (list: string[]) => ({
        navigation: [...new Set(list.filter((r) => r.startsWith('/api/content/navigation/')).map((r) => r.split('?')[0]))],
        search: [
          ...new Set(
            list.filter((r) => r.startsWith('/api/content/search/')).map((r) => r.replace(/\/parts\/[0-9a-f]{20}(-\d+)?$/, '/parts/…')),
          ),
        ],
        dumps: [...new Set(list.filter((r) => r.includes('/sql_dump.txt')).map((r) => r.split('?')[0]))],
      });
      expect(kinds(requests)).toEqual({
        navigation: ['/api/content/navigation/docs_fr/visible', '/api/content/navigation/docs_fr/children'],
        search: ['/api/content/search/docs_fr/manifest?fallbacks=1', '/api/content/search/docs_fr/parts/…'],
        dumps: ['/__nuxt_content/docs_fr/sql_dump.txt'],
      });
      expect(parts('fr', requests)).toBeGreaterThan(1);
      // The untranslated page's rows came over the network, not from an English dump.
      expect(requests.some((r) => r.startsWith('/__nuxt_content/docs_en/query'))).toBe(true);

      // Switching to Japanese loads Japanese data, and only then.
      const before = requests.length;
      await page.hover('.language-selector');
      await page.click(`.popover-item[hreflang="ja"]`);
      await page.waitForFunction(() => document.documentElement.lang === 'ja', null, { timeout: 30_000 });
      await page.keyboard.press('Control+k');
      await page.locator('.palette-input').fill('collection');
      // A row with an excerpt is a search result (the pages listed before typing have none).
      await page.locator('.palette-item-excerpt').first().waitFor({ state: 'attached', timeout: 60_000 });
      const after = kinds(requests.slice(before));
      expect(after.search).toEqual(['/api/content/search/docs_ja/manifest?fallbacks=1', '/api/content/search/docs_ja/parts/…']);
      expect(parts('ja', requests.slice(before))).toBeGreaterThan(1);
      expect(after.navigation).toEqual(['/api/content/navigation/docs_ja/visible']);
      // Every navigation request asked for the locale's tree as its readers see it.
      expect(requests.filter((r) => r.startsWith('/api/content/navigation/')).every((r) => r.includes('fallbacks=1'))).toBe(true);
      expect(after.dumps.every((d) => d === '/__nuxt_content/docs_ja/sql_dump.txt')).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('right to left in every right-to-left locale', () => {
  const box = async (page: Page, selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not on screen`);
    return found;
  };
  const direction = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).direction);

  /** Docs page: TOC on the left, sidebar on the right, next card on the left with its arrow flipped, code left to right. */
  async function checkDocs(page: Page, locale: string) {
    await page.locator('.docs-aside-right .toc').first().waitFor();
    const article = await box(page, 'article');
    expect((await box(page, '.docs-aside-right')).x + 1, `${locale}: TOC left of the page`).toBeLessThan(article.x);
    expect((await box(page, '.docs-aside-left')).x + 1, `${locale}: sidebar right of the page`).toBeGreaterThan(article.x + article.width);
    const next = await box(page, '.card-next');
    expect(next.x + next.width, `${locale}: next page on the left`).toBeLessThan(article.x + article.width / 2 + 1);
    expect(await page.locator('.card-next .card-icon').evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await direction(page, 'article pre')).toBe('ltr');
    expect(await direction(page, 'article :not(pre) > code')).toBe('ltr');
  }

  /** Pricing: the table mirrored (feature column on the right), its texts in the locale, plans right to left. */
  async function checkPricing(page: Page, locale: string) {
    const table = page.locator('.pricing-table');
    await table.waitFor();
    expect(await direction(page, '.pricing-table')).toBe('rtl');
    const studio = await loadTexts(path.join(ROOT, `studio-app/src/i18n/locales/${locale}.ts`));
    const pricing = studio.pricing as Record<string, string>;
    expect(await page.textContent('.pricing-table caption')).toBe(pricing.caption);
    const heads = page.locator('.pricing-table thead th');
    expect(await heads.first().textContent()).toBe(pricing.feature);
    const first = (await heads.first().boundingBox())!;
    const last = (await heads.last().boundingBox())!;
    expect(first.x, `${locale}: feature column on the right`).toBeGreaterThan(last.x + last.width - 1);
    const plans = page.locator('.pricing-plans > li');
    expect((await plans.first().boundingBox())!.x).toBeGreaterThan((await plans.last().boundingBox())!.x);
  }

  /** The Studio popover opens below its trigger, aligned on the trigger's right (start) edge. */
  async function openStudioPopover(page: Page) {
    await page.click('.header-nav [aria-haspopup="dialog"]');
    const popover = page.locator('.popover').first();
    await popover.waitFor();
    expect(await popover.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const trigger = await box(page, '.header-nav [aria-haspopup="dialog"]');
    const pop = (await popover.boundingBox())!;
    expect(Math.abs(pop.x + pop.width - (trigger.x + trigger.width))).toBeLessThan(2);
    expect(pop.y).toBeGreaterThan(trigger.y + trigger.height);
  }

  it('ar, ckb, fa_ir, he, ug_cn, ur: TOC, prev/next, pricing table and popovers mirrored, code left to right', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/${RTL_LOCALES[0]}/docs/getting-started/installation`);
      await startApp(page);
      let onDocs = true;
      for (const locale of RTL_LOCALES) {
        if (locale !== RTL_LOCALES[0]) {
          // The language popover, in the locale being left (client navigation).
          await page.hover('.language-selector');
          await page.click(`.popover-item[hreflang="${localeTag(locale)}"]`);
          await page.waitForFunction((t) => document.documentElement.lang === t, localeTag(locale), { timeout: 30_000 });
        }
        expect(await page.getAttribute('html', 'dir')).toBe('rtl');
        await page.mouse.move(0, 850);
        // Both page kinds in each locale, alternating which comes first.
        for (let i = 0; i < 2; i++) {
          if (onDocs) {
            await checkDocs(page, locale);
            await openStudioPopover(page);
            await page.click('.popover a[href$="/studio/pricing"]');
            await page.waitForURL(`${site.url}/${locale}/studio/pricing`);
          } else {
            await checkPricing(page, locale);
            await page.click(`.header-nav a[href="/${locale}/docs/getting-started"]`);
            await page.waitForURL(`${site.url}/${locale}/docs/getting-started`);
            await page.click(`.docs-aside-left a[href="/${locale}/docs/getting-started/installation"]`);
            await page.waitForURL(`${site.url}/${locale}/docs/getting-started/installation`);
          }
          onDocs = !onDocs;
        }
      }
    } finally {
      await context.close();
    }
  }, 180_000);
});
