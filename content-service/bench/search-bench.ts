/**
 * `npm run bench:search`: relevance and speed of the docs search.
 *
 * 1. Builds this site's content (English docs) and runs the relevance set
 *    (search-relevance.ts) through `searchDocs`, the palette's search: prints top-1 and MRR
 *    (mean reciprocal rank, first 10 results) and the cases that miss.
 * 2. Replicates the real sections into an index of 10,000 pages and times every query of
 *    the set (mean and p95 per query) as content-service answers it (`searchHits`, the
 *    palette's rows), beside a reference in the same process: a plain case-insensitive
 *    substring scan over the same sections.
 * 3. What a reader downloads: the site's own index whole (when it fits the budget), and at
 *    10,000 pages, where the index is over it, the compressed answer of each query.
 */
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { SEARCH_DOWNLOAD_BUDGET, SEARCH_INDEX_OPTIONS, searchContext, searchDocs, searchHits, type SearchSection } from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent, createContentServer } from '../src/index.ts';
import { RELEVANCE_SET, rankOf } from './search-relevance.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGES = 10_000;

async function englishSections(): Promise<SearchSection[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  const site = loadSiteConfig({ SITE_I18N: 'on' });
  const contentDir = path.join(repo, 'content');
  try {
    await buildContent({ contentDir, dataDir, site, quiet: true });
    const app = await createContentServer({ contentDir, dataDir, site, follow: false });
    const res = await app.inject('/api/content/search/docs_en/sections');
    await app.close();
    return res.json() as SearchSection[];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function relevance(index: MiniSearch<SearchSection>): void {
  let top1 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query, expected } of RELEVANCE_SET) {
    const ids = searchDocs(index, query)
      .slice(0, 10)
      .map((r) => String(r.id));
    const rank = rankOf(ids, expected);
    if (rank === 1) top1++;
    if (rank) reciprocal += 1 / rank;
    if (rank !== 1) misses.push(`  "${query}": expected ${expected}, rank ${rank ?? '>10'} (top: ${ids[0] ?? 'none'})`);
  }
  const n = RELEVANCE_SET.length;
  console.log(`relevance: ${n} queries, top-1 ${((top1 / n) * 100).toFixed(1)}%, MRR ${(reciprocal / n).toFixed(3)}`);
  if (misses.length) console.log(`not first:\n${misses.join('\n')}`);
}

function timeQueries(run: (query: string) => unknown): { mean: number; p95: number } {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const { query } of RELEVANCE_SET) {
      const start = process.hrtime.bigint();
      run(query);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p95: times[Math.floor(times.length * 0.95)]! };
}

const gzipBytes = (text: string) => zlib.gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const sections = await englishSections();
const index = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
index.addAll(sections);
relevance(index);
const siteIndexBytes = gzipBytes(JSON.stringify(index));

const pagesInSite = new Set(sections.map((s) => s.id.split('#')[0])).size;
const copies = Math.ceil(PAGES / pagesInSite);
const big: SearchSection[] = [];
for (let c = 0; c < copies; c++) for (const s of sections) big.push({ ...s, id: `${s.id.replace(/^\/docs/, `/docs/copy-${c}`)}` });
const large = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
large.addAll(big);
const ctx = searchContext([], 'en');
const ours = timeQueries((q) => searchHits(large, q, ctx));
const words = (q: string) => q.toLowerCase().split(/\s+/);
const scan = timeQueries((q) => big.filter((s) => words(q).every((w) => `${s.title} ${s.content}`.toLowerCase().includes(w))));
console.log(`speed over ${copies * pagesInSite} pages (${big.length} sections), ${RELEVANCE_SET.length} queries x 5:`);
console.log(`  searchHits     mean ${ours.mean.toFixed(2)} ms, p95 ${ours.p95.toFixed(2)} ms (goal: <= 10 ms a query)`);
console.log(`  substring scan mean ${scan.mean.toFixed(2)} ms, p95 ${scan.p95.toFixed(2)} ms (reference)`);
console.log(`  ratio: searchHits takes ${(ours.mean / scan.mean).toFixed(2)}x the time of the scan`);
// searchDocs alone, for comparison with earlier figures (the rows add little).
const docsOnly = timeQueries((q) => searchDocs(large, q));
console.log(`  searchDocs     mean ${docsOnly.mean.toFixed(2)} ms, p95 ${docsOnly.p95.toFixed(2)} ms`);

const largeIndexBytes = gzipBytes(JSON.stringify(large));
const answers = RELEVANCE_SET.map(({ query }) => gzipBytes(JSON.stringify({ hits: searchHits(large, query, ctx) })));
console.log(`download per reader (gzip; budget for a whole index ${kb(SEARCH_DOWNLOAD_BUDGET)}):`);
console.log(
  `  this site (${pagesInSite} pages): the whole index once, ${kb(siteIndexBytes)} (${siteIndexBytes <= SEARCH_DOWNLOAD_BUDGET ? 'fits: searched in the browser' : 'over: searched by content-service'})`,
);
console.log(
  `  ${copies * pagesInSite} pages: whole index ${kb(largeIndexBytes)} (${largeIndexBytes <= SEARCH_DOWNLOAD_BUDGET ? 'fits' : 'over: searched by content-service'}); one query's answer max ${kb(Math.max(...answers))}, mean ${kb(answers.reduce((a, b) => a + b, 0) / answers.length)} (goal: <= 200 KB a query)`,
);
