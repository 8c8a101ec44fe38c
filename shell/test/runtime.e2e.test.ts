/**
 * The shell's runtime in a real browser, as a reader meets it: client navigation through page
 * payloads, a redeploy while a page is open, a deleted chunk, preview mode on and off with
 * drafts, analytics events caught by a local server, copy feedback (refused clipboard, right-
 * to-left toasts), headings below the sticky header, and the island of the pricing page.
 * One browser, one site; the site is reached as `site.test` (mapped to loopback), because
 * analytics stay silent on localhost addresses by design.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import os from 'node:os';
import { createContentClient, islandKey, type PostRow } from '@site/contracts';
import { createHttpContentTransport, PREVIEW_HEADER } from '@site/contracts/server';
import { documentHead, pageElements } from './support/html-links.ts';
import { BROWSER_AGENT, get, publishCopiedVersion, startTestSite, waitFor, type TestSite } from './support/test-site.ts';
import { FORCED_SYSTEM_WARNING } from '@site/kit';
import { ROOT } from '../../scripts/processes.ts';
import { launchChromium, startApp } from '../../scripts/web/chromium.ts';

const SECRET = 'preview-secret-for-runtime-tests';

let site: TestSite;
let browser: Browser;
let analytics: http.Server;
const events: Array<{ contentType: string | undefined; body: Record<string, unknown> }> = [];
let origin: string;
let contentDir: string;

beforeAll(async () => {
  analytics = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'POST' && req.url === '/api/event') {
        events.push({ contentType: req.headers['content-type'], body: JSON.parse(body) as Record<string, unknown> });
        res.writeHead(202).end('ok');
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => analytics.listen(0, '127.0.0.1', resolve));
  const analyticsHost = `http://127.0.0.1:${(analytics.address() as AddressInfo).port}`;
  // The site's content plus two pages that force a colour mode through their front matter.
  contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-content-')), 'content');
  fs.cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  const fixtures = path.join(contentDir, 'docs', '99.colour-fixtures');
  fs.mkdirSync(fixtures, { recursive: true });
  for (const [file, mode] of [
    ['1.forced-dark.md', 'dark'],
    ['2.forced-system.md', 'system'],
  ] as const) {
    fs.writeFileSync(
      path.join(fixtures, file),
      `---\ntitle: Forced ${mode}\ndescription: A page forcing ${mode}.\ncolorMode: ${mode}\n---\n\nThis page asks for the ${mode} colour mode.\n`,
    );
  }
  site = await startTestSite({ PREVIEW_SECRET: SECRET, ANALYTICS_HOST: analyticsHost, CONTENT_DIR: contentDir });
  origin = `http://site.test:${new URL(site.url).port}`;
  browser = await launchChromium([
    '--host-resolver-rules=MAP site.test 127.0.0.1',
    // A secure context, as the public https site is (clipboard access needs one).
    `--unsafely-treat-insecure-origin-as-secure=${origin}`,
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  analytics?.close();
  if (contentDir) fs.rmSync(path.dirname(contentDir), { recursive: true, force: true });
});

/** A fresh reader (own cookies and storage), with page errors collected. */
async function reader(
  opts: { clipboard?: 'granted' | 'refused' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  if (opts.clipboard === 'granted') await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  if (opts.clipboard === 'refused') {
    // What a browser does when the reader (or a policy) denies clipboard access.
    await context.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()} ${res.url()}`);
  });
  return { context, page, errors };
}

async function open(page: Page, pathAndQuery: string): Promise<void> {
  await page.goto(origin + pathAndQuery);
  await startApp(page, 15_000);
}

async function clickLink(page: Page, href: string): Promise<void> {
  await page.locator(`a[href="${href}"]`).first().click();
  await page.waitForFunction((h) => window.location.pathname === h, href);
}

const pageViews = (pathname: string) => events.filter((e) => e.body.n === 'pageview' && new URL(String(e.body.u)).pathname === pathname);

describe('client navigation', () => {
  it('reads the next page from its payload, sends a page view per history change, and fetches the build manifest after load', async () => {
    const { context, page, errors } = await reader();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(`${req.method()} ${new URL(req.url()).pathname}${new URL(req.url()).search}`));
    await open(page, '/en/docs/getting-started');
    const buildId = (await page.evaluate(() => document.documentElement.dataset.build))!;
    await waitFor(async () => requests.includes(`GET /builds/meta/${buildId}.json`), 10_000, 'the build manifest request');

    await clickLink(page, '/en/blog');
    await page.waitForSelector('main[data-route="blog"]');
    expect(requests).toContain(`GET /en/blog/_payload.json?${buildId}`);
    expect(requests.filter((r) => r.startsWith('POST /__nuxt_content/'))).toEqual([]);

    await page.goBack();
    await page.waitForSelector('main[data-route="docs"]');
    await waitFor(async () => pageViews('/en/docs/getting-started').length >= 2 && pageViews('/en/blog').length >= 1, 10_000, 'page views');
    const view = pageViews('/en/blog')[0]!;
    expect(view.contentType).toMatch(/^text\/plain/);
    expect(view.body).toMatchObject({ n: 'pageview', d: '127.0.0.1', w: expect.any(Number), h: 0 });
    expect(view.body.u).toBe(`${origin}/en/blog`);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('sends no analytics from a localhost address', async () => {
    const { context, page } = await reader();
    const before = events.length;
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/event')) sent.push(req.url());
    });
    await page.goto(`${site.url}/en/blog`);
    await startApp(page, 15_000);
    await page.locator('header a[href="/en/templates"]').first().click();
    await page.waitForSelector('main[data-route="templates"]');
    expect(sent).toEqual([]);
    expect(events.length).toBe(before);
    await context.close();
  }, 60_000);

  it('after a redeploy, the next navigation loads the new build in full', async () => {
    const { context, page, errors } = await reader();
    await open(page, '/en/blog');
    const oldBuild = await page.evaluate(() => document.documentElement.dataset.build);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const version = publishCopiedVersion(site.distDir('docs'), 'runtime-redeploy');
    await waitFor(
      async () => !(await get(`${site.url}/builds/latest.json?${Date.now()}`)).text.includes(oldBuild!),
      10_000,
      'the new build',
    );
    // A search hit is no link, so nothing was preloaded for it: its payload comes from the new build.
    await page.keyboard.press('Control+k');
    await page.locator('.palette-input').fill('installation');
    // A row with an excerpt is a search result: the pages listed before typing have none.
    await page.locator('.palette-item-excerpt').first().waitFor({ state: 'attached', timeout: 10_000 });
    await page.keyboard.press('Enter');
    await page.waitForSelector('main[data-route="docs"]', { timeout: 15_000 });
    await startApp(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.dataset.remotes)).toContain(`docs@${version}`);
    expect(errors.filter((e) => /hydrat|#418|#423/i.test(e))).toEqual([]);
    await context.close();
  }, 60_000);

  it('a deleted chunk reloads the page once, onto what the server has now', async () => {
    const { context, page } = await reader();
    // No payloads: the page is resolved in the browser, which has to load the remote's code.
    await page.route('**/_payload.json*', (route) => route.abort());
    await open(page, '/en/docs/getting-started');
    const pinned = (await page.evaluate(() => document.documentElement.dataset.remotes))!;
    const blogVersion = /blog@(\S+)/.exec(pinned)![1]!;
    const browserDir = path.join(site.distDir('blog'), 'versions', blogVersion, 'browser');
    // A chunk and its precompressed copies go together, as a cleanup of old files would take them.
    const chunks = fs.readdirSync(browserDir).filter((f) => /\.js(\.br|\.gz)?$/.test(f) && !f.startsWith('remoteEntry.js'));
    const aside = fs.mkdtempSync(path.join(site.tmp, 'chunks-'));
    for (const chunk of chunks) fs.renameSync(path.join(browserDir, chunk), path.join(aside, chunk));
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const reloaded = page.waitForEvent('load');
    await page.locator('header a[href="/en/blog"]').first().click();
    await reloaded;
    await page.waitForSelector('main[data-route="blog"]');
    expect(new URL(page.url()).pathname).toBe('/en/blog');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('site:chunk-reload'))).toContain('/en/blog');
    for (const chunk of chunks) fs.renameSync(path.join(aside, chunk), path.join(browserDir, chunk));
    await context.close();
  }, 60_000);
});

describe('preview mode', () => {
  it('shows drafts only with the right token, keeps it in a cookie and session storage, and leaves on exit', async () => {
    // Drafts are invisible to public queries: ask as a preview would.
    const content = createContentClient(createHttpContentTransport({ baseUrl: site.url, headers: { [PREVIEW_HEADER]: SECRET } }));
    const draft = (await content.queryCollection<PostRow>('posts').where('path', 'LIKE', '/blog/%').where('draft', '=', true).first())!;
    expect(draft).not.toBeNull();
    const { context, page, errors } = await reader();

    expect((await page.goto(`${origin}/en${draft.path}`))!.status()).toBe(404);
    expect((await page.goto(`${origin}/en${draft.path}?preview=wrong-token`))!.status()).toBe(404);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('content_preview');
    expect(await page.getByRole('region', { name: 'Preview mode' }).count()).toBe(0);

    const res = await page.goto(`${origin}/en${draft.path}?preview=${SECRET}`);
    expect(res!.status()).toBe(200);
    await startApp(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(draft.title);
    await page.getByRole('region', { name: 'Preview mode' }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'content_preview');
    expect(cookie).toMatchObject({ value: SECRET, path: '/' });
    expect(await page.evaluate(() => sessionStorage.getItem('content-preview-token'))).toBe(SECRET);
    // Kept, the secret leaves the address bar (history, copied links, the next page's referrer).
    expect(new URL(page.url()).searchParams.has('preview')).toBe(false);

    // Client navigation stays in preview: the blog list (from its payload) lists the draft.
    await clickLink(page, '/en/blog');
    await page.locator('main').getByText(draft.title, { exact: true }).first().waitFor();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Exit preview' }).click();
    await reloaded;
    await startApp(page);
    expect(await page.getByRole('region', { name: 'Preview mode' }).count()).toBe(0);
    expect(await page.locator('main').getByText(draft.title, { exact: true }).count()).toBe(0);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('content_preview');
    expect((await page.goto(`${origin}/en${draft.path}`))!.status()).toBe(404);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('feedback', () => {
  it('"Copy page" copies the Markdown source and says so; "Open in" links use the configured origin', async () => {
    const { context, page, errors } = await reader({ clipboard: 'granted' });
    await open(page, '/en/docs/getting-started');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.locator('.toast', { hasText: 'Copied to clipboard' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await get(`${site.url}/api/content/raw/docs_en?path=${encodeURIComponent('/docs/getting-started')}`)).text);
    await expect.poll(() => page.locator('#site-announcer').textContent()).toBe('Copied to clipboard');

    await page.getByRole('button', { name: /page actions/i }).click();
    const claude = await page.getByRole('menuitem', { name: /Claude/ }).getAttribute('href');
    expect(decodeURIComponent(claude!)).toContain(`${site.env.SITE_ORIGIN}/en/docs/getting-started.md`);
    expect(claude).not.toContain('localhost%3A3000');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a refused clipboard shows an error toast in a right-to-left page, never an uncaught error', async () => {
    const { context, page, errors } = await reader({ clipboard: 'refused' });
    await open(page, '/ar/docs/getting-started');
    await page.locator('.page-actions button').first().click();
    const toast = page.locator('.toast[data-type="error"]');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Write permission denied.');
    await expect.poll(() => page.locator('#site-announcer').textContent()).toContain('Write permission denied.');
    // Bottom, on the end side of a right-to-left page (its left), inside the viewport.
    const viewport = page.viewportSize()!;
    // Once it has slid in.
    await expect
      .poll(async () => {
        const b = (await toast.boundingBox())!;
        return b.y + b.height <= viewport.height;
      })
      .toBe(true);
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThan(viewport.width / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(await toast.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(errors.filter((e) => !e.includes('Copy to clipboard failed'))).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('headings', () => {
  const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().bottom);
  const headingTop = (page: Page, id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
  const activeToc = (page: Page) => page.locator('.toc a[aria-current="location"]:visible').first().getAttribute('href');

  it('a heading link scrolls below the sticky header on first load and after client navigation; the toc follows', async () => {
    const { context, page } = await reader();
    await open(page, '/en/docs/getting-started/installation');
    const tocLinks = await page.locator('.toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(tocLinks.length).toBeGreaterThan(1);
    const target = tocLinks[tocLinks.length - 2]!.slice(1);

    await open(page, `/en/docs/getting-started/installation#${target}`);
    await expect.poll(async () => (await headingTop(page, target)) >= (await headerBottom(page))).toBe(true);
    expect(await headingTop(page, target)).toBeLessThan(page.viewportSize()!.height / 2);
    await expect.poll(() => activeToc(page)).toBe(`#${target}`);

    // From another page, with a client navigation.
    await open(page, '/en/docs/getting-started');
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'jump';
      document.querySelector('main')!.prepend(a);
      a.click();
    }, `/en/docs/getting-started/installation#${target}`);
    await page.waitForFunction(() => window.location.pathname === '/en/docs/getting-started/installation');
    await expect.poll(async () => (await headingTop(page, target)) >= (await headerBottom(page))).toBe(true);
    expect(await headingTop(page, target)).toBeLessThan(page.viewportSize()!.height / 2);
    await expect.poll(() => activeToc(page)).toBe(`#${target}`);

    // A toc entry on the same page.
    const first = tocLinks[0]!;
    await page.locator(`.toc a[href="${first}"]:visible`).first().click();
    await expect.poll(() => activeToc(page)).toBe(first);
    expect(await headingTop(page, first.slice(1))).toBeGreaterThanOrEqual(await headerBottom(page));
    await context.close();
  }, 60_000);
});

describe('docs sidebar', () => {
  /** Where the sidebar's current page sits in its scrolling box: inside it, or not. */
  const currentInView = (page: Page) =>
    page.evaluate(() => {
      const sidebar = document.querySelector<HTMLElement>('.docs-aside-left')!;
      const current = [...sidebar.querySelectorAll('[aria-current="page"]')].at(-1)!.getBoundingClientRect();
      const box = sidebar.getBoundingClientRect();
      return current.top >= box.top && current.bottom <= box.bottom;
    });

  it('shows the page being read, scrolled to it, before the app starts and after a navigation to another section', async () => {
    const { context, page } = await reader();
    // A short window: the sidebar's lower pages are out of its view.
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto(`${origin}/en/docs/deploy/node-server`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    expect(await currentInView(page)).toBe(true);
    await open(page, '/en/docs/getting-started/installation');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/docs/deploy/node-server';
      a.textContent = 'jump';
      document.querySelector('main')!.prepend(a);
      a.click();
    });
    await page.waitForFunction(() => window.location.pathname === '/en/docs/deploy/node-server');
    await expect.poll(() => currentInView(page)).toBe(true);
    await context.close();
  }, 60_000);
});

describe('colour mode button', () => {
  it("is named for what it does in the reader's system theme before the app starts, and after", async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${origin}/en/docs/getting-started/installation`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    const header = page.locator('.site-header');
    await expect.poll(() => header.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
    expect(await header.getByRole('button', { name: 'Switch to dark mode' }).count()).toBe(0);
    await startApp(page, 15_000);
    await header.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect.poll(() => header.getByRole('button', { name: 'Switch to dark mode' }).count()).toBe(1);
    await context.close();
  }, 60_000);
});

describe('forced colour mode', () => {
  const root = (page: Page) =>
    page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      mode: document.documentElement.getAttribute('data-color-mode'),
      forced: document.documentElement.getAttribute('data-forced-color-mode'),
      stored: localStorage.getItem('color-mode'),
    }));
  /** A client navigation, as a link in the content would make it. */
  const follow = async (page: Page, href: string) => {
    await page.evaluate((h) => {
      const a = document.createElement('a');
      a.href = h;
      a.textContent = 'go';
      document.querySelector('main')!.prepend(a);
      a.click();
    }, href);
    await page.waitForFunction((h) => window.location.pathname === h, href);
  };

  it('applies a forced mode only while its page is shown; forcing "system" logs the warning and is ignored', async () => {
    // A reader whose system is dark but who chose light.
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addInitScript(() => {
      if (!localStorage.getItem('color-mode')) localStorage.setItem('color-mode', 'light');
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await open(page, '/en/docs/colour-fixtures/forced-dark');
    expect(await root(page)).toEqual({ dark: true, mode: 'dark', forced: 'dark', stored: 'light' });
    // The colour-mode button is marked disabled and does nothing while the page forces its mode.
    const toggle = page.getByRole('button', { name: 'Switch to light mode' }).first();
    expect(await toggle.getAttribute('aria-disabled')).toBe('true');
    await toggle.click({ force: true });
    expect(await root(page)).toMatchObject({ dark: true, stored: 'light' });

    await follow(page, '/en/docs/getting-started/installation');
    await expect.poll(() => root(page)).toEqual({ dark: false, mode: 'light', forced: null, stored: 'light' });

    await follow(page, '/en/docs/colour-fixtures/forced-dark');
    await expect.poll(() => root(page)).toMatchObject({ dark: true, forced: 'dark' });

    await follow(page, '/en/docs/colour-fixtures/forced-system');
    await expect.poll(() => warnings).toContain(FORCED_SYSTEM_WARNING);
    expect(await root(page)).toEqual({ dark: false, mode: 'light', forced: null, stored: 'light' });
    expect(loads).toHaveLength(1); // every step above was a client navigation

    // On a first load too: the server forces nothing, the browser warns once and keeps the preference.
    warnings.length = 0;
    await open(page, '/en/docs/colour-fixtures/forced-system');
    expect(await root(page)).toEqual({ dark: false, mode: 'light', forced: null, stored: 'light' });
    expect(warnings.filter((w) => w === FORCED_SYSTEM_WARNING)).toHaveLength(1);
    await context.close();
  }, 60_000);
});

describe('errors', () => {
  it('crawlers and link previewers get the status of an error, never the error page', async () => {
    const path = `/en/blog/${encodeURIComponent('bad slug!')}`;
    const reader = await get(site.url + path, { headers: { 'user-agent': BROWSER_AGENT } });
    expect(reader.status).toBe(404);
    expect(reader.text).toContain('Page Not Found: /en/blog/bad slug!');
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ]) {
      const bot = await get(site.url + path, { headers: { 'user-agent': agent } });
      expect(bot.status).toBe(404);
      expect(bot.text).not.toContain('Page Not Found');
      expect(bot.text).not.toContain('Back to home');
      expect(documentHead(bot.text).robots).toBe('noindex');
    }
  });

  it('answers a bad island request with 400 and an unknown island with 404', async () => {
    expect((await get(`${site.url}/__nuxt_island/PricingComparison_zzz.json`)).status).toBe(400);
    const unknown = await get(`${site.url}/__nuxt_island/${islandKey({ name: 'NoSuchIsland', props: {}, locale: 'en' })}.json`);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ code: 'ISLAND_NOT_FOUND' });
  });
});

describe('islands', () => {
  it('the pricing comparison table is server-rendered HTML from /__nuxt_island, its code not shipped to browsers', async () => {
    const { context, page, errors } = await reader();
    const islands: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/__nuxt_island/')) islands.push(req.url());
    });
    await open(page, '/en/studio/pricing');
    await page.getByRole('table').waitFor();
    expect(await page.locator('[data-island^="PricingComparison_"] table caption').count()).toBe(1);
    // Client navigation there, without payloads: the browser fetches the island.
    await page.route('**/_payload.json*', (route) => route.abort());
    await open(page, '/en/studio');
    await clickLink(page, '/en/studio/pricing');
    await page.locator('[data-island^="PricingComparison_"] table').waitFor();
    expect(islands).toHaveLength(1);
    const fragment = (await (await fetch(islands[0]!.replace(origin, site.url))).json()) as {
      html: string;
      head: { link: Array<{ href: string }> };
      data: { plans: unknown[] };
    };
    expect(pageElements(fragment.html).filter((el) => el.tag === 'table')).toHaveLength(1);
    expect(fragment.head.link[0]!.href).toMatch(/^\/_remotes\/studio\/[^/]+\/browser\/styles\.css$/);
    expect(fragment.data.plans.length).toBeGreaterThan(0);
    // The table's code is in the server container only.
    const studio = /studio@(\S+)/.exec((await page.evaluate(() => document.documentElement.dataset.remotes))!)![1]!;
    const built = path.join(site.distDir('studio'), 'versions', studio);
    const has = (dir: string) =>
      fs
        .readdirSync(path.join(built, dir))
        .filter((f) => f.endsWith('.js'))
        .some((f) => fs.readFileSync(path.join(built, dir, f), 'utf8').includes('comparison-caption'));
    expect(has('node')).toBe(true);
    expect(has('browser')).toBe(false);
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  }, 60_000);
});
