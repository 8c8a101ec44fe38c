/**
 * Writes deploy/k6/mixes.json from bench/mixes.ts, so the k6 scripts run the same mixes as
 * the autocannon bench. Run after changing the mixes:
 *   node --import tsx gateway/bench/write-k6-mixes.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { k6MixesJson } from './k6-mixes.ts';

const target = fileURLToPath(new URL('../../deploy/k6/mixes.json', import.meta.url));
writeFileSync(target, k6MixesJson());
console.log(`wrote ${target}`);
