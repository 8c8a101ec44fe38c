/**
 * Worker entry: makes the outputs a dev rebuild left out (settle-outputs.ts) from the live
 * database on its own connection, and sends them back with their bytes transferred.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { missingOutputs, type SettleRequest } from './settle-outputs.ts';

const { dbPath, site } = workerData as SettleRequest;

try {
  const outputs = await missingOutputs(dbPath, site);
  // Only bytes that own their whole memory move; small ones share Node's pool and are copied.
  const transfer = new Set<ArrayBuffer>();
  for (const o of outputs) {
    for (const bytes of [o.body, o.br, o.gzip]) {
      if (bytes && bytes.byteLength > 0 && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
        transfer.add(bytes.buffer as ArrayBuffer);
      }
    }
  }
  parentPort!.postMessage({ outputs }, [...transfer]);
} catch (err) {
  parentPort!.postMessage({ failure: (err as Error).stack ?? String(err) });
}
