/**
 * The docs search index of a full build. Indexing 60,000 sections takes about two seconds
 * on one core; once parsing is over the other core is idle, so a big collection's index is
 * built on a worker thread while this thread writes the database. Small ones are built here
 * (a worker costs a few hundred milliseconds to start).
 */
import { buildSearchIndex } from '../search/search-index.ts';
import { startTsWorker } from './ts-worker.ts';

/** Sections JSON above this size is indexed on a worker thread. */
export const INDEX_WORKER_MIN_BYTES = 4 * 1024 * 1024;

export async function searchIndexJson(sectionsJson: string): Promise<string> {
  if (sectionsJson.length < INDEX_WORKER_MIN_BYTES) return buildSearchIndex(JSON.parse(sectionsJson));
  const worker = startTsWorker(new URL('../search/index-worker.ts', import.meta.url), null);
  try {
    return await new Promise<string>((resolve, reject) => {
      worker.once('message', (msg: { index?: string; failure?: string }) =>
        msg.index !== undefined ? resolve(msg.index) : reject(new Error(`building the search index failed: ${msg.failure}`)));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the search index worker exited with code ${code}`)));
      worker.postMessage(sectionsJson);
    });
  } finally {
    await worker.terminate();
  }
}
