// `npm test`: type-check every project, build the site, run every vitest suite, and end
// with the plain totals line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, '.vitest-results.json');
const sh = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

let passed = 0;
let failed = 0;

const typecheck = sh(process.execPath, [path.join(root, 'scripts/typecheck.mjs')]);
typecheck === 0 ? passed++ : failed++;

const build = sh(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-missing.ts'), '--all']);
build === 0 ? passed++ : failed++;

fs.rmSync(results, { force: true });
const extra = process.argv.slice(2);
const vitestStatus = sh(path.join(root, 'node_modules/.bin/vitest'), [
  'run', '--reporter=default', '--reporter=json', `--outputFile=${results}`, ...extra,
]);
if (fs.existsSync(results)) {
  const report = JSON.parse(fs.readFileSync(results, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A suite that failed to load has no tests to count: count it as a failure.
  failed += (report.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0).length;
} else if (vitestStatus !== 0) {
  failed++;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitestStatus !== 0 ? 1 : 0);
