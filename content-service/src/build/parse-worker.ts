/**
 * A parse worker (node:worker_threads): reads and parses the files the build thread sends,
 * and sends back each LoadedFile (page row already encoded, body tree dropped). Each worker
 * keeps its own remark processor and shiki highlighter, warmed by the first files.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ResolvedPaths } from '../config.ts';
import { readSource } from './content-state.ts';
import type { ParseContext } from './page.ts';

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

const { paths, ctx, withCacheKey } = workerData as ParseWorkerData;
const port = parentPort!;

port.on('message', async ({ id, rel }: ParseRequest) => {
  try {
    port.postMessage({ id, loaded: await readSource(paths, ctx, rel, withCacheKey) });
  } catch (err) {
    port.postMessage({ id, failure: (err as Error).stack ?? String(err) });
  }
});
