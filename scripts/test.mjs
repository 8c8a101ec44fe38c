// `npm test`: type-check every project, lint (Biome, layering rules, unused code, duplicates:
// scripts/lint.mjs), build the site, run every vitest suite. The type check, the lint and the
// build are steps, reported on their own lines; the closing line
// `N passed, N failed` counts test cases only (what CI reads).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, '.vitest-results.json');
const sh = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const steps = [
  ['type check', () => sh(process.execPath, [path.join(root, 'scripts/typecheck.mjs')])],
  ['lint', () => sh(process.execPath, [path.join(root, 'scripts/lint.mjs')])],
  ['build', () => sh(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-missing.ts'), '--all'])],
];
const failedSteps = [];
for (const [name, run] of steps) {
  const status = run();
  console.log(`step ${name}: ${status === 0 ? 'ok' : 'FAILED'}`);
  if (status !== 0) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
fs.rmSync(results, { force: true });
const vitestStatus = sh(path.join(root, 'node_modules/.bin/vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${results}`,
  ...process.argv.slice(2),
]);
if (fs.existsSync(results)) {
  const report = JSON.parse(fs.readFileSync(results, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  // A suite that failed outside any test (a failing beforeAll, a file that does not load)
  // leaves its tests unrun: each of them counts as failed, or the suite as one when it has none.
  for (const suite of report.testResults ?? []) {
    if (suite.status !== 'failed') continue;
    const tests = suite.assertionResults ?? [];
    if (tests.some((t) => t.status === 'failed')) continue;
    failed += Math.max(1, tests.filter((t) => t.status !== 'passed').length);
  }
} else if (vitestStatus !== 0) {
  failed = 1;
}
if (failedSteps.length) console.log(`steps failed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitestStatus !== 0 || failedSteps.length ? 1 : 0);
