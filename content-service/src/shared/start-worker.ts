/**
 * Starts a worker thread on one of the service's worker entries, compiled or from source.
 * Compiled (production), this module is part of a bundle in content-service/dist and each
 * worker is a bundle of its own beside it (scripts/server-bundles.ts), named after its entry.
 * From source, the entry is TypeScript: `--import tsx` in a worker's execArgv does not reach
 * its entry module on Node 20, so a small script registers tsx's loader in the worker first.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

const compiled = import.meta.url.endsWith('.js');

export function startWorkerThread(entry: URL, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const limits = resourceLimits ? { resourceLimits } : {};
  if (compiled) {
    const bundle = new URL(`./${path.basename(fileURLToPath(entry), '.ts')}.js`, import.meta.url);
    return new Worker(bundle, { workerData, ...limits });
  }
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api')).href.replace(/index\.cjs$/, 'index.mjs');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: [], ...limits });
}
