/**
 * Worker entry: builds one collection's serialised search index from its sections JSON and
 * compresses it here too, so the build thread receives only the compressed bodies (the
 * index of 10,000 pages is ~35 MB of JSON, ~2 MB compressed).
 */
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { compressBoth } from '../shared/compress.ts';
import { buildSearchIndex } from './search-index.ts';

export interface CompressedIndex {
  size: number;
  etag: string;
  br: Uint8Array;
  gzip: Uint8Array;
}

parentPort!.once('message', async (sectionsJson: string) => {
  try {
    const body = Buffer.from(buildSearchIndex(JSON.parse(sectionsJson)));
    const { br, gzip } = await compressBoth(body);
    const index: CompressedIndex = {
      size: body.length,
      etag: `search-index-${createHash('sha1').update(body).digest('hex').slice(0, 16)}`,
      br,
      gzip,
    };
    parentPort!.postMessage({ index }, [br.buffer, gzip.buffer] as ArrayBuffer[]);
  } catch (err) {
    parentPort!.postMessage({ failure: (err as Error).stack ?? String(err) });
  }
});
