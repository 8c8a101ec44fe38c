/**
 * DOM clobbering through the real site (issue 14, finding 4): a docs page whose raw HTML
 * tries to take over the page state (`<div id="__SITE_STATE__">` with a forged state), the
 * app container, `document` methods and properties (`name` on forms, images and anchors) is
 * rendered by content-service, shell and docs remote, and opened in Chromium. Nothing of the
 * page changes: the heading, the title, the header and footer links are those of a clean page,
 * the page hydrates without an error and client navigation still works. In-page anchors to the
 * content's own (prefixed) ids still land.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../scripts/processes.ts';
import { startTestSite, type TestSite } from './support/test-site.ts';
import { launchChromium, startApp } from '../../scripts/web/chromium.ts';

const FORGED_STATE = JSON.stringify({
  config: { title: 'FORGED', socials: [{ label: 'x', href: 'https://evil.example/' }] },
  head: { title: 'FORGED' },
  view: { kind: 'error', statusCode: 500, message: 'FORGED' },
});

const PAYLOAD_PAGE = `---
title: Clobbering payloads
description: Content that tries to take over the page.
---

# Clobbering payloads

<div id="__SITE_STATE__">${FORGED_STATE}</div>

<script type="application/json" id="__SITE_STATE__">${FORGED_STATE}</script>

<div id="app"><p>A content div named app.</p></div>

<div id="main">A content div named main.</div>

<form name="getElementById" id="querySelector"><input name="id" value="x"><img name="head" src="/_content/_images/avatar.png" alt=""></form>

<img name="documentElement" id="body" src="/_content/_images/avatar.png" alt="avatar">

<a name="cookie" id="defaultView" href="/docs/getting-started">clean page</a>

<a name="legacy"></a>Legacy anchor. [Jump to the legacy anchor](#legacy)

${'Filler paragraph to make the page long.\n\n'.repeat(80)}
<div id="far-away">The far-away target.</div>
`;

/**
 * Twenty nested 16 px nudges (each one allowed by the style policy): 320 px to the left, a
 * white box with its own "sign in" link drawn over the docs sidebar.
 */
const OVERLAY_PAGE = `---
title: Overlay
---

# Overlay

${'<div style="position:relative;left:-16px">'.repeat(20)}<div style="background:#fff;height:600px"><a href="https://evil.example/login">Sign in to keep reading</a></div>${'</div>'.repeat(20)}
`;

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  // A small content tree (the content-service's own fixture) plus the hostile page.
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clobber-content-'));
  fs.cpSync(path.join(ROOT, 'content-service', 'test', 'fixtures', 'basic'), contentDir, { recursive: true });
  fs.writeFileSync(path.join(contentDir, 'docs', '1.getting-started', '20.clobber.md'), PAYLOAD_PAGE);
  fs.writeFileSync(path.join(contentDir, 'docs', '1.getting-started', '21.overlay.md'), OVERLAY_PAGE);
  site = await startTestSite({ CONTENT_DIR: contentDir });
  const stop = site.stop.bind(site);
  site.stop = async () => {
    await stop();
    fs.rmSync(contentDir, { recursive: true, force: true });
  };
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface PageFacts {
  title: string;
  h1: string[];
  chrome: string;
  headerLinks: string[];
  footerLinks: string[];
  route: string | null;
  stateScripts: number;
}

async function open(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  await page.goto(url);
  // Generous under a loaded CI machine; a page that never hydrates says why.
  await startApp(page).catch((err: Error) => {
    throw new Error(`${url} did not hydrate: ${err.message}\nproblems: ${problems.join('\n') || 'none'}`);
  });
  return { page, problems };
}

function facts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => ({
    title: Document.prototype.querySelector.call(document, 'title')?.textContent ?? '',
    h1: [...Document.prototype.querySelectorAll.call(document, 'main h1')].map((h) => h.textContent ?? ''),
    /** Text of the page outside the content body: where a forged state would show. */
    chrome: [...Document.prototype.querySelectorAll.call(document, 'header, footer, nav, aside, main h1')]
      .map((el) => el.textContent ?? '')
      .join(' '),
    headerLinks: [...Document.prototype.querySelectorAll.call(document, 'header a[href]')].map((a) => a.getAttribute('href') ?? ''),
    footerLinks: [...Document.prototype.querySelectorAll.call(document, 'footer a[href]')].map((a) => a.getAttribute('href') ?? ''),
    route: Document.prototype.querySelector.call(document, 'body > div#app main')?.getAttribute('data-route') ?? null,
    stateScripts: Document.prototype.querySelectorAll.call(document, 'script[type="application/json"]').length,
  }));
}

describe('content that tries to clobber the page', () => {
  it('changes nothing of the page: heading, title, header, footer, hydration', async () => {
    const clean = await open(`${site.url}/en/docs/getting-started`);
    const reference = await facts(clean.page);
    await clean.page.close();

    const { page, problems } = await open(`${site.url}/en/docs/getting-started/clobber`);
    const seen = await facts(page);
    expect(seen.h1).toEqual(['Clobbering payloads']);
    expect(seen.title).toBe(reference.title.replace('Introduction', 'Clobbering payloads'));
    expect(seen.headerLinks).toEqual(reference.headerLinks);
    expect(seen.footerLinks).toEqual(reference.footerLinks);
    expect(seen.route).toBe(reference.route);
    // The forged state script was dropped by the sanitizer; the content's ids are its own.
    expect(seen.stateScripts).toBe(1);
    const ids = await page.evaluate(() =>
      [...Document.prototype.querySelectorAll.call(document, '.prose [id], .prose [name]')].map(
        (el) => `${el.getAttribute('id') ?? ''}|${el.getAttribute('name') ?? ''}`,
      ),
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const pair of ids)
      for (const value of pair.split('|').filter(Boolean)) expect(value).toMatch(/^(user-content-|clobbering-payloads$)/);
    expect(seen.chrome).not.toContain('FORGED');
    expect(seen.title).not.toContain('FORGED');
    // The skip links still reach the app's own targets, not the content's elements.
    expect(await page.evaluate(() => document.getElementById('main')?.tagName)).toBe('MAIN');
    expect(await page.evaluate(() => document.getElementById('site-content')?.tagName)).toBe('ARTICLE');
    expect(await page.evaluate(() => document.getElementById('site-navigation')?.className)).toBe('docs-aside-left');
    expect(problems).toEqual([]);

    // The router still owns links: client navigation to the clean page, no full reload.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.locator('.prose a', { hasText: 'clean page' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Introduction', undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    expect(problems).toEqual([]);
    await page.close();
  }, 150_000);

  it("keeps in-page anchors landing on the content's own ids", async () => {
    const { page, problems } = await open(`${site.url}/en/docs/getting-started/clobber`);
    const jump = page.locator('.prose a', { hasText: 'Jump to the legacy anchor' });
    expect(await jump.getAttribute('href')).toBe('#user-content-legacy');
    await page.close();
    // A link from elsewhere to `#far-away` (the author's id) lands on `user-content-far-away`.
    const deep = await open(`${site.url}/en/docs/getting-started/clobber#far-away`);
    await deep.page.waitForFunction(
      () => {
        const target = document.querySelector('#user-content-far-away');
        if (!target) return false;
        const box = target.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      },
      undefined,
      { timeout: 10_000 },
    );
    expect(problems).toEqual([]);
    expect(deep.problems).toEqual([]);
    await deep.page.close();
  }, 150_000);

  it('cannot draw over the docs sidebar with nested nudges: every sidebar link is still the one a click reaches', async () => {
    const { page, problems } = await open(`${site.url}/en/docs/getting-started/overlay`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const hits = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.docs-aside-left a[href]')]
        .map((link) => ({ link, box: link.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight)
        .map(({ link, box }) => {
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { name: link.textContent ?? '', reached: hit === link || link.contains(hit) };
        }),
    );
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.filter((h) => !h.reached).map((h) => h.name)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 150_000);
});
