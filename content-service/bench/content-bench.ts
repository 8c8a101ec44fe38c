/**
 * `npm run bench -w @site/content-service` (`npm run bench:content`): builds synthetic corpora
 * of 200 and 10,000 pages (corpus.ts: four folder levels, links written every way authors
 * write them) and measures build time (and its CPU time, since the machine is shared), peak
 * RSS, database and dump sizes, one-file rebuilds with content-service serving the build (as
 * in dev mode: five edits, each from the save until a query answers with the change; then until
 * the rebuild's remaining outputs are written, and until search finds the first), a second full build of the unchanged corpus (parse cache), req/s +
 * p99 of /query (one page by path), of a mix of reference-builder queries (query-mix.ts:
 * path lookups, navigation, surroundings, lists with where/order/limit, counts) and of
 * sql_dump, beside a bare Fastify route in the same run; and the server's memory before and
 * after 10,000 distinct whitespace and comment variants of one query (issue 14: growth <= 32 MiB).
 *
 * Each size runs in a child process (clean peak RSS); this process drives autocannon so the
 * load generator does not share the server's event loop. 5 s per figure by default (2 s read 26-29% of bare where 5 s read 31-40%: too short to settle).
 * Options: --sizes 200,10000  --duration 2
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import MiniSearch from 'minisearch';
import { CollectionQuery, contentApi, SplitSearch, type SearchManifest } from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent, createContentServer, watchContent } from '../src/index.ts';
import { writeCorpus } from './corpus.ts';
import { memoryAfterGc, queryMix, queryVariants, sendAll } from './query-mix.ts';
import { tuneGcForBuilds } from '../src/build/gc-tuning.ts';

const here = fileURLToPath(import.meta.url);
/** One-file rebuilds timed per corpus (pages spread over the corpus). */
const REBUILDS = 5;
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};

interface ChildReport {
  pages: number;
  files: number;
  links: number;
  warnings: number;
  buildMs: number;
  /** CPU time of the build, every thread. */
  buildCpuMs: number;
  peakRssMb: number;
  dbBytes: number;
  dump: { raw: number; br: number; gzip: number };
  /** One-file rebuilds, each from the save until a query answers with the change. */
  rebuildsMs: number[];
  /** After each, until its remaining outputs were written (the database a full build writes). */
  settlesMs: number[];
  /** Load average (1 min) when the rebuilds were timed. */
  rebuildLoad: number;
  /** From the end of the first one-file rebuild until search finds its new heading. */
  searchAfterRebuildMs: number;
  /** A second full build of the unchanged corpus (pages come from the parse cache). */
  cachedBuildMs: number;
  contentPort: number;
  barePort: number;
  queryPath: string;
  version: string;
  mix: Array<{ sql: string }>;
}

async function child(pages: number): Promise<void> {
  tuneGcForBuilds();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `content-bench-${pages}-`));
  const contentDir = path.join(root, 'content');
  const dataDir = path.join(root, 'data');
  const files = writeCorpus(contentDir, pages);
  const links = files.reduce(
    (n, rel) => n + (fs.readFileSync(path.join(contentDir, rel), 'utf8').match(/\]\((?!https?:)/g)?.length ?? 0),
    0,
  );
  const site = loadSiteConfig({ SITE_I18N: 'off' });
  const cpuBefore = process.cpuUsage();
  const watcher = await watchContent({ contentDir, dataDir, site, quiet: true, watchFiles: false });
  if (!watcher.initial) throw new Error('benchmark corpus failed to build');
  const cpu = process.cpuUsage(cpuBefore);
  const buildCpuMs = (cpu.user + cpu.system) / 1000;
  const buildMs = watcher.initial.durationMs;

  // The full build's precompressed dump sizes (an incremental build leaves the dump to the server).
  const db = new Database(watcher.initial.dbPath, { readonly: true });
  const dump = db
    .prepare("SELECT size AS raw, length(br) AS br, length(gzip) AS gzip FROM _build_outputs WHERE collection = 'docs' AND kind = 'dump'")
    .get() as ChildReport['dump'];
  const dbBytes = fs.statSync(watcher.initial.dbPath).size;
  db.close();

  // The full build's peak, before this process serves the build (a large site's search index
  // loaded by the server would count as the build's).
  const peakRssMb = process.resourceUsage().maxRSS / 1024;

  // One-file rebuilds as in dev mode: content-service serves the build, its search index
  // read first, as after a start. Each is timed from the save until a query for the page
  // answers with the change (the commit, the server's generation swap and anything the swap
  // runs before the next request are all inside); then until its remaining outputs are
  // written (the watcher idle), before the next. The first is also timed until search finds it.
  const app = await createContentServer({ contentDir, dataDir, site, logger: false });
  await searchFor(app, 'section');
  const rebuilds: number[] = [];
  const settles: number[] = [];
  let searchAfterRebuildMs = 0;
  for (let i = 0; i < REBUILDS; i++) {
    const changed = files[Math.floor(((i + 1) * files.length) / (REBUILDS + 1))]!;
    const heading = `Added later ${i}`;
    const started = performance.now();
    fs.appendFileSync(path.join(contentDir, changed), `\n## ${heading}\n\nOne more section.\n`);
    const rebuild = await watcher.rebuild([changed]);
    if (!rebuild.ok) throw new Error('one-file rebuild failed');
    const sql = new CollectionQuery('docs').where('id', '=', `docs/${changed}`).select('body').firstSql();
    const res = await app.inject({ method: 'POST', url: contentApi.query('docs'), payload: { sql } });
    if (!res.body.includes(heading)) throw new Error(`the query after the rebuild did not show the change: ${res.body.slice(0, 200)}`);
    rebuilds.push(performance.now() - started);
    if (i === 0) {
      const searchStart = performance.now();
      const found = await searchFor(app, heading.toLowerCase());
      if (!found.some((id) => id.includes('added-later-0'))) throw new Error('search did not find the heading added by the rebuild');
      searchAfterRebuildMs = performance.now() - searchStart;
    }
    const settleStart = performance.now();
    await watcher.idle();
    settles.push(performance.now() - settleStart);
  }

  // A full build of the same files again (every page from the parse cache), after the peak
  // RSS reading: this process still holds the dev watcher's state beside the new build's.
  const cachedBuildMs = (await buildContent({ contentDir, dataDir, site, quiet: true })).durationMs;
  // The server follows that build too: its search index is read before anything is measured.
  await searchFor(app, 'section');

  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => [{ title: 'Page', path: '/docs/x' }]);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  const order = JSON.parse((await app.inject({ url: contentApi.navigation('docs') })).body);
  const firstPage = order[0].children[0].children[0].children[1].path as string;
  const version = ((await app.inject({ url: contentApi.info() })).json() as { versions: Record<string, string> }).versions.docs!;
  // Derive the rebuilt dump before measuring.
  await app.inject({ url: contentApi.dump('docs', version) });
  const mix = await queryMix(app, 'docs');

  const report: ChildReport = {
    pages,
    files: watcher.initial.files,
    links,
    warnings: watcher.initial.warnings.length,
    buildMs,
    buildCpuMs,
    peakRssMb,
    dbBytes,
    dump,
    rebuildsMs: rebuilds,
    settlesMs: settles,
    rebuildLoad: os.loadavg()[0]!,
    searchAfterRebuildMs,
    cachedBuildMs,
    contentPort: port(app),
    barePort: port(bare),
    queryPath: firstPage,
    version,
    mix,
  };
  process.send!(report);
  process.on('message', async (message) => {
    // The parent asks for this process's memory around the variants it sends.
    if (message === 'memory') {
      process.send!(memoryAfterGc());
      return;
    }
    await app.close();
    await bare.close();
    await watcher.close();
    fs.rmSync(root, { recursive: true, force: true });
    process.exit(0);
  });
}

/** The body of a GET once it answers 200 (content-service answers 503 while it makes or reads a search index). */
async function answered(app: Awaited<ReturnType<typeof createContentServer>>, url: string): Promise<string> {
  for (let tries = 0; tries < 600; tries++) {
    const res = await app.inject({ url });
    if (res.statusCode === 200) return res.body;
    if (res.statusCode !== 503) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was still loading after a minute`);
}

/** The ids the palette lists for `query` over what `app` serves now (its manifest, then the parts the query needs). */
async function searchFor(app: Awaited<ReturnType<typeof createContentServer>>, query: string): Promise<string[]> {
  const manifest = JSON.parse(await answered(app, contentApi.searchManifest('docs'))) as SearchManifest;
  const search = new SplitSearch(
    manifest,
    async (name) => JSON.parse(await answered(app, contentApi.searchPart('docs', name))),
    MiniSearch,
  );
  return (await search.hits(query)).map((h) => h.id);
}

type Init = {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  requests?: Array<{ method: string; body: string; headers: Record<string, string> }>;
};

async function measure(url: string, duration: number, init: Init = {}) {
  const result = await autocannon({ url, duration, connections: 10, ...init } as Parameters<typeof autocannon>[0]);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const mb = (bytes: number) => (bytes < 1 << 20 ? `${(bytes / 1024).toFixed(0)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

async function main(): Promise<void> {
  const sizes = arg('sizes', '200,10000').split(',').map(Number);
  const duration = Number(arg('duration', '5'));
  for (const pages of sizes) {
    const proc: ChildProcess = fork(here, ['--child', String(pages)], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const report = await new Promise<ChildReport>((resolve, reject) => {
      proc.once('message', (m) => resolve(m as ChildReport));
      proc.once('exit', (code) => reject(new Error(`benchmark child for ${pages} pages exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${report.contentPort}`;
    const sql = new CollectionQuery('docs').path(report.queryPath).firstSql();
    const byPath = {
      method: 'POST',
      body: JSON.stringify({ sql }),
      headers: { 'content-type': 'application/json' },
    };
    // One second of warm-up (JIT, first allocations) before the first figure.
    await measure(`${base}${contentApi.query('docs', report.version)}`, 1, byPath);
    const query = await measure(`${base}${contentApi.query('docs', report.version)}`, duration, byPath);
    const json = { 'content-type': 'application/json' };
    const mix = await measure(`${base}${contentApi.query('docs', report.version)}`, duration, {
      requests: report.mix.map(({ sql }) => ({ method: 'POST', body: JSON.stringify({ sql }), headers: json })),
    });
    const dump = await measure(`${base}${contentApi.dump('docs', report.version)}`, duration);
    const memoryOf = () =>
      new Promise<{ rssMb: number; heapMb: number }>((resolve) => {
        proc.once('message', (m) => resolve(m as { rssMb: number; heapMb: number }));
        proc.send('memory');
      });
    const before = await memoryOf();
    const sent = await sendAll(`${base}${contentApi.query('docs', report.version)}`, queryVariants('docs', report.queryPath, 10_000));
    const after = await memoryOf();
    const bare = await measure(`http://127.0.0.1:${report.barePort}/bare`, duration);
    proc.send('stop');
    await new Promise((resolve) => proc.once('exit', resolve));

    const pct = (x: number) => `${((x / bare.rps) * 100).toFixed(0)}%`;
    const size = `${pages.toLocaleString('en')} pages`;
    console.log(`\n=== ${size} ===`);
    console.log(
      `corpus                ${report.files.toLocaleString('en')} files in four folder levels, ${report.links.toLocaleString('en')} internal links (relative, to files, docs-relative, absolute with anchors); ${report.warnings} warnings`,
    );
    console.log(
      `build                 ${(report.buildMs / 1000).toFixed(2)} s at ${size} (goal: <= 15 s at 10,000 pages); CPU ${(report.buildCpuMs / 1000).toFixed(1)} s on ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`peak RSS              ${report.peakRssMb.toFixed(0)} MiB at ${size} (goal: <= 1024 MiB at 10,000 pages)`);
    console.log(`database              ${mb(report.dbBytes)}`);
    console.log(`dump (docs)           ${mb(report.dump.raw)} (base64 of gzip, served as is)`);
    const sorted = [...report.rebuildsMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const settled = [...report.settlesMs].sort((a, b) => a - b)[Math.floor(report.settlesMs.length / 2)]!;
    console.log(
      `one-file rebuild      ${median.toFixed(0)} ms median at ${size}, save to served (goal: <= 300 ms at 10,000 pages); ${sorted.length} edits ${sorted.map((ms) => ms.toFixed(0)).join(' / ')} ms, ` +
        `${((median / report.cachedBuildMs) * 100).toFixed(1)}% of the unchanged full build below, load average ${report.rebuildLoad.toFixed(1)}; ` +
        `remaining outputs written ${settled.toFixed(0)} ms later (median); search finds the change ${report.searchAfterRebuildMs.toFixed(0)} ms after it is served`,
    );
    console.log(`unchanged full build  ${(report.cachedBuildMs / 1000).toFixed(2)} s (parse cache)`);
    console.log(`bare Fastify route    ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`);
    console.log(
      `/query by path        ${query.rps.toFixed(0)} req/s, p99 ${query.p99} ms, ${pct(query.rps)} of bare (goal: >= 30%)${query.errors ? `, ${query.errors} errors` : ''}`,
    );
    console.log(
      `reference-builder mix ${mix.rps.toFixed(0)} req/s, p99 ${mix.p99} ms, ${pct(mix.rps)} of bare (${report.mix.length} statements)${mix.errors ? `, ${mix.errors} errors` : ''}`,
    );
    console.log(
      `sql_dump              ${dump.rps.toFixed(0)} req/s, p99 ${dump.p99} ms, ${pct(dump.rps)} of bare${dump.errors ? `, ${dump.errors} errors` : ''}`,
    );
    console.log(
      `10,000 query variants RSS ${before.rssMb.toFixed(0)} -> ${after.rssMb.toFixed(0)} MiB (growth ${(after.rssMb - before.rssMb).toFixed(1)} MiB, goal: <= 32 MiB), ` +
        `heap after GC ${before.heapMb.toFixed(0)} -> ${after.heapMb.toFixed(0)} MiB; ${sent.accepted} answered, ${sent.refused} refused`,
    );
  }
}

if (process.argv.includes('--child')) await child(Number(process.argv[process.argv.indexOf('--child') + 1]));
else await main();
