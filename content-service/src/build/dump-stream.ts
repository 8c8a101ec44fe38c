/**
 * A big collection's SQL dump, compressed as it is generated. The dump of 10,000 pages is
 * 60 MB of text that is only ever stored and served compressed (database.ts keeps big outputs
 * compressed only), so it is never held whole in memory: its lines go through brotli and
 * gzip in chunks, on the thread pool.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { OutputRecord } from './database.ts';
import { dumpLines } from './dump.ts';
import type { SqlValue, TableSchema } from './schema.ts';

const CHUNK = 256 * 1024;

function collect(stream: zlib.BrotliCompress | zlib.Gzip): Promise<Buffer> {
  const parts: Buffer[] = [];
  stream.on('data', (b: Buffer) => parts.push(b));
  return once(stream, 'end').then(() => Buffer.concat(parts));
}

/** The dump output with br and gzip bodies and an empty raw body (see outputBody). */
export async function compressedDump(
  collection: string,
  schema: TableSchema,
  rows: Array<SqlValue[] | null>,
  etag: string,
  contentType: string,
): Promise<OutputRecord> {
  const br = zlib.createBrotliCompress({
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  });
  const gzip = zlib.createGzip({ level: 6 });
  const done = Promise.all([collect(br), collect(gzip)]);
  let size = 0;
  let chunk: string[] = [];
  let chunkLength = 0;
  const flush = async () => {
    const data = Buffer.from(chunk.join(''));
    chunk = [];
    chunkLength = 0;
    size += data.length;
    // Listen for both drains before waiting on either: one may drain while the other is awaited.
    const waits = [br.write(data) ? null : once(br, 'drain'), gzip.write(data) ? null : once(gzip, 'drain')];
    await Promise.all(waits);
  };
  for (const line of dumpLines(schema, rows)) {
    chunk.push(line);
    chunkLength += line.length;
    if (chunkLength >= CHUNK) await flush();
  }
  if (chunkLength > 0) await flush();
  br.end();
  gzip.end();
  const [brBody, gzipBody] = await done;
  return { collection, kind: 'dump', contentType, size, body: Buffer.alloc(0), br: brBody, gzip: gzipBody, etag };
}
