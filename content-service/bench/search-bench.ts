/**
 * `npm run bench:search`: relevance and cost of the docs search, as the palette runs it over
 * the split index (shell/contracts/src/shared/split-search.ts).
 *
 * 1. Builds this site's content (English docs), cuts its index as the build does and runs
 *    the relevance set (search-relevance.ts) through the palette's search: prints top-1 and
 *    MRR (mean reciprocal rank, first 10 results) and the cases that miss.
 * 2. Per query of the set and a few prefixes typed on the way to a word, on this site and on its sections replicated to
 *    10,000 pages: the compressed bytes a reader downloads for it from a cold start and the
 *    time of its answer (split-measure.ts), each beside its goal (≤ 200 KB, ≤ 10 ms), beside
 *    a reference in the same process: a plain case-insensitive substring scan of the sections.
 */
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { splitIndex, SplitSearch, type NavigationNode, type SearchManifest, type SearchSection } from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent, createContentServer } from '../src/index.ts';
import { indexSections } from '../src/search/search-index.ts';
import { SPLIT_TOOLS } from '../src/search/index-job.ts';
import { RELEVANCE_SET, rankOf } from './search-relevance.ts';
import { BYTES_GOAL, formatQueryFigures, measureQueries, MS_GOAL, type Fetched } from './split-measure.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGES = 10_000;

async function englishDocs(): Promise<{ sections: SearchSection[]; navigation: NavigationNode[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  const site = loadSiteConfig({ SITE_I18N: 'on' });
  const contentDir = path.join(repo, 'content');
  try {
    await buildContent({ contentDir, dataDir, site, quiet: true });
    const app = await createContentServer({ contentDir, dataDir, site, follow: false });
    const sections = (await app.inject('/api/content/search/docs_en/sections')).json() as SearchSection[];
    const navigation = (await app.inject('/api/content/navigation/docs_en')).json() as NavigationNode[];
    await app.close();
    return { sections, navigation };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The files the build writes for `sections`, each with its gzip size (what a reader downloads). */
function splitFiles(sections: SearchSection[], navigation: NavigationNode[]) {
  const { manifest, files } = splitIndex(indexSections([...sections]), navigation, 'en', SPLIT_TOOLS);
  const parts = new Map<string, Fetched>(files.map((f) => [f.name, { bytes: zlib.gzipSync(f.body).length, json: JSON.parse(f.body) }]));
  const whole = [...parts.values()].reduce((n, p) => n + p.bytes, 0);
  const full: SearchManifest = { ...manifest, bytes: whole };
  const manifestFile: Fetched = { bytes: zlib.gzipSync(JSON.stringify(full)).length, json: full };
  return { manifest: full, manifestFile, parts, whole };
}

async function relevance(files: ReturnType<typeof splitFiles>): Promise<void> {
  const search = new SplitSearch(files.manifest, async (name) => files.parts.get(name)!.json, MiniSearch);
  let top1 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query, expected } of RELEVANCE_SET) {
    const ids = (await search.hits(query)).slice(0, 10).map((r) => r.id);
    const rank = rankOf(ids, expected);
    if (rank === 1) top1++;
    if (rank) reciprocal += 1 / rank;
    if (rank !== 1) misses.push(`  "${query}": expected ${expected}, rank ${rank ?? '>10'} (top: ${ids[0] ?? 'none'})`);
  }
  const n = RELEVANCE_SET.length;
  console.log(`relevance: ${n} queries, top-1 ${((top1 / n) * 100).toFixed(1)}%, MRR ${(reciprocal / n).toFixed(3)}`);
  if (misses.length) console.log(`not first:\n${misses.join('\n')}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** What a reader has typed on the way to a word: short prefixes match every term they start. */
const TYPING = ['co', 'in', 'que', 'de', 'na', 'sql', 'v3'];
const queries = [...RELEVANCE_SET.map((c) => c.query), ...TYPING];

async function report(label: string, sections: SearchSection[], navigation: NavigationNode[]): Promise<void> {
  const files = splitFiles(sections, navigation);
  const figures = await measureQueries(
    async () => files.manifestFile,
    async (name) => files.parts.get(name)!,
    queries,
  );
  const words = (q: string) => q.toLowerCase().split(/\s+/);
  const scan: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    sections.filter((s) => words(query).every((w) => `${s.title} ${s.content}`.toLowerCase().includes(w)));
    scan.push(performance.now() - start);
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const maxBytes = Math.max(...figures.map((f) => f.bytes));
  const warm = figures.map((f) => f.warmMs);
  console.log(
    `\n${label}: ${sections.length} sections, the whole index ${kb(files.whole)} in ${files.parts.size} parts (${files.manifest.terms.length} of terms), manifest ${kb(files.manifestFile.bytes)}`,
  );
  console.log(formatQueryFigures(figures));
  console.log(
    `  worst query downloads ${kb(maxBytes)} (goal ≤ ${kb(BYTES_GOAL)}: ${maxBytes <= BYTES_GOAL ? 'met' : 'NOT met'}); ` +
      `answers mean ${mean(warm).toFixed(2)} ms, max ${Math.max(...warm).toFixed(2)} ms (goal ≤ ${MS_GOAL} ms: ${Math.max(...warm) <= MS_GOAL ? 'met' : 'NOT met'}); ` +
      `substring scan of the sections mean ${mean(scan).toFixed(2)} ms (reference, same process)`,
  );
}

const { sections, navigation } = await englishDocs();
await relevance(splitFiles(sections, navigation));
const pagesInSite = new Set(sections.map((s) => s.id.split('#')[0])).size;
await report(`this site (${pagesInSite} pages)`, sections, navigation);
const copies = Math.ceil(PAGES / pagesInSite);
const big: SearchSection[] = [];
for (let c = 0; c < copies; c++) for (const s of sections) big.push({ ...s, id: `${s.id.replace(/^\/docs/, `/docs/copy-${c}`)}` });
await report(`its sections replicated to ${copies * pagesInSite} pages`, big, navigation);
