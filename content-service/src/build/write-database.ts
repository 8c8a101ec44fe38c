/**
 * Writes build results into a new database file and swaps it in: for a full build, the
 * outputs into the file its rows were streamed into while parsing (build-database.ts); for
 * an incremental one, a copy of the live file with only the changed rows
 * and the changed collections' outputs rewritten.
 */
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { docsCollection, type ContentInfo } from '@site/contracts';
import type { CollectionBuild } from './collection-outputs.ts';
import type { BuildDatabase } from './build-database.ts';
import { markWritten, unwrittenSources } from './encode-page.ts';
import { JSON_TYPE, output } from '../shared/outputs.ts';
import { compressBoth } from '../shared/compress.ts';
import type { ContentState } from './content-state.ts';
import type { ParsedPage } from './page.ts';
import {
  GLOBAL,
  insertRows,
  openForWrite,
  putInfo,
  putOutput,
  putRaw,
  putSections,
  removeQuietly,
  swapInto,
  temporaryPath,
  OUTPUTS_TABLE,
  RAW_TABLE,
  SECTIONS_TABLE,
  type OutputKind,
  type OutputRecord,
} from '../shared/database.ts';
import { contentEvents } from '../shared/events.ts';
import { llmsTxt } from './llms.ts';
import { llmsFullTxt, withoutFrontMatter } from '../shared/llms.ts';

/**
 * Outputs an incremental build leaves for the server to derive (see ContentStore.derive):
 * each is a function of every page of a big collection, so rewriting it would cost more
 * than the rest of a one-file rebuild.
 */
const LAZY_OUTPUTS: OutputKind[] = ['dump', 'search-index', 'sections'];
const LAZY_GLOBAL_OUTPUTS: OutputKind[] = ['llms-full'];

function contentInfo(versions: Record<string, string>): ContentInfo {
  const contentBuild = createHash('sha256').update(JSON.stringify(versions)).digest('hex').slice(0, 12);
  return { versions, contentBuild, builtAt: new Date().toISOString() };
}

/** `written`: a full build's database, where llms-full.txt reads the docs pages' markdown (an incremental build leaves that file to the server). */
function globalOutputs(
  state: ContentState,
  builds: Map<string, CollectionBuild>,
  info: ContentInfo,
  written?: BuildDatabase,
): OutputRecord[] {
  const site = state.paths.site;
  const docs = builds.get(docsCollection(site, site.i18n.defaultLocale));
  const order = docs?.order ?? [];
  const outputs = [
    output(GLOBAL, 'info', 'application/json; charset=utf-8', JSON.stringify(info), `info-${info.contentBuild}`),
    output(GLOBAL, 'llms', 'text/plain; charset=utf-8', llmsTxt(site, order)),
    publicFilesOutput(state),
  ];
  if (written) {
    const markdownOf = (pagePath: string) => {
      const raw = docs && written.rawSource(docs.collection, pagePath);
      return raw === undefined ? undefined : withoutFrontMatter(raw);
    };
    outputs.push(output(GLOBAL, 'llms-full', 'text/plain; charset=utf-8', llmsFullTxt(site, order, markdownOf)));
  }
  return outputs;
}

/** The list content-service serves from the public folder (decoded URL paths, sorted). */
function publicFilesOutput(state: ContentState): OutputRecord {
  return output(GLOBAL, 'public-files', JSON_TYPE, JSON.stringify([...state.publicFiles.served.keys()].sort()));
}

async function compressOutputs(outputs: OutputRecord[], maxBytes = Infinity): Promise<void> {
  await Promise.all(
    outputs.map(async (o) => {
      // A dump is gzip already (its base64 is served as is).
      if (o.body.length > maxBytes || (o.br && o.gzip) || o.kind === 'dump') return;
      const { br, gzip } = await compressBoth(o.body);
      o.br = br;
      o.gzip = gzip;
    }),
  );
}

/**
 * Writes a new database beside the live one (optionally seeded from it) and swaps it in; on
 * any failure the temporary file is removed and the live database keeps serving.
 */
async function replaceDatabase(
  dbPath: string,
  write: (db: ReturnType<typeof openForWrite>) => Promise<void> | void,
  seed?: (tempFile: string) => void,
): Promise<void> {
  const tempFile = temporaryPath(dbPath);
  try {
    seed?.(tempFile);
    const db = openForWrite(tempFile);
    try {
      await write(db);
    } finally {
      db.close();
    }
    swapInto(tempFile, dbPath);
    contentEvents.emit('swap', { dbPath });
  } catch (err) {
    removeQuietly(tempFile);
    throw err;
  }
}

/**
 * Full build: completes the new database whose rows were written while parsing
 * (build-database.ts) with each collection's info and outputs (the search index and dumps
 * once they are built), and swaps it in.
 */
export async function writeFullDatabase(
  state: ContentState,
  builds: Map<string, CollectionBuild>,
  database: BuildDatabase,
): Promise<ContentInfo> {
  const versions = Object.fromEntries([...builds.values()].map((b) => [b.collection, b.version]));
  const info = contentInfo(versions);
  const outputs = [...[...builds.values()].flatMap((b) => b.outputs), ...globalOutputs(state, builds, info, database)];
  // Compression runs on the thread pool and the search index possibly on a worker, while
  // the dumps are read back from the new file.
  const compressed = compressOutputs(outputs);
  const pending = Promise.all(
    [...builds.values()]
      .flatMap((b) => b.pending)
      .map(async (p) => {
        const o = await p;
        await compressOutputs([o]);
        return o;
      }),
  );
  // Nothing may reject unobserved while another is awaited.
  compressed.catch(() => undefined);
  pending.catch(() => undefined);

  const { db } = database;
  for (const build of builds.values()) {
    putInfo(db, { id: build.collection, version: build.version, structureVersion: build.structureVersion, rowCount: build.pages.length });
  }
  await compressed;
  const late = await pending;
  for (const o of [...outputs, ...late]) putOutput(db, o);
  database.swapIn();
  return info;
}

export interface FileChange {
  /** Ids (`collection/rel`) whose rows to delete before inserting the changed pages. */
  removedIds: Array<{ collection: string; id: string; path?: string }>;
}

/**
 * Incremental build: copies the live database, replaces the rows of the changed files and
 * the outputs of the changed collections, and swaps the copy in.
 */
export async function writeIncrementalDatabase(
  state: ContentState,
  allVersions: Record<string, string>,
  changed: Map<string, CollectionBuild>,
  change: FileChange,
  changedRels: Set<string>,
): Promise<ContentInfo> {
  const info = contentInfo(allVersions);
  // The dump and the search index are the slow outputs of a big collection: they are dropped
  // here and the server derives them once from the new rows and sections on first request.
  const outputs = [...changed.values()].flatMap((b) => b.outputs).filter((o) => !LAZY_OUTPUTS.includes(o.kind));
  const needsGlobals = [...changed.keys()].includes(docsCollection(state.paths.site, state.paths.site.i18n.defaultLocale));
  const globals = globalOutputs(state, changed, info).filter((o) => o.kind === 'info' || o.kind === 'public-files' || needsGlobals);
  outputs.push(...globals);

  const written: ParsedPage[] = [];
  const seed = (tempFile: string) =>
    // A reflink where the filesystem supports it (instant), a plain copy otherwise.
    fs.copyFileSync(state.paths.dbPath, tempFile, fs.constants.COPYFILE_FICLONE);
  await replaceDatabase(
    state.paths.dbPath,
    (db) => {
      db.transaction(() => {
        for (const removed of change.removedIds) {
          const build = changed.get(removed.collection);
          if (!build) continue;
          db.prepare(`DELETE FROM ${build.schema.table} WHERE id = ?`).run(removed.id);
          if (removed.path !== undefined) {
            db.prepare(`DELETE FROM ${RAW_TABLE} WHERE collection = ? AND path = ?`).run(removed.collection, removed.path);
            db.prepare(`DELETE FROM ${SECTIONS_TABLE} WHERE collection = ? AND path = ?`).run(removed.collection, removed.path);
          }
        }
        if (needsGlobals) {
          db.prepare(
            `DELETE FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind IN (${LAZY_GLOBAL_OUTPUTS.map(() => '?').join(', ')})`,
          ).run(GLOBAL, ...LAZY_GLOBAL_OUTPUTS);
        }
        for (const build of changed.values()) {
          db.prepare(`DELETE FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind IN (${LAZY_OUTPUTS.map(() => '?').join(', ')})`).run(
            build.collection,
            ...LAZY_OUTPUTS,
          );
          const rows = build.pages.flatMap((page, i) =>
            changedRels.has(page.source.rel) ? [{ page, values: build.encoded[i]!.values! }] : [],
          );
          insertRows(
            db,
            build.schema,
            rows.map((r) => r.values),
          );
          for (const { page } of rows) {
            written.push(page);
            const { raw, sections } = unwrittenSources(page);
            putRaw(db, build.collection, page.source.path, page.source.stem, raw);
            putSections(db, build.collection, page.source.path, page.source.stem, sections);
          }
          putInfo(db, {
            id: build.collection,
            version: build.version,
            structureVersion: build.structureVersion,
            rowCount: build.pages.length,
          });
        }
        for (const o of outputs) putOutput(db, o);
      })();
    },
    seed,
  );
  // The live database holds them now (not before: a failed write is retried from the pages).
  for (const page of written) markWritten(page);
  return info;
}
