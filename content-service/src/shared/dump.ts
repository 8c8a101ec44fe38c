/**
 * The SQL dump of a collection: the statements that recreate its table in sql.js (or in the
 * reference module's client), served as sql_dump.txt in the reference's format: base64 of
 * gzip of a JSON array of statements (dump-stream.ts encodes it). Values are written as
 * literals; line breaks inside text become `char(10)`, so that each statement is one line.
 */
import { createHash } from 'node:crypto';
import { HASH_COLUMN, INFO_CREATE_SQL, INFO_TABLE, infoValues, sqlValueLiteral, type SqlValue, type TableSchema } from './schema.ts';

function insertLine(schema: TableSchema, values: SqlValue[]): string {
  return `INSERT INTO ${schema.table} VALUES (${values.map(sqlValueLiteral).join(', ')});`;
}

/**
 * Every statement of the reference dump ends with ` -- {tag}`: `structure` (table and index
 * definitions), `meta` (the checksum row) or the row's hash. A consumer written for it (the
 * reference module's server import, checkAndImportDatabaseIntegrity) takes the text after the
 * last ` -- ` as the tag and runs what comes before it: a line without a tag would run as an
 * empty statement and its row would be lost. When the structure version it holds is the
 * dump's, it skips the `structure` lines, deletes the rows whose `__hash__` no line carries
 * and runs only the INSERTs whose tag it does not hold: so a row's tag is its `__hash__`.
 */
function tagged(statement: string, tag: string): string {
  return `${statement} -- ${tag}`;
}

/** What the dump's info row says about the collection (the reference's `_content_info` row). */
export interface DumpInfo {
  collection: string;
  /** The checksum a client compares with the version it expects before reloading. */
  version: string;
  structureVersion: string;
}

/**
 * The statements of a collection's dump in the reference module's order (nuxt/content v3,
 * processCollectionItems in src/module.ts): the info table and the collection's checksum
 * row first (not ready), then the table, its rows and indexes, then the row marked ready,
 * each statement tagged as the reference tags it (`tagged`).
 * A client reads `SELECT * FROM _content_info WHERE id = 'checksum_{collection}'` to know
 * which version it holds.
 */
export function* dumpStatements(schema: TableSchema, info: DumpInfo, rows: Iterable<SqlValue[]>): Generator<string> {
  const [id, , structureVersion, version] = infoValues({ ...info, ready: false }).map(sqlValueLiteral);
  yield tagged(`${INFO_CREATE_SQL};`, 'structure');
  // The columns are named and `__hash__` left out: a client that imported this service's
  // earlier dumps keeps their four-column info table (a `structure` line, skipped or
  // `IF NOT EXISTS`), where five values would fail and leave it on the old version for
  // good. `ready` is written `false`, as the reference writes it.
  yield tagged(
    `INSERT OR REPLACE INTO ${INFO_TABLE} (id, "ready", "structureVersion", "version") VALUES (${id}, false, ${structureVersion}, ${version});`,
    'meta',
  );
  yield tagged(`DROP TABLE IF EXISTS ${schema.table};`, 'structure');
  yield tagged(`${schema.createSql};`, 'structure');
  const hashAt = schema.columns.length;
  for (const values of rows) {
    const hash = values[hashAt];
    if (typeof hash !== 'string') throw new Error(`a row of ${schema.table} has no ${HASH_COLUMN}`);
    yield tagged(insertLine(schema, values), hash);
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
