/**
 * Browser content transport. Queries go to POST /__nuxt_content/{collection}/query at first;
 * once a collection has been queried, its SQL dump is fetched in idle time (once per
 * version, kept in memory) and later queries run locally in sql.js — the database is only
 * loaded when a reader keeps navigating, never on the first page view. Without
 * WebAssembly, every query stays on the network.
 */
import { CONTENT_VERSION_HEADER, ContentRequestError, contentApi, type ContentTransport } from '../shared/content-client.ts';

interface LocalDb {
  version: string;
  db: { exec(sql: string): Array<{ columns: string[]; values: unknown[][] }> };
}

export interface BrowserTransportOptions {
  /** Current version per collection (from the page state). */
  versions: Record<string, string>;
  /** URL of sql.js's wasm file, served by this site. */
  wasmUrl: string;
  /** Set false to never load dumps (tests, data-saver). */
  localDatabase?: boolean;
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

export function createBrowserTransport(opts: BrowserTransportOptions): ContentTransport {
  const versions = { ...opts.versions };
  const local = new Map<string, LocalDb>();
  const loading = new Map<string, Promise<void>>();
  const canUseWasm = opts.localDatabase !== false && typeof WebAssembly === 'object';
  let sqlJs: Promise<{ Database: new (data?: Uint8Array) => LocalDb['db'] }> | null = null;

  const loadSqlJs = () => {
    sqlJs ??= import('sql.js').then(({ default: init }) => init({ locateFile: () => opts.wasmUrl }) as never);
    return sqlJs;
  };

  const loadDump = (collection: string, version: string) => {
    const key = `${collection}@${version}`;
    if (loading.has(key)) return;
    const task = (async () => {
      const [SQL, dump] = await Promise.all([loadSqlJs(), request(contentApi.dump(collection, version)).then((r) => r.text())]);
      const db = new SQL.Database();
      db.exec(dump);
      if (versions[collection] === version) local.set(collection, { version, db });
    })().catch((err: unknown) => {
      // The network path keeps working; a failed dump only costs speed.
      console.warn(`[content] local database for ${collection} unavailable: ${(err as Error).message}`);
    });
    loading.set(key, task);
  };

  const scheduleDump = (collection: string) => {
    const version = versions[collection];
    if (!canUseWasm || !version) return;
    const run = () => loadDump(collection, version);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
  };

  return {
    async query(collection, sql) {
      const db = local.get(collection);
      if (db && db.version === versions[collection]) {
        const [result] = db.db.exec(sql);
        if (!result) return [];
        return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])));
      }
      const res = await request(contentApi.query(collection, versions[collection]), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sql }),
      });
      const current = res.headers.get(CONTENT_VERSION_HEADER);
      if (current && current !== versions[collection]) {
        // Content was rebuilt: forget the old dump, fetch the new one later.
        versions[collection] = current;
        local.delete(collection);
      }
      scheduleDump(collection);
      return (await res.json()) as Record<string, unknown>[];
    },
    async getJson<T>(path: string) {
      return (await (await request(path)).json()) as T;
    },
    async getText(path: string) {
      return (await request(path)).text();
    },
  };
}
