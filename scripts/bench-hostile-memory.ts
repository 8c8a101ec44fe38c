/**
 * `npm run bench:hostile-memory` (issue 14, finding 1): the whole site on free ports, then
 * through the gateway 10,000 distinct whitespace and comment variants of one content query
 * and 10,000 distinct cache-key variants of one page (unknown query parameters, invalid
 * preview tokens, tracking parameters). Each process's resident memory (and V8 heap in use) is
 * read from its own /metrics (`process_resident_memory_bytes`, `nodejs_heap_size_used_bytes`;
 * the gateway's on its metrics listener) after a warm-up of 1,000 other variants of each kind
 * (so the baseline is a process in steady state, its heap already grown to serve pages) and
 * again after the 10,000, and printed beside the goal: growth ≤ 32 MiB.
 * Before each reading every process runs a full garbage collection (a preloaded handler for
 * SIGUSR2, see GC_PRELOAD), so the figures compare live data, not garbage awaiting collection.
 * Options (environment): BENCH_PAGE, BENCH_VARIANTS (default 10000), BENCH_WARMUP (1000),
 * BENCH_CONCURRENCY (8).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentApi, docsCollection, siteConfig, splitLocale } from '@site/contracts';
import { queryVariants, sendAll } from '../content-service/bench/query-mix.ts';
import { runBench, startBenchSite } from './bench/bench-site.ts';
import { childPids } from './process-tree.ts';

const PAGE = process.env.BENCH_PAGE ?? '/en/docs/getting-started/installation';
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 10_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const GOAL_MIB = 32;
const MIB = 1024 * 1024;

/**
 * Preloaded into the site's processes (NODE_OPTIONS --require): SIGUSR2 runs a full garbage
 * collection. `--expose-gc` is not allowed in NODE_OPTIONS on Node 20, hence the V8 flag set
 * at run time.
 */
const GC_PRELOAD = `
const v8 = require('node:v8');
v8.setFlagsFromString('--expose-gc');
const gc = require('node:vm').runInNewContext('gc');
process.on('SIGUSR2', () => gc());
`;
const MEASURED = ['content', 'gateway', 'shell'] as const;

interface Memory {
  rss: number;
  heap: number;
}

/** Resident memory and V8 heap in use of the process behind a /metrics URL, in MiB. */
async function memoryOf(metricsUrl: string): Promise<Memory> {
  const text = await (await fetch(metricsUrl)).text();
  const read = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(name));
    if (!line) throw new Error(`${metricsUrl} has no ${name}`);
    return Number(line.slice(line.lastIndexOf(' ') + 1)) / MIB;
  };
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

/** `count` distinct URLs of one page that differ only in what must never make a new cache entry. */
function cacheKeyVariants(page: string, count: number): string[] {
  const shapes = [
    (i: number) => `?x=${i}`,
    (i: number) => `?utm_source=bench&utm_campaign=${i}`,
    (i: number) => `?preview=not-the-secret-${i}`,
    (i: number) => `?q=${i}&page=${i % 7}`,
    (i: number) => `?${'a'.repeat(1 + (i % 50))}=${i}`,
  ];
  return Array.from({ length: count }, (_, i) => `${page}${shapes[i % shapes.length]!(i)}`);
}

/** GETs every URL, `concurrency` at a time; counts answers by status. */
async function getAll(base: string, urls: string[], concurrency: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const res = await fetch(`${base}${urls[next++]!}`, { redirect: 'manual' });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

async function main() {
  const preloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gc-'));
  const preload = path.join(preloadDir, 'gc-on-signal.cjs');
  fs.writeFileSync(preload, GC_PRELOAD);
  const bench = await startBenchSite('hostile', {
    GATEWAY_CACHE: 'on',
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim(),
  });
  const { site, env } = bench;
  const processes: Record<(typeof MEASURED)[number], string> = {
    content: `http://127.0.0.1:${env.CONTENT_SERVICE_PORT}/metrics`,
    gateway: `http://127.0.0.1:${env.GATEWAY_METRICS_PORT}/metrics`,
    shell: `http://127.0.0.1:${env.SHELL_PORT}/metrics`,
  };
  const memory = async (): Promise<Record<string, Memory>> => {
    // The shell's render processes are its children (SHELL_WORKERS): each collects its own heap.
    const pids = MEASURED.flatMap((name) => {
      const pid = site.children.get(name)?.pid;
      return pid ? [pid, ...childPids(pid)] : [];
    });
    for (const pid of pids) process.kill(pid, 'SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let the collections finish and memory be returned
    return Object.fromEntries(await Promise.all(MEASURED.map(async (name) => [name, await memoryOf(processes[name])] as const)));
  };
  try {
    const { locale, path: contentPath } = splitLocale(siteConfig, PAGE);
    const collection = docsCollection(siteConfig, locale ?? siteConfig.i18n.defaultLocale);
    const queryUrl = `${site.url}${contentApi.query(collection)}`;
    // Warm-up variants come after the measured ones: every one of the 10,000 is still new.
    const allQueries = queryVariants(collection, contentPath, VARIANTS + WARMUP);
    const allPages = cacheKeyVariants(PAGE, VARIANTS + WARMUP);
    const queries = allQueries.slice(0, VARIANTS);
    const pages = allPages.slice(0, VARIANTS);
    await getAll(site.url, allPages.slice(VARIANTS), CONCURRENCY);
    await sendAll(queryUrl, allQueries.slice(VARIANTS), CONCURRENCY);
    const before = await memory();

    const sent = await sendAll(queryUrl, queries, CONCURRENCY);
    const statuses = await getAll(site.url, pages, CONCURRENCY);
    const after = await memory();

    console.log(`\nHostile-input memory: ${VARIANTS.toLocaleString('en')} query variants of ${collection} ${contentPath}, `);
    console.log(`${VARIANTS.toLocaleString('en')} cache-key variants of ${PAGE}, through the gateway, ${os.cpus().length} cores\n`);
    console.log(`query variants: ${sent.accepted} answered, ${sent.refused} refused (comment variants are refused by design)`);
    console.log(`page variants:  ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}\n`);
    let met = true;
    for (const name of MEASURED) {
      const [b, a] = [before[name]!, after[name]!];
      const growth = a.rss - b.rss;
      met &&= growth <= GOAL_MIB;
      console.log(
        `${(name === 'content' ? 'content-service' : name).padEnd(16)} RSS ${b.rss.toFixed(0).padStart(4)} -> ${a.rss.toFixed(0).padStart(4)} MiB   growth ${growth.toFixed(1).padStart(6)} MiB   (goal: growth <= ${GOAL_MIB} MiB: ${growth <= GOAL_MIB ? 'met' : 'NOT met'})   heap after GC ${b.heap.toFixed(0)} -> ${a.heap.toFixed(0)} MiB`,
      );
    }
    if (!met) process.exitCode = 1;
  } finally {
    await bench.stop();
    fs.rmSync(preloadDir, { recursive: true, force: true });
  }
}

runBench('hostile-memory', main);
