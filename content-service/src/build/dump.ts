/**
 * The SQL dump of a collection: the statements that recreate its table in sql.js, one per
 * line (DROP, CREATE, one INSERT per row, CREATE INDEX). Values are written as literals;
 * line breaks inside text become `char(10)` so that every statement stays on one line.
 */
import { createHash } from 'node:crypto';
import type { SqlValue, TableSchema } from './schema.ts';

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

export function insertLine(schema: TableSchema, values: SqlValue[]): string {
  return `INSERT INTO ${schema.table} VALUES (${values.map(sqlValueLiteral).join(', ')});`;
}

/** The dump's lines, each with its line break: the same text as dumpText, one line at a time. */
export function* dumpLines(schema: TableSchema, rows: Iterable<SqlValue[] | null>): Generator<string> {
  yield `DROP TABLE IF EXISTS ${schema.table};\n`;
  yield `${schema.createSql};\n`;
  for (const values of rows) yield `${insertLine(schema, values!)}\n`;
  for (const index of schema.indexSql) yield `${index};\n`;
}

export function dumpText(schema: TableSchema, insertLines: Iterable<string>): string {
  const lines = [`DROP TABLE IF EXISTS ${schema.table};`, `${schema.createSql};`];
  for (const line of insertLines) lines.push(line);
  for (const index of schema.indexSql) lines.push(`${index};`);
  return lines.join('\n') + '\n';
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `v3.5.0--{hash}` (spec §9) from the hashes of the collection's structure and rows, in order. */
export function collectionVersion(structure: string, rowHashes: Iterable<string>): string {
  const hash = createHash('sha256').update(structure);
  for (const h of rowHashes) hash.update(h);
  return `v3.5.0--${hash.digest('hex').slice(0, 12)}`;
}
