/**
 * The site serving the second fixture corpus (content-service/test/fixtures/third-party,
 * written like third-party docs, with its public folder beside it): every page answers
 * through the gateway with its heading, no component syntax (`::`, `#slot` lines,
 * `{prop=…}`) leaks into what readers see, and root-relative pictures display.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '@site/contracts';
import { createHttpContentTransport } from '@site/contracts/server';
import { ROOT } from '../../scripts/processes.ts';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/web/chromium.ts';
import { get, startTestSite, type TestSite } from './support/test-site.ts';

interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: HtmlNode[];
}

const attr = (node: HtmlNode, name: string) => node.attrs?.find((a) => a.name === name)?.value;

const HIDDEN = new Set(['script', 'style', 'pre', 'code', 'template', 'noscript', 'svg']);

/** What a reader sees as text (code samples show syntax on purpose, so they are left out), and the h1s. */
function readPage(html: string): { text: string; h1: string[]; images: HtmlNode[]; code: string[]; ids: string[] } {
  const out: string[] = [];
  const ids: string[] = [];
  const h1: string[] = [];
  const images: HtmlNode[] = [];
  const code: string[] = [];
  const textOf = (node: HtmlNode): string =>
    node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join('');
  const walk = (node: HtmlNode) => {
    const id = attr(node, 'id');
    if (id) ids.push(id);
    if (node.tagName === 'code') code.push(textOf(node));
    if (node.tagName && HIDDEN.has(node.tagName)) return;
    if (node.tagName === 'h1') h1.push(textOf(node).replace(/\s+/g, ' ').trim());
    if (node.tagName === 'img') images.push(node);
    if (node.nodeName === '#text') out.push(node.value ?? '');
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as HtmlNode);
  return { text: out.join('\n'), h1, images, code, ids };
}

let site: TestSite;
let pages: string[] = [];
let corpusRoot: string;
let browser: Browser | null = null;
/** One Chromium for the file's browser checks, started by the first. */
const sharedBrowser = async () => {
  browser ??= await launchChromium();
  return browser;
};

beforeAll(async () => {
  const fixtures = path.join(ROOT, 'content-service/test/fixtures');
  corpusRoot = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'third-party-'));
  fs.cpSync(path.join(fixtures, 'third-party'), path.join(corpusRoot, 'content'), { recursive: true });
  // Named explicitly: PUBLIC_DIR moves the public folder as CONTENT_DIR moves the content.
  fs.cpSync(path.join(fixtures, 'third-party-public'), path.join(corpusRoot, 'pictures'), { recursive: true });
  site = await startTestSite({ CONTENT_DIR: path.join(corpusRoot, 'content'), PUBLIC_DIR: path.join(corpusRoot, 'pictures') });
  const content = createContentClient(createHttpContentTransport({ baseUrl: site.url, timeoutMs: 5000 }));
  const paths = async (collection: string) =>
    (await content.queryCollection<{ path: string }>(collection).select('path').all()).map((row) => row.path);
  const templates = await content.queryCollection<{ slug: string }>('templates').select('slug').all();
  pages = [
    ...(await paths('landing')),
    ...(await paths('docs_en')),
    ...(await paths('posts')),
    ...(await paths('pricing')),
    ...templates.map((t) => `/templates/${t.slug}`),
  ];
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (corpusRoot) fs.rmSync(corpusRoot, { recursive: true, force: true });
});

describe('a third-party style corpus through the gateway', () => {
  it('has at least 30 pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  it('answers every page with its heading and no leaked component syntax', async () => {
    for (const page of pages) {
      const res = await get(`${site.url}/en${page === '/' ? '' : page}`);
      expect(res.status, page).toBe(200);
      const { text, h1 } = readPage(res.text);
      expect(
        h1.filter((t) => t !== ''),
        page,
      ).not.toHaveLength(0);
      expect(text, page).not.toMatch(/(^|\s)::+[a-z-]*(\s|$)/m);
      expect(text, page).not.toMatch(/^\s*#(title|description|links|default|headline|features)\s*$/m);
      expect(text, page).not.toMatch(/\{[.#]?[a-z-]+=|\{\.[a-z-]+\}/);
    }
  });

  it("sends every search hit to its page or to an id the page has (a body's leading # title has none)", async () => {
    const sections = JSON.parse((await get(`${site.url}/api/content/search/docs_en/sections`)).text) as Array<{ id: string }>;
    const idsByPage = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const { id } of sections) {
      const [pagePath = '', anchor = ''] = id.split('#');
      let ids = idsByPage.get(pagePath);
      if (!ids) {
        ids = new Set(readPage((await get(`${site.url}/en${pagePath}`)).text).ids);
        idsByPage.set(pagePath, ids);
      }
      if (anchor !== '' && !ids.has(anchor)) missing.push(id);
    }
    expect(idsByPage.has('/docs/advanced/tuning')).toBe(true);
    expect(missing).toEqual([]);
  });

  it('renders the landing page from its body: hero h1, sections, cards and a call to action', async () => {
    const { text, h1, images, code } = readPage((await get(`${site.url}/en`)).text);
    expect(h1).toEqual(['Docs that ship themselves']);
    for (const words of [
      'Edit in Markdown, see it at once',
      'Everything a docs site needs',
      'Navigation from folders',
      'Start writing today',
    ]) {
      expect(text).toContain(words);
    }
    // The copyable install command.
    expect(code).toContain('npx harbor init');
    // Remote images display with a size or a ratio, so nothing shifts while they load.
    const remote = images.filter((img) => attr(img, 'src')?.startsWith('https://'));
    expect(remote.length).toBeGreaterThan(0);
    for (const img of remote) expect(attr(img, 'height') ?? attr(img, 'style'), attr(img, 'src')).toBeTruthy();
  });

  it('renders the Studio page body and a pricing page written as maps', async () => {
    const studio = readPage((await get(`${site.url}/en/studio`)).text);
    expect(studio.h1).toEqual(['Edit your docs in the browser']);
    expect(studio.text).toContain('Media without the fuss');
    expect(studio.text).toContain('Invite your team');
    const pricing = readPage((await get(`${site.url}/en/studio/pricing`)).text);
    for (const words of ['Solo', 'Team', 'Unlimited projects', 'Compare plans', 'Git-based publishing'])
      expect(pricing.text).toContain(words);
  });

  it('shows the body of a markdown template and a licence value the site has no style for', async () => {
    const { text } = readPage((await get(`${site.url}/en/templates/harbor-docs`)).text);
    expect(text).toContain('What is inside');
    expect(text).toContain('nuxt-ui');
  });

  it('lays out the landing page in a browser: a feature grid, titles beside their icons, icons known by an old name', async () => {
    const page = await (await sharedBrowser()).newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${site.url}/en`, { waitUntil: 'networkidle' });
      const box = async (name: string) => (await page.getByRole('heading', { level: 3, name }).boundingBox())!;
      // A vertical section's features share rows (a grid), not one column.
      const [first, second] = [await box('Navigation from folders'), await box('Many languages')];
      expect(Math.abs(first.y - second.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThan(first.x + first.width);
      // Each title starts level with its icon, not pushed below it by the prose heading margin.
      const iconTop = await page
        .getByRole('heading', { level: 3, name: 'Navigation from folders' })
        .evaluate((h) => h.closest('.page-feature')?.querySelector('.page-feature__icon')?.getBoundingClientRect().top ?? Number.NaN);
      expect(Math.abs(first.y - iconTop)).toBeLessThan(12);
      // The logos' `i-simple-icons-nuxtdotjs` is an alias in the icon set, left to the icon API:
      // the page's first script draws it, for a reader who never starts the app too.
      await page.waitForFunction(() => [...document.querySelectorAll('.page-logos svg.icon')].every((svg) => svg.innerHTML !== ''));
    } finally {
      await page.close();
    }
  }, 120_000);
});

describe('a title made of one long identifier', () => {
  it('wraps on a 360 px phone instead of widening the page', async () => {
    const page = await (await sharedBrowser()).newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${site.url}/en/docs/advanced/long-identifiers`, { waitUntil: 'networkidle' });
      const title = page.getByRole('heading', { level: 1, name: 'useHarborDeploymentConfigurationWithAutomaticRollbacks()' });
      const heading = page.getByRole('heading', { level: 2, name: 'createContentNavigationTreeFromCollectionQueryResults' });
      for (const box of [await title.boundingBox(), await heading.boundingBox()]) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await page.close();
    }
  }, 120_000);
});

describe('pictures of the public folder', () => {
  it('are served at their root-relative paths through the gateway, with the sandbox policy and a content ETag', async () => {
    const svg = await get(`${site.url}/images/harbor-logo.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.text).toContain('harbor-logo.svg');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    const webp = await get(`${site.url}/blog/harbor-cover.webp`);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const again = await get(`${site.url}/blog/harbor-cover.webp`, { headers: { 'if-none-match': webp.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('never shadow a page: the page at a picture path answers, its locale-free path redirects to it', async () => {
    const alias = await get(`${site.url}/docs/writing/flow.svg`);
    expect(alias.status).toBe(302);
    expect(alias.headers.get('location')).toBe('/en/docs/writing/flow.svg');
    const page = await get(`${site.url}/en/docs/writing/flow.svg`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(readPage(page.text).h1).toEqual(['The flow']);
  });

  it('display in the browser where content names them (pages, covers, cards), and a missing one shows its alt text', async () => {
    const page = await (await sharedBrowser()).newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${site.url}/en/docs/writing/images`, { waitUntil: 'networkidle' });
      const shown = async (name: string) => {
        const img = page.getByRole('img', { name, exact: true });
        await img.scrollIntoViewIfNeeded();
        return img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
      };
      await page.waitForLoadState('networkidle');
      for (const name of ['Harbor logo', 'Badge', 'The Harbor hero']) expect(await shown(name), name).toBe(true);
      expect(await shown('An old chart')).toBe(false);
      await page.goto(`${site.url}/en/blog/search-under-the-hood`, { waitUntil: 'networkidle' });
      expect(await shown('A magnifying glass over a page')).toBe(true);
      // The blog list: the post's card shows the same cover; the intro's two links stand apart.
      await page.goto(`${site.url}/en/blog`, { waitUntil: 'networkidle' });
      expect(await shown('A magnifying glass over a page')).toBe(true);
      const intro = page.getByRole('main');
      const changelog = (await intro.getByRole('link', { name: 'Changelog', exact: true }).boundingBox())!;
      const feed = (await intro.getByRole('link', { name: 'RSS feed', exact: true }).boundingBox())!;
      expect(feed.x - (changelog.x + changelog.width)).toBeGreaterThanOrEqual(12);
    } finally {
      await page.close();
    }
  }, 120_000);
});
