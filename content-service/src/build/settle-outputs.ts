/**
 * The second step of a dev rebuild, once its change is served: the outputs the rebuild left
 * out because each is a function of a whole big collection (its dump, search sections and
 * search index, llms-full.txt), and the compressed forms of those it wrote, are made from the
 * live database with the full build's own code and written in a second transaction. Once
 * settled, the database is the one a full build of the same files writes
 * (scripts/bench/same-build.ts); until then the server derives what it is asked for.
 *
 * They are made on a worker thread (settle-worker.ts) reading the file on its own
 * connection: joining and compressing a 10,000-page collection's outputs takes the better
 * part of a second, which on the server's thread would hold up every request after the
 * change. This thread only writes what the worker sends.
 */
import { docsCollection, type SiteConfig, type Surround } from '@site/contracts';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import {
  GLOBAL,
  OUTPUTS_TABLE,
  openForUpdate,
  outputBody,
  readInfo,
  putOutput,
  readRaw,
  readSections,
  rowsInOrder,
  type OutputRecord,
} from '../shared/database.ts';
import { publishedOnly } from '../shared/drafts.ts';
import { contentEvents } from '../shared/events.ts';
import { llmsFullPieces, withoutFrontMatter } from '../shared/llms.ts';
import { outputOfPieces } from '../shared/outputs.ts';
import { tableSchema } from '../shared/schema.ts';
import { writtenOutputs } from './collection-outputs.ts';
import { compressOutputs } from './write-database.ts';
import { startWorkerThread } from '../shared/start-worker.ts';

/**
 * A database this small is completed on this thread: a worker takes longer to start (about
 * 3 MB for 200 pages, 140 MB for 10,000).
 */
const SETTLE_WORKER_MIN_BYTES = 16 * 1024 * 1024;

/**
 * What the live database lacks to be a full build's: the outputs a dev rebuild left out, and
 * compressed forms of those it wrote as is. Read on its own connection (the settle worker).
 */
export async function missingOutputs(dbPath: string, site: SiteConfig): Promise<OutputRecord[]> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const has = (collection: string, kind: string) =>
      db.prepare(`SELECT 1 FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = ?`).get(collection, kind) !== undefined;
    const written = {
      rows: (schema: Parameters<typeof rowsInOrder>[1], where?: string) => rowsInOrder(db, schema, where),
      sections: (collection: string, pagePath: string) => readSections(db, collection, pagePath) ?? '',
    };
    const made: OutputRecord[] = [];
    const pending: Array<Promise<OutputRecord | OutputRecord[]>> = [];
    const navigationOf = (collection: string) => {
      const row = db.prepare(`SELECT * FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = 'navigation'`).get(collection) as
        | OutputRecord
        | undefined;
      return row ? outputBody(row).toString() : '[]';
    };
    for (const { collection, version, structureVersion } of readInfo(db)) {
      if (has(collection, 'dump')) continue;
      const schema = tableSchema(collection);
      const where = publishedOnly(collection) ?? '';
      const paths = db
        .prepare(`SELECT "path" FROM ${schema.table}${where ? ` WHERE ${where}` : ''} ORDER BY rowid`)
        .pluck()
        .all() as string[];
      const outputs = writtenOutputs({ collection, schema, version, structureVersion }, { paths, where }, written, {
        navigationJson: navigationOf(collection),
        originalLang: site.i18n.defaultLocale,
      });
      made.push(...outputs.outputs);
      pending.push(...outputs.pending);
    }
    // Observed now: nothing may reject unobserved while another is awaited.
    for (const p of pending) p.catch(() => undefined);
    const docs = docsCollection(site, site.i18n.defaultLocale);
    if (!has(GLOBAL, 'llms-full')) {
      const orderRow = db.prepare(`SELECT * FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = 'order'`).get(docs) as
        | OutputRecord
        | undefined;
      const order = orderRow ? (JSON.parse(outputBody(orderRow).toString()) as Surround[]) : [];
      const markdownOf = (pagePath: string) => {
        const raw = readRaw(db, docs, pagePath);
        return raw === undefined ? undefined : withoutFrontMatter(raw);
      };
      made.push(await outputOfPieces(GLOBAL, 'llms-full', 'text/plain; charset=utf-8', () => llmsFullPieces(site, order, markdownOf)));
    }
    // What the rebuild wrote as is: a full build stores every output but the dumps compressed.
    const uncompressed = db.prepare(`SELECT * FROM ${OUTPUTS_TABLE} WHERE br IS NULL AND kind <> 'dump'`).all() as OutputRecord[];
    await compressOutputs([...made, ...uncompressed]);
    const late = await Promise.all(
      pending.map(async (p) => {
        const o = [await p].flat();
        await compressOutputs(o);
        return o;
      }),
    );
    return [...made, ...uncompressed, ...late.flat()];
  } finally {
    db.close();
  }
}

/**
 * Completes the live database. `isCurrent` says whether it is still the commit this step
 * started from: when a later rebuild committed meanwhile, nothing is written (that
 * rebuild's own step follows).
 */
export async function settleOutputs(
  dbPath: string,
  site: SiteConfig,
  isCurrent: () => boolean,
  workerMinBytes = SETTLE_WORKER_MIN_BYTES,
): Promise<void> {
  const request: SettleRequest = { dbPath, site };
  const outputs = fs.statSync(dbPath).size < workerMinBytes ? await missingOutputs(dbPath, site) : await onWorker(request);
  if (!isCurrent()) return;
  const db = openForUpdate(dbPath);
  try {
    db.transaction(() => {
      // Buffers cross the thread as Uint8Arrays.
      for (const o of outputs) putOutput(db, { ...o, body: asBuffer(o.body)!, br: asBuffer(o.br), gzip: asBuffer(o.gzip) });
    })();
  } finally {
    db.close();
  }
  contentEvents.emit('swap', { dbPath });
}

/** Makes what the live database lacks on the settle worker. */
async function onWorker(request: SettleRequest): Promise<OutputRecord[]> {
  const worker = startWorkerThread(new URL('./settle-worker.ts', import.meta.url), request);
  try {
    return await new Promise<OutputRecord[]>((resolve, reject) => {
      worker.once('message', (msg: { outputs?: OutputRecord[]; failure?: string }) =>
        msg.outputs ? resolve(msg.outputs) : reject(new Error(`completing the outputs failed: ${msg.failure}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the settle worker exited with code ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}

function asBuffer(bytes: Uint8Array | null): Buffer | null {
  return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export interface SettleRequest {
  dbPath: string;
  site: SiteConfig;
}
