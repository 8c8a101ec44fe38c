/**
 * Table layout of a collection, from the column list in the shell kit: JSON as TEXT,
 * booleans as INTEGER 0/1, dates as TEXT, then the reference module's `__hash__` column.
 * The same statements create the table in better-sqlite3 and, through the dump, in sql.js
 * or in a client written for the reference module.
 */
import { createHash } from 'node:crypto';
import { collectionColumns, tableName, type ColumnKind } from '@site/contracts';

const SQL_TYPE: Record<ColumnKind, string> = {
  string: 'TEXT',
  json: 'TEXT',
  boolean: 'INTEGER',
  date: 'TEXT',
  number: 'NUMERIC',
};

/**
 * The last column of every table, as the reference module (nuxt/content v3) writes it: a
 * hash of the row's values, unique, and the tag of the row's line in the dump. A client
 * that holds an older version updates its table in place by these hashes: it deletes the
 * rows whose hash the new dump does not list and runs only the lines whose tag it lacks.
 */
export const HASH_COLUMN = '__hash__';
const HASH_DEFINITION = `"${HASH_COLUMN}" TEXT UNIQUE`;

/** The reference's info table: one row per collection, `checksum_{collection}`, in the dump and in the built database. */
export const INFO_TABLE = '_content_info';
export const INFO_CREATE_SQL = `CREATE TABLE IF NOT EXISTS ${INFO_TABLE} (id TEXT PRIMARY KEY, "ready" BOOLEAN, "structureVersion" VARCHAR, "version" VARCHAR, ${HASH_DEFINITION})`;
const INFO_ID_PREFIX = 'checksum_';

/** The info row of a collection, in table order (its hash last). */
export function infoValues(info: { collection: string; ready: boolean; structureVersion: string; version: string }): SqlValue[] {
  const values = [`${INFO_ID_PREFIX}${info.collection}`, info.ready ? 1 : 0, info.structureVersion, info.version];
  return [...values, valuesHash(INFO_TABLE, values)];
}

/** The collection an info row's id names (null for a row of another kind). */
export function infoCollection(id: string): string | null {
  return id.startsWith(INFO_ID_PREFIX) ? id.slice(INFO_ID_PREFIX.length) : null;
}

export interface TableSchema {
  collection: string;
  table: string;
  /** The content columns, in table order; the table ends with HASH_COLUMN after them. */
  columns: Array<{ name: string; kind: ColumnKind }>;
  createSql: string;
  indexSql: string[];
  /** Inserts a row at a given rowid (the first value): rowids keep the collection's reading order (ROW_GAP). */
  insertSql: string;
  /** Rewrites a row in place by id (the last value), keeping its rowid and so its place in the order. */
  updateSql: string;
  /** Hash input for the collection version: changes when the columns do. */
  structure: string;
  /**
   * The `structureVersion` of the collection's info row: a client holding another one drops
   * its table and loads the dump whole; holding this one, it may update its rows in place.
   */
  structureVersion: string;
}

/**
 * Rows are stored in reading order, which is what queries without ORDER BY and the dumps
 * return. A full build numbers them ROW_GAP apart, so a dev rebuild puts an added page
 * between its neighbours without renumbering the table (16 additions at one place before a
 * gap runs out; then the table is built again in full).
 */
export const ROW_GAP = 1 << 16;

const cache = new Map<string, TableSchema>();

export function tableSchema(collection: string): TableSchema {
  const cached = cache.get(collection);
  if (cached) return cached;
  const table = tableName(collection);
  const columns = Object.entries(collectionColumns(collection)).map(([name, kind]) => ({ name, kind }));
  const defs = [...columns.map((c) => `"${c.name}" ${SQL_TYPE[c.kind]}${c.name === 'id' ? ' PRIMARY KEY' : ''}`), HASH_DEFINITION];
  const names = [...columns.map((c) => c.name), HASH_COLUMN].map((name) => `"${name}"`);
  const schema: TableSchema = {
    collection,
    table,
    columns,
    createSql: `CREATE TABLE ${table} (${defs.join(', ')})`,
    indexSql: ['path', 'stem'].map((col) => `CREATE INDEX ${table}_${col} ON ${table} ("${col}")`),
    insertSql: `INSERT INTO ${table} (rowid, ${names.join(', ')}) VALUES (?, ${names.map(() => '?').join(', ')})`,
    updateSql: `UPDATE ${table} SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`,
    structure: defs.join(','),
    structureVersion: createHash('sha1').update(defs.join(',')).digest('hex').slice(0, 12),
  };
  cache.set(collection, schema);
  return schema;
}

export type SqlValue = string | number | null;

/** A row's values in table order, encoded for SQLite, its hash (HASH_COLUMN) last. */
export function encodeRow(schema: TableSchema, row: Record<string, unknown>): SqlValue[] {
  const values = contentValues(schema, row);
  return [...values, valuesHash(schema.table, values)];
}

/** The literal a dump writes for a value: line breaks become char(), so each statement is one line. */
export function sqlValueLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  const quoted = `'${value.replace(/\0/g, '').replace(/'/g, "''")}'`;
  if (!/[\r\n]/.test(value)) return quoted;
  return quoted.replace(
    /\r\n|\r|\n/g,
    (br) => `'${br === '\r\n' ? ' || char(13, 10)' : br === '\r' ? ' || char(13)' : ' || char(10)'} || '`,
  );
}

/** A row's hash: of its values as the dump writes them, with the table's name (unique: ids are). */
function valuesHash(table: string, values: SqlValue[]): string {
  return createHash('sha1')
    .update(`${table} (${values.map(sqlValueLiteral).join(', ')})`)
    .digest('hex');
}

function contentValues(schema: TableSchema, row: Record<string, unknown>): SqlValue[] {
  return schema.columns.map(({ name, kind }) => {
    const value = row[name];
    if (value === undefined || value === null) return kind === 'json' ? 'null' : null;
    switch (kind) {
      case 'json':
        return JSON.stringify(value);
      case 'boolean':
        return value ? 1 : 0;
      case 'number':
        return typeof value === 'number' ? value : Number(value);
      case 'date':
        return value instanceof Date ? value.toISOString() : String(value);
      default:
        return typeof value === 'string' ? value : JSON.stringify(value);
    }
  });
}
