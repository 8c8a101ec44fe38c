/**
 * A collection's sql_dump.txt in the reference module's format (nuxt/content v3: the
 * compressed dump template of src/utils/templates.ts, read back by decompressSQLDump in
 * src/runtime/internal/dump.ts): base64 of gzip of a JSON array of statements.
 *
 * The JSON goes through gzip in chunks as it is generated, so the dump of a big collection
 * (60 MB of statements for 10,000 pages) is never held whole as text; only the compressed
 * bytes and their base64 are. The result is already compressed: it is served as is.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { OutputRecord } from './database.ts';
import { dumpStatements, type DumpInfo } from './dump.ts';
import type { SqlValue, TableSchema } from './schema.ts';

const CHUNK = 256 * 1024;

const DUMP_TYPE = 'text/plain; charset=utf-8';

/** base64(gzip(JSON array of the statements)), compressed on the thread pool chunk by chunk. */
export async function encodeDump(statements: Iterable<string>): Promise<string> {
  const gzip = zlib.createGzip({ level: 6 });
  const parts: Buffer[] = [];
  gzip.on('data', (b: Buffer) => parts.push(b));
  const done = once(gzip, 'end');
  let chunk: string[] = ['['];
  let length = 1;
  let first = true;
  const flush = async () => {
    const data = Buffer.from(chunk.join(''));
    chunk = [];
    length = 0;
    if (!gzip.write(data)) await once(gzip, 'drain');
  };
  for (const statement of statements) {
    const json = JSON.stringify(statement);
    chunk.push(first ? json : `,${json}`);
    first = false;
    length += json.length + 1;
    if (length >= CHUNK) await flush();
  }
  chunk.push(']');
  await flush();
  gzip.end();
  await done;
  return Buffer.concat(parts).toString('base64');
}

/** The same encoding, synchronously (the server deriving a dump after an incremental build). */
export function encodeDumpSync(statements: Iterable<string>): string {
  return zlib.gzipSync(JSON.stringify([...statements]), { level: 6 }).toString('base64');
}

/** The statements of a dump in this format (what the reference client's decompressSQLDump returns). */
export function decodeDump(text: string): string[] {
  return JSON.parse(zlib.gunzipSync(Buffer.from(text, 'base64')).toString()) as string[];
}

function dumpRecord(collection: string, kind: 'dump' | 'dump-preview', text: string, etag: string): OutputRecord {
  const body = Buffer.from(text);
  return { collection, kind, contentType: DUMP_TYPE, size: body.length, body, br: null, gzip: null, etag };
}

/** The dump output of a collection: `rows` are the rows it serves (no drafts outside preview). */
export async function dumpOutput(schema: TableSchema, info: DumpInfo, rows: Iterable<SqlValue[]>): Promise<OutputRecord> {
  return dumpRecord(info.collection, 'dump', await encodeDump(dumpStatements(schema, info, rows)), info.version);
}

/** The preview dump (drafts included), derived on demand by the server; `info.version` marks it as preview. */
export function previewDumpOutput(schema: TableSchema, info: DumpInfo, rows: Iterable<SqlValue[]>): OutputRecord {
  return dumpRecord(info.collection, 'dump-preview', encodeDumpSync(dumpStatements(schema, info, rows)), info.version);
}

/** A dump derived synchronously by the server after an incremental build. */
export function derivedDumpOutput(schema: TableSchema, info: DumpInfo, rows: Iterable<SqlValue[]>): OutputRecord {
  return dumpRecord(info.collection, 'dump', encodeDumpSync(dumpStatements(schema, info, rows)), info.version);
}
