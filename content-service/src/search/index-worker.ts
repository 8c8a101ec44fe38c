/**
 * Worker entry: builds one collection's search files (index-job.ts) from its sections JSON,
 * compressed here too, so the calling thread receives only the finished records.
 */
import { parentPort } from 'node:worker_threads';
import { searchFiles, type SearchFilesInput } from './index-job.ts';

parentPort!.once('message', ({ collection, input }: { collection: string; input: SearchFilesInput }) => {
  searchFiles(collection, input).then(
    // Copied, not transferred: small buffers share Node's pool.
    (records) => parentPort!.postMessage({ records }),
    (err: unknown) => parentPort!.postMessage({ failure: (err as Error).stack ?? String(err) }),
  );
});
