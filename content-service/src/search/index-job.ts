/**
 * A docs collection's search files (split-index.ts): a full build's, and the server's for a
 * translated locale as its readers see it (locale-fallbacks.ts) or after a dev rebuild.
 * Indexing 60,000 sections takes about two seconds on one core, so a big collection's index
 * is built, cut and compressed on a worker thread: the build writes the database meanwhile,
 * the server goes on answering requests. Small ones are built on the calling thread (a
 * worker costs a few hundred milliseconds to start).
 *
 * The records: the manifest (kind `search-index`), then each part (kind `search-part/{name}`),
 * every one compressed (br and gzip) as other outputs are.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { splitIndex, type NavigationNode, type SearchManifest, type SplitTools } from '@site/contracts';
import type { OutputRecord } from '../shared/database.ts';
import { compressBoth } from '../shared/compress.ts';
import { JSON_TYPE, output } from '../shared/outputs.ts';
import { startWorkerThread } from '../shared/start-worker.ts';
import { indexSections } from './search-index.ts';

/** Sections JSON above this size is indexed on a worker thread. */
const INDEX_WORKER_MIN_BYTES = 4 * 1024 * 1024;
/**
 * The same for files the server makes (a translated locale's, after a dev rebuild): a build
 * may take its own thread for a while, a server answering readers may not. Indexing this
 * site's docs (270 KB of sections) held content-service's event loop 100-150 ms on a quiet
 * machine and 300-660 ms on a busy one, once per locale; a worker costs a few hundred
 * milliseconds of CPU to start, beside the requests instead of in front of them.
 */
export const SERVER_INDEX_WORKER_MIN_BYTES = 64 * 1024;
/** More parts than this are compressed at brotli's faster quality (compressBoth's `many`). */
const MANY_PARTS = 64;
/** Parts compressed at once (libuv's thread pool runs four). */
const COMPRESSING_AT_ONCE = 8;

/** What the search files are made of. */
export interface SearchFilesInput {
  sectionsJson: string;
  /** The navigation its readers see (section titles of the rows, untranslated pages, the rows before typing). */
  navigationJson: string;
  /** The default locale: the language of untranslated pages. */
  originalLang: string;
}

export const searchPartKind = (name: string) => `search-part/${name}` as const;

/** Parts named by a hash of their text; sizes measured by a fast deflate (a little larger than the served gzip: a safe bound). */
export const SPLIT_TOOLS: SplitTools = {
  name: (body) => createHash('sha256').update(body).digest('hex').slice(0, 20),
  compressedSize: (text) => zlib.deflateRawSync(text, { level: 1 }).length,
};

async function compressed(record: OutputRecord, many = false): Promise<OutputRecord> {
  const { br, gzip } = await compressBoth(record.body, { many });
  return { ...record, br, gzip };
}

/** The manifest and parts of one collection, compressed. */
export async function searchFiles(collection: string, input: SearchFilesInput): Promise<OutputRecord[]> {
  const navigation = JSON.parse(input.navigationJson) as NavigationNode[];
  const sections = JSON.parse(input.sectionsJson);
  input.sectionsJson = '';
  const { manifest, files } = splitIndex(indexSections(sections), navigation, input.originalLang, SPLIT_TOOLS);
  // A few at a time: each compression holds a brotli and a gzip state of its own from the
  // moment it is asked for, and a large site has thousands of parts (10,000 pages: 9,000;
  // all at once took the build's peak RSS from 1.2 to 3.9 GiB).
  const parts: OutputRecord[] = [];
  for (let i = 0; i < files.length; i += COMPRESSING_AT_ONCE) {
    const batch = files.slice(i, i + COMPRESSING_AT_ONCE);
    parts.push(
      ...(await Promise.all(
        batch.map((f) => compressed(output(collection, searchPartKind(f.name), JSON_TYPE, f.body, f.name), files.length > MANY_PARTS)),
      )),
    );
  }
  const full: SearchManifest = { ...manifest, bytes: parts.reduce((n, p) => n + p.gzip!.length, 0) };
  return [await compressed(output(collection, 'search-index', JSON_TYPE, JSON.stringify(full))), ...parts];
}

export async function searchIndexOutput(
  collection: string,
  input: SearchFilesInput,
  workerMinBytes = INDEX_WORKER_MIN_BYTES,
): Promise<OutputRecord[]> {
  if (input.sectionsJson.length < workerMinBytes) return searchFiles(collection, input);
  const worker = startWorkerThread(new URL('./index-worker.ts', import.meta.url), null);
  try {
    const records = await new Promise<OutputRecord[]>((resolve, reject) => {
      worker.once('message', (msg: { records?: OutputRecord[]; failure?: string }) =>
        msg.records ? resolve(msg.records) : reject(new Error(`building the search index failed: ${msg.failure}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the search index worker exited with code ${code}`)));
      worker.postMessage({ collection, input });
    });
    // Buffers cross the thread as Uint8Arrays.
    const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return records.map((r) => ({ ...r, body: buffer(r.body), br: buffer(r.br!), gzip: buffer(r.gzip!) }));
  } finally {
    await worker.terminate();
  }
}
