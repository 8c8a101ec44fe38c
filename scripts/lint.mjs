// `npm run lint`: the checks that keep the layout honest, each with zero findings allowed. Each is
// an npm script of its own (run one alone while fixing it):
//   lint:style       Biome, lint and format
//   lint:layers      dependency-cruiser, the layering rules in .dependency-cruiser.cjs
//   lint:unused      knip, unused files, exports and dependencies (knip.jsonc)
//   lint:duplicates  jscpd, no block of 6+ lines repeated outside tests (.jscpd.json)
// Prints one line per check, the findings of a failed one, and exits non-zero when any fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CHECKS = ['lint:style', 'lint:layers', 'lint:unused', 'lint:duplicates'];

let failed = 0;
for (const check of CHECKS) {
  const run = spawnSync('npm', ['run', '--silent', check], { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = run.status === 0;
  if (!ok) {
    failed++;
    process.stdout.write(`${run.stdout}${run.stderr}`);
  }
  console.log(`${check}: ${ok ? 'ok' : 'FAILED'}`);
}
process.exit(failed ? 1 : 0);
