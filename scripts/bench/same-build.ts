/**
 * Whether two content databases hold the same build: every table, row by row and byte by
 * byte (compressed outputs included); only the build time inside the info output (and its
 * compressed copies) may differ. A collection's rows are compared in stored order (what a
 * query without ORDER BY and the dump return); the internal tables, read only by key, in
 * key order. Used to check that a change to the build
 * leaves its output identical: build the same content with the old and the new code, then
 *
 *   node --import tsx scripts/bench/same-build.ts <before.sqlite> <after.sqlite>
 *
 * prints each difference (at most 20) and exits with 1 when there is one.
 */
import Database from 'better-sqlite3';
import { GLOBAL, INFO_TABLE, OUTPUTS_TABLE } from '../../content-service/src/shared/database.ts';

type Row = Record<string, unknown>;

const MAX_SHOWN = 20;

function tables(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>).map(
    (t) => t.name,
  );
}

function schemaOf(db: Database.Database): string[] {
  return (db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all() as Array<Row>).map((r) => JSON.stringify(r));
}

/** The info output without its build time (the one value two builds of the same content may not share). */
function comparable(table: string, row: Row): Row {
  if (table !== OUTPUTS_TABLE || row.collection !== GLOBAL || row.kind !== 'info') return row;
  const info = JSON.parse(Buffer.from(row.body as Buffer).toString()) as Record<string, unknown>;
  delete info.builtAt;
  return { ...row, body: JSON.stringify(info), br: null, gzip: null };
}

/** Stored order for a collection's rows, key order for a table read by key. */
function orderOf(db: Database.Database, table: string): string {
  if (table.startsWith('_content_') && table !== INFO_TABLE) return 'rowid';
  const key = (db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string; pk: number }>)
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => `"${c.name}"`);
  return key.length > 0 ? key.join(', ') : 'rowid';
}

function same(a: unknown, b: unknown): boolean {
  if (Buffer.isBuffer(a) && Buffer.isBuffer(b)) return a.equals(b);
  return a === b;
}

function describe(value: unknown): string {
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text;
}

/** Every difference between the two files, described in a line each. */
export function buildDifferences(beforeFile: string, afterFile: string): string[] {
  const before = new Database(beforeFile, { readonly: true });
  const after = new Database(afterFile, { readonly: true });
  const found: string[] = [];
  try {
    const schemaA = schemaOf(before);
    const schemaB = schemaOf(after);
    for (const s of schemaA) if (!schemaB.includes(s)) found.push(`schema only before: ${s}`);
    for (const s of schemaB) if (!schemaA.includes(s)) found.push(`schema only after: ${s}`);
    for (const table of tables(before).filter((t) => tables(after).includes(t))) {
      const read = (db: Database.Database) =>
        db.prepare(`SELECT * FROM "${table}" ORDER BY ${orderOf(db, table)}`).iterate() as IterableIterator<Row>;
      const rowsA = read(before);
      const rowsB = read(after);
      for (let i = 0; ; i++) {
        const a = rowsA.next();
        const b = rowsB.next();
        if (a.done || b.done) {
          if (!a.done || !b.done) found.push(`${table}: ${a.done ? 'more' : 'fewer'} rows after (from row ${i})`);
          rowsA.return?.();
          rowsB.return?.();
          break;
        }
        const rowA = comparable(table, a.value);
        const rowB = comparable(table, b.value);
        for (const column of Object.keys(rowA)) {
          if (!same(rowA[column], rowB[column])) {
            found.push(
              `${table} row ${i} (${describe(rowA.id ?? rowA.collection)} ${describe(rowA.kind ?? rowA.path ?? '')}) ${column}: ${describe(rowA[column])} → ${describe(rowB[column])}`,
            );
          }
        }
      }
    }
  } finally {
    before.close();
    after.close();
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  if (!beforeFile || !afterFile) throw new Error('usage: same-build.ts <before.sqlite> <after.sqlite>');
  const differences = buildDifferences(beforeFile, afterFile);
  for (const line of differences.slice(0, MAX_SHOWN)) console.log(line);
  if (differences.length > MAX_SHOWN) console.log(`… and ${differences.length - MAX_SHOWN} more`);
  console.log(differences.length === 0 ? 'same build' : `${differences.length} differences`);
  process.exit(differences.length === 0 ? 0 : 1);
}
