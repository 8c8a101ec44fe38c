/**
 * A client of content-service written the way a stranger would write it from the reference
 * content module (nuxt/content v3), without any of this project's code: it fetches
 * `sql_dump.txt` as the reference's `fetchDatabase` does, decompresses it as its
 * `decompressSQLDump` does (base64, then a gzip DecompressionStream, then JSON), imports it
 * as its server-side `checkAndImportDatabaseIntegrity` does (in place, by row hash, when the
 * structure version is unchanged) or as its browser `loadCollectionDatabase` does (the whole
 * dump, comments and all), and refines rows as its `refineContentFields` does. Its only
 * knowledge of the site is what the reference's manifest would give it: the expected
 * versions (from `/api/content/info`) and each collection's field types.
 */
import type BetterSqlite from 'better-sqlite3';
import type { BindParams, Database as SqlJsDatabase } from 'sql.js';
import { collectionColumns } from '@site/contracts';

/** The few calls both engines offer (better-sqlite3 and sql.js, wrapped below). */
export interface SqlEngine {
  exec(sql: string, params?: unknown[]): void;
  all(sql: string, params?: unknown[]): Array<Record<string, unknown>>;
}

export function fromBetterSqlite(db: BetterSqlite.Database): SqlEngine {
  return {
    exec: (sql, params = []) => {
      // better-sqlite3 prepares one statement; a dump line with its trailing comment is one.
      if (params.length) db.prepare(sql).run(...params);
      else db.exec(sql);
    },
    all: (sql, params = []) => db.prepare(sql).all(...params) as Array<Record<string, unknown>>,
  };
}

export function fromSqlJs(db: SqlJsDatabase): SqlEngine {
  return {
    exec: (sql, params) => void db.run(sql, params as BindParams),
    all: (sql, params) => {
      const [result] = db.exec(sql, params as BindParams);
      return result ? result.values.map((v) => Object.fromEntries(result.columns.map((c, i) => [c, v[i]]))) : [];
    },
  };
}

/** The reference's database version: a checksum row of another prefix is from an unsupported format. */
const DATABASE_VERSION = 'v3.5.0';

export interface Expected {
  version: string;
  structureVersion: string;
}

export interface DumpResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** GET sql_dump.txt as the reference's fetchDatabase asks for it (text, its `v`). */
export async function fetchDump(base: string, collection: string, version: string, init: RequestInit = {}): Promise<DumpResponse> {
  const res = await fetch(`${base}/__nuxt_content/${collection}/sql_dump.txt?v=${encodeURIComponent(version)}`, {
    ...init,
    headers: { 'content-type': 'text/plain', ...init.headers },
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** base64 → gzip → JSON array of statements, with the web platform's own streams. */
export async function decompressDump(text: string): Promise<string[]> {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const stream = new Response(new Blob([bytes])).body!.pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text()) as string[];
}

export interface ImportReport {
  /** Whether the dump was read at all (false: the database already held the expected version). */
  loaded: boolean;
  /** Whether rows were updated in place (the structure version was unchanged). */
  inPlace: boolean;
  /** Rows deleted because the new dump no longer lists their hash. */
  deleted: number;
  /** Statements run (without their tag). */
  ran: string[];
  /** Statements that failed: the reference logs them and goes on. */
  failed: string[];
  /** The info row's version after the import equals the expected one. */
  ok: boolean;
}

const tagOf = (line: string) => line.split(' -- ').pop()!;

/**
 * The reference's server-side import: keep the table when its version is current; else, with
 * an unchanged structure, delete the rows whose hash the dump lacks and run only the lines
 * whose tag (structure lines aside) the table does not hold yet; with a changed structure,
 * drop the table and run every line.
 */
export async function importLikeServer(
  db: SqlEngine,
  collection: string,
  expected: Expected,
  loadDump: () => Promise<string[]>,
): Promise<ImportReport> {
  const table = `_content_${collection}`;
  const id = `checksum_${collection}`;
  let before: Record<string, unknown> | undefined;
  try {
    before = db.all('SELECT * FROM _content_info WHERE id = ?', [id])[0];
  } catch {
    before = undefined;
  }
  if (before?.version && !String(before.version).startsWith(`${DATABASE_VERSION}--`)) {
    db.exec('DROP TABLE IF EXISTS _content_info');
    before = { ...before, version: '' };
  }
  const inPlace = before?.structureVersion === expected.structureVersion;
  if (before?.version) {
    if (before.version === expected.version && before.ready) return { loaded: false, inPlace, deleted: 0, ran: [], failed: [], ok: true };
    db.exec('DELETE FROM _content_info WHERE id = ?', [id]);
    if (!inPlace) db.exec(`DROP TABLE IF EXISTS ${table}`);
  }
  const dump = await loadDump();
  const tags = dump.map(tagOf);
  let held = new Set<string>();
  let deleted = 0;
  if (inPlace) {
    const wanted = new Set(tags);
    held = new Set(db.all(`SELECT __hash__ FROM ${table}`).map((r) => String(r.__hash__)));
    const gone = [...held].filter((h) => !wanted.has(h));
    if (gone.length) db.exec(`DELETE FROM ${table} WHERE __hash__ IN (${gone.map(() => '?').join(',')})`, gone);
    deleted = gone.length;
  }
  const ran: string[] = [];
  const failed: string[] = [];
  dump.forEach((line, i) => {
    const tag = tags[i]!;
    if (inPlace && (tag === 'structure' || held.has(tag))) return;
    const statement = line.slice(0, line.length - tag.length - 4);
    try {
      db.exec(statement);
      ran.push(statement);
    } catch (err) {
      failed.push(`${statement.slice(0, 120)}: ${(err as Error).message}`);
    }
  });
  const after = db.all('SELECT version FROM _content_info WHERE id = ?', [id])[0];
  return { loaded: true, inPlace, deleted, ran, failed, ok: after?.version === expected.version };
}

/** The reference's browser import: unless the checksum row matches, drop the table and run every line whole. */
export async function importLikeBrowser(
  db: SqlEngine,
  collection: string,
  expectedVersion: string,
  loadDump: () => Promise<string[]>,
): Promise<{ loaded: boolean; failed?: string[] }> {
  const id = `checksum_${collection}`;
  let state: 'matched' | 'mismatch' | 'missing' = 'matched';
  try {
    if (db.all(`SELECT * FROM _content_info where id = '${id}'`)[0]?.version !== expectedVersion) state = 'mismatch';
  } catch {
    state = 'missing';
  }
  if (state === 'matched') return { loaded: false, failed: [] };
  const dump = await loadDump();
  db.exec(`DROP TABLE IF EXISTS _content_${collection}`);
  if (state === 'mismatch') db.exec(`DELETE FROM _content_info WHERE id = '${id}'`);
  const failed: string[] = [];
  for (const line of dump) {
    try {
      db.exec(line);
    } catch (err) {
      failed.push(`${line.slice(0, 120)}: ${(err as Error).message}`);
    }
  }
  return { loaded: true, failed };
}

/** The reference's refineContentFields, from the field types its manifest lists for the table in FROM. */
export function refineRow(sql: string, row: Record<string, unknown>): Record<string, unknown> {
  const table = /FROM\s+(\w+)/.exec(sql)?.[1] ?? '';
  const fields: Record<string, string> = collectionColumns(table.replace(/^_content_/, ''));
  const item = { ...row };
  for (const key in item) {
    if (fields[key] === 'json' && item[key] && item[key] !== 'undefined') item[key] = JSON.parse(String(item[key]));
    if (fields[key] === 'boolean' && item[key] !== 'undefined') item[key] = Boolean(item[key]);
  }
  for (const key in item) if (item[key] === 'NULL') item[key] = undefined;
  return item;
}
