/**
 * Browser content transport. Queries go to POST /__nuxt_content/{collection}/query at first;
 * once a collection has been queried, its dump is loaded in idle time and later queries run
 * locally in sql.js — the database is only loaded when a reader keeps navigating, never on
 * the first page view. Without WebAssembly, every query stays on the network.
 *
 * The dump is the reference module's sql_dump.txt (base64 of gzip of a JSON array of
 * statements whose first rows are the `_content_info` checksum row), loaded as the
 * reference client does (nuxt/content v3, loadCollectionDatabase in
 * src/runtime/internal/database.client.ts): it is kept in localStorage under the same keys
 * (`content_checksum_{collection}`, `content_collection_{collection}`), so a later visit with
 * an unchanged checksum loads it without a download, and a loaded database whose checksum
 * row matches the expected version is never reloaded. Rows read locally are decoded exactly
 * like the server's (decodeRow), so both paths give the same rows.
 */
import { decodeRow } from '../shared/collections.ts';
import { CONTENT_VERSION_HEADER, ContentRequestError, contentApi, type ContentTransport } from '../shared/content-client.ts';

interface SqlJsDatabase {
  exec(sql: string): Array<{ columns: string[]; values: unknown[][] }>;
  close(): void;
}

interface LocalDb {
  /** The checksum row of the loaded dump. */
  version: string;
  db: SqlJsDatabase;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BrowserTransportOptions {
  /** Current version per collection (from the page state). */
  versions: Record<string, string>;
  /** URL of sql.js's wasm file, served by this site. */
  wasmUrl: string;
  /** Origin of the content API (default: this page's origin, relative URLs). */
  baseUrl?: string;
  /**
   * Set false to never load dumps (tests, data-saver); a function decides per collection at
   * the time the dump would load (the shell loads only the visited locale's docs dump:
   * another locale's docs are queried over the network until the reader switches to it).
   */
  localDatabase?: boolean | ((collection: string) => boolean);
  /** Where dumps are kept across visits (default localStorage when the browser allows it). */
  storage?: KeyValueStore | null;
  /** Runs the dump load when the page is idle (default requestIdleCallback, else a short timeout). */
  schedule?: (task: () => void) => void;
  /** Called when a collection's local database is ready (or failed: `error`). */
  onLocalDatabase?: (event: { collection: string; version: string; downloaded: boolean; error?: Error }) => void;
}

async function request(input: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (!res.ok) {
    let message = `Content request failed with ${res.status}`;
    let code: string | undefined;
    try {
      const body = (await res.json()) as { message?: string; code?: string };
      message = body.message ?? message;
      code = body.code;
    } catch {
      // not JSON
    }
    throw new ContentRequestError(message, res.status, code);
  }
  return res;
}

/** The statements of a dump: base64 → gzip → JSON array (the reference's decompressSQLDump). */
export async function decodeDumpText(text: string): Promise<string[]> {
  const binary = Uint8Array.from(atob(text.trim()), (c) => c.charCodeAt(0));
  const stream = new Blob([binary]).stream().pipeThrough(new DecompressionStream('gzip'));
  const statements: unknown = JSON.parse(await new Response(stream).text());
  if (!Array.isArray(statements) || !statements.every((s) => typeof s === 'string')) {
    throw new Error('the dump is not a JSON array of SQL statements');
  }
  return statements;
}

function defaultStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'object' ? localStorage : null;
  } catch {
    // Storage can be blocked (privacy settings): then every visit downloads.
    return null;
  }
}

function defaultSchedule(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 200);
}

const checksumKey = (collection: string) => `content_checksum_${collection}`;
const dumpKey = (collection: string) => `content_collection_${collection}`;

export function createBrowserTransport(opts: BrowserTransportOptions): ContentTransport {
  const versions = { ...opts.versions };
  const local = new Map<string, LocalDb>();
  const loading = new Map<string, Promise<void>>();
  const canUseWasm = opts.localDatabase !== false && typeof WebAssembly === 'object';
  const wantsDump = typeof opts.localDatabase === 'function' ? opts.localDatabase : () => true;
  const storage = opts.storage === undefined ? defaultStorage() : opts.storage;
  const schedule = opts.schedule ?? defaultSchedule;
  const base = (opts.baseUrl ?? '').replace(/\/$/, '');
  let sqlJs: Promise<{ Database: new (data?: Uint8Array) => SqlJsDatabase }> | null = null;

  const loadSqlJs = () => {
    sqlJs ??= import('sql.js').then(({ default: init }) => init({ locateFile: () => opts.wasmUrl }) as never);
    return sqlJs;
  };

  /** The dump kept from an earlier visit, when its checksum is the expected version. */
  const storedDump = (collection: string, version: string): string | null => {
    try {
      return storage?.getItem(checksumKey(collection)) === version ? storage.getItem(dumpKey(collection)) : null;
    } catch {
      return null;
    }
  };

  const keepDump = (collection: string, version: string, text: string) => {
    try {
      storage?.setItem(dumpKey(collection), text);
      storage?.setItem(checksumKey(collection), version);
    } catch {
      // Over quota: drop the partial entry; the dump is downloaded again next visit.
      try {
        storage?.removeItem(dumpKey(collection));
        storage?.removeItem(checksumKey(collection));
      } catch {
        // nothing more to do
      }
    }
  };

  const loadDump = (collection: string, version: string) => {
    const key = `${collection}@${version}`;
    if (loading.has(key) || local.get(collection)?.version === version) return;
    let downloaded = false;
    const task = (async () => {
      let text = storedDump(collection, version);
      const SQL = loadSqlJs();
      if (text === null) {
        text = await (await request(base + contentApi.dump(collection, version))).text();
        downloaded = true;
      }
      const statements = await decodeDumpText(text);
      const db = new (await SQL).Database();
      for (const statement of statements) db.exec(statement);
      const [info] = db.exec(`SELECT version FROM _content_info WHERE id = 'checksum_${collection.replace(/'/g, "''")}'`);
      const checksum = String(info?.values[0]?.[0] ?? '');
      // Kept across visits only when it is the public dump of the expected version (a
      // preview dump says otherwise in its checksum row).
      if (downloaded && checksum === version) keepDump(collection, version, text);
      if (versions[collection] === version) {
        local.get(collection)?.db.close();
        local.set(collection, { version, db });
      } else db.close();
      opts.onLocalDatabase?.({ collection, version, downloaded });
    })().catch((err: unknown) => {
      // The network path keeps working; a failed dump only costs speed.
      loading.delete(key);
      console.warn(`[content] local database for ${collection} unavailable: ${(err as Error).message}`);
      opts.onLocalDatabase?.({ collection, version, downloaded, error: err as Error });
    });
    loading.set(key, task);
  };

  const scheduleDump = (collection: string) => {
    const version = versions[collection];
    if (!canUseWasm || !version || local.get(collection)?.version === version || !wantsDump(collection)) return;
    schedule(() => loadDump(collection, version));
  };

  return {
    async query(collection, sql) {
      const db = local.get(collection);
      if (db && db.version === versions[collection]) {
        const [result] = db.db.exec(sql);
        if (!result) return [];
        return result.values.map((values) => decodeRow(collection, Object.fromEntries(result.columns.map((c, i) => [c, values[i]]))));
      }
      const res = await request(base + contentApi.query(collection, versions[collection]), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sql }),
      });
      const current = res.headers.get(CONTENT_VERSION_HEADER);
      if (current && current !== versions[collection]) {
        // Content was rebuilt: forget the old database, load the new one later.
        versions[collection] = current;
        local.get(collection)?.db.close();
        local.delete(collection);
      }
      scheduleDump(collection);
      return (await res.json()) as Record<string, unknown>[];
    },
    async getJson<T>(path: string) {
      return (await (await request(base + path)).json()) as T;
    },
    async getText(path: string) {
      return (await request(base + path)).text();
    },
  };
}
