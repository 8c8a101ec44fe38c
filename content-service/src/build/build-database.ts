/**
 * The new database of a full build, written while the content is parsed: each page's row,
 * raw source and search sections go in as soon as the page is parsed (in reading order,
 * so rows keep the order a collection lists them in), and the page drops them. The build
 * never holds the corpus's rows, text or sections at once; the dumps, the sections output
 * and llms-full.txt are read back from the file. The
 * file is a temporary one beside the live database, swapped in only when the build
 * succeeds; a failed build deletes it and the live database keeps serving.
 */
import fs from 'node:fs';
import type Database from 'better-sqlite3';
import {
  createCollectionTable,
  createInternalTables,
  openForWrite,
  putRaw,
  putSections,
  preparedStatement,
  putOutput,
  readRaw,
  readSections,
  removeQuietly,
  rowsInOrder,
  swapInto,
  temporaryPath,
  type OutputRecord,
} from '../shared/database.ts';
import { contentEvents } from '../shared/events.ts';
import { ROW_GAP, tableSchema, type SqlValue, type TableSchema } from '../shared/schema.ts';
import { markWritten, unwrittenSources, type EncodedPage } from './encode-page.ts';
import type { ParsedPage } from './page.ts';

export class BuildDatabase {
  private closed = false;
  /** Rows inserted so far (all collections): the next row's place in reading order. */
  private inserted = 0;

  private constructor(
    readonly db: Database.Database,
    private readonly tempFile: string,
    private readonly dbPath: string,
  ) {}

  /** A new database beside `dbPath` with every collection's table, ready for rows. */
  static create(dbPath: string, dataDir: string, collections: readonly string[]): BuildDatabase {
    fs.mkdirSync(dataDir, { recursive: true });
    const tempFile = temporaryPath(dbPath);
    const db = openForWrite(tempFile);
    try {
      createInternalTables(db);
      for (const collection of collections) createCollectionTable(db, tableSchema(collection));
      // One transaction for the whole build: the file only becomes live once renamed.
      db.exec('BEGIN');
    } catch (err) {
      db.close();
      removeQuietly(tempFile);
      throw err;
    }
    return new BuildDatabase(db, tempFile, dbPath);
  }

  /** Writes a parsed page's row, raw source and sections, then drops them from the page. */
  insert(page: ParsedPage, encoded: EncodedPage): void {
    const { collection, path, stem } = page.source;
    preparedStatement(this.db, tableSchema(collection).insertSql).run(++this.inserted * ROW_GAP, ...encoded.values!);
    const { raw, sections } = unwrittenSources(page, encoded);
    putRaw(this.db, collection, path, stem, raw);
    putSections(this.db, collection, path, stem, sections);
    markWritten(page, encoded);
  }

  /** A written page's raw source (undefined when no page has that path). */
  rawSource(collection: string, pagePath: string): string | undefined {
    return readRaw(this.db, collection, pagePath);
  }

  /** A written page's search sections as JSON array items ('' for none). */
  sections(collection: string, pagePath: string): string {
    return readSections(this.db, collection, pagePath) ?? '';
  }

  /** Writes finished outputs (compressed already, where they are to be). */
  store(records: OutputRecord[]): void {
    for (const record of records) putOutput(this.db, record);
  }

  /** A table's rows in insertion order, read in batches; `where`: a condition on them. */
  rows(schema: TableSchema, where = ''): Generator<SqlValue[]> {
    return rowsInOrder(this.db, schema, where);
  }

  /** Commits, closes and swaps the file in as the live database. */
  swapIn(): void {
    this.db.exec('COMMIT');
    this.close();
    swapInto(this.tempFile, this.dbPath);
    contentEvents.emit('swap', { dbPath: this.dbPath });
  }

  /** Drops the file (a failed build). */
  discard(): void {
    this.close();
    removeQuietly(this.tempFile);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}
