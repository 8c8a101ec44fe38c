/** Worker entry: builds one serialised search index from a collection's sections JSON. */
import { parentPort } from 'node:worker_threads';
import { buildSearchIndex } from './search-index.ts';

parentPort!.once('message', (sectionsJson: string) => {
  try {
    parentPort!.postMessage({ index: buildSearchIndex(JSON.parse(sectionsJson)) });
  } catch (err) {
    parentPort!.postMessage({ failure: (err as Error).stack ?? String(err) });
  }
});
