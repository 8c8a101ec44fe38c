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
import { splitFiles, type NavigationNode, type SearchManifest, type SplitFile, type SplitIndex, type SplitTools } from '@site/contracts';
import type { OutputRecord } from '../shared/database.ts';
import { compressBoth } from '../shared/compress.ts';
import { JSON_TYPE, output } from '../shared/outputs.ts';
import { startWorkerThread } from '../shared/start-worker.ts';
import { indexSectionsJson } from './search-index.ts';
import type { CompactIndex } from './compact-index.ts';

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
/**
 * The parts of a collection of more sections than this are compressed at brotli's faster
 * quality (compressBoth's `many`): they make over 64 parts (display parts hold 8 sections
 * each; this site's docs, 56 parts, stay at the best quality).
 */
const MANY_SECTIONS = 512;
/** Parts compressed at once (libuv's thread pool runs four). */
const COMPRESSING_AT_ONCE = 8;

/** What the search files are labelled with besides their sections. */
export interface SearchLabels {
  /** The navigation its readers see (section titles of the rows, untranslated pages, the rows before typing). */
  navigationJson: string;
  /** The default locale: the language of untranslated pages. */
  originalLang: string;
}

/** What the search files are made of: the sections (a JSON array) and their labels. */
export interface SearchFilesInput extends SearchLabels {
  sectionsJson: string;
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

/**
 * The manifest and parts of one collection, compressed: the manifest first, then the parts.
 * `store`: given each batch of compressed parts as it is made, which this function then drops
 * (SearchIndexOptions.store; a worker's sends them to the build thread); the answer is then
 * the manifest alone.
 */
async function searchFiles(collection: string, input: SearchFilesInput, store?: SearchIndexOptions['store']): Promise<OutputRecord[]> {
  const index = indexSectionsJson(input.sectionsJson);
  // Dropped once indexed: a big collection's text is hundreds of megabytes.
  input.sectionsJson = '';
  return cutIndex(collection, index, input, store);
}

/** searchFiles of an index already built (the worker's, from sections handed over in batches). */
export async function cutIndex(
  collection: string,
  index: CompactIndex,
  input: SearchLabels,
  store?: SearchIndexOptions['store'],
): Promise<OutputRecord[]> {
  const navigation = JSON.parse(input.navigationJson) as NavigationNode[];
  const many = index.documentCount > MANY_SECTIONS;
  const files = splitFiles(index, navigation, input.originalLang, SPLIT_TOOLS);
  // Parts are made a batch at a time and compressed before the next batch: each compression
  // holds a brotli and a gzip state of its own from the moment it is asked for, and a large
  // site has thousands of parts (10,000 pages: 9,000; all at once took the build's peak RSS
  // from 1.2 to 3.9 GiB), whose text together is hundreds of megabytes.
  const kept: OutputRecord[] = [];
  let bytes = 0;
  let manifest: SplitIndex['manifest'] | undefined;
  while (!manifest) {
    const batch: SplitFile[] = [];
    while (batch.length < COMPRESSING_AT_ONCE) {
      const next = files.next();
      if (next.done) {
        manifest = next.value;
        break;
      }
      batch.push(next.value);
    }
    const parts = await Promise.all(
      batch.map((f) => compressed(output(collection, searchPartKind(f.name), JSON_TYPE, f.body, f.name), many)),
    );
    for (const part of parts) bytes += part.gzip!.length;
    if (store) store(parts);
    else kept.push(...parts);
  }
  const full: SearchManifest = { ...manifest, bytes };
  return [await compressed(output(collection, 'search-index', JSON_TYPE, JSON.stringify(full))), ...kept];
}

export interface SearchIndexOptions {
  /** Sections JSON of at least this many characters is indexed on a worker thread. */
  workerMinBytes?: number;
  /**
   * Takes each batch of finished parts as it is made (a full build writes them into its
   * database at once): the answer is then the manifest alone. A 100,000-page collection has
   * about 90,000 parts; held until the last one they were most of the build's peak memory.
   */
  store?: (parts: OutputRecord[]) => void;
}

export async function searchIndexOutput(
  collection: string,
  input: SearchFilesInput,
  { workerMinBytes = INDEX_WORKER_MIN_BYTES, store }: SearchIndexOptions = {},
): Promise<OutputRecord[]> {
  if (input.sectionsJson.length < workerMinBytes) return searchFiles(collection, input, store);
  const feed = searchIndexFeed(collection, input, { store });
  const added = feed.add(input.sectionsJson);
  // The worker has its copy: a big collection's text is hundreds of megabytes.
  input.sectionsJson = '';
  await added;
  return feed.end();
}

/** A collection's sections handed to the index worker in batches, then cut (searchIndexFeed). */
export interface SearchIndexFeed {
  /** One batch: a JSON array of sections. Resolves when the worker may be handed the next. */
  add(sectionsJson: string): Promise<void>;
  /** The search files, once every batch is indexed: the manifest, then the parts `store` did not take. */
  end(): Promise<OutputRecord[]>;
  /** Stops the worker (the sections could not all be read): nothing is made. */
  abort(): void;
}

/**
 * Batches handed over and not yet indexed, at most: the text waiting for the worker stays a
 * few batches, however far ahead the reading of the sections is.
 */
const BATCHES_AHEAD = 2;

/**
 * The search files of a collection whose sections are too big to hold whole (100,000 pages:
 * 200 MB of JSON, a copy more on the worker): indexed on a worker thread as they are read, a
 * batch at a time, then cut and compressed there.
 */
export function searchIndexFeed(
  collection: string,
  labels: SearchLabels,
  { store }: Pick<SearchIndexOptions, 'store'> = {},
): SearchIndexFeed {
  const worker = startWorkerThread(new URL('./index-worker.ts', import.meta.url), null);
  // Buffers cross the thread as Uint8Arrays.
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const received = (r: OutputRecord): OutputRecord => ({ ...r, body: buffer(r.body), br: buffer(r.br!), gzip: buffer(r.gzip!) });
  const parts: OutputRecord[] = [];
  let ahead = 0;
  let taken: (() => void) | null = null;
  const result = new Promise<OutputRecord>((resolve, reject) => {
    worker.on('message', (msg: IndexWorkerMessage) => {
      if ('taken' in msg) {
        ahead--;
        taken?.();
      } else if ('parts' in msg) {
        const batch = msg.parts.map(received);
        if (store) store(batch);
        else parts.push(...batch);
      } else if ('manifest' in msg) resolve(received(msg.manifest));
      else reject(new Error(`building the search index failed: ${msg.failure}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index worker exited with code ${code}`)));
  });
  const finished = result.finally(() => worker.terminate());
  // Observed at once: a failure while batches are still being read rejects `add` and `end`, never unobserved.
  finished.catch(() => undefined);
  worker.postMessage({ start: { collection, ...labels } } satisfies IndexWorkerRequest);
  return {
    async add(sectionsJson) {
      ahead++;
      worker.postMessage({ sections: sectionsJson } satisfies IndexWorkerRequest);
      while (ahead > BATCHES_AHEAD) {
        await Promise.race([
          new Promise<void>((resolve) => (taken = resolve)),
          finished.then(() => Promise.reject(new Error('the search index worker finished before its last batch'))),
        ]);
      }
    },
    async end() {
      worker.postMessage({ end: true } satisfies IndexWorkerRequest);
      return [await finished, ...parts];
    },
    abort() {
      void worker.terminate();
    },
  };
}

/** What the index worker is sent: the collection and labels, its sections in batches, then the end. */
export type IndexWorkerRequest = { start: SearchLabels & { collection: string } } | { sections: string } | { end: true };

/** What the index worker sends: each batch of sections taken in, batches of parts as they are compressed, then the manifest (or why it failed). */
export type IndexWorkerMessage = { taken: true } | { parts: OutputRecord[] } | { manifest: OutputRecord } | { failure: string };
