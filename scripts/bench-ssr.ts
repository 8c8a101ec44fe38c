/**
 * `npm run bench:ssr`: req/s and p99 of one docs page through the gateway with its edge cache
 * on and off, beside a bare Fastify route serving the same HTML from memory, all in one run
 * on loopback, 20 connections, with a browser's request headers (the gateway's cache and the
 * shell answer brotli; the bare route sends the raw HTML, its cheapest answer). The page is
 * page 110 of a generated 200-page corpus (the size the goal is set at); `-- --site-content`
 * measures the site's own installation page instead.
 * Goals (issue 15): cached ≥ 50% of bare; uncached ≥ 1,000 req/s with p99 ≤ 25 ms. Beside
 * them, the CPU each process spends per uncached request (shell, gateway, content-service and
 * this process, the load generator) and the budget the goal leaves on this machine's cores:
 * steadier than req/s when other work shares the machine.
 *
 * The shell runs as `npm start` runs it, one render process per core (SHELL_WORKERS to change).
 * BENCH_DURATION (s, default 8), BENCH_RENDER_WARMUP (s of uncached load before it is measured, 20),
 * BENCH_CONNECTIONS (20), BENCH_PAGE (a path, with --site-content).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCorpus, writeScaleCorpus } from './bench/corpus-site.ts';
import {
  BROWSER_HEADERS,
  cpuPerRequest,
  formatCpu,
  measureLoad,
  renderingPids,
  runBench,
  startBareRoute,
  startBenchSite,
  startUncachedGateway,
  type BenchServer,
  type LoadFigures,
  warmRenderers,
} from './bench/bench-site.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SITE_CONTENT = process.argv.includes('--site-content');
const GOALS = { cachedOfBare: 0.5, uncachedRps: 1000, uncachedP99: 25 };

async function main() {
  const corpusRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-corpus-'));
  const servers: BenchServer[] = [];
  let stopSite: () => Promise<void> = async () => undefined;
  try {
    let page = process.env.BENCH_PAGE ?? '/en/docs/getting-started/installation';
    let env: NodeJS.ProcessEnv = {};
    if (!SITE_CONTENT) {
      const corpus = writeScaleCorpus(corpusRoot, 200);
      await buildCorpus(corpus);
      env = { CONTENT_DIR: corpus.contentDir, CONTENT_DATA_DIR: corpus.dataDir };
      page = `/en${corpus.pagePath(110)}`;
    }
    const bench = await startBenchSite('ssr', { GATEWAY_CACHE: 'on', ...env });
    stopSite = bench.stop;
    const uncached = await startUncachedGateway(bench.env);
    servers.push(uncached);
    const first = await fetch(`${bench.site.url}${page}`);
    if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
    const bare = await startBareRoute(await first.text(), bench.env, bench.tmp);
    servers.push(bare);

    // As a browser asks (`accept-encoding: br, gzip`): an uncached page is compressed per request.
    const load = (url: string) => measureLoad(url, { connections: CONNECTIONS, duration: DURATION, warmup: 2, headers: BROWSER_HEADERS });
    const rows: Array<[string, LoadFigures]> = [
      ['bare Fastify route (same HTML)', await load(`${bare.url}${page}`)],
      ['gateway, cache on (HIT)', await load(`${bench.site.url}${page}`)],
    ];
    // CPU each process spends per uncached request.
    const processes = { ...renderingPids(bench.site, uncached), 'load generator': process.pid };
    await warmRenderers(`${uncached.url}${page}`);
    const cpu = await cpuPerRequest(processes, () => load(`${uncached.url}${page}`));
    rows.push(['gateway, cache off (SSR)', cpu.figures]);
    const [bareFigures, cachedFigures, ssr] = rows.map(([, f]) => f) as [LoadFigures, LoadFigures, LoadFigures];

    const what = SITE_CONTENT ? 'the site content' : 'a generated 200-page corpus';
    console.log(
      `\nSSR benchmark: ${page} of ${what}, ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, ${bench.env.SHELL_WORKERS} shell render processes (SHELL_WORKERS)\n`,
    );
    for (const [name, f] of rows) {
      console.log(`${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms   non-2xx ${f.non2xx}`);
    }
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const cachedShare = cachedFigures.rps / bareFigures.rps;
    console.log(`\ncached / bare:   ${(cachedShare * 100).toFixed(0)}%   goal ≥ 50%: ${met(cachedShare >= GOALS.cachedOfBare)}`);
    console.log(
      `uncached / bare: ${((ssr.rps / bareFigures.rps) * 100).toFixed(0)}%   uncached ${ssr.rps.toFixed(0)} req/s, goal ≥ ${GOALS.uncachedRps}: ${met(ssr.rps >= GOALS.uncachedRps)}`,
    );
    console.log(`uncached p99:    ${ssr.p99} ms   goal ≤ ${GOALS.uncachedP99} ms: ${met(ssr.p99 <= GOALS.uncachedP99)}`);
    // The figure the machine's load does not move much: 1,000 req/s on this many cores leaves
    // cores/1000 s of CPU per request for every process, the load generator included.
    console.log(
      `uncached CPU per request: ${formatCpu(cpu.msPerRequest)}, budget at the goal ${((os.cpus().length * 1000) / GOALS.uncachedRps).toFixed(2)} ms with the load generator`,
    );
  } finally {
    for (const server of servers) server.stop();
    await stopSite();
    fs.rmSync(corpusRoot, { recursive: true, force: true });
  }
}

runBench('ssr', main);
