/**
 * Writes the content database. A build writes a NEW file next to the live one and renames
 * it into place, so readers see either the old or the new content, never a half-written
 * file, and a failed build leaves the last good database serving.
 *
 * Besides the `_content_{collection}` tables and `_content_info`, the file holds two
 * internal tables the SQL endpoint can never name (it only accepts `_content_{collection}`
 * for a built page collection): `_build_outputs` (dumps, navigation, search, llms, compressed
 * once per build), `_raw_sources` (the raw markdown served by the raw endpoint) and
 * `_page_sections` (each page's search sections as JSON, from which the server assembles a
 * collection's sections after an incremental build rewrote only one page's).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { INFO_CREATE_SQL, INFO_TABLE, infoCollection, infoValues, type SqlValue, type TableSchema } from './schema.ts';

export { INFO_TABLE };
export const OUTPUTS_TABLE = '_build_outputs';
export const RAW_TABLE = '_raw_sources';
export const SECTIONS_TABLE = '_page_sections';

/** Collection name used for outputs that belong to the whole build (info, llms). */
export const GLOBAL = '*';

export type OutputKind =
  | 'dump'
  | 'navigation'
  | 'sections'
  // The docs search manifest, and its parts named by their hash (search/index-job.ts).
  | 'search-index'
  | `search-part/${string}`
  | 'order'
  | 'info'
  | 'llms'
  | 'llms-full'
  // The build's llms.txt followed by the links to each translated locale's own (server/locale-llms.ts).
  | 'llms-linked'
  // The llms files with the serving origin in their links (server/routes/outputs.ts).
  | 'llms-public'
  | 'llms-full-public'
  // The public folder's served files: a JSON array of URL paths (build/public-files.ts).
  | 'public-files'
  // Whether a collection has draft pages (`true` or `false`), as the build found them (build/collection-outputs.ts).
  | 'drafts'
  // Variants with drafts, for preview requests to collections that have drafts (build/drafts.ts).
  | 'dump-preview'
  | 'navigation-preview'
  | 'order-preview'
  | 'sections-preview'
  // A translated docs collection as its readers see it, default-locale pages filling the gaps (server/locale-fallbacks.ts).
  | 'navigation-merged'
  | 'search-index-merged';

export interface OutputRecord {
  collection: string;
  kind: OutputKind;
  contentType: string;
  /** Uncompressed size in bytes. */
  size: number;
  /** The uncompressed bytes; empty when stored compressed only (read it through outputBody). */
  body: Buffer;
  /** Null when not precompressed (incremental rebuilds); the server then compresses once on demand. */
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/** A collection's row of `_content_info`, the table the reference module keeps (id `checksum_{collection}`). */
export interface CollectionInfoRecord {
  collection: string;
  version: string;
  structureVersion: string;
}

export function createInternalTables(db: Database.Database): void {
  db.exec(`
    ${INFO_CREATE_SQL};
    CREATE TABLE ${OUTPUTS_TABLE} (collection TEXT NOT NULL, kind TEXT NOT NULL, contentType TEXT NOT NULL, size INTEGER NOT NULL, body BLOB NOT NULL, br BLOB, gzip BLOB, etag TEXT NOT NULL, PRIMARY KEY (collection, kind));
    CREATE TABLE ${RAW_TABLE} (collection TEXT NOT NULL, path TEXT NOT NULL, stem TEXT NOT NULL, source TEXT NOT NULL, PRIMARY KEY (collection, path));
    CREATE TABLE ${SECTIONS_TABLE} (collection TEXT NOT NULL, path TEXT NOT NULL, stem TEXT NOT NULL, sections TEXT NOT NULL, PRIMARY KEY (collection, path));
  `);
}

export function openForWrite(file: string): Database.Database {
  const db = new Database(file);
  // A fresh file written in one go: no journal needed, the atomic rename is the commit.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  return db;
}

/** Rows read back per query when a dump is made (no statement stays open across awaits). */
const READ_BATCH = 500;

/** A collection's rows in stored (reading) order, read in batches; `where`: a condition on them. */
export function* rowsInOrder(db: Database.Database, schema: TableSchema, where = ''): Generator<SqlValue[]> {
  const batch = db
    .prepare(`SELECT rowid, * FROM ${schema.table} WHERE rowid > ?${where ? ` AND (${where})` : ''} ORDER BY rowid LIMIT ?`)
    .raw(true);
  for (let after = 0; ; ) {
    const rows = batch.all(after, READ_BATCH) as SqlValue[][];
    for (const row of rows) yield row.slice(1);
    if (rows.length < READ_BATCH) return;
    after = rows[rows.length - 1]![0] as number;
  }
}

export function createCollectionTable(db: Database.Database, schema: TableSchema): void {
  db.exec(schema.createSql);
  for (const index of schema.indexSql) db.exec(index);
}

/**
 * The live database opened for an in-place update (a dev rebuild). The rollback journal,
 * not WAL: a full build replaces the file by rename, and WAL's -wal and -shm files are
 * named after the path, so a file renamed over a WAL database with open connections would
 * inherit the old file's log. A rollback journal exists only while a commit runs; readers
 * on their own connections see the last commit until the next one is complete (the commit
 * takes the file's exclusive lock; readers in other processes wait for it, better-sqlite3's
 * busy timeout), and a failed update rolls back, leaving the last good build serving.
 */
export function openForUpdate(file: string): Database.Database {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('journal_mode = DELETE');
  // A dev database is rebuilt in full at every start: an OS crash may lose it, a process crash may not.
  db.pragma('synchronous = OFF');
  // Changed pages stay in memory until the commit (no spill into the file mid-transaction).
  db.pragma('cache_size = -262144');
  return db;
}

/** Above this size a precompressed output is stored compressed only (a smaller file copies faster on rebuilds). */
const STORE_RAW_MAX = 256 * 1024;

export function putOutput(db: Database.Database, output: OutputRecord): void {
  const body = output.gzip && output.br && output.body.length > STORE_RAW_MAX ? Buffer.alloc(0) : output.body;
  preparedStatement(
    db,
    `INSERT INTO ${OUTPUTS_TABLE} (collection, kind, contentType, size, body, br, gzip, etag) VALUES (?, ?, ?, ?, ?, ?, ?, ?)` +
      ' ON CONFLICT (collection, kind) DO UPDATE SET contentType = excluded.contentType, size = excluded.size, body = excluded.body, br = excluded.br, gzip = excluded.gzip, etag = excluded.etag',
  ).run(output.collection, output.kind, output.contentType, output.size, body, output.br, output.gzip, output.etag);
}

const compressedOnly = (output: OutputRecord): output is OutputRecord & { gzip: Buffer } =>
  output.body.length === 0 && output.size > 0 && output.gzip !== null;

/** The uncompressed bytes of an output (inflated from gzip when stored compressed only). */
export function outputBody(output: OutputRecord): Buffer {
  return compressedOnly(output) ? zlib.gunzipSync(output.gzip) : output.body;
}

export function putInfo(db: Database.Database, info: CollectionInfoRecord): void {
  preparedStatement(db, `INSERT OR REPLACE INTO ${INFO_TABLE} VALUES (?, ?, ?, ?, ?)`).run(...infoValues({ ...info, ready: true }));
}

/** Every collection's info row. */
export function readInfo(db: Database.Database): CollectionInfoRecord[] {
  const rows = db.prepare(`SELECT id, version, structureVersion FROM ${INFO_TABLE}`).all() as Array<{
    id: string;
    version: string;
    structureVersion: string;
  }>;
  return rows.flatMap(({ id, version, structureVersion }) => {
    const collection = infoCollection(id);
    return collection === null ? [] : [{ collection, version, structureVersion }];
  });
}

/**
 * A statement prepared once per connection: a full build writes two per page and the server
 * reads a page's source per request, and preparing one costs more than running it.
 */
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function preparedStatement(db: Database.Database, sql: string): Database.Statement {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let found = statements.get(sql);
  if (!found) {
    found = db.prepare(sql);
    statements.set(sql, found);
  }
  return found;
}

export function putRaw(db: Database.Database, collection: string, pagePath: string, stem: string, source: string): void {
  preparedStatement(
    db,
    `INSERT INTO ${RAW_TABLE} (collection, path, stem, source) VALUES (?, ?, ?, ?) ON CONFLICT (collection, path) DO UPDATE SET stem = excluded.stem, source = excluded.source`,
  ).run(collection, pagePath, stem, source);
}

/** A page's search sections: JSON array items without the brackets ('' for none). */
export function putSections(db: Database.Database, collection: string, pagePath: string, stem: string, sections: string): void {
  preparedStatement(
    db,
    `INSERT INTO ${SECTIONS_TABLE} (collection, path, stem, sections) VALUES (?, ?, ?, ?) ON CONFLICT (collection, path) DO UPDATE SET stem = excluded.stem, sections = excluded.sections`,
  ).run(collection, pagePath, stem, sections);
}

/** A page's stored source (undefined when no page has that path). */
export function readRaw(db: Database.Database, collection: string, pagePath: string): string | undefined {
  return preparedStatement(db, `SELECT source FROM ${RAW_TABLE} WHERE collection = ? AND path = ?`).pluck().get(collection, pagePath) as
    | string
    | undefined;
}

/** A page's stored search sections as JSON array items (undefined when no page has that path). */
export function readSections(db: Database.Database, collection: string, pagePath: string): string | undefined {
  return preparedStatement(db, `SELECT sections FROM ${SECTIONS_TABLE} WHERE collection = ? AND path = ?`)
    .pluck()
    .get(collection, pagePath) as string | undefined;
}

/** A unique temporary file name next to the target (same filesystem, so rename is atomic). */
export function temporaryPath(target: string): string {
  return path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`,
  );
}

/** Moves the finished file into place: readers holding the old file keep it until they reopen. */
export function swapInto(tempFile: string, target: string): void {
  fs.renameSync(tempFile, target);
}

export function removeQuietly(file: string): void {
  try {
    fs.rmSync(file, { force: true });
  } catch {
    // a leftover temporary file is harmless
  }
}
