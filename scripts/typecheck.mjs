// `npm run typecheck`: every tsconfig.json in the repository (each folder's own settings:
// shared code without DOM or Node types, browser code without Node, servers with Node).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const skip = new Set(['node_modules', 'dist', '.data', '.git', 'content']);

function find(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name) || entry.name.startsWith('.staging')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) find(full, out);
    else if (entry.name === 'tsconfig.json') out.push(full);
  }
  return out;
}

// The root tsconfig.json is the runtime config for tsx (every file); skip it here.
const configs = find(root)
  .filter((f) => f !== path.join(root, 'tsconfig.json'))
  .sort();
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
let failed = 0;
const queue = [...configs];
async function worker() {
  for (let config = queue.shift(); config; config = queue.shift()) {
    const rel = path.relative(root, config);
    try {
      await run(tsc, ['-p', config, '--noEmit'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
      console.log(`typecheck ok   ${rel}`);
    } catch (err) {
      failed++;
      console.log(`typecheck FAIL ${rel}\n${(err.stdout || '') + (err.stderr || '')}`);
    }
  }
}
await Promise.all([worker(), worker()]);
console.log(`typecheck: ${configs.length - failed} of ${configs.length} projects clean`);
process.exit(failed ? 1 : 0);
