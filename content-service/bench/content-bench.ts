/**
 * `npm run bench -w @site/content-service`: builds synthetic corpora of 1,000 and 10,000
 * pages and measures build time, peak RSS, database and dump sizes, one-file rebuild time,
 * a second full build of the unchanged corpus (parse cache), and req/s + p99 of /query (one
 * page by path) and sql_dump beside a bare Fastify route.
 *
 * Each size runs in a child process (clean peak RSS); this process drives autocannon so the
 * load generator does not share the server's event loop.
 * Options: --sizes 1000,10000  --duration 5
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { CollectionQuery, contentApi } from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent, createContentServer, watchContent } from '../src/index.ts';
import { writeCorpus } from './corpus.ts';
import { tuneGcForBuilds } from '../src/build/gc-tuning.ts';

const here = fileURLToPath(import.meta.url);
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};

interface ChildReport {
  pages: number;
  buildMs: number;
  peakRssMb: number;
  dbBytes: number;
  dump: { raw: number; br: number; gzip: number };
  rebuildMs: number;
  /** A second full build of the unchanged corpus (pages come from the parse cache). */
  cachedBuildMs: number;
  contentPort: number;
  barePort: number;
  queryPath: string;
  version: string;
}

async function child(pages: number): Promise<void> {
  tuneGcForBuilds();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `content-bench-${pages}-`));
  const contentDir = path.join(root, 'content');
  const dataDir = path.join(root, 'data');
  const files = writeCorpus(contentDir, pages);
  const site = loadSiteConfig({ SITE_I18N: 'off' });
  const watcher = await watchContent({ contentDir, dataDir, site, quiet: true, watchFiles: false });
  if (!watcher.initial) throw new Error('benchmark corpus failed to build');
  const buildMs = watcher.initial.durationMs;

  // The full build's precompressed dump sizes (an incremental build leaves the dump to the server).
  const db = new Database(watcher.initial.dbPath, { readonly: true });
  const dump = db
    .prepare("SELECT size AS raw, length(br) AS br, length(gzip) AS gzip FROM _build_outputs WHERE collection = 'docs' AND kind = 'dump'")
    .get() as ChildReport['dump'];
  const dbBytes = fs.statSync(watcher.initial.dbPath).size;
  db.close();

  // One-file rebuild: change a page in the middle of the corpus.
  const changed = files[Math.floor(files.length / 2)]!;
  fs.appendFileSync(path.join(contentDir, changed), '\n## Added later\n\nOne more section.\n');
  const rebuild = await watcher.rebuild([changed]);
  if (!rebuild.ok) throw new Error('one-file rebuild failed');
  const peakRssMb = process.resourceUsage().maxRSS / 1024;

  // A full build of the same files again (every page from the parse cache), after the peak
  // RSS reading: this process still holds the dev watcher's state beside the new build's.
  const cachedBuildMs = (await buildContent({ contentDir, dataDir, site, quiet: true })).durationMs;

  const app = await createContentServer({ contentDir, dataDir, site, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => [{ title: 'Page', path: '/docs/x' }]);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  const order = JSON.parse((await app.inject({ url: contentApi.navigation('docs') })).body);
  const firstPage = order[0].children[0].children[0].children[1].path as string;
  const version = ((await app.inject({ url: contentApi.info() })).json() as { versions: Record<string, string> }).versions.docs!;
  // Warm the on-demand compression of the rebuilt dump before measuring.
  await app.inject({ url: contentApi.dump('docs', version), headers: { 'accept-encoding': 'br' } });

  const report: ChildReport = {
    pages,
    buildMs,
    peakRssMb,
    dbBytes,
    dump,
    rebuildMs: rebuild.durationMs,
    cachedBuildMs,
    contentPort: port(app),
    barePort: port(bare),
    queryPath: firstPage,
    version,
  };
  process.send!(report);
  process.on('message', async () => {
    await app.close();
    await bare.close();
    await watcher.close();
    fs.rmSync(root, { recursive: true, force: true });
    process.exit(0);
  });
}

async function measure(url: string, duration: number, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const result = await autocannon({ url, duration, connections: 10, ...init });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const mb = (bytes: number) => (bytes < 1 << 20 ? `${(bytes / 1024).toFixed(0)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

async function main(): Promise<void> {
  const sizes = arg('sizes', '1000,10000').split(',').map(Number);
  const duration = Number(arg('duration', '5'));
  for (const pages of sizes) {
    const proc: ChildProcess = fork(here, ['--child', String(pages)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const report = await new Promise<ChildReport>((resolve, reject) => {
      proc.once('message', (m) => resolve(m as ChildReport));
      proc.once('exit', (code) => reject(new Error(`benchmark child for ${pages} pages exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${report.contentPort}`;
    const sql = new CollectionQuery('docs').path(report.queryPath).firstSql();
    const query = await measure(`${base}${contentApi.query('docs', report.version)}`, duration, {
      method: 'POST',
      body: JSON.stringify({ sql }),
      headers: { 'content-type': 'application/json' },
    });
    const dump = await measure(`${base}${contentApi.dump('docs', report.version)}`, duration, { headers: { 'accept-encoding': 'br' } });
    const bare = await measure(`http://127.0.0.1:${report.barePort}/bare`, duration);
    proc.send('stop');
    await new Promise((resolve) => proc.once('exit', resolve));

    const pct = (x: number) => `${((x / bare.rps) * 100).toFixed(0)}%`;
    console.log(`\n=== ${pages.toLocaleString('en')} pages ===`);
    console.log(`build                 ${(report.buildMs / 1000).toFixed(2)} s (goal at 10,000: <= 15 s)`);
    console.log(`peak RSS              ${report.peakRssMb.toFixed(0)} MiB (goal: <= 1024 MiB)`);
    console.log(`database              ${mb(report.dbBytes)}`);
    console.log(`dump (docs)           raw ${mb(report.dump.raw)}, br ${mb(report.dump.br)}, gzip ${mb(report.dump.gzip)}`);
    console.log(`one-file rebuild      ${report.rebuildMs.toFixed(0)} ms (goal: <= 300 ms)`);
    console.log(`unchanged full build  ${(report.cachedBuildMs / 1000).toFixed(2)} s (parse cache)`);
    console.log(`bare Fastify route    ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`);
    console.log(
      `/query by path        ${query.rps.toFixed(0)} req/s, p99 ${query.p99} ms, ${pct(query.rps)} of bare (goal: >= 30%)${query.errors ? `, ${query.errors} errors` : ''}`,
    );
    console.log(
      `sql_dump (br)         ${dump.rps.toFixed(0)} req/s, p99 ${dump.p99} ms, ${pct(dump.rps)} of bare${dump.errors ? `, ${dump.errors} errors` : ''}`,
    );
  }
}

if (process.argv.includes('--child')) await child(Number(process.argv[process.argv.indexOf('--child') + 1]));
else await main();
