/**
 * The SQL dump of a collection: the statements that recreate its table in sql.js (or in the
 * reference module's client), served as sql_dump.txt in the reference's format: base64 of
 * gzip of a JSON array of statements (dump-stream.ts encodes it). Values are written as
 * literals; line breaks inside text become `char(10)`, so that each statement is one line.
 */
import { createHash } from 'node:crypto';
import type { SqlValue, TableSchema } from './schema.ts';

function sqlValueLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  const quoted = `'${value.replace(/\0/g, '').replace(/'/g, "''")}'`;
  if (!/[\r\n]/.test(value)) return quoted;
  return quoted.replace(
    /\r\n|\r|\n/g,
    (br) => `'${br === '\r\n' ? ' || char(13, 10)' : br === '\r' ? ' || char(13)' : ' || char(10)'} || '`,
  );
}

export function insertLine(schema: TableSchema, values: SqlValue[]): string {
  return `INSERT INTO ${schema.table} VALUES (${values.map(sqlValueLiteral).join(', ')});`;
}

/**
 * Every statement of the reference dump ends with ` -- {tag}`: `structure` (table and index
 * definitions), `meta` (the checksum row) or the row's hash. A consumer written for it (the
 * reference module's server import, checkAndImportDatabaseIntegrity) takes the text after the
 * last ` -- ` as the tag and runs what comes before it: a line without a tag would run as an
 * empty statement and its row would be lost. A row's tag is a hash of its statement.
 */
function tagged(statement: string, tag: string): string {
  return `${statement} -- ${tag}`;
}

/** A row's hash: of its INSERT statement (the collection version is made of these too). */
export function rowHash(line: string): string {
  return createHash('sha1').update(line).digest('hex');
}

/** What the dump's info row says about the collection (the reference's `_content_info` row). */
export interface DumpInfo {
  collection: string;
  /** The checksum a client compares with the version it expects before reloading. */
  version: string;
  structureVersion: string;
}

const INFO_TABLE = '_content_info';

/**
 * The statements of a collection's dump in the reference module's order (nuxt/content v3,
 * processCollectionItems in src/module.ts): the info table and the collection's checksum
 * row first (not ready), then the table, its rows and indexes, then the row marked ready,
 * each statement tagged as the reference tags it (`tagged`).
 * A client reads `SELECT * FROM _content_info WHERE id = 'checksum_{collection}'` to know
 * which version it holds.
 */
export function* dumpStatements(schema: TableSchema, info: DumpInfo, rows: Iterable<SqlValue[]>): Generator<string> {
  const id = sqlValueLiteral(`checksum_${info.collection}`);
  yield tagged(
    `CREATE TABLE IF NOT EXISTS ${INFO_TABLE} (id TEXT PRIMARY KEY, "ready" BOOLEAN, "structureVersion" VARCHAR, "version" VARCHAR);`,
    'structure',
  );
  yield tagged(
    `INSERT OR REPLACE INTO ${INFO_TABLE} VALUES (${id}, false, ${sqlValueLiteral(info.structureVersion)}, ${sqlValueLiteral(info.version)});`,
    'meta',
  );
  yield tagged(`DROP TABLE IF EXISTS ${schema.table};`, 'structure');
  yield tagged(`${schema.createSql};`, 'structure');
  for (const values of rows) {
    const line = insertLine(schema, values);
    yield tagged(line, rowHash(line));
  }
  for (const index of schema.indexSql) yield tagged(`${index};`, 'structure');
  yield tagged(`UPDATE ${INFO_TABLE} SET ready = true WHERE id = ${id};`, 'meta');
}

/** `v3.5.0--{hash}` (spec §9) from the hashes of the collection's structure and rows, in order. */
export function collectionVersion(structure: string, rowHashes: Iterable<string>): string {
  const hash = createHash('sha256').update(structure);
  for (const h of rowHashes) hash.update(h);
  return `v3.5.0--${hash.digest('hex').slice(0, 12)}`;
}
