/**
 * `npm run bench -w @site/gateway` (or `npm run bench:gateway` at the root): the k6 mixes of
 * deploy/k6/, measured with autocannon on loopback. By default against a gateway in front of
 * fake in-process upstreams (gateway overhead and edge cache alone); with
 * BENCH_TARGET=http://127.0.0.1:3000 against the running site. Prints req/s, p99 and errors.
 * Without BENCH_TARGET it then prints the gateway's own cost on an uncached page beside a
 * direct request to the same upstream (proxy-overhead.ts).
 *
 * BENCH_DURATION (seconds per mix, default 5), BENCH_CONNECTIONS (default 16),
 * SITE_I18N=off for the English-only routes, GATEWAY_CACHE=off to measure without the cache.
 */
import autocannon, { type Result } from 'autocannon';
import { loadMixes } from './mixes.ts';
import { startTestSite, type TestSite } from '../test/support/fake-upstreams.ts';
import { measureProxyOverhead, printProxyOverhead } from './proxy-overhead.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const englishOnly = ['0', 'off', 'false', 'no'].includes((process.env.SITE_I18N ?? 'on').toLowerCase());
const locale = englishOnly ? null : 'en';
const docsCollection = englishOnly ? 'docs' : 'docs_en';

async function contentVersions(base: string): Promise<Record<string, string>> {
  try {
    const res = await fetch(`${base}/api/content/info`, { signal: AbortSignal.timeout(3000) });
    const info = (await res.json()) as { versions?: Record<string, string> };
    return info.versions && typeof info.versions === 'object' ? info.versions : {};
  } catch {
    return {};
  }
}

function row(name: string, r: Result): string {
  const errors = r.errors + r.timeouts + r['5xx'];
  return [
    name.padEnd(16),
    Math.round(r.requests.average).toString().padStart(9),
    String(r.latency.p99).padStart(8),
    String(errors).padStart(7),
    String(r['2xx']).padStart(9),
    String(r['3xx']).padStart(7),
    String(r['4xx']).padStart(7),
    String(r['5xx']).padStart(6),
  ].join(' ');
}

async function main(): Promise<void> {
  let site: TestSite | null = null;
  let base = process.env.BENCH_TARGET?.replace(/\/$/, '');
  if (!base) {
    site = await startTestSite({ env: process.env, logger: false }, { pageBytes: 30_000 });
    base = site.base;
  }
  const mixes = loadMixes({ locale, docsCollections: [docsCollection], versions: await contentVersions(base) });
  console.log(
    `gateway bench against ${process.env.BENCH_TARGET ? base : `${base} (fake in-process upstreams)`}: ${duration}s per mix, ${connections} connections, i18n ${englishOnly ? 'off' : 'on'}, edge cache ${process.env.GATEWAY_CACHE ?? 'on'}`,
  );
  console.log(
    `${'mix'.padEnd(16)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'2xx'.padStart(9)} ${'3xx'.padStart(7)} ${'4xx'.padStart(7)} ${'5xx'.padStart(6)}`,
  );
  let failed = 0;
  try {
    for (const name of ['browse', 'content-query'] as const) {
      const requests = mixes[name];
      const result = await autocannon({ url: base, connections, duration, requests: [...requests], timeout: 10 });
      failed += result.errors + result.timeouts + result['5xx'];
      console.log(row(name, result));
    }
  } finally {
    await site?.close();
  }
  if (!process.env.BENCH_TARGET) {
    const overhead = await measureProxyOverhead({ connections: 20, duration, rounds: 3, rate: 300 });
    printProxyOverhead(overhead);
    failed += overhead.direct.failed + overhead.gateway.failed + overhead.paced.failed;
  }
  if (failed > 0) {
    console.error(`${failed} requests failed (connection errors, timeouts or 5xx): check the gateway and upstream logs`);
    process.exitCode = 1;
  }
}

await main();
