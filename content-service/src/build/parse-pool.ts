/**
 * Parses a big corpus on worker threads, one per core, while the build thread applies and
 * writes their results. Markdown parsing and highlighting are CPU-bound and single-threaded
 * per file; the build thread's own work per page (reading a result, the parse cache, the
 * rows) is a small part of it and runs beside the workers.
 *
 * The build thread also bounds each file's parse: a worker says when it starts a file, and a
 * worker still on the same file past the time limit is stopped, the file failed as too slow
 * to parse (as on this thread) and the worker's other files given to a new one. So a worker
 * parses without a vm timeout of its own, which costs a watchdog thread per file (parser.ts).
 *
 * A worker costs one to three seconds of CPU to start (loading remark, shiki and the grammars
 * once more), so smaller corpora parse on the build thread alone.
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { LoadedFile } from './loaded-file.ts';
import { BUILD_SEMI_SPACE_MB } from './gc-tuning.ts';
import { startWorkerThread } from '../shared/start-worker.ts';
import { PARSE_TIME_LIMIT_MS } from '../markdown/parser.ts';
import type { ParseRequest, ParseWorkerData, ParseWorkerMessage } from './parse-worker.ts';

/**
 * Below this many files to parse, worker start-up costs more than parallel parsing saves
 * (measured on 2 cores: 2,000 pages 7.6 s alone vs 8.2 s with a worker; 5,000 pages 18.1 s
 * vs 14.5 s).
 */
const WORKER_THRESHOLD = 3000;
/** More workers than this gain little (the build thread writes every result). */
const MAX_WORKERS = 4;
/** A worker's young generation: three semi-spaces of the size the build thread uses (gc-tuning.ts). */
const YOUNG_GENERATION_MB = 3 * BUILD_SEMI_SPACE_MB;
/** Files sent to a worker ahead of its answers: keeps it busy while results travel back. */
const IN_FLIGHT_PER_WORKER = 4;

/** Parse workers for `files` files: 0 below the threshold, else one per core. */
export function workerCount(files: number, requested?: number): number {
  if (requested !== undefined) return Math.max(0, Math.floor(requested));
  if (files < WORKER_THRESHOLD) return 0;
  return Math.min(MAX_WORKERS, os.availableParallelism());
}

function startWorker(data: ParseWorkerData): Worker {
  return startWorkerThread(new URL('./parse-worker.ts', import.meta.url), data, { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB });
}

/** One worker of the pool and the files it was given. */
interface PoolWorker {
  worker: Worker;
  /** Files sent and not answered, in the order sent. */
  pending: Set<number>;
  /** The file it said it started and has not answered, and when that was said. */
  current: { id: number; since: number } | null;
  timer: NodeJS.Timeout | null;
}

export interface ParallelLoad {
  data: ParseWorkerData;
  files: string[];
  workers: number;
  /** Longest one file may take to parse (default parser.ts's). */
  parseTimeLimitMs?: number;
  /** The result for a file whose worker was stopped because its parse took too long. */
  tooSlow: (rel: string, limitMs: number) => LoadedFile;
  /** Each result, in the order of `files`, so the build is the same whichever worker finished first. */
  onLoaded: (loaded: LoadedFile, done: number) => void;
}

/** Loads `files` on `workers` worker threads, all taking files from one queue. */
export async function loadInParallel({ data, files, workers, parseTimeLimitMs, tooSlow, onLoaded }: ParallelLoad): Promise<void> {
  const limitMs = parseTimeLimitMs ?? PARSE_TIME_LIMIT_MS;
  const results: Array<LoadedFile | undefined> = new Array(files.length);
  /** Files given back by a stopped worker: sent again before new ones. */
  const again: number[] = [];
  let nextToSend = 0;
  let nextToApply = 0;
  const take = (): number | null => again.shift() ?? (nextToSend < files.length ? nextToSend++ : null);
  const deliver = (id: number, loaded: LoadedFile) => {
    results[id] = loaded;
    while (nextToApply < files.length && results[nextToApply]) {
      onLoaded(results[nextToApply]!, nextToApply + 1);
      results[nextToApply++] = undefined;
    }
  };

  const pool = new Set<PoolWorker>();
  let failed: Error | null = null;
  let settle: (() => void) | null = null;
  const allApplied = new Promise<void>((resolve, reject) => {
    settle = () => (failed ? reject(failed) : nextToApply === files.length ? resolve() : undefined);
  });
  const fail = (err: Error) => {
    failed ??= err;
    settle!();
  };

  const send = (w: PoolWorker) => {
    const id = take();
    if (id === null) return;
    w.pending.add(id);
    w.worker.postMessage({ id, rel: files[id]! } satisfies ParseRequest);
  };
  /** Stops a worker stuck on one file: that file is too slow, its other files go to a new worker. */
  const stopStuck = (w: PoolWorker, id: number) => {
    pool.delete(w);
    w.worker.removeAllListeners();
    w.worker.on('error', () => undefined);
    void w.worker.terminate();
    w.pending.delete(id);
    again.push(...w.pending);
    deliver(id, tooSlow(files[id]!, limitMs));
    settle!();
    if (nextToApply < files.length && !failed) launch();
  };
  const launch = () => {
    const w: PoolWorker = { worker: startWorker(data), pending: new Set(), current: null, timer: null };
    pool.add(w);
    w.worker.on('message', (msg: ParseWorkerMessage) => {
      if ('started' in msg) {
        const since = performance.now();
        w.current = { id: msg.started, since };
        if (w.timer) clearTimeout(w.timer);
        // Checked against the time the start was read here: a build thread slow to read it only allows more.
        w.timer = setTimeout(() => {
          if (w.current?.id === msg.started && w.current.since === since) stopStuck(w, msg.started);
        }, limitMs);
        return;
      }
      if (msg.failure !== undefined) return fail(new Error(`parsing ${files[msg.id]} failed: ${msg.failure}`));
      if (w.current?.id === msg.id) {
        w.current = null;
        if (w.timer) clearTimeout(w.timer);
        w.timer = null;
      }
      w.pending.delete(msg.id);
      deliver(msg.id, msg.loaded);
      send(w);
      settle!();
    });
    w.worker.on('error', fail);
    w.worker.on('exit', (code) => {
      if (nextToApply < files.length) fail(new Error(`a parse worker exited with code ${code} before the build finished`));
    });
    // Queued in the worker until it has started: it begins with a full queue.
    for (let i = 0; i < IN_FLIGHT_PER_WORKER; i++) send(w);
  };

  try {
    for (let n = 0; n < Math.max(1, workers); n++) launch();
    settle!();
    await allApplied;
  } finally {
    for (const w of pool) {
      if (w.timer) clearTimeout(w.timer);
      w.worker.removeAllListeners('exit');
    }
    await Promise.all([...pool].map((w) => w.worker.terminate()));
  }
}
