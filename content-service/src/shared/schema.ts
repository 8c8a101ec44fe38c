/**
 * Table layout of a collection, from the column list in the shell kit: JSON as TEXT,
 * booleans as INTEGER 0/1, dates as TEXT. The same statements create the table in
 * better-sqlite3 and, through the dump, in sql.js.
 */
import { collectionColumns, tableName, type ColumnKind } from '@site/contracts';

const SQL_TYPE: Record<ColumnKind, string> = {
  string: 'TEXT',
  json: 'TEXT',
  boolean: 'INTEGER',
  date: 'TEXT',
  number: 'NUMERIC',
};

export interface TableSchema {
  collection: string;
  table: string;
  columns: Array<{ name: string; kind: ColumnKind }>;
  createSql: string;
  indexSql: string[];
  /** Inserts a row at a given rowid (the first value): rowids keep the collection's reading order (ROW_GAP). */
  insertSql: string;
  /** Rewrites a row in place by id (the last value), keeping its rowid and so its place in the order. */
  updateSql: string;
  /** Hash input for the structure version: changes when the columns do. */
  structure: string;
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
  const defs = columns.map((c) => `"${c.name}" ${SQL_TYPE[c.kind]}${c.name === 'id' ? ' PRIMARY KEY' : ''}`);
  const schema: TableSchema = {
    collection,
    table,
    columns,
    createSql: `CREATE TABLE ${table} (${defs.join(', ')})`,
    indexSql: ['path', 'stem'].map((col) => `CREATE INDEX ${table}_${col} ON ${table} ("${col}")`),
    insertSql: `INSERT INTO ${table} (rowid, ${columns.map((c) => `"${c.name}"`).join(', ')}) VALUES (?, ${columns.map(() => '?').join(', ')})`,
    updateSql: `UPDATE ${table} SET ${columns.map((c) => `"${c.name}" = ?`).join(', ')} WHERE id = ?`,
    structure: defs.join(','),
  };
  cache.set(collection, schema);
  return schema;
}

export type SqlValue = string | number | null;

/** A row's values in column order, encoded for SQLite. */
export function encodeRow(schema: TableSchema, row: Record<string, unknown>): SqlValue[] {
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
