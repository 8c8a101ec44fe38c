/**
 * What the whole-site benchmarks share: build what is missing, start every process on free
 * ports with a content database of its own (a temporary folder), a second gateway with its
 * edge cache off (every request a full server render), the bare Fastify reference, one
 * autocannon measurement, and stop and clean up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { missingBuilds, runBuilds, somethingToBuild } from '../build-missing.ts';
import { childPids } from '../process-tree.ts';
import { machineShellWorkers, ROOT, serverArgs } from '../processes.ts';
import { freePort, freePortEnv, runSite, type RunningSite } from '../run-site.ts';

interface BenchSite {
  site: RunningSite;
  /** The environment the processes run with (their ports). */
  env: NodeJS.ProcessEnv;
  tmp: string;
  stop(): Promise<void>;
}

export async function startBenchSite(
  name: string,
  extraEnv: NodeJS.ProcessEnv = {},
  opts: { prebuilt?: boolean } = {},
): Promise<BenchSite> {
  const plan = missingBuilds();
  if (somethingToBuild(plan)) await runBuilds(plan);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  // The shell runs as `npm start` runs it: one render process per core (machineShellWorkers).
  const env = await freePortEnv({ CONTENT_DATA_DIR: path.join(tmp, 'data'), SHELL_WORKERS: machineShellWorkers(), ...extraEnv });
  const site = await runSite({ env, quiet: true, prebuilt: opts.prebuilt });
  return {
    site,
    env,
    tmp,
    async stop() {
      await site.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Starts a process (output discarded: nothing here may compete with the load generator). */
async function startChild(args: string[], env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (
      await fetch(readyUrl).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill();
  throw new Error(`${args.join(' ')} was not ready in 30 s`);
}

export interface BenchServer {
  url: string;
  pid: number | undefined;
  stop(): void;
}

/**
 * CPU time (user + system, ms) a process and the processes it started (the shell's render
 * processes) have used so far, from /proc (Linux; undefined elsewhere). Per request, it is a
 * steadier figure than req/s on a shared machine: other work takes cores away from the site,
 * but not much CPU from each request.
 */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    // This process (the load generator) started the site: its processes have rows of their own.
    if (pid === process.pid) return own;
    return childPids(pid).reduce((sum, child) => sum + (cpuTimeMs(child) ?? 0), own);
  } catch {
    return undefined;
  }
}

/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

/** A second gateway in front of the site's shell, its edge cache off: every page a full server render. */
export async function startUncachedGateway(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const port = await freePort();
  const child = await startChild(
    serverArgs('gateway', false),
    {
      ...env,
      GATEWAY_PORT: String(port),
      GATEWAY_METRICS_PORT: String(await freePort()),
      GATEWAY_CACHE: 'off',
      SHELL_URL: `http://127.0.0.1:${env.SHELL_PORT}`,
    },
    `http://127.0.0.1:${port}/favicon.ico`,
  );
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** The reference: a bare Fastify route answering `html` from memory. */
export async function startBareRoute(html: string, env: NodeJS.ProcessEnv, tmp: string): Promise<BenchServer> {
  const file = path.join(tmp, 'bare-page.html');
  fs.writeFileSync(file, html);
  const port = await freePort();
  const child = await startChild(['--import', 'tsx', 'scripts/bench/bare-server.ts', file, String(port)], env, `http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

export interface LoadFigures {
  rps: number;
  p99: number;
  /** Answers other than 2xx, and requests that got none (errors, timeouts). */
  non2xx: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

/** A browser's request headers for pages (what the edge cache and compression see). */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/**
 * Seconds of uncached load before an uncached page is measured (BENCH_RENDER_WARMUP, default 20):
 * V8 optimises the render path over ~20 s of it, longer with several render processes, each
 * seeing a share of the load. Measured warm, as a server runs.
 */
export const RENDER_WARMUP_S = Number(process.env.BENCH_RENDER_WARMUP ?? 20);

/** Renders `url` (through a gateway whose cache is off) for RENDER_WARMUP_S seconds, unmeasured. */
export async function warmRenderers(url: string): Promise<void> {
  await measureLoad(url, { connections: 20, duration: RENDER_WARMUP_S, headers: BROWSER_HEADERS });
}

/** req/s, p99 and failures of `url` under `connections` for `duration` seconds (after `warmup` seconds). */
export async function measureLoad(
  url: string,
  opts: { connections: number; duration: number; warmup?: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const run = (duration: number) => autocannon({ url, connections: opts.connections, duration, headers: opts.headers, timeout: 10 });
  if (opts.warmup) await run(opts.warmup);
  const r = await run(opts.duration);
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts, statuses };
}

/**
 * Runs `measure` and the CPU time each named process spent per request: its warm-up is
 * counted at the measured rate (the CPU is read around the whole run). Empty when /proc
 * cannot be read.
 */
export async function cpuPerRequest(
  pids: Record<string, number | undefined>,
  measure: () => Promise<LoadFigures>,
): Promise<{ figures: LoadFigures; msPerRequest: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuTimeMs(pid)]));
  const started = Date.now();
  const figures = await measure();
  const seconds = (Date.now() - started) / 1000;
  const requests = figures.rps * seconds;
  const msPerRequest: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) {
    const after = cpuTimeMs(pid);
    const start = before[name];
    if (after !== undefined && start !== undefined && requests > 0) msPerRequest[name] = (after - start) / requests;
  }
  return { figures, msPerRequest };
}

/** The processes an uncached page goes through: the site's shell and content-service, and a gateway with its cache off. */
export function renderingPids(site: RunningSite, uncached: BenchServer): Record<string, number | undefined> {
  return { shell: site.children.get('shell')?.pid, gateway: uncached.pid, 'content-service': site.children.get('content')?.pid };
}

/** CPU per request of every process together (ms); Infinity when none was read. */
export function cpuTotal(msPerRequest: Record<string, number> | undefined): number {
  const values = Object.values(msPerRequest ?? {});
  return values.length ? values.reduce((a, b) => a + b, 0) : Infinity;
}

/** `shell 1.83 ms, gateway 0.67 ms; together 2.50 ms` */
export function formatCpu(msPerRequest: Record<string, number>): string {
  const each = Object.entries(msPerRequest).map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`);
  return each.length ? `${each.join(', ')}; together ${cpuTotal(msPerRequest).toFixed(2)} ms` : 'not read (no /proc)';
}

/** Runs a benchmark, printing a failure as `bench:{name} failed: …` with exit code 1. */
export function runBench(name: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(`bench:${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}

/** Writes a benchmark's figures, stamped with the time, to `bench-results/{name}.json` and says where. */
export function writeBenchResults(name: string, figures: Record<string, unknown>): void {
  const out = path.join(ROOT, 'bench-results', `${name}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(ROOT, out)}`);
}
