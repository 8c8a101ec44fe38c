// `npm run lint`: the checks that keep the layout honest, each with zero findings allowed:
// Biome (lint and format), dependency-cruiser (layering rules in .dependency-cruiser.cjs),
// knip (unused files, exports and dependencies) and jscpd (no block of 6+ lines repeated
// outside tests). Prints one line per check and exits non-zero when any finds something.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const SOURCES = ['gateway', 'shell', 'content-service', 'docs-app', 'blog-app', 'templates-app', 'studio-app', 'scripts', 'deploy'];

const checks = [
  ['biome (lint + format)', bin('biome'), ['ci', '--reporter=summary', '.']],
  ['dependency-cruiser', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', ...SOURCES]],
  ['knip', bin('knip'), ['--no-progress']],
  ['jscpd (duplicates)', bin('jscpd'), ['--silent', '.']],
];

let failed = 0;
for (const [name, cmd, args] of checks) {
  const run = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = run.status === 0;
  if (!ok) {
    failed++;
    process.stdout.write(`${run.stdout}${run.stderr}`);
  }
  console.log(`lint ${name}: ${ok ? 'ok' : 'FAILED'}`);
}
process.exit(failed ? 1 : 0);
