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

/** Builds, serialises and compresses, holding as little at once as it can: the JSON is dropped once parsed, the sections once indexed. */
async function answer(input: { sectionsJson: string }): Promise<void> {
  try {
    const sections = JSON.parse(input.sectionsJson);
    input.sectionsJson = '';
    const body = buildSearchIndex(sections);
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
}

parentPort!.once('message', (sectionsJson: string) => {
  void answer({ sectionsJson });
});
