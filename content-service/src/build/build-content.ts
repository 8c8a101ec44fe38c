/**
 * The full content build: scan content/, parse every file, check links, then write a new
 * database with every collection's table and outputs and swap it in. Any error fails the
 * build with every diagnostic listed (`file:line: ...`) and the previous database untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentInfo } from '@site/contracts';
import { DB_FILE_NAME, resolvePaths, type PathOptions } from '../config.ts';
import { ContentBuildError, type Diagnostic } from '../errors.ts';
import { findingsFile, reportDiagnostics } from './report-diagnostics.ts';
import { buildCollection, releaseWritten, type CollectionBuild } from './collection-outputs.ts';
import {
  applyLoaded,
  contentFolderProblem,
  createState,
  diagnose,
  listContentFiles,
  readContentText,
  readSource,
  releaseReferences,
  tooSlowFile,
  type ContentState,
} from './content-state.ts';
import type { LoadedFile } from './loaded-file.ts';
import { ParseCache, parseCacheKey } from './parse-cache.ts';
import { buildFingerprint, writeBuildFingerprint } from './build-fingerprint.ts';
import { classifySource } from '../shared/sources.ts';
import { loadInParallel, workerCount } from './parse-pool.ts';
import type { BuildHooks } from './page.ts';
import { consoleReporter, type Reporter } from './progress.ts';
import { writeFullDatabase } from './write-database.ts';
import { BuildDatabase } from './build-database.ts';
import { sortByStem } from '../shared/natural-order.ts';
import { collectGarbage } from './gc-tuning.ts';

export interface BuildOptions extends PathOptions {
  /** Broken internal links, anchors and images fail the build instead of warning. */
  strictLinks?: boolean;
  hooks?: BuildHooks;
  /** Heading depth of the table of contents (default 3). */
  tocDepth?: number;
  /** Longest one file's markdown may take to parse before the build fails naming it (default 20 s). */
  parseTimeLimitMs?: number;
  /** No console output. */
  quiet?: boolean;
  reporter?: Reporter;
  /** How many files this thread parses at once (parsing is async: highlighting loads grammars). */
  concurrency?: number;
  /** Parse worker threads (this thread then writes their results): default one per core from 3,000 files to parse, else 0 (parsed here). */
  parseWorkers?: number;
  /** Reuse pages parsed by earlier builds when their text and the parser are unchanged (default true). */
  parseCache?: boolean;
}

export interface BuildResult {
  dbPath: string;
  /** Files under content/ (pages, navigation files, images). */
  files: number;
  pages: number;
  collections: Record<string, { version: string; rows: number }>;
  warnings: Diagnostic[];
  durationMs: number;
  info: ContentInfo;
}

export interface FullBuild {
  state: ContentState;
  builds: Map<string, CollectionBuild>;
  result: BuildResult;
}

export function reporterFor(options: BuildOptions): Reporter {
  return options.reporter ?? consoleReporter(options.quiet);
}

/**
 * Loads every file into the state: pages whose text and parser are unchanged since the last
 * build come from the parse cache, the rest are parsed (on worker threads too when many).
 * Results are applied in file order as soon as every earlier file's is in, so the state is
 * the same however they were produced, and `onApplied` sees each file once, in order.
 */
async function parseAll(
  state: ContentState,
  files: string[],
  reporter: Reporter,
  options: BuildOptions,
  onApplied: (loaded: LoadedFile) => void,
): Promise<void> {
  const { hooks, ...ctx } = state.ctx;
  // Hooks are code of this thread that the cache cannot key on: such builds parse everything here.
  const cache = hooks || options.parseCache === false ? null : ParseCache.open(state.paths.dataDir);
  const waiting: Array<LoadedFile | undefined> = new Array(files.length);
  let applied = 0;
  const land = (i: number, loaded: LoadedFile) => {
    waiting[i] = loaded;
    while (applied < files.length && waiting[applied]) {
      const next = waiting[applied]!;
      waiting[applied++] = undefined;
      applyLoaded(state, next);
      onApplied(next);
    }
  };
  const toParse: number[] = [];
  let done = 0;
  // Looking a file up reads and hashes it on this thread before any worker has a file: skipped when nothing is cached.
  const lookups = cache?.isEmpty() ? null : cache;
  files.forEach((rel, i) => {
    const hit = lookups ? cachedPage(lookups, state, ctx, rel) : null;
    if (hit) {
      land(i, hit);
      reporter.progress(++done, files.length, 'parsing');
    } else toParse.push(i);
  });

  const withCacheKey = cache !== null;
  const parsed = (i: number, loaded: LoadedFile) => {
    // Cached before it is applied: applying writes the row and drops the encoded values.
    if (cache && loaded.cacheKey) cache.put(loaded.cacheKey, loaded);
    land(i, loaded);
    reporter.progress(++done, files.length, 'parsing');
  };
  const workers = hooks ? 0 : workerCount(toParse.length, options.parseWorkers);
  try {
    if (workers > 0) {
      await loadInParallel({
        data: { paths: state.paths, ctx, withCacheKey },
        files: toParse.map((i) => files[i]!),
        workers,
        ...(ctx.parseTimeLimitMs ? { parseTimeLimitMs: ctx.parseTimeLimitMs } : {}),
        tooSlow: (rel, limitMs) => tooSlowFile(state.paths, ctx, rel, limitMs),
        onLoaded: (loaded, n) => parsed(toParse[n - 1]!, loaded),
      });
    } else {
      let next = 0;
      const parseHere = async () => {
        while (next < toParse.length) {
          const i = toParse[next++]!;
          parsed(i, await readSource(state.paths, state.ctx, files[i]!, withCacheKey));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, parseHere));
    }
    cache?.save();
  } finally {
    cache?.close();
  }
}

/** Files in the reading order of their pages, so each collection's rows are written in the order it lists them. */
function readingOrder(files: string[]): string[] {
  const stem = (rel: string) => rel.replace(/\.[^./]+$/, '');
  return sortByStem(files, stem);
}

/** A page file whose exact text was parsed by a previous build with the same parser. */
function cachedPage(cache: ParseCache, state: ContentState, ctx: Omit<ContentState['ctx'], 'hooks'>, rel: string): LoadedFile | null {
  const source = classifySource(rel, state.paths.site);
  if (source.type !== 'page') return null;
  let text: string;
  try {
    text = readContentText(state.paths.contentDir, rel);
  } catch {
    return null;
  }
  const hit = cache.get(parseCacheKey(source, text, ctx, state.paths.site));
  return hit?.page && hit.encoded ? { ...hit, rel, source } : null;
}

/**
 * `dataDir`: the build's data folder, where the findings the console summarises are listed
 * in full (report-diagnostics.ts); the list of an earlier build is replaced or removed.
 */
export function failIfErrors(errors: Diagnostic[], reporter: Reporter, dataDir?: string, { watching = false } = {}): void {
  if (errors.length === 0) return;
  reporter.done();
  reportDiagnostics('error', errors, reporter, dataDir === undefined ? undefined : findingsFile(dataDir));
  // A first build that fails has no earlier database to keep serving: said as it is. While
  // watching, a build is all or nothing: the author's other edits wait for this one's fix.
  const kept =
    dataDir === undefined || fs.existsSync(path.join(dataDir, DB_FILE_NAME))
      ? watching
        ? 'the previous database keeps serving, and your other changes show once this builds'
        : 'the previous database keeps serving'
      : watching
        ? 'nothing is served yet: fix them and save, and the site builds'
        : 'no database was written: fix them and build again';
  reporter.line(`build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}; ${kept}`);
  throw new ContentBuildError(errors);
}

export function reportWarnings(warnings: Diagnostic[], reporter: Reporter, dataDir?: string): void {
  reportDiagnostics('warning', warnings, reporter, dataDir === undefined ? undefined : findingsFile(dataDir));
}

/**
 * `keepReferences`: the pages keep their links, images and anchors for the incremental builds
 * that follow (watch.ts). A one-shot build lets them go once they are checked: at 100,000
 * pages they are ~1 KB a page, held while the outputs and the search index are made.
 */
export async function runFullBuild(options: BuildOptions = {}, { keepReferences = true } = {}): Promise<FullBuild> {
  const started = performance.now();
  const reporter = reporterFor(options);
  const paths = resolvePaths(options);
  const state = createState(paths, {
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...(options.tocDepth ? { tocDepth: options.tocDepth } : {}),
    ...(options.parseTimeLimitMs ? { parseTimeLimitMs: options.parseTimeLimitMs } : {}),
  });
  // Said before anything else is done: a missing or unreadable folder is the whole answer.
  const folderProblem = contentFolderProblem(paths.contentDir);
  if (folderProblem) failIfErrors([folderProblem], reporter, paths.dataDir);
  // Taken before any file is read: a file changed during the build makes the next start build again.
  // Hooks are code the fingerprint cannot see: such a build records none.
  const sources = options.hooks ? null : buildFingerprint(paths);
  const files = readingOrder(listContentFiles(paths.contentDir));
  reporter.line(`building ${files.length} files from ${paths.contentDir}`);
  // Rows are written as pages are parsed, into a new file that replaces the live one only
  // if the build succeeds.
  const database = BuildDatabase.create(paths.dbPath, paths.dataDir, state.collections);
  const builds = new Map<string, CollectionBuild>();
  let info: ContentInfo;
  let warnings: Diagnostic[];
  try {
    await parseAll(state, files, reporter, options, (loaded) => {
      if (loaded.page && loaded.encoded) database.insert(loaded.page, loaded.encoded);
    });
    // What parsing left behind is garbage now: collected before the outputs are made.
    collectGarbage();
    const found = diagnose(state, options.strictLinks ?? false);
    warnings = found.warnings;
    failIfErrors(found.errors, reporter, paths.dataDir);
    reportWarnings(warnings, reporter, paths.dataDir);
    if (!keepReferences) releaseReferences(state);

    for (const collection of state.collections) {
      builds.set(collection, buildCollection(state, collection, { written: database }));
      reporter.progress(builds.size, state.collections.length, 'writing collections');
    }
    // The search index is built (on a worker thread when big) while the outputs are written.
    info = await writeFullDatabase(state, builds, database);
  } catch (err) {
    database.discard();
    throw err;
  }
  releaseWritten(builds.values());
  writeBuildFingerprint(paths.dbPath, sources);
  const durationMs = performance.now() - started;
  const result: BuildResult = {
    dbPath: paths.dbPath,
    files: files.length,
    pages: state.pages.size,
    collections: Object.fromEntries([...builds.values()].map((b) => [b.collection, { version: b.version, rows: b.pages.length }])),
    warnings,
    durationMs,
    info,
  };
  reporter.done();
  reporter.line(
    `built ${files.length} files (${state.pages.size} pages) into ${builds.size} collections in ${(durationMs / 1000).toFixed(2)} s` +
      `${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''} → ${paths.dbPath}`,
  );
  return { state, builds, result };
}

export async function buildContent(options: BuildOptions = {}): Promise<BuildResult> {
  return (await runFullBuild(options, { keepReferences: false })).result;
}
