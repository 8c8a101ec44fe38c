/**
 * Builds one content folder into one data folder, in a process of its own so its peak RSS is
 * the build's alone, and prints `{ durationMs, peakRssBytes }` as its last line. Run by
 * corpus-site.ts for the page weight test and `npm run bench:scale`.
 *
 *   node --import tsx scripts/bench/build-corpus.ts <contentDir> <dataDir>
 */
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent } from '../../content-service/src/index.ts';
import { tuneGcForBuilds } from '../../content-service/src/build/gc-tuning.ts';

tuneGcForBuilds();
const [contentDir, dataDir] = process.argv.slice(2);
if (!contentDir || !dataDir) throw new Error('usage: build-corpus.ts <contentDir> <dataDir>');
const result = await buildContent({ contentDir, dataDir, site: loadSiteConfig(process.env), quiet: true });
console.log(JSON.stringify({ durationMs: result.durationMs, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
