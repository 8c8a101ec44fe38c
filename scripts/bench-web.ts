/**
 * `npm run bench:web`: what a reader on a phone gets, measured in real Chromium. Each route
 * loads cold on a mobile profile, in English and Arabic: first-load JS and CSS (gzip bytes),
 * requests and scripts (a CDP walk with playwright-core), then Lighthouse 12 (mobile,
 * simulated throttling): LCP, TBT, CLS and the four category scores. A client navigation
 * between docs pages is measured too (bytes transferred, click to painted heading). Prints
 * each figure beside its goal and writes everything to bench-results/web.json.
 *
 *   npm run bench:web                      every route, en and ar, with Lighthouse
 *   npm run bench:web -- --quick           bytes and counts only (no Lighthouse)
 *   npm run bench:web -- --locales en      one locale
 *   npm run bench:web -- --routes studio,templates --runs 5
 *                                          those routes only, Lighthouse five times each:
 *                                          the median of each figure (TBT moves from run to run)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { missingBuilds, runBuilds } from './build-missing.ts';
import { freePortEnv, runSite } from './run-site.ts';
import { writeBenchResults } from './bench/bench-site.ts';
import { MOBILE, measureFirstLoad, sampleRoutes, type FirstLoad } from './web/first-load.ts';
import { measureDocsNavigation, type Navigation } from './web/client-navigation.ts';
import { CHROME_PATH, CHROMIUM_ARGS, launchChromium } from './web/chromium.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const localeArg = args.indexOf('--locales');
const LOCALES = localeArg >= 0 ? (args[localeArg + 1] ?? 'en').split(',') : ['en', 'ar'];
const routeArg = args.indexOf('--routes');
/** Route names as sampleRoutes gives them ('blog list', 'blog post' may be written blog-list). */
const ROUTES = routeArg >= 0 ? (args[routeArg + 1] ?? '').split(',').map((r) => r.replace(/-/g, ' ')) : null;
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 1;
const KB = 1024;

/** Goals of the performance issue; a docs page may ship more JS than the other routes. */
const GOALS = {
  jsDocs: 100 * KB,
  jsOther: 90 * KB,
  requests: 12,
  performance: 95,
  tbt: 150,
  lcp: 1500,
  score: 100,
  navBytes: 20 * KB,
  navMs: 100,
};

interface Lighthouse {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface RouteFigures extends FirstLoad {
  route: string;
  locale: string;
  /** The median of each figure over the runs (one run unless `--runs`). */
  lighthouse?: Lighthouse;
  lighthouseRuns?: Lighthouse[];
  /** The machine's one-minute load average when the route was done: times depend on it. */
  loadAverage?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs, figure by figure. */
function medianOf(runs: Lighthouse[]): Lighthouse {
  const keys = Object.keys(runs[0]!) as (keyof Lighthouse)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Lighthouse;
}

/** Lighthouse on a loaded machine sometimes fails to trace a page: one retry, then the error. */
async function runLighthouse(url: string): Promise<Lighthouse> {
  try {
    return await runLighthouseOnce(url);
  } catch (err) {
    console.warn(`Lighthouse retry for ${url}: ${(err as Error).message}`);
    return runLighthouseOnce(url);
  }
}

async function runLighthouseOnce(url: string): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printRoute(r: RouteFigures): void {
  const jsGoal = r.route === 'docs' ? GOALS.jsDocs : GOALS.jsOther;
  const cells = [
    `${r.locale.padEnd(3)} ${r.route.padEnd(10)}`,
    `JS ${kb(r.jsGzip).padStart(9)} (≤ ${kb(jsGoal)} ${mark(r.jsGzip <= jsGoal)})`,
    `app on intent ${kb(r.appJsGzip).padStart(9)} in ${r.appRequests} requests`,
    `CSS ${kb(r.cssGzip).padStart(8)}`,
    `requests ${String(r.requests).padStart(3)} (≤ ${GOALS.requests} ${mark(r.requests <= GOALS.requests)})`,
    `scripts ${String(r.scripts).padStart(2)}`,
  ];
  const lh = r.lighthouse;
  if (lh) {
    cells.push(
      `perf ${lh.performance} (≥ ${GOALS.performance} ${mark(lh.performance >= GOALS.performance)})`,
      `a11y ${lh.accessibility} bp ${lh.bestPractices} seo ${lh.seo} (100 ${mark(Math.min(lh.accessibility, lh.bestPractices, lh.seo) >= GOALS.score)})`,
      `LCP ${Math.round(lh.lcp)} ms (≤ ${GOALS.lcp} ${mark(lh.lcp <= GOALS.lcp)})`,
      `TBT ${Math.round(lh.tbt)} ms (≤ ${GOALS.tbt} ${mark(lh.tbt <= GOALS.tbt)})`,
      `CLS ${lh.cls.toFixed(3)}`,
    );
    if (r.lighthouseRuns && r.lighthouseRuns.length > 1) {
      cells.push(`median of ${r.lighthouseRuns.length} runs, TBT ${r.lighthouseRuns.map((run) => Math.round(run.tbt)).join(' / ')} ms`);
    }
  }
  if (r.loadAverage !== undefined) cells.push(`load ${r.loadAverage.toFixed(1)}`);
  console.log(cells.join(' | '));
}

function printNavigation(nav: Navigation): void {
  console.log(
    `client navigation ${nav.from} -> ${nav.to}: ${kb(nav.bytes)} transferred (≤ ${kb(GOALS.navBytes)} ${mark(nav.bytes <= GOALS.navBytes)}), ` +
      `painted in ${Math.round(nav.paintMs)} ms (≤ ${GOALS.navMs} ms ${mark(nav.paintMs <= GOALS.navMs)})`,
  );
}

async function main(): Promise<void> {
  const plan = missingBuilds();
  if (plan.shell || plan.remotes.length) await runBuilds(plan);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const site = await runSite({ env: await freePortEnv({ CONTENT_DATA_DIR: path.join(tmp, 'data') }), quiet: true });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const results: RouteFigures[] = [];
    let navigation: Navigation | undefined;
    for (const locale of LOCALES) {
      const routes = await sampleRoutes(site.url, '/en', locale);
      const unknown = ROUTES?.filter((name) => !(name in routes)) ?? [];
      if (unknown.length) throw new Error(`no route named ${unknown.join(', ')}: ${Object.keys(routes).join(', ')}`);
      for (const [route, pathname] of Object.entries(routes)) {
        if (ROUTES && !ROUTES.includes(route)) continue;
        const url = `${site.url}${pathname}`;
        const figures: RouteFigures = { route, locale, ...(await measureFirstLoad(browser, url)) };
        if (!quick) {
          const runs: Lighthouse[] = [];
          for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url));
          figures.lighthouse = medianOf(runs);
          if (RUNS > 1) figures.lighthouseRuns = runs;
        }
        figures.loadAverage = os.loadavg()[0];
        printRoute(figures);
        results.push(figures);
      }
      if (!navigation && routes.docs && (!ROUTES || ROUTES.includes('docs'))) {
        navigation = await measureDocsNavigation(browser, `${site.url}${routes.docs}`, MOBILE);
        printNavigation(navigation);
      }
    }
    writeBenchResults('web', { goals: GOALS, routes: results, navigation });
  } finally {
    await browser?.close();
    await site.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
