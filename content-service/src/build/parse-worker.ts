/**
 * A parse worker (node:worker_threads): reads and parses the files the build thread sends,
 * and sends back each LoadedFile (page row already encoded, body tree dropped). Each worker
 * keeps its own remark processor and shiki highlighter, warmed by the first files. It says
 * when it starts each file: the build thread bounds the parse's time (parse-pool.ts), not a
 * vm timeout here.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { limitParseWorkerHeapGrowth } from './gc-tuning.ts';
import type { ResolvedPaths } from '../config.ts';
import { readSource } from './content-state.ts';
import type { ParseContext } from './page.ts';
import type { LoadedFile } from './loaded-file.ts';
import { leaveParseTimeLimitToSupervisor } from '../markdown/parser.ts';

export interface ParseWorkerData {
  paths: ResolvedPaths;
  /** Hooks cannot cross threads: a build with hooks parses on its own thread. */
  ctx: Omit<ParseContext, 'hooks'>;
  /** Return each parsed page's parse-cache key. */
  withCacheKey: boolean;
}

export interface ParseRequest {
  id: number;
  rel: string;
}

/** What a worker sends: that it starts a file, then the file loaded (or why it could not be). */
export type ParseWorkerMessage =
  | { started: number }
  | { id: number; loaded: LoadedFile; failure?: undefined }
  | { id: number; failure: string };

const { paths, ctx, withCacheKey } = workerData as ParseWorkerData;
const port = parentPort!;
leaveParseTimeLimitToSupervisor();
limitParseWorkerHeapGrowth();

const say = (msg: ParseWorkerMessage) => port.postMessage(msg);

port.on('message', async ({ id, rel }: ParseRequest) => {
  // Parsing runs synchronously from here until it is done or awaits a grammar: while it runs, this is the file.
  say({ started: id });
  try {
    say({ id, loaded: await readSource(paths, ctx, rel, withCacheKey) });
  } catch (err) {
    say({ id, failure: (err as Error).stack ?? String(err) });
  }
});
