/**
 * `npm run bench:load`: the browse, search and content-query mixes (the k6 scripts' lists,
 * deploy/k6/mixes.json) through the gateway of the compiled site on loopback, with autocannon.
 * Prints req/s, p50 and p99 latency and errors per mix, each mix's req/s as a ratio of the
 * gateway's cheapest route in the same run, and each process's resident memory before and
 * after. Short by default: BENCH_DURATION seconds per mix (5), BENCH_CONNECTIONS (16).
 */
import autocannon, { type Result } from 'autocannon';
import type { LoadMixName } from '../gateway/bench/mixes.ts';
import { mib, residentMemory } from './load/process-memory.ts';
import { startLoadSite } from './load/site-load.ts';
import { siteProcesses } from './processes.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const errorsOf = (r: Result) => r.errors + r.timeouts + r['5xx'];

async function main() {
  const site = await startLoadSite();
  const processes = siteProcesses();
  try {
    const run = (requests: Array<{ method: string; path: string; headers: Record<string, string>; body?: string }>, duration: number) =>
      autocannon({ url: site.url, connections: CONNECTIONS, duration, requests, timeout: 10 });
    // Warm-up: every remote loaded, caches filled, JIT warm, before the first memory reading.
    for (const mix of Object.values(site.mixes)) await run(mix, 1);
    const before = await residentMemory(site, processes);

    const reference = await run([{ method: 'GET', path: '/healthz/live', headers: {} }], DURATION);
    console.log(`\nbench:load on ${site.url}: ${DURATION} s per mix, ${CONNECTIONS} connections (compiled servers, edge cache on)\n`);
    console.log(
      ['mix'.padEnd(26), 'req/s'.padStart(8), 'ratio'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'errors'.padStart(7)].join(
        ' ',
      ),
    );
    const line = (name: string, r: Result) =>
      console.log(
        [
          name.padEnd(26),
          Math.round(r.requests.average).toString().padStart(8),
          (r.requests.average / reference.requests.average).toFixed(2).padStart(7),
          String(r.latency.p50).padStart(7),
          String(r.latency.p99).padStart(7),
          String(errorsOf(r)).padStart(7),
        ].join(' '),
      );
    line('reference: /healthz/live', reference);
    let errors = 0;
    for (const name of ['browse', 'search', 'content-query'] as LoadMixName[]) {
      const result = await run(site.mixes[name], DURATION);
      errors += errorsOf(result);
      line(name, result);
    }

    const after = await residentMemory(site, processes);
    console.log(`\n${'process'.padEnd(16)} ${'RSS before'.padStart(11)} ${'RSS after'.padStart(11)}`);
    for (const p of processes) console.log(`${p.name.padEnd(16)} ${mib(before[p.name]).padStart(11)} ${mib(after[p.name]).padStart(11)}`);
    if (errors > 0) {
      console.error(`\n${errors} requests failed (connection errors, timeouts or 5xx): see the processes' logs (SITE_TEST_LOGS=1)`);
      process.exitCode = 1;
    }
  } finally {
    await site.close();
  }
}

await main();
