/**
 * Writes build results: for a full build, the
 * outputs into the file its rows were streamed into while parsing (build-database.ts); for
 * an incremental one, the changed rows and the changed collections' outputs, in one
 * transaction on the live file.
 */
import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { docsCollection, type ContentInfo } from '@site/contracts';
import type { CollectionBuild } from './collection-outputs.ts';
import type { BuildDatabase } from './build-database.ts';
import { markWritten, unwrittenSources } from './encode-page.ts';
import { JSON_TYPE, output, outputOfPieces } from '../shared/outputs.ts';
import { compressBoth } from '../shared/compress.ts';
import type { ContentState } from './content-state.ts';
import type { ParsedPage } from './page.ts';
import { ROW_GAP, tableSchema } from '../shared/schema.ts';
import {
  GLOBAL,
  openForUpdate,
  preparedStatement,
  putInfo,
  putOutput,
  putRaw,
  putSections,
  OUTPUTS_TABLE,
  RAW_TABLE,
  SECTIONS_TABLE,
  type OutputKind,
  type OutputRecord,
} from '../shared/database.ts';
import { contentEvents } from '../shared/events.ts';
import { llmsFullPieces, llmsTxt, withoutFrontMatter } from '../shared/llms.ts';

/**
 * Outputs an incremental build leaves for the server to derive (see ContentStore.derive):
 * each is a function of every page of a big collection, so rewriting it would cost more
 * than the rest of a one-file rebuild.
 */
const LAZY_OUTPUTS: OutputKind[] = ['dump', 'search-index', 'sections'];
const LAZY_GLOBAL_OUTPUTS: OutputKind[] = ['llms-full'];

function contentInfo(versions: Record<string, string>): ContentInfo {
  const contentBuild = createHash('sha256').update(JSON.stringify(versions)).digest('hex').slice(0, 12);
  const structureVersions = Object.fromEntries(Object.keys(versions).map((c) => [c, tableSchema(c).structureVersion]));
  return { versions, structureVersions, contentBuild, builtAt: new Date().toISOString() };
}

function globalOutputs(state: ContentState, builds: Map<string, CollectionBuild>, info: ContentInfo): OutputRecord[] {
  const site = state.paths.site;
  const docs = builds.get(docsCollection(site, site.i18n.defaultLocale));
  return [
    output(GLOBAL, 'info', 'application/json; charset=utf-8', JSON.stringify(info), `info-${info.contentBuild}`),
    // An incremental build that kept the docs navigation keeps llms.txt, made from the same order.
    ...(docs?.order === null ? [] : [output(GLOBAL, 'llms', 'text/plain; charset=utf-8', llmsTxt(site, docs?.order ?? []))]),
    publicFilesOutput(state),
  ];
}

/** A full build's llms-full.txt, from the docs pages' markdown in the database being written (an incremental build leaves it to the server). */
function llmsFullOutput(state: ContentState, builds: Map<string, CollectionBuild>, written: BuildDatabase): Promise<OutputRecord> {
  const site = state.paths.site;
  const docs = builds.get(docsCollection(site, site.i18n.defaultLocale));
  const markdownOf = (pagePath: string) => {
    const raw = docs && written.rawSource(docs.collection, pagePath);
    return raw === undefined ? undefined : withoutFrontMatter(raw);
  };
  return outputOfPieces(GLOBAL, 'llms-full', 'text/plain; charset=utf-8', () => llmsFullPieces(site, docs?.order ?? [], markdownOf));
}

/** The list content-service serves from the public folder (decoded URL paths, sorted). */
function publicFilesOutput(state: ContentState): OutputRecord {
  return output(GLOBAL, 'public-files', JSON_TYPE, JSON.stringify([...state.publicFiles.served.keys()].sort()));
}

export async function compressOutputs(outputs: OutputRecord[], maxBytes = Infinity): Promise<void> {
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
  const outputs = [...[...builds.values()].flatMap((b) => b.outputs), ...globalOutputs(state, builds, info)];
  // Written as each is compressed and then dropped (a 100,000-page site's sections, llms-full
  // and dump are hundreds of megabytes each, with their compressed forms). Compression runs
  // on the thread pool and the search index possibly on a worker, while the dumps are read
  // back from the new file.
  for (const build of builds.values()) build.outputs = [];
  const store = async (records: OutputRecord[]) => {
    await compressOutputs(records);
    database.store(records);
  };
  const written = Promise.all([
    ...outputs.splice(0).map((o) => store([o])),
    ...[...builds.values()].flatMap((b) => b.pending.splice(0)).map(async (p) => store([await p].flat())),
    llmsFullOutput(state, builds, database).then((o) => store([o])),
  ]);
  // Nothing may reject unobserved while another is awaited.
  written.catch(() => undefined);

  const { db } = database;
  for (const build of builds.values()) {
    putInfo(db, { collection: build.collection, version: build.version, structureVersion: build.structureVersion });
  }
  await written;
  database.swapIn();
  return info;
}

export interface FileChange {
  /** Pages of the changed files as the live database has them: their rows go unless the file still is a page there. */
  removed: Array<{ collection: string; rel: string; path?: string }>;
}

/** An added page falls between two rows with no rowid left between them: the database is built again in full. */
export class NoRoomForRow extends Error {}

/**
 * Writes a changed page's row in place (its rowid, so its place in the order, kept), or an
 * added page's between the rows of its neighbours in reading order.
 */
function putRow(db: Database.Database, build: CollectionBuild, index: number): void {
  const { schema, pages, encoded } = build;
  const id = pages[index]!.row.id;
  const values = encoded[index]!.values!;
  const rowidOf = (page: ParsedPage | undefined) =>
    page && (preparedStatement(db, `SELECT rowid FROM ${schema.table} WHERE id = ?`).pluck().get(page.row.id) as number | undefined);
  if (rowidOf(pages[index]) !== undefined) {
    preparedStatement(db, schema.updateSql).run(...values, id);
    return;
  }
  let before: number | undefined;
  for (let i = index - 1; i >= 0 && before === undefined; i--) before = rowidOf(pages[i]);
  let after: number | undefined;
  for (let i = index + 1; i < pages.length && after === undefined; i++) after = rowidOf(pages[i]);
  const low = before ?? 0;
  const high = after ?? low + 2 * ROW_GAP;
  if (high - low < 2) throw new NoRoomForRow(`no rowid left between ${low} and ${high} in ${schema.table}`);
  preparedStatement(db, schema.insertSql).run(low + Math.floor((high - low) / 2), ...values);
}

/**
 * Incremental build: one transaction on the live database replaces the rows of the changed
 * files and the outputs of the changed collections. Readers see the previous build until it
 * commits, and the whole change or none of it (a failure rolls back: the last good build
 * keeps serving). No copy of the file: a one-file change writes a few pages.
 */
export function writeIncrementalDatabase(
  state: ContentState,
  allVersions: Record<string, string>,
  changed: Map<string, CollectionBuild>,
  change: FileChange,
  changedRels: Set<string>,
  settled: Promise<void>,
): ContentInfo {
  const info = contentInfo(allVersions);
  // The dump and the search files are the slow outputs of a big collection: they are dropped
  // here and the server derives them once from the new rows and sections on first request.
  const outputs = [...changed.values()].flatMap((b) => b.outputs).filter((o) => !LAZY_OUTPUTS.includes(o.kind));
  const needsGlobals = [...changed.keys()].includes(docsCollection(state.paths.site, state.paths.site.i18n.defaultLocale));
  const globals = globalOutputs(state, changed, info).filter((o) => o.kind === 'info' || o.kind === 'public-files' || needsGlobals);
  outputs.push(...globals);

  const written: ParsedPage[] = [];
  const db = openForUpdate(state.paths.dbPath);
  try {
    db.transaction(() => {
      for (const { collection, rel, path } of change.removed) {
        const build = changed.get(collection);
        if (!build || state.pages.get(rel)?.source.collection === collection) continue;
        preparedStatement(db, `DELETE FROM ${build.schema.table} WHERE id = ?`).run(`${collection}/${rel}`);
        if (path !== undefined) {
          preparedStatement(db, `DELETE FROM ${RAW_TABLE} WHERE collection = ? AND path = ?`).run(collection, path);
          preparedStatement(db, `DELETE FROM ${SECTIONS_TABLE} WHERE collection = ? AND path = ?`).run(collection, path);
        }
      }
      if (needsGlobals) {
        db.prepare(`DELETE FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind IN (${LAZY_GLOBAL_OUTPUTS.map(() => '?').join(', ')})`).run(
          GLOBAL,
          ...LAZY_GLOBAL_OUTPUTS,
        );
      }
      for (const build of changed.values()) {
        db.prepare(
          `DELETE FROM ${OUTPUTS_TABLE} WHERE collection = ? AND (kind IN (${LAZY_OUTPUTS.map(() => '?').join(', ')}) OR kind LIKE 'search-part/%')`,
        ).run(build.collection, ...LAZY_OUTPUTS);
        // A navigation made again brings its preview variants only while there are drafts:
        // the last draft published takes them away.
        if (build.outputs.some((o) => o.kind === 'navigation')) {
          db.prepare(`DELETE FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind IN (?, ?)`).run(
            build.collection,
            'navigation-preview',
            'order-preview',
          );
        }
        build.pages.forEach((page, i) => {
          if (!changedRels.has(page.source.rel)) return;
          putRow(db, build, i);
          written.push(page);
          const { raw, sections } = unwrittenSources(page);
          putRaw(db, build.collection, page.source.path, page.source.stem, raw);
          putSections(db, build.collection, page.source.path, page.source.stem, sections);
        });
        putInfo(db, { collection: build.collection, version: build.version, structureVersion: build.structureVersion });
      }
      for (const o of outputs) putOutput(db, o);
    })();
  } finally {
    db.close();
  }
  contentEvents.emit('swap', { dbPath: state.paths.dbPath, settled });
  // The live database holds them now (not before: a failed write is retried from the pages).
  for (const page of written) markWritten(page);
  return info;
}
