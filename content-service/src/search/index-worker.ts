/**
 * Worker entry: builds one collection's search files (index-job.ts) from its sections, sent
 * in batches (JSON arrays) and indexed as they come, then cut and compressed here too, so
 * the calling thread receives only the finished records: the parts in batches as they are
 * compressed (dropped here once sent), then the manifest.
 */
import { parentPort } from 'node:worker_threads';
import { cutIndex, type IndexWorkerMessage, type IndexWorkerRequest, type SearchLabels } from './index-job.ts';
import { CompactIndex } from './compact-index.ts';
import { addSectionsJson } from './search-index.ts';
import type { OutputRecord } from '../shared/database.ts';

/**
 * Each buffer copied into one of its own, exactly its size, and transferred. A buffer is
 * often a view of a bigger one (Node's 8 KB pool, a compressor's 16 KB output chunks), and
 * posting a view copies the whole buffer it views: at 20,000 pages the build thread held
 * 440 MB of buffers for 56 MB of search parts.
 */
function exact(bytes: Uint8Array, transfer: ArrayBuffer[]): Uint8Array {
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  transfer.push(own.buffer);
  return own;
}

function exactRecord(record: OutputRecord, transfer: ArrayBuffer[]): OutputRecord {
  const out = { ...record, body: exact(record.body, transfer) as Buffer };
  if (record.br) out.br = exact(record.br, transfer) as Buffer;
  if (record.gzip) out.gzip = exact(record.gzip, transfer) as Buffer;
  return out;
}

function send(msg: IndexWorkerMessage): void {
  const transfer: ArrayBuffer[] = [];
  if ('parts' in msg) parentPort!.postMessage({ parts: msg.parts.map((p) => exactRecord(p, transfer)) }, transfer);
  else if ('manifest' in msg) parentPort!.postMessage({ manifest: exactRecord(msg.manifest, transfer) }, transfer);
  else parentPort!.postMessage(msg);
}

/** The collection being indexed: the labels it was started with and its index so far. */
let job: { labels: SearchLabels & { collection: string }; index: CompactIndex } | null = null;

const failed = (err: unknown) => send({ failure: (err as Error).stack ?? String(err) });

parentPort!.on('message', (request: IndexWorkerRequest) => {
  try {
    if ('start' in request) job = { labels: request.start, index: new CompactIndex() };
    else if (!job) throw new Error('the search index worker was sent sections before its collection');
    else if ('sections' in request) {
      addSectionsJson(job.index, request.sections);
      send({ taken: true });
    } else {
      const { labels, index } = job;
      job = null;
      cutIndex(labels.collection, index, labels, (parts) => send({ parts })).then(([manifest]) => send({ manifest: manifest! }), failed);
    }
  } catch (err) {
    failed(err);
  }
});
