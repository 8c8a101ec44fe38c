/**
 * Worker entry: builds one collection's search files (index-job.ts) from its sections JSON,
 * compressed here too, so the calling thread receives only the finished records: the parts
 * in batches as they are compressed (dropped here once sent), then the manifest.
 */
import { parentPort } from 'node:worker_threads';
import { searchFiles, type IndexWorkerMessage, type SearchFilesInput } from './index-job.ts';

// Copied, not transferred: small buffers share Node's pool.
const send = (msg: IndexWorkerMessage) => parentPort!.postMessage(msg);

parentPort!.once('message', ({ collection, input }: { collection: string; input: SearchFilesInput }) => {
  searchFiles(collection, input, (parts) => send({ parts })).then(
    ([manifest]) => send({ manifest: manifest! }),
    (err: unknown) => send({ failure: (err as Error).stack ?? String(err) }),
  );
});
