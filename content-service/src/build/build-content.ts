/**
 * The full content build: scan content/, parse every file, check links, then write a new
 * database with every collection's table and outputs and swap it in. Any error fails the
 * build with every diagnostic listed (`file:line: ...`) and the previous database untouched.
 */
import type { ContentInfo } from '@site/kit';
import { resolvePaths, type PathOptions } from '../config.ts';
import { ContentBuildError, formatDiagnostic, type Diagnostic } from '../errors.ts';
import { buildCollection, releaseWritten, type CollectionBuild } from './collection-outputs.ts';
import { applyLoaded, createState, diagnose, listContentFiles, loadFile, readSource, type ContentState } from './content-state.ts';
import { loadInParallel, workerCount } from './parse-pool.ts';
import type { BuildHooks } from './page.ts';
import { consoleReporter, type Reporter } from './progress.ts';
import { writeFullDatabase } from './write-database.ts';

export interface BuildOptions extends PathOptions {
  /** Broken internal links, anchors and images fail the build instead of warning. */
  strictLinks?: boolean;
  hooks?: BuildHooks;
  /** Heading depth of the table of contents (default 3). */
  tocDepth?: number;
  /** No console output. */
  quiet?: boolean;
  reporter?: Reporter;
  /** How many files this thread parses at once (parsing is async: highlighting loads grammars). */
  concurrency?: number;
  /** Parse worker threads besides this one: default one per extra core from 1,500 files, else 0. */
  parseWorkers?: number;
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

async function parseAll(state: ContentState, files: string[], reporter: Reporter, options: BuildOptions): Promise<void> {
  // Hooks are functions of this thread: a build with hooks parses here only.
  const workers = options.hooks ? 0 : workerCount(files.length, options.parseWorkers);
  if (workers > 0) {
    const { hooks: _hooks, ...ctx } = state.ctx;
    await loadInParallel({ paths: state.paths, ctx }, files, workers, (rel) => readSource(state.paths, state.ctx, rel), (loaded, done) => {
      applyLoaded(state, loaded);
      reporter.progress(done, files.length, 'parsing');
    });
    return;
  }
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      const rel = files[next++]!;
      await loadFile(state, rel);
      reporter.progress(++done, files.length, 'parsing');
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
}

export function failIfErrors(errors: Diagnostic[], reporter: Reporter): void {
  if (errors.length === 0) return;
  reporter.done();
  for (const d of errors) reporter.error(formatDiagnostic(d));
  reporter.line(`build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}; the previous database keeps serving`);
  throw new ContentBuildError(errors);
}

export function reportWarnings(warnings: Diagnostic[], reporter: Reporter): void {
  for (const d of warnings) reporter.error(`warning: ${formatDiagnostic(d)}`);
}

export async function runFullBuild(options: BuildOptions = {}): Promise<FullBuild> {
  const started = performance.now();
  const reporter = reporterFor(options);
  const paths = resolvePaths(options);
  const state = createState(paths, {
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...(options.tocDepth ? { tocDepth: options.tocDepth } : {}),
  });
  const files = listContentFiles(paths.contentDir);
  reporter.line(`building ${files.length} files from ${paths.contentDir}`);
  await parseAll(state, files, reporter, options);

  const { errors, warnings } = diagnose(state, options.strictLinks ?? false);
  failIfErrors(errors, reporter);
  reportWarnings(warnings, reporter);

  const builds = new Map<string, CollectionBuild>();
  for (const collection of state.collections) {
    builds.set(collection, buildCollection(state, collection));
    reporter.progress(builds.size, state.collections.length, 'writing collections');
  }
  const info = await writeFullDatabase(state, builds);
  releaseWritten(builds.values());
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
  return (await runFullBuild(options)).result;
}
