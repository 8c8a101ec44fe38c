/**
 * `npm run build:content`: builds the content database; exits non-zero with every diagnostic
 * on failure. `--strict-links` fails on broken links; `--parse-workers N` sets the number of
 * parse worker threads (default: by corpus size and cores).
 */
import { buildContent } from '../build/build-content.ts';
import { ContentBuildError } from '../errors.ts';
import { tuneGcForBuilds } from '../build/gc-tuning.ts';
import { dataDirProblem, resolvePaths } from '../config.ts';

tuneGcForBuilds();

function parseWorkersArg(argv: string[]): number | undefined {
  const at = argv.indexOf('--parse-workers');
  if (at < 0) return undefined;
  const n = Number(argv[at + 1]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--parse-workers takes a whole number of threads (0 or more), not "${argv[at + 1] ?? ''}"`);
    process.exit(2);
  }
  return n;
}

const dataProblem = dataDirProblem(resolvePaths().dataDir);
if (dataProblem) {
  console.error(`[content] ${dataProblem}`);
  process.exit(1);
}

const strictLinks = process.argv.includes('--strict-links');
const parseWorkers = parseWorkersArg(process.argv);
try {
  await buildContent({ strictLinks, ...(parseWorkers === undefined ? {} : { parseWorkers }) });
} catch (err) {
  if (!(err instanceof ContentBuildError)) console.error(err);
  process.exitCode = 1;
}
