/**
 * The whole site, started on free ports, exercised through the gateway: every route of
 * spec §2, not-found and route-check errors, build identity, legacy redirects, a remote
 * going down and coming back, a redeploy picked up without restarting the shell, and a
 * real browser that hydrates, navigates client-side and logs no console errors.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { createContentClient, pricingPlans, type LandingRow, type PostRow, type PricingRow, type TemplateRow } from '@site/contracts';
import { createHttpContentTransport } from '@site/contracts/server';
import { LEGACY_REDIRECTS } from '@site/gateway';
import { documentHead, linkHrefs, pageElements, scriptSrcs } from './support/html-links.ts';
import { BROWSER_AGENT, get, publishCopiedVersion, startTestSite, waitFor, type TestSite } from './support/test-site.ts';
import { launchChromium, networkQuiet, startApp } from '../../scripts/web/chromium.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const html = (s: string) => expect.stringContaining(esc(s));

let site: TestSite;
let content: ReturnType<typeof createContentClient>;

beforeAll(async () => {
  site = await startTestSite();
  content = createContentClient(createHttpContentTransport({ baseUrl: site.url, timeoutMs: 5000 }));
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe('every route of spec §2 renders real content on the server', () => {
  it('home', async () => {
    const page = (await content.queryCollection<LandingRow>('landing').path('/').first())!;
    const res = await get(`${site.url}/en`);
    expect(res.status).toBe(200);
    expect(res.text).toEqual(html(page.title));
    expect(res.text).toContain('data-route="home"');
  });

  it('blog list and a post', async () => {
    const intro = (await content.queryCollection<LandingRow>('landing').path('/blog').first())!;
    const post = (await content.queryCollection<PostRow>('posts').where('path', 'LIKE', '/blog/%').where('draft', '=', false).first())!;
    const list = await get(`${site.url}/en/blog`);
    expect(list.status).toBe(200);
    expect(list.text).toEqual(html(intro.title));
    expect(list.text).toEqual(html(post.title));
    const one = await get(`${site.url}/en${post.path}`);
    expect(one.status).toBe(200);
    expect(one.text).toEqual(html(post.title));
  });

  it('hides draft posts', async () => {
    // The draft is in the content sources; no public content answer carries it (drafts are
    // served in a valid preview only), and neither list nor page shows it.
    const blogDir = new URL('../../content/blog/', import.meta.url);
    const drafts = fs
      .readdirSync(blogDir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ file, text: fs.readFileSync(new URL(file, blogDir), 'utf8') }))
      .filter(({ text }) => /^draft:\s*true\s*$/m.test(text.split(/^---\s*$/m)[1] ?? ''));
    expect(drafts.length).toBeGreaterThan(0);
    expect(await content.queryCollection<PostRow>('posts').where('draft', '=', true).first()).toBeNull();
    const list = (await get(`${site.url}/en/blog`)).text;
    for (const { file, text } of drafts) {
      const title = /^title:\s*(.+)$/m
        .exec(text)![1]!
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2');
      expect(list).not.toEqual(html(title));
      expect((await get(`${site.url}/en/blog/${file.replace(/\.md$/, '')}`)).status).toBe(404);
    }
  });

  it('changelog list and an entry', async () => {
    const entry = (await content.queryCollection<PostRow>('posts').where('path', 'LIKE', '/changelog/%').order('date', 'DESC').first())!;
    const list = await get(`${site.url}/en/changelog`);
    expect(list.status).toBe(200);
    expect(list.text).toEqual(html(entry.title));
    const one = await get(`${site.url}/en${entry.path}`);
    expect(one.status).toBe(200);
    expect(one.text).toEqual(html(entry.title));
  });

  it('templates list and a template', async () => {
    const template = (await content.queryCollection<TemplateRow>('templates').where('draft', '=', false).first())!;
    const list = await get(`${site.url}/en/templates`);
    expect(list.status).toBe(200);
    expect(list.text).toEqual(html(template.name));
    const one = await get(`${site.url}/en/templates/${template.slug}`);
    expect(one.status).toBe(200);
    expect(one.text).toEqual(html(template.subtitle ?? template.name));
  });

  it('templates list of one category, as its link asks, rendered on the server; a category no template has leads to the whole list', async () => {
    const published = await content.queryCollection<TemplateRow>('templates').where('draft', '=', false).all();
    const category = published.find((t) => t.category)!.category!;
    const titles = (text: string) => pageElements(text).filter((el) => el.tag === 'h2' && el.ancestors.some((a) => a.tag === 'article'));
    const all = titles((await get(`${site.url}/en/templates`)).text);
    const one = await get(`${site.url}/en/templates?category=${encodeURIComponent(category)}`);
    expect(one.status).toBe(200);
    const shown = titles(one.text);
    expect(shown.length).toBe(published.filter((t) => t.category === category).length);
    expect(shown.length).toBeLessThan(all.length);
    const unknown = await get(`${site.url}/en/templates?category=no-such-category`);
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/en/templates']);
  });

  it('studio features and pricing', async () => {
    const studio = (await content.queryCollection<LandingRow>('landing').path('/studio').first())!;
    const pricing = (await content.queryCollection<PricingRow>('pricing').path('/studio/pricing').first())!;
    const features = await get(`${site.url}/en/studio`);
    expect(features.status).toBe(200);
    expect(features.text).toEqual(html(studio.title));
    const plans = await get(`${site.url}/en/studio/pricing`);
    expect(plans.status).toBe(200);
    for (const plan of pricingPlans(pricing.plans)) expect(plans.text).toEqual(html(plan.title));
  });

  it('a docs page in the docs layout, with the English page and a notice where a translation is missing', async () => {
    const res = await get(`${site.url}/en/docs/getting-started`);
    expect(res.status).toBe(200);
    expect(pageElements(res.text).filter((el) => el.attrs.class === 'layout-docs')).toHaveLength(1);
    const doc = (await content.queryCollection('docs_en').path('/docs/getting-started').first()) as { title: string };
    expect(res.text).toEqual(html(doc.title));
    const fr = await get(`${site.url}/fr/docs/deploy`);
    expect(fr.status).toBe(200);
    expect(documentHead(fr.text).lang).toBe('fr');
  });

  it('sets the title template, canonical from the configured origin, ETag and build id', async () => {
    const res = await get(`${site.url}/en/blog`, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const head = documentHead(res.text);
    expect(head.title).toMatch(/^.+ - Nuxt Content$/);
    expect(head.canonical).toEqual([`${site.env.SITE_ORIGIN}/en/blog`]);
    expect(res.text).not.toContain('evil.example');
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('x-build-id')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('languages', () => {
  it('lists only real translations in hreflang, and shows English with a notice where a page is not translated', async () => {
    const translated = await get(`${site.url}/fr/docs/getting-started`);
    expect(translated.status).toBe(200);
    const langs = (html: string) =>
      documentHead(html)
        .alternates.map(([lang]) => lang)
        .sort();
    /** The notice leading an untranslated page: a note, in the visitor's language. */
    const notices = (html: string) =>
      pageElements(html).filter((el) => el.attrs.role === 'note' && el.attrs.class?.split(' ').includes('content-fallback-notice'));
    expect(langs(translated.text)).toEqual(['ar', 'en', 'fr', 'ja', 'x-default']);
    expect(notices(translated.text)).toEqual([]);

    const untranslated = await get(`${site.url}/fr/docs/deploy`);
    expect(untranslated.status).toBe(200);
    expect(langs(untranslated.text)).toEqual(['en', 'x-default']);
    const [notice] = notices(untranslated.text);
    expect([notice?.attrs.lang, notice?.ancestors[0]?.attrs.lang]).toEqual(['fr', 'en']);
  });

  it('renders right-to-left pages for Arabic', async () => {
    const res = await get(`${site.url}/ar`);
    expect(res.status).toBe(200);
    const head = documentHead(res.text);
    expect([head.lang, head.dir]).toEqual(['ar', 'rtl']);
  });
});

describe('errors', () => {
  it('an unknown docs path shows the not-found page with status 404', async () => {
    const res = await get(`${site.url}/en/docs/no-such-page`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('We are sorry but this page could not be found');
    expect(res.text).toContain('Back to home');
  });

  it('a failed route check raises the fatal 404 "Page Not Found: {path}"', async () => {
    const res = await get(`${site.url}/en/blog/${encodeURIComponent('bad slug!')}`, { headers: { 'user-agent': BROWSER_AGENT } });
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found: /en/blog/bad slug!');
  });

  it('redirects the root to the default locale, or to the one in i18n_redirected', async () => {
    expect((await get(`${site.url}/`)).headers.get('location')).toBe('/en');
    expect((await get(`${site.url}/`, { headers: { cookie: 'i18n_redirected=ja' } })).headers.get('location')).toBe('/ja');
  });
});

describe('build identity (spec §7)', () => {
  it('serves builds/latest.json and the meta of that build', async () => {
    const latest = JSON.parse((await get(`${site.url}/builds/latest.json?${Date.now()}`)).text) as { id: string; timestamp: number };
    expect(latest.id).toMatch(/^[0-9a-f]{16}$/);
    const meta = JSON.parse((await get(`${site.url}/builds/meta/${latest.id}.json`)).text) as Record<string, unknown>;
    expect(meta).toMatchObject({ id: latest.id });
    expect(Object.keys(meta.remotes as object).sort()).toEqual(['blog', 'docs', 'studio', 'templates']);
    expect((await get(`${site.url}/builds/meta/0000000000000000.json`)).status).toBe(404);
  });
});

describe('static assets', () => {
  /** Every script and stylesheet a docs page references, shell and remote alike. */
  async function assetsOfPage(): Promise<string[]> {
    const html = (await get(`${site.url}/en/docs/getting-started`)).text;
    return [...scriptSrcs(html), ...linkHrefs(html)].filter((u) => /^\/_(shell|remotes)\/.+\.(js|css)$/.test(u));
  }

  it('are cached for a year as immutable, and served precompressed as the browser asks', async () => {
    const assets = await assetsOfPage();
    expect(assets.some((u) => u.startsWith('/_shell/'))).toBe(true);
    expect(assets.some((u) => u.startsWith('/_remotes/'))).toBe(true);
    for (const asset of assets) {
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const res = await fetch(`${site.url}${asset}`, { headers: { 'accept-encoding': accept } });
        await res.arrayBuffer();
        expect(res.status, asset).toBe(200);
        expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('content-encoding'), `${asset} with accept-encoding: ${accept}`).toBe(encoding);
        expect(res.headers.get('vary')?.toLowerCase(), asset).toContain('accept-encoding');
      }
    }
  });
});

describe('legacy redirects land on real pages', () => {
  it('every entry of the table leads, through the gateway, to a page answering 200', async () => {
    const failures: string[] = [];
    for (const [from] of LEGACY_REDIRECTS) {
      const source = from.replace('/**', '/some/old/example');
      const first = await get(`${site.url}${source}?ref=old`);
      const location = first.headers.get('location');
      if (first.status !== 301 || !location) {
        failures.push(`${source}: ${first.status} without a redirect`);
        continue;
      }
      expect(location.endsWith('?ref=old')).toBe(true);
      const target = await get(`${site.url}${location}`);
      if (target.status !== 200) failures.push(`${source} → ${location}: ${target.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** The shell's own address, behind the gateway. */
const shellUrl = () => `http://127.0.0.1:${site.env.SHELL_PORT}`;

describe('failure isolation and independent deploys', () => {
  it('a remote that is down leaves the shell answering 503 with an unavailable region, and recovers', async () => {
    await site.kill('blog-app');
    try {
      // The shell notices within about a second; every answer meanwhile is quick. Asked of the
      // shell itself: the gateway's edge cache may still hold the page, and serves it (nothing
      // a client sends bypasses the cache, by design).
      const down = await waitFor(
        async () => {
          const res = await get(`${shellUrl()}/en/blog`);
          return res.status === 503 ? res : null;
        },
        5000,
        'the shell to notice the blog is down',
      );
      expect(down.text).toContain('temporarily unavailable');
      expect(down.headers.get('retry-after')).toBe('5');
      expect(pageElements(down.text).filter((el) => el.tag === 'header').length).toBeGreaterThan(0);
    } finally {
      await site.restart('blog-app');
    }
    const back = await waitFor(
      async () => {
        const res = await get(`${shellUrl()}/en/blog`);
        return res.status === 200 ? res : null;
      },
      10_000,
      'the blog to render again',
    );
    expect(back.text).toContain('data-route="blog"');
  }, 60_000);

  it('picks up a newly published remote version within 5 s without a restart, keeping old versions served', async () => {
    const dist = site.distDir('docs');
    const before = JSON.parse(fs.readFileSync(`${dist}/current.json`, 'utf8')) as { version: string };
    const version = publishCopiedVersion(dist, 'redeploy1');
    // Pickup latency is the shell's poll interval (REMOTE_POLL_MS, 500 ms here); the deadline
    // below only stops a broken rollout from hanging the suite. bench:rollout prints the figure.
    const res = await waitFor(
      async () => {
        const r = await get(`${site.url}/en/docs/getting-started`);
        return r.text.includes(`docs@${version}`) ? r : null;
      },
      20_000,
      'the new docs version',
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain(`/_remotes/docs/${version}/browser/remoteEntry.js`);
    expect((await get(`${site.url}/_remotes/docs/${before.version}/browser/remoteEntry.js`)).status).toBe(200);
  }, 30_000);
});

describe('in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  const watch = (page: Page) => {
    const problems: string[] = [];
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error' || msg.text().includes('Content Security Policy')) problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${res.url()}`);
    });
    return problems;
  };

  it('server HTML has the remote content; hydration makes buttons work; client navigation keeps the page', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    const response = await page.goto(`${site.url}/en/docs/getting-started`);
    const serverHtml = await response!.text();
    const doc = (await content.queryCollection('docs_en').path('/docs/getting-started').first()) as { title: string };
    expect(serverHtml).toEqual(html(doc.title));
    await startApp(page, 15_000);

    // Shared singletons: the search button inside the docs remote sets the kit's $searchOpen
    // atom, and the palette, rendered by the shell, opens. One kit, one store.
    await page.locator('.docs-aside-left .search-button').click();
    await page.locator('.palette').waitFor({ state: 'visible', timeout: 5000 });
    await page.keyboard.press('Escape');
    await page.locator('.palette').waitFor({ state: 'hidden', timeout: 5000 });

    // Works only after hydration: the header's search button opens the palette too.
    await page.locator('header .search-button:visible').first().click();
    await page.locator('.palette').waitFor({ state: 'visible', timeout: 5000 });
    await page.locator('.palette-input').fill('query builder');
    await page.locator('.palette [role="option"]').first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.locator('.palette').waitFor({ state: 'hidden', timeout: 5000 });

    // Client-side navigation to another section: no full reload (the marker survives).
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.locator('header a[href="/en/blog"]').first().click();
    await page.waitForSelector('main[data-route="blog"]', { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(new URL(page.url()).pathname).toBe('/en/blog');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('after client navigation the head describes the page on screen as a fresh load of it does', async () => {
    // What a share sheet, a bookmark or an extension reads: description, canonical,
    // alternates, cards and structured data, in order.
    const describedHead = (page: Page) =>
      page.evaluate(() =>
        [
          ...document.head.querySelectorAll(
            'meta[name]:not([name="viewport"]):not([name="theme-color"]),meta[property],link[rel="canonical"],link[rel="alternate"],script[type="application/ld+json"]',
          ),
        ].map((el) => el.outerHTML),
      );
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(`${site.url}/en/docs/getting-started`);
    await startApp(page, 15_000);
    const first = await describedHead(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('header a[href="/en/blog"]').first().click();
    await page.waitForSelector('main[data-route="blog"]', { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    const navigated = await describedHead(page);
    expect(navigated).not.toEqual(first);
    const fresh = await browser.newPage();
    await fresh.goto(`${site.url}/en/blog`);
    expect(navigated).toEqual(await describedHead(fresh));
    await fresh.close();
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('a reader who only reads gets the first script alone; a control pressed before the app loaded answers once it has', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${site.url}/en/docs/getting-started`, { waitUntil: 'load' });
    await networkQuiet(page);
    expect(scripts).toEqual([expect.stringMatching(/^\/_shell\/reader\.[0-9a-f]+\.js$/)]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // The first script has checked whether flag emoji draw, so the language button shows a flag or its locale's code.
    expect(await page.evaluate(() => document.documentElement.dataset.flagEmoji)).toMatch(/^(yes|no)$/);

    // The first press is the intent that loads the app; the palette opens once it has.
    await page
      .locator('header')
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(scripts.length).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('a menu whose code loads on intent, pressed before the app loaded, opens at that first press', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(`${site.url}/en/docs/getting-started`, { waitUntil: 'load' });
    await networkQuiet(page);
    // The language switcher is a plain button until reached for: its popover hydrates after the page's root.
    const trigger = page
      .locator('header')
      .getByRole('button', { name: /language/i })
      .first();
    await trigger.click();
    await page.getByRole('dialog', { name: /language/i }).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("the header's section menu lists its pages one under another (it laid them side by side, vertically centred)", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/en/docs/getting-started`, { waitUntil: 'load' });
    await startApp(page);
    await page.locator('header nav').getByRole('button', { name: 'Studio' }).click();
    const menu = page.getByRole('dialog', { name: 'Studio' });
    await menu.waitFor({ state: 'visible' });
    const boxes = await Promise.all((await menu.getByRole('link').all()).map(async (link) => (await link.boundingBox())!));
    expect(boxes.length).toBeGreaterThan(1);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
      expect(boxes[i]!.x).toBe(boxes[0]!.x);
    }
    await page.close();
  }, 60_000);

  it('loads the docs database lazily, once, and then queries it in the browser', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    const requests: string[] = [];
    page.on('request', (req) => requests.push(`${req.method()} ${new URL(req.url()).pathname}`));
    // Without page payloads (a network that drops them), navigation queries content itself.
    await page.route('**/_payload.json*', (route) => route.abort());
    await page.goto(`${site.url}/en/docs/getting-started`);
    await startApp(page, 15_000);
    expect(requests.some((r) => r.includes('sql_dump'))).toBe(false); // nothing on the first view

    const go = async (href: string) => {
      await page.evaluate((h) => {
        const a = document.querySelector<HTMLAnchorElement>(`a[href="${h}"]`);
        if (!a) throw new Error(`no link to ${h}`);
        a.click();
      }, href);
      await page.waitForFunction((h) => window.location.pathname === h && !document.querySelector('[aria-busy="true"]'), href);
    };
    const dump = page.waitForResponse((res) => res.url().includes('/__nuxt_content/docs_en/sql_dump.txt'), { timeout: 10_000 });
    const wasm = page.waitForResponse((res) => /\/_shell\/sql-wasm\.[0-9a-f]+\.wasm$/.test(new URL(res.url()).pathname), {
      timeout: 10_000,
    });
    await go('/en/docs/getting-started/installation');
    expect((await dump).status()).toBe(200);
    expect((await wasm).status()).toBe(200);
    await page.waitForTimeout(500); // the dump is loaded into sql.js after it arrives
    const before = requests.length;
    await go('/en/docs/getting-started/configuration');
    await page.waitForSelector('main[data-route="docs"] h1');
    const after = requests.slice(before);
    expect(after.filter((r) => r.startsWith('POST /__nuxt_content/docs_en/query'))).toEqual([]);
    expect(requests.filter((r) => r.includes('/__nuxt_content/docs_en/sql_dump.txt'))).toHaveLength(1);
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  }, 60_000);

  it('the home page hydrates without console errors', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(`${site.url}/en`);
    await startApp(page, 15_000);
    expect(await page.locator('main[data-route="home"] h1').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('a rollout while a page is open keeps that page on the versions it was rendered with', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(`${site.url}/en/templates`);
    await startApp(page, 15_000);
    const pinned = (await page.evaluate(() => document.documentElement.dataset.remotes))!;
    const oldTemplates = /templates@(\S+)/.exec(pinned)![1]!;
    const entries: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/_remotes/templates/')) entries.push(new URL(req.url()).pathname);
    });
    const version = publishCopiedVersion(site.distDir('templates'), 'rollout1');
    await waitFor(
      async () =>
        // A new version is a new build: the gateway's cache empties on its own.
        (await get(`${site.url}/en/templates`)).text.includes(`templates@${version}`),
      20_000,
      'the rollout',
    );
    // Scrolling brings more links into view (preloaded with the pinned versions); nothing of
    // the new version is loaded. The next navigation moves on to the new build (runtime.e2e.test.ts).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(entries.every((p) => p.startsWith(`/_remotes/templates/${oldTemplates}/`))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.remotes)).toContain(`templates@${oldTemplates}`);
    expect(problems.filter((p) => /hydrat|#418|#423/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
