/**
 * `npm run bench:ssr`: req/s and p99 of one docs page through the gateway with its cache on
 * and off, beside a bare Fastify route serving the same HTML from memory, all in one run
 * on loopback. Targets (goals, not tests): cached ≥ 50% of bare; uncached ≥ 1,000 req/s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, serverArgs } from './processes.ts';
import { freePort } from './run-site.ts';
import { runBench, startBenchSite } from './bench/bench-site.ts';

const PAGE = process.env.BENCH_PAGE ?? '/en/docs/getting-started/installation';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
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

async function main() {
  const bench = await startBenchSite('ssr', { GATEWAY_CACHE: 'on' });
  const { site, env, tmp } = bench;
  const children: ChildProcess[] = [];
  try {
    const uncachedPort = await freePort();
    children.push(
      await startChild(
        serverArgs('gateway', false),
        {
          ...env,
          GATEWAY_PORT: String(uncachedPort),
          GATEWAY_METRICS_PORT: String(await freePort()),
          GATEWAY_CACHE: 'off',
          SHELL_URL: `http://127.0.0.1:${env.SHELL_PORT}`,
        },
        `http://127.0.0.1:${uncachedPort}/favicon.ico`,
      ),
    );
    const page = await fetch(`${site.url}${PAGE}`);
    if (page.status !== 200) throw new Error(`${PAGE} answered ${page.status}`);
    const htmlFile = path.join(tmp, 'page.html');
    fs.writeFileSync(htmlFile, await page.text());
    const barePort = await freePort();
    children.push(
      await startChild(
        ['--import', 'tsx', 'scripts/bench/bare-server.ts', htmlFile, String(barePort)],
        env,
        `http://127.0.0.1:${barePort}/`,
      ),
    );

    const bare = await measure('bare Fastify route (same HTML)', `http://127.0.0.1:${barePort}${PAGE}`);
    const cached = await measure('gateway, cache on (HIT)', `${site.url}${PAGE}`);
    const uncached = await measure('gateway, cache off (SSR)', `http://127.0.0.1:${uncachedPort}${PAGE}`);

    console.log(`\nSSR benchmark: ${PAGE}, ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores\n`);
    for (const f of [bare, cached, uncached]) {
      console.log(`${f.name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`);
    }
    console.log(`\ncached / bare:   ${((cached.rps / bare.rps) * 100).toFixed(0)}%  (goal ≥ 50%)`);
    console.log(
      `uncached / bare: ${((uncached.rps / bare.rps) * 100).toFixed(0)}%  (goal: uncached ≥ 1,000 req/s → ${uncached.rps >= 1000 ? 'met' : 'not met'})`,
    );
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await bench.stop();
  }
}

runBench('ssr', main);
