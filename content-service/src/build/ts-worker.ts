/**
 * Starts a worker thread on a TypeScript entry module. The service runs TypeScript through
 * tsx; `--import tsx` in a worker's execArgv does not reach its entry module on Node 20, so
 * a small script registers tsx's loader in the worker first and then imports the entry.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

export function startTsWorker(entry: URL, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api')).href.replace(/index\.cjs$/, 'index.mjs');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: [], ...(resourceLimits ? { resourceLimits } : {}) });
}
