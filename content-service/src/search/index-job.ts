/**
 * A docs search index output: a full build's, and the server's merged index of a translated
 * locale (locale-fallbacks.ts). Indexing 60,000 sections takes about two seconds on one
 * core, so a big collection's index is built and compressed on a worker thread: the build
 * writes the database meanwhile, the server goes on answering requests. Small ones are built
 * on the calling thread (a worker costs a few hundred milliseconds to start).
 */
import { buildSearchIndex } from './search-index.ts';
import type { CompressedIndex } from './index-worker.ts';
import type { OutputRecord } from '../shared/database.ts';
import { output } from '../shared/outputs.ts';
import { startWorkerThread } from '../shared/start-worker.ts';

/** Sections JSON above this size is indexed on a worker thread. */
const INDEX_WORKER_MIN_BYTES = 4 * 1024 * 1024;

export async function searchIndexOutput(
  collection: string,
  sectionsJson: string,
  contentType: string,
  workerMinBytes = INDEX_WORKER_MIN_BYTES,
): Promise<OutputRecord> {
  if (sectionsJson.length < workerMinBytes) {
    return output(collection, 'search-index', contentType, buildSearchIndex(JSON.parse(sectionsJson)));
  }
  const worker = startWorkerThread(new URL('./index-worker.ts', import.meta.url), null);
  try {
    const index = await new Promise<CompressedIndex>((resolve, reject) => {
      worker.once('message', (msg: { index?: CompressedIndex; failure?: string }) =>
        msg.index ? resolve(msg.index) : reject(new Error(`building the search index failed: ${msg.failure}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the search index worker exited with code ${code}`)));
      worker.postMessage(sectionsJson);
    });
    // Stored compressed only, like every big output (see database.ts).
    return {
      collection,
      kind: 'search-index',
      contentType,
      size: index.size,
      body: Buffer.alloc(0),
      br: Buffer.from(index.br.buffer, index.br.byteOffset, index.br.byteLength),
      gzip: Buffer.from(index.gzip.buffer, index.gzip.byteOffset, index.gzip.byteLength),
      etag: index.etag,
    };
  } finally {
    await worker.terminate();
  }
}
