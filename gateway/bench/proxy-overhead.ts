/**
 * The gateway's own cost on an uncached page: one pre-compressed ~98 KB page (the size of a
 * docs page, brotli as the shell sends it) from a stand-in shell in a process of its own
 * (page-upstream.ts), loaded with a browser's headers directly and through a real gateway
 * process (src/main.ts, edge cache off, logs on as in production), in alternating rounds.
 * Prints req/s of both, their ratio, and the CPU each process spent per request (its CPU
 * time over the round divided by the requests answered): the gateway's microseconds per
 * request is the figure the SSR goal depends on, and it is far less noisy than req/s on a
 * shared machine.
 *
 * BENCH_CPU_PROF=dir: the gateway runs under `--cpu-prof` and writes its profile there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/run-site.ts';
import { BROWSER_HEADERS } from '../../scripts/bench/bench-site.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PAGE_PATH = '/en/docs/getting-started/installation';

export interface Probed {
  child: ChildProcess;
  url: string;
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

function startProbed(args: string[], env: NodeJS.ProcessEnv, url: string, readyPath: string): Promise<Probed> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', path.join(HERE, 'cpu-probe.ts'), ...args], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      const onMessage = (m: unknown) => {
        if (m && typeof m === 'object' && 'cpuMicros' in m) {
          child.off('message', onMessage);
          resolve((m as { cpuMicros: number }).cpuMicros);
        }
      };
      child.on('message', onMessage);
      child.send('cpu');
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return (async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const ok = await fetch(`${url}${readyPath}`).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status === 200;
        },
        () => false,
      );
      if (ok) return { child, url, cpuMicros, stop };
      await new Promise((r) => setTimeout(r, 150));
    }
    await stop();
    throw new Error(`${args.join(' ')} was not ready in 30 s`);
  })();
}

export interface Round {
  rps: number;
  p99: number;
  requests: number;
  failed: number;
  /** CPU microseconds per answered request, per process measured. */
  cpuPerRequest: Record<string, number>;
}

export async function round(
  url: string,
  processes: Record<string, Probed>,
  connections: number,
  duration: number,
  overallRate = 0,
): Promise<Round> {
  const before = Object.fromEntries(await Promise.all(Object.entries(processes).map(async ([k, p]) => [k, await p.cpuMicros()] as const)));
  const self = process.cpuUsage();
  const r = await autocannon({
    url,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    headers: BROWSER_HEADERS,
    timeout: 10,
  });
  const { user, system } = process.cpuUsage(self);
  const after = Object.fromEntries(await Promise.all(Object.entries(processes).map(async ([k, p]) => [k, await p.cpuMicros()] as const)));
  const requests = r['2xx'];
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    requests,
    failed: r.non2xx + r.errors + r.timeouts,
    cpuPerRequest: {
      ...Object.fromEntries(Object.keys(processes).map((k) => [k, requests ? (after[k]! - before[k]!) / requests : 0])),
      'load generator': requests ? (user + system) / requests : 0,
    },
  };
}

export interface OverheadFigures {
  pageBytes: number;
  wireBytes: number;
  direct: Round;
  gateway: Round;
  /** Through the gateway at a fixed, modest rate: about what it sees in front of a real shell. */
  paced: Round;
  rate: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianRound(rounds: Round[]): Round {
  const keys = Object.keys(rounds[0]!.cpuPerRequest);
  return {
    rps: median(rounds.map((r) => r.rps)),
    p99: median(rounds.map((r) => r.p99)),
    requests: rounds.reduce((n, r) => n + r.requests, 0),
    failed: rounds.reduce((n, r) => n + r.failed, 0),
    cpuPerRequest: Object.fromEntries(keys.map((k) => [k, median(rounds.map((r) => r.cpuPerRequest[k]!))])),
  };
}

/** The stand-in shell, answering `pageBytes` of HTML (brotli for a browser). */
export async function startPageUpstream(pageBytes: number): Promise<Probed> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startProbed([path.join(HERE, 'page-upstream.ts'), String(port), String(pageBytes)], process.env, url, PAGE_PATH);
}

/** A gateway process (src/main.ts unless `main` names another) in front of `shellUrl`, edge cache off. */
export async function startGateway(shellUrl: string, opts: { main?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Probed> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const profDir = process.env.BENCH_CPU_PROF;
  return startProbed(
    [...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []), opts.main ?? path.join(HERE, '../src/main.ts')],
    {
      ...process.env,
      GATEWAY_PORT: String(port),
      GATEWAY_METRICS_PORT: String(metricsPort),
      GATEWAY_CACHE: 'off',
      SHELL_URL: shellUrl,
      ...opts.env,
    },
    `http://127.0.0.1:${port}`,
    '/healthz/live',
  );
}

export { PAGE_PATH };

export async function measureProxyOverhead(opts: {
  connections: number;
  duration: number;
  rounds: number;
  rate: number;
  pageBytes?: number;
}): Promise<OverheadFigures> {
  const pageBytes = opts.pageBytes ?? 98_000;
  const started: Probed[] = [];
  try {
    const upstream = await startPageUpstream(pageBytes);
    started.push(upstream);
    const gateway = await startGateway(upstream.url);
    started.push(gateway);
    const wire = await fetch(`${upstream.url}${PAGE_PATH}`, { headers: BROWSER_HEADERS });
    const wireBytes = Number(wire.headers.get('content-length'));
    await wire.arrayBuffer();
    const direct: Round[] = [];
    const through: Round[] = [];
    const paced: Round[] = [];
    const load = (url: string, duration: number, rate = 0) =>
      round(`${url}${PAGE_PATH}`, { gateway, upstream }, opts.connections, duration, rate);
    // Warm both paths (JIT, connection pools) before anything counts.
    await load(upstream.url, 1);
    await load(gateway.url, 2);
    for (let i = 0; i < opts.rounds; i += 1) {
      direct.push(await load(upstream.url, opts.duration));
      through.push(await load(gateway.url, opts.duration));
      paced.push(await load(gateway.url, opts.duration, opts.rate));
    }
    return { pageBytes, wireBytes, direct: medianRound(direct), gateway: medianRound(through), paced: medianRound(paced), rate: opts.rate };
  } finally {
    for (const p of started.reverse()) await p.stop();
  }
}

export function printProxyOverhead(f: OverheadFigures): void {
  const us = (n: number | undefined) => `${Math.round(n ?? 0)} µs`.padStart(8);
  console.log(
    `\ngateway overhead on an uncached page (${f.pageBytes} B of HTML, ${f.wireBytes} B br from a stand-in shell), median of rounds:`,
  );
  console.log(
    `${'path'.padEnd(22)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'gateway CPU/req'.padStart(16)} ${'upstream CPU/req'.padStart(17)} ${'loader CPU/req'.padStart(15)} failed`,
  );
  for (const [name, r] of [
    ['direct to upstream', f.direct],
    ['through the gateway', f.gateway],
    [`gateway at ${f.rate} req/s`, f.paced],
  ] as const) {
    console.log(
      `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(7)} ${us(r.cpuPerRequest.gateway).padStart(16)} ${us(r.cpuPerRequest.upstream).padStart(17)} ${us(r.cpuPerRequest['load generator']).padStart(15)} ${r.failed}`,
    );
  }
  const share = (r: Round) => Math.round(r.cpuPerRequest.gateway ?? 0);
  console.log(
    `through / direct: ${((f.gateway.rps / f.direct.rps) * 100).toFixed(0)}% of the req/s (load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  console.log(
    `gateway CPU per uncached page: ${share(f.gateway)} µs at full speed, ${share(f.paced)} µs at ${f.rate} req/s ` +
      `(${(share(f.gateway) / Math.max(1, f.direct.cpuPerRequest.upstream ?? 1)).toFixed(1)}× the stand-in shell's own; ` +
      `1,000 uncached pages/s on 2 cores leaves 2,000 µs per page for gateway, shell and load generator together)`,
  );
}
