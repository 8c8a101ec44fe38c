/**
 * Dev mode: one full build, then every changed file is rebuilt incrementally: only that
 * file is parsed again, only its collection's rows and outputs are rewritten, and the new
 * database is swapped in, so the next request sees the change. A change that breaks the
 * build is reported and the last good database keeps serving; once fixed, every change
 * since the last good build is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { watch as chokidarWatch, type FSWatcher } from 'chokidar';
import { ContentBuildError, printable, type Diagnostic } from '../errors.ts';
import { buildCollection, navigationKey, type CollectionBuild } from './collection-outputs.ts';
import {
  collectionsOf,
  diagnose,
  forgetFile,
  isListedContentFile,
  loadFile,
  rescanPublicFolder,
  type ContentState,
} from './content-state.ts';
import { classifySource } from '../shared/sources.ts';
import { parseMarkdown } from '../markdown/index.ts';
import { failIfErrors, reporterFor, reportWarnings, runFullBuild, type BuildOptions, type BuildResult } from './build-content.ts';
import { settleOutputs } from './settle-outputs.ts';
import { NoRoomForRow, writeIncrementalDatabase, type FileChange } from './write-database.ts';

export interface RebuildResult {
  ok: boolean;
  files: string[];
  collections: string[];
  durationMs: number;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export interface ContentWatcher {
  /** Result of the first full build (null when it failed). */
  initial: BuildResult | null;
  /**
   * Rebuilds the given files (paths relative to content/) now, and lists the public folder
   * again when `publicChanged`; the watcher calls this itself.
   */
  rebuild(files: string[], publicChanged?: boolean): Promise<RebuildResult>;
  /** Resolves when every queued rebuild has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface WatchOptions extends BuildOptions {
  /** Called after every rebuild attempt. */
  onRebuild?(result: RebuildResult): void;
  /** Set false to skip the file watcher (tests drive `rebuild` directly). */
  watchFiles?: boolean;
  /** Databases from this size complete a rebuild's outputs on a worker thread (settle-outputs.ts). */
  settleWorkerMinBytes?: number;
}

function isInside(dir: string, abs: string): boolean {
  return abs === dir || abs.startsWith(dir + path.sep);
}

/** What a state serves from the public folder, as one comparable string. */
function servedList(state: ContentState): string {
  return [...state.publicFiles.served.keys()].sort().join('\n');
}

export async function watchContent(options: WatchOptions = {}): Promise<ContentWatcher> {
  const reporter = reporterFor(options);
  let state: ContentState | null = null;
  let versions: Record<string, string> = {};
  /** The public files the live database serves (compared after each rebuild). */
  let servedPublic = '';
  let initial: BuildResult | null = null;
  /** Files changed since the database was last written, with every collection they touched. */
  const pending = new Map<string, Set<string>>();
  /** Incremental commits so far, and the step completing the last one's outputs. */
  let commits = 0;
  let settling: Promise<void> = Promise.resolve();
  /** The navigation key (navigationKey) each of those files had when the database was last written. */
  const writtenNavigation = new Map<string, string | null>();

  const full = async (): Promise<BuildResult> => {
    // A settle step in flight must not write into the database this build replaces.
    commits++;
    await settling;
    const built = await runFullBuild(options);
    state = built.state;
    versions = Object.fromEntries([...built.builds.values()].map((b) => [b.collection, b.version]));
    servedPublic = servedList(built.state);
    pending.clear();
    writtenNavigation.clear();
    return built.result;
  };

  try {
    initial = await full();
  } catch (err) {
    if (!(err instanceof ContentBuildError)) throw err;
  }
  // Warm this thread's parser and highlighter now (the full build may have parsed on
  // workers), so the first edit is rebuilt as fast as the next ones.
  await parseMarkdown('# Warm up\n\n```ts\nconst a = 1;\n```\n', { file: 'warm-up.md' }).catch(() => undefined);

  const incremental = async (files: string[], publicChanged = false): Promise<RebuildResult> => {
    const started = performance.now();
    const done = (ok: boolean, errors: Diagnostic[], warnings: Diagnostic[], collections: string[]): RebuildResult => ({
      ok,
      files,
      collections,
      durationMs: performance.now() - started,
      errors,
      warnings,
    });
    if (!state || !fs.existsSync(state.paths.dbPath)) {
      try {
        const result = await full();
        return done(true, [], result.warnings, Object.keys(result.collections));
      } catch (err) {
        if (err instanceof ContentBuildError) return done(false, err.diagnostics, [], []);
        throw err;
      }
    }
    const current: ContentState = state;
    if (publicChanged) rescanPublicFolder(current);
    for (const rel of files) {
      const touched = pending.get(rel) ?? new Set<string>();
      if (!writtenNavigation.has(rel)) writtenNavigation.set(rel, navigationKey(current.pages.get(rel)));
      for (const c of collectionsOf(current.sources.get(rel))) touched.add(c);
      if (isListedContentFile(current.paths.contentDir, rel)) await loadFile(current, rel);
      else forgetFile(current, rel);
      for (const c of collectionsOf(current.sources.get(rel))) touched.add(c);
      pending.set(rel, touched);
    }
    const { errors, warnings } = diagnose(current, options.strictLinks ?? false);
    try {
      failIfErrors(errors, reporter, current.paths.dataDir, { watching: true });
    } catch {
      return done(false, errors, warnings, []);
    }
    reportWarnings(
      warnings.filter((w) => files.some((rel) => w.file.endsWith(rel))),
      reporter,
      current.paths.dataDir,
    );

    // A collection keeps its navigation when none of its changed files is a navigation file
    // or moved a page's place, title, description or navigation fields.
    const keepsNavigation = (collection: string) =>
      [...pending].every(
        ([rel, collections]) =>
          !collections.has(collection) ||
          (current.sources.get(rel)?.type === 'page' && writtenNavigation.get(rel) === navigationKey(current.pages.get(rel))),
      );
    const changed = new Map<string, CollectionBuild>();
    const removed: FileChange['removed'] = [];
    for (const [rel, collections] of pending) {
      const source = classifySource(rel, current.paths.site);
      for (const collection of collections) {
        if (!changed.has(collection)) {
          changed.set(collection, buildCollection(current, collection, { incremental: true, keepNavigation: keepsNavigation(collection) }));
        }
        removed.push({ collection, rel, ...(source.type === 'page' ? { path: source.path } : {}) });
      }
    }

    // A page added or removed can change which public files are served, as can the folder itself.
    const publicNow = servedList(current);
    if (changed.size > 0 || publicNow !== servedPublic) {
      for (const build of changed.values()) versions[build.collection] = build.version;
      let settled = () => {};
      const settle = { promise: new Promise<void>((resolve) => (settled = resolve)), resolve: () => settled() };
      try {
        writeIncrementalDatabase(current, versions, changed, { removed }, new Set(pending.keys()), settle.promise);
      } catch (err) {
        settle.resolve();
        if (!(err instanceof NoRoomForRow)) throw err;
        // Rare (many pages added at one place): the table is numbered afresh by a full build.
        await full();
        return done(true, [], warnings, [...changed.keys()]);
      }
      servedPublic = publicNow;
      // Once this change is served: the outputs it left out, in a second transaction.
      const commit = ++commits;
      settling = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => settleOutputs(current.paths.dbPath, current.paths.site, () => commit === commits, options.settleWorkerMinBytes))
        .catch((err) => reporter.error(`completing the rebuilt database failed: ${(err as Error).stack ?? err}`))
        .finally(() => settle.resolve());
    }
    pending.clear();
    writtenNavigation.clear();
    const result = done(true, [], warnings, [...changed.keys()]);
    reporter.line(
      `rebuilt ${printable([...files, ...(publicChanged ? [current.paths.publicDir] : [])].join(', '))} in ${result.durationMs.toFixed(0)} ms`,
    );
    return result;
  };

  // Rebuilds run one at a time, in order.
  let queue: Promise<unknown> = Promise.resolve();
  const rebuild = (files: string[], publicChanged = false): Promise<RebuildResult> => {
    const run = queue.then(() => incremental(files, publicChanged));
    queue = run.then(
      (result) => options.onRebuild?.(result),
      (err) => reporter.error(`content rebuild failed: ${(err as Error).stack ?? err}`),
    );
    return run;
  };

  let watcher: FSWatcher | null = null;
  if (options.watchFiles !== false) {
    const { contentDir, publicDir } = (state as ContentState | null)?.paths ?? (await import('../config.ts')).resolvePaths(options);
    let batch = new Set<string>();
    let publicTouched = false;
    let timer: NodeJS.Timeout | null = null;
    const flushSoon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...batch];
        const publicChanged = publicTouched;
        batch = new Set();
        publicTouched = false;
        timer = null;
        void rebuild(files, publicChanged);
      }, 40);
    };
    const enqueue = (abs: string) => {
      if (isInside(publicDir, abs)) publicTouched = true;
      else {
        const rel = path.relative(contentDir, abs).split(path.sep).join('/');
        if (!rel || rel.startsWith('..')) return;
        batch.add(rel);
      }
      flushSoon();
    };
    // The public folder is watched too when it exists (one created later needs a restart).
    const watched = fs.existsSync(publicDir) ? [contentDir, publicDir] : [contentDir];
    // Symlinks are not followed, as the full build does not follow them (and a link loop is no endless walk).
    watcher = chokidarWatch(watched, {
      ignoreInitial: true,
      followSymlinks: false,
      ignored: (p) => p.includes(`${path.sep}node_modules`),
    });
    watcher.on('add', enqueue).on('change', enqueue).on('unlink', enqueue);
    watcher.on('unlinkDir', (abs) => {
      if (isInside(publicDir, abs)) return enqueue(abs);
      const relDir = path.relative(contentDir, abs).split(path.sep).join('/');
      const current = state as ContentState | null;
      for (const rel of current ? [...current.sources.keys()] : []) if (rel.startsWith(`${relDir}/`)) enqueue(path.join(contentDir, rel));
    });
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
  }

  return {
    initial,
    rebuild,
    idle: async () => {
      let seen: Promise<unknown> | null = null;
      while (seen !== queue) {
        seen = queue;
        await queue;
        await settling;
      }
    },
    close: async () => {
      await watcher?.close();
      await queue;
      await settling;
    },
  };
}
