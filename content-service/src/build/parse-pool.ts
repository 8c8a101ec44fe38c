/**
 * Parses a big corpus on several threads. Markdown parsing and highlighting are CPU-bound
 * and single-threaded per file, so the build thread parses files itself while worker
 * threads take files from the same queue: on two cores, one worker plus the build thread
 * keep both busy without a third thread competing for them. A worker costs two to three
 * seconds of CPU to start (loading remark, shiki and the grammars once more), so smaller
 * corpora parse on the build thread alone.
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { LoadedFile } from './loaded-file.ts';
import { BUILD_SEMI_SPACE_MB } from './gc-tuning.ts';
import { startWorkerThread } from '../shared/start-worker.ts';
import type { ParseRequest, ParseWorkerData } from './parse-worker.ts';

/**
 * Below this many files to parse, worker start-up costs more than parallel parsing saves
 * (measured on 2 cores: 2,000 pages 7.6 s alone vs 8.2 s with a worker; 5,000 pages 18.1 s
 * vs 14.5 s).
 */
const WORKER_THRESHOLD = 3000;
/** A worker's young generation: three semi-spaces of the size the build thread uses (gc-tuning.ts). */
const YOUNG_GENERATION_MB = 3 * BUILD_SEMI_SPACE_MB;
/** Files sent to a worker ahead of its answers: keeps it busy while results travel back. */
const IN_FLIGHT_PER_WORKER = 4;

/** Parse workers for `files` files: 0 below the threshold, else one per core beyond the build thread's. */
export function workerCount(files: number, requested?: number): number {
  if (requested !== undefined) return Math.max(0, Math.floor(requested));
  if (files < WORKER_THRESHOLD) return 0;
  return Math.min(3, os.availableParallelism() - 1);
}

function startWorker(data: ParseWorkerData): Worker {
  return startWorkerThread(new URL('./parse-worker.ts', import.meta.url), data, { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB });
}

/**
 * Loads `files` with `workers` worker threads plus `loadHere` on this thread, all taking
 * files from one queue. `onLoaded` gets each result in the order of `files`, so the build
 * is the same whichever thread finished first.
 */
export async function loadInParallel(
  data: ParseWorkerData,
  files: string[],
  workers: number,
  loadHere: (rel: string) => Promise<LoadedFile>,
  onLoaded: (loaded: LoadedFile, done: number) => void,
): Promise<void> {
  const results: Array<LoadedFile | undefined> = new Array(files.length);
  let nextToSend = 0;
  let nextToApply = 0;
  const take = (): number | null => (nextToSend < files.length ? nextToSend++ : null);
  const deliver = (id: number, loaded: LoadedFile) => {
    results[id] = loaded;
    while (nextToApply < files.length && results[nextToApply]) {
      onLoaded(results[nextToApply]!, nextToApply + 1);
      results[nextToApply++] = undefined;
    }
  };

  const pool: Worker[] = [];
  let failed: Error | null = null;
  let settle: (() => void) | null = null;
  const allApplied = new Promise<void>((resolve, reject) => {
    settle = () => (failed ? reject(failed) : nextToApply === files.length ? resolve() : undefined);
  });
  const fail = (err: Error) => {
    failed ??= err;
    settle!();
  };
  for (let w = 0; w < workers; w++) {
    const worker = startWorker(data);
    pool.push(worker);
    const send = () => {
      const id = take();
      if (id !== null) worker.postMessage({ id, rel: files[id]! } satisfies ParseRequest);
    };
    worker.on('message', (msg: { id: number; loaded?: LoadedFile; failure?: string }) => {
      if (msg.failure !== undefined) return fail(new Error(`parsing ${files[msg.id]} failed: ${msg.failure}`));
      deliver(msg.id, msg.loaded!);
      send();
      settle!();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (nextToApply < files.length) fail(new Error(`a parse worker exited with code ${code} before the build finished`));
    });
    // Queued in the worker until it has started: it begins with a full queue.
    for (let i = 0; i < IN_FLIGHT_PER_WORKER; i++) send();
  }
  try {
    for (let id = take(); id !== null && !failed; id = take()) {
      deliver(id, await loadHere(files[id]!));
      settle!();
      // Parsing here only awaits microtasks: let the workers' answers in between files.
      await new Promise((resolve) => setImmediate(resolve));
    }
    settle!();
    await allApplied;
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}
