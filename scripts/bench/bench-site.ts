/**
 * What the whole-site benchmarks share: build what is missing, start every process on free
 * ports with a content database of its own (a temporary folder), and stop and clean up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingBuilds, runBuilds, somethingToBuild } from '../build-missing.ts';
import { freePortEnv, runSite, type RunningSite } from '../run-site.ts';

interface BenchSite {
  site: RunningSite;
  /** The environment the processes run with (their ports). */
  env: NodeJS.ProcessEnv;
  tmp: string;
  stop(): Promise<void>;
}

export async function startBenchSite(name: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<BenchSite> {
  const plan = missingBuilds();
  if (somethingToBuild(plan)) await runBuilds(plan);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const env = await freePortEnv({ CONTENT_DATA_DIR: path.join(tmp, 'data'), ...extraEnv });
  const site = await runSite({ env, quiet: true });
  return {
    site,
    env,
    tmp,
    async stop() {
      await site.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Runs a benchmark, printing a failure as `bench:{name} failed: …` with exit code 1. */
export function runBench(name: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(`bench:${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}
