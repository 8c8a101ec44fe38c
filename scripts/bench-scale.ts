/**
 * `npm run bench:scale` (issue 18.6): the site over generated docs corpora of growing size.
 * Per size: the corpus is written (the content benchmark's generator, in the shape that
 * deepens as it grows), built (time and peak RSS, in a process of its own), served by the
 * whole site, and measured through the gateway with a browser's headers (`accept-encoding:
 * br, gzip`): a docs page's HTML and inline state, its first-load JS (Chromium, phone
 * profile), edge-cached and uncached req/s with p99 and non-2xx at 20 connections, the same
 * page uncached under ten times that (more than the renderer can serve: it must shed, not
 * time out), and the shell's and content-service's RSS after that load. Beside the uncached
 * req/s, the CPU the shell, the gateway and content-service spend per uncached request: on a
 * shared machine req/s of one size against another moves with whatever else runs (74% in one
 * run, 122% in a later one of the same code), the CPU a page costs much less. Each goal is printed
 * beside its figure; everything goes to bench-results/scale.json. Every size is served at
 * once and measured in turns (best of `--rounds`, default 3), so the rest of a busy machine
 * weighs on each size alike, after BENCH_RENDER_WARMUP seconds (20) of uncached load on each (the
 * shell runs as `npm start` runs it, one render process per core, and each must warm up).
 *
 *   npm run bench:scale                                  200 and 10,000 pages
 *   npm run bench:scale -- --sizes 200,10000,100000     the 100,000-page row too (by hand: its build alone takes minutes)
 *   npm run bench:scale -- --duration 5 --connections 20 --rounds 3
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteProcesses } from './processes.ts';
import {
  BROWSER_HEADERS,
  cpuPerRequest,
  cpuTotal,
  formatCpu,
  measureLoad,
  renderingPids,
  runBench,
  startBenchSite,
  warmRenderers,
  startUncachedGateway,
  writeBenchResults,
  type BenchServer,
  type LoadFigures,
} from './bench/bench-site.ts';
import { buildCorpus, weighPage, writeScaleCorpus, type CorpusBuild, type PageWeight } from './bench/corpus-site.ts';
import { residentMemory, shellRenderProcesses } from './load/process-memory.ts';
import { launchChromium } from './web/chromium.ts';
import { measureSearch, type SearchFigures } from './bench/search-figures.ts';
import { BYTES_GOAL, formatQueryFigures, MS_GOAL } from '../content-service/bench/split-measure.ts';
import { docsCollection } from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { MOBILE, measureFirstLoad } from './web/first-load.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const SIZES = arg('sizes', '200,10000').split(',').map(Number);
const DURATION = Number(arg('duration', '5'));
const CONNECTIONS = Number(arg('connections', '20'));
const OVERLOAD_CONNECTIONS = CONNECTIONS * 10;
const ROUNDS = Number(arg('rounds', '3'));
/** The page measured: present at every size, with the same body. */
const PAGE = 110;
const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

interface Row {
  pages: number;
  build: CorpusBuild;
  page: string;
  weight: PageWeight;
  firstLoadJsGzip: number;
  cached: LoadFigures;
  uncached: LoadFigures;
  /**
   * CPU each process spent per uncached request (ms), in the run that took the least: the
   * figure that tells whether a size costs more per page, which req/s on a shared machine
   * cannot (other work takes cores away from one run and not the next).
   */
  uncachedCpuMs: Record<string, number>;
  overload: LoadFigures;
  /** The first request for a docs page after the site started (what a reader meets after a deploy). */
  firstPage: FirstPage;
  /** Every render process's RSS added up (one per core, as `npm start` runs the shell). */
  shellRss: number | null;
  shellProcesses: number;
  contentRss: number | null;
  search: SearchFigures;
}

/** Questions about the generated corpus: every word common, a number, a typo, a phrase. */
const SEARCH_QUERIES = [
  'content module',
  'page 110',
  'section 3 of page 42',
  'rows',
  'stores rows',
  'secton 2',
  'note inside page 7',
  'defineNuxtConfig',
  'first item',
  'details',
];

/** The first docs page a reader asks for once the site answers: its status and time. */
interface FirstPage {
  status: number;
  ms: number;
}

interface Served {
  pages: number;
  build: CorpusBuild;
  page: string;
  firstPage: FirstPage;
  site: Awaited<ReturnType<typeof startBenchSite>>;
  uncached: BenchServer;
  root: string;
}

/** Writes and builds one corpus (alone: its build time and RSS are its own), then serves it. */
async function serve(pages: number): Promise<Served> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${pages}-`));
  const corpus = writeScaleCorpus(root, pages);
  console.log(`[scale] ${pages} pages written; building…`);
  const build = await buildCorpus(corpus);
  console.log(`[scale] ${pages} pages built in ${(build.durationMs / 1000).toFixed(1)} s`);
  // Served as built: the compiled server would otherwise build the corpus again at start (its
  // build code is the bundle, the corpus's the sources), unmeasured and past the start timeout
  // on a busy machine, and its RSS would be a build's.
  const site = await startBenchSite(
    `scale-${pages}`,
    { GATEWAY_CACHE: 'on', CONTENT_DIR: corpus.contentDir, CONTENT_DATA_DIR: corpus.dataDir },
    { prebuilt: true },
  );
  const page = `/en${corpus.pagePath(PAGE)}`;
  // Before anything else asks for a page: the costs a build leaves to its first request
  // (navigation trees, reader order) fall on this one.
  const started = performance.now();
  const first = await fetch(`${site.site.url}${page}`, { headers: BROWSER_HEADERS });
  await first.arrayBuffer();
  const firstPage = { status: first.status, ms: performance.now() - started };
  console.log(`[scale] ${pages} pages: the first page after start answered ${firstPage.status} in ${firstPage.ms.toFixed(0)} ms`);
  const uncached = await startUncachedGateway(site.env);
  return { pages, build, page, firstPage, site, uncached, root };
}

async function stopServed(served: Served): Promise<void> {
  served.uncached.stop();
  await served.site.stop();
  fs.rmSync(served.root, { recursive: true, force: true });
}

/** The faster of two runs (a busy machine only ever slows one down), failures of both counted. */
function best(a: LoadFigures | undefined, b: LoadFigures): LoadFigures {
  if (!a) return b;
  const faster = a.rps >= b.rps ? a : b;
  return { ...faster, non2xx: a.non2xx + b.non2xx };
}

/**
 * Every size served at once and measured in turns (cached and uncached of each size, then
 * again in the reverse order), so whatever else the machine runs weighs on each size alike:
 * the goals compare sizes. Render processes keep getting faster for a while after their
 * warm-up; sizes always measured in the same order would give the later ones that edge.
 */
async function measureAll(all: Served[], browser: Awaited<ReturnType<typeof launchChromium>>): Promise<Row[]> {
  const figures = new Map<number, { cached?: LoadFigures; uncached?: LoadFigures; cpu?: Record<string, number> }>(
    all.map((s) => [s.pages, {}]),
  );
  const load = (url: string, connections = CONNECTIONS, warmup = 1) =>
    measureLoad(url, { connections, duration: DURATION, warmup, headers: BROWSER_HEADERS });
  for (const s of all) await warmRenderers(`${s.uncached.url}${s.page}`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of round % 2 ? [...all].reverse() : all) {
      const f = figures.get(s.pages)!;
      f.cached = best(f.cached, await load(`${s.site.site.url}${s.page}`));
      const uncached = await cpuPerRequest(renderingPids(s.site.site, s.uncached), () => load(`${s.uncached.url}${s.page}`));
      f.uncached = best(f.uncached, uncached.figures);
      if (cpuTotal(uncached.msPerRequest) < cpuTotal(f.cpu)) f.cpu = uncached.msPerRequest;
    }
  }
  const rows: Row[] = [];
  for (const s of all) {
    const weight = await weighPage(`${s.site.site.url}${s.page}`);
    if (weight.status !== 200) throw new Error(`${s.page} answered ${weight.status}`);
    const firstLoad = await measureFirstLoad(browser, `${s.site.site.url}${s.page}`, MOBILE);
    const overload = await load(`${s.uncached.url}${s.page}`, OVERLOAD_CONNECTIONS, 0);
    const site = loadSiteConfig({ ...process.env, ...s.site.env });
    const search = await measureSearch(s.uncached.url, docsCollection(site, site.i18n.defaultLocale), SEARCH_QUERIES);
    // After the searches too: content-service serves index parts, it holds no index to search.
    const rss = await residentMemory(s.site.site, siteProcesses());
    const { cached, uncached, cpu } = figures.get(s.pages)!;
    rows.push({
      pages: s.pages,
      build: s.build,
      page: s.page,
      weight,
      firstLoadJsGzip: firstLoad.jsGzip,
      cached: cached!,
      uncached: uncached!,
      uncachedCpuMs: cpu ?? {},
      overload,
      firstPage: s.firstPage,
      shellRss: rss.shell ?? null,
      shellProcesses: await shellRenderProcesses(s.site.site),
      contentRss: rss.content ?? null,
      search,
    });
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mib = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / MIB).toFixed(0)} MiB`);
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const load = (f: LoadFigures) => `${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms, non-2xx ${f.non2xx}`;

function printTable(rows: Row[]): void {
  const head = [
    'pages',
    'build',
    'build RSS',
    'HTML',
    'state',
    'first-load JS',
    'cached',
    'uncached',
    `uncached ×${OVERLOAD_CONNECTIONS} conn.`,
    'first page after start',
  ];
  console.log(`\n${head.join(' | ')}`);
  for (const r of rows) {
    const shed = `${r.overload.rps.toFixed(0)} req/s, p99 ${r.overload.p99} ms, 503 ${r.overload.statuses['503'] ?? 0}, 504 ${r.overload.statuses['504'] ?? 0}`;
    console.log(
      [
        r.pages.toLocaleString('en'),
        `${(r.build.durationMs / 1000).toFixed(1)} s`,
        mib(r.build.peakRssBytes),
        kb(r.weight.html),
        kb(r.weight.state),
        kb(r.firstLoadJsGzip),
        load(r.cached),
        load(r.uncached),
        shed,
        `${r.firstPage.status}, ${r.firstPage.ms.toFixed(0)} ms`,
      ].join(' | '),
    );
  }
  for (const r of rows) {
    console.log(
      `\nsearch at ${r.pages.toLocaleString('en')} pages (through the gateway, gzip; each query from a cold start; the whole index ${kb(r.search.indexBytes)}, never downloaded whole):`,
    );
    console.log(formatQueryFigures(r.search.queries));
  }
  const base = rows.find((r) => r.pages === 200);
  console.log('\nuncached CPU per request (the least of the runs; each process from /proc):');
  for (const r of rows) {
    const [mine, theirs] = [cpuTotal(r.uncachedCpuMs), base ? cpuTotal(base.uncachedCpuMs) : Infinity];
    const share = base && r !== base && Number.isFinite(theirs) && Number.isFinite(mine) ? `, ${pct(mine, theirs)} of 200 pages` : '';
    console.log(`  ${r.pages.toLocaleString('en')}: ${formatCpu(r.uncachedCpuMs)}${share}`);
  }
  console.log(
    `\nprocess RSS after the load: ${rows.map((r) => `${r.pages}: shell ${mib(r.shellRss)} (${r.shellProcesses} render processes), content-service ${mib(r.contentRss)}`).join('; ')}`,
  );
}

function printGoals(rows: Row[]): void {
  const base = rows.find((r) => r.pages === 200);
  const at = (pages: number) => rows.find((r) => r.pages === pages);
  const lines: string[] = [];
  const goal = (what: string, figure: string, ok: boolean) => lines.push(`${what.padEnd(62)} ${figure.padEnd(30)} ${met(ok)}`);
  for (const r of rows) {
    goal(
      `${r.pages}: no answer other than 2xx at ${CONNECTIONS} connections`,
      `${r.cached.non2xx + r.uncached.non2xx}`,
      r.cached.non2xx + r.uncached.non2xx === 0,
    );
    goal(
      `${r.pages}: overload shed early (503), never timed out (504)`,
      `503 ${r.overload.statuses['503'] ?? 0}, 504 ${r.overload.statuses['504'] ?? 0}`,
      (r.overload.statuses['504'] ?? 0) === 0,
    );
    goal(
      `${r.pages}: the first page after start answers 200`,
      `${r.firstPage.status} in ${r.firstPage.ms.toFixed(0)} ms`,
      r.firstPage.status === 200,
    );
    if (!base || r === base) continue;
    const growth = (now: number, then: number) => now <= then * 1.1;
    goal(
      `${r.pages}: page HTML within 10% of 200 pages`,
      `${kb(r.weight.html)} (${pct(r.weight.html, base.weight.html)})`,
      growth(r.weight.html, base.weight.html),
    );
    goal(
      `${r.pages}: inline state within 10% of 200 pages`,
      `${kb(r.weight.state)} (${pct(r.weight.state, base.weight.state)})`,
      growth(r.weight.state, base.weight.state),
    );
    goal(`${r.pages}: cached req/s ≥ 90% of 200 pages`, pct(r.cached.rps, base.cached.rps), r.cached.rps >= 0.9 * base.cached.rps);
    goal(
      `${r.pages}: uncached req/s ≥ 90% of 200 pages`,
      pct(r.uncached.rps, base.uncached.rps),
      r.uncached.rps >= 0.9 * base.uncached.rps,
    );
  }
  const tenK = at(10_000);
  if (tenK) {
    goal('10,000: content build ≤ 15 s (issue 15)', `${(tenK.build.durationMs / 1000).toFixed(1)} s`, tenK.build.durationMs <= 15_000);
    goal('10,000: content build peak RSS ≤ 1 GiB', mib(tenK.build.peakRssBytes), tenK.build.peakRssBytes <= GIB);
    const bytes = Math.max(...tenK.search.queries.map((q) => q.bytes));
    const ms = Math.max(...tenK.search.queries.map((q) => q.warmMs));
    goal('10,000: a search downloads ≤ 200 KB (worst query, cold)', kb(bytes), bytes <= BYTES_GOAL);
    goal('10,000: a search answers in ≤ 10 ms (worst query)', `${ms.toFixed(1)} ms`, ms <= MS_GOAL);
    // Per render process: a deployment runs one per pod, and each is what a pod's limit holds.
    const perProcess = tenK.shellRss === null ? null : tenK.shellRss / tenK.shellProcesses;
    goal(
      '10,000: shell RSS ≤ 300 MB after the overload, per render process',
      `${mib(perProcess)} (${tenK.shellProcesses} processes, ${mib(tenK.shellRss)} together)`,
      perProcess !== null && perProcess <= 300 * 1000 * 1000,
    );
  }
  const hundredK = at(100_000);
  if (hundredK) {
    goal('100,000: content build ≤ 150 s', `${(hundredK.build.durationMs / 1000).toFixed(1)} s`, hundredK.build.durationMs <= 150_000);
    goal('100,000: content build peak RSS ≤ 2 GiB', mib(hundredK.build.peakRssBytes), hundredK.build.peakRssBytes <= 2 * GIB);
  }
  console.log(`\ngoals:\n${lines.join('\n')}`);
}

async function main() {
  const served: Served[] = [];
  const browser = await launchChromium();
  let rows: Row[];
  try {
    for (const pages of SIZES) served.push(await serve(pages));
    rows = await measureAll(served, browser);
  } finally {
    await browser.close();
    for (const s of served) await stopServed(s);
  }
  console.log(
    `\nbench:scale: page ${PAGE} of each corpus (${rows.map((r) => r.page).join(', ')}), best of ${ROUNDS} runs of ${DURATION} s ` +
      `taken in turns, browser headers, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  printTable(rows);
  printGoals(rows);
  writeBenchResults('scale', { duration: DURATION, connections: CONNECTIONS, rows });
}

runBench('scale', main);
