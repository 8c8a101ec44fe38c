/**
 * What a reader's browser downloads to show one route, cold: every response the page asks for
 * until the network is idle, grouped by kind; then what the reader's first intent downloads
 * to start the app (shell/src/client/first-intent.ts), until the page has hydrated. Byte counts are gzip sizes computed here from
 * the response bodies (stable across runs and servers, unlike times), beside the bytes that
 * actually crossed the wire. Shared by `npm run bench:web` and the JS-budget test in CI.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { networkQuiet, startApp } from './chromium.ts';

/** A mid-range phone, as Lighthouse's mobile profile. */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

export interface FirstLoad {
  url: string;
  status: number;
  /** gzip bytes of the scripts a reader who only reads downloads: all before the first intent (inline scripts count in the document). */
  jsGzip: number;
  /** gzip bytes of the scripts the first intent starts, until the page has hydrated: the app (React, the router, the page's remote). */
  appJsGzip: number;
  /** gzip bytes of scripts fetched after hydration: preloads of the pages its links lead to. */
  preloadJsGzip: number;
  /** gzip bytes of the stylesheets, fetched or carried inline in the document's head (those are in `documentGzip` too). */
  cssGzip: number;
  documentGzip: number;
  /** Bytes received over the network, headers excluded, as the server encoded them. */
  wireBytes: number;
  /** Requests before the first intent. */
  requests: number;
  /** Requests from the first intent until the page has hydrated. */
  appRequests: number;
  scripts: number;
  scriptUrls: string[];
  appScriptUrls: string[];
}

interface Seen {
  type: string;
  url: string;
  gzip: number;
  wire: number;
  /** Epoch ms when the request started. */
  startedAt: number;
}

async function record(page: Page, seen: Seen[]): Promise<() => Promise<void>> {
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        seen.push({
          type: request.resourceType(),
          url: response.url(),
          gzip: gzipSync(body).length,
          wire: sizes.responseBodySize,
          startedAt: request.timing().startTime,
        });
      })(),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    await Promise.all(pending);
  };
}

/** Loads `url` in a fresh context (cold cache) and sums what it downloaded. */
export async function measureFirstLoad(browser: Browser, url: string, options: BrowserContextOptions = MOBILE): Promise<FirstLoad> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const seen: Seen[] = [];
  const stop = await record(page, seen);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // A reader who only reads stops here; one who reaches for the page starts the app.
    const intentAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await startApp(page);
    await networkQuiet(page);
    await stop();
    // The shell marks the moment the page became interactive; what starts later is a preload.
    const hydratedAt = await page.evaluate(() => {
      const mark = performance.getEntriesByName('site:hydrated')[0];
      return mark ? performance.timeOrigin + mark.startTime : Number.POSITIVE_INFINITY;
    });
    const inlineCss = await page.evaluate(() => [...document.querySelectorAll('head style')].map((el) => el.textContent ?? ''));
    const firstLoad = seen.filter((s) => s.startedAt < intentAt);
    const app = seen.filter((s) => s.startedAt >= intentAt && s.startedAt <= hydratedAt);
    const sum = (type: string, list: Seen[]) => list.filter((s) => s.type === type).reduce((n, s) => n + s.gzip, 0);
    const scriptsOf = (list: Seen[]) => list.filter((s) => s.type === 'script').map((s) => new URL(s.url).pathname);
    return {
      url,
      status: response?.status() ?? 0,
      jsGzip: sum('script', firstLoad),
      appJsGzip: sum('script', app),
      preloadJsGzip: sum('script', seen) - sum('script', firstLoad) - sum('script', app),
      cssGzip: sum('stylesheet', firstLoad) + inlineCss.reduce((n, text) => n + gzipSync(text).length, 0),
      documentGzip: sum('document', firstLoad),
      wireBytes: seen.reduce((n, s) => n + s.wire, 0),
      requests: firstLoad.length,
      appRequests: app.length,
      scripts: scriptsOf(firstLoad).length,
      scriptUrls: scriptsOf(firstLoad),
      appScriptUrls: scriptsOf(app),
    };
  } finally {
    await context.close();
  }
}

/**
 * The routes a reader meets, found from the sitemap so any content works: the first docs page,
 * post, changelog entry and template it lists, under `locale` (the same page in another locale
 * shows the original content in that locale's interface when untranslated).
 */
export async function sampleRoutes(origin: string, defaultPrefix: string, locale: string | null): Promise<Record<string, string>> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (pattern: RegExp) => {
    const found = paths.find((p) => p.startsWith(defaultPrefix) && pattern.test(p.slice(defaultPrefix.length)));
    return found === undefined ? undefined : found.slice(defaultPrefix.length);
  };
  const routes: Record<string, string | undefined> = {
    home: '',
    docs: first(/^\/docs\/[^/]+\/[^/]+$/),
    'blog list': '/blog',
    'blog post': first(/^\/blog\/[^/]+$/),
    changelog: '/changelog',
    templates: '/templates',
    template: first(/^\/templates\/[^/]+$/),
    studio: '/studio',
    pricing: '/studio/pricing',
  };
  const prefix = locale ? `/${locale}` : '';
  return Object.fromEntries(
    Object.entries(routes)
      .filter((e): e is [string, string] => e[1] !== undefined)
      .map(([name, rest]) => [name, `${prefix}${rest}` || '/']),
  );
}
