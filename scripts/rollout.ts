/**
 * `npm run test:rollout`: rollout under load (scripts/load/rollout.ts) for every remote:
 * publish a new version, then roll back by re-pointing to the previous one, while readers
 * replay the browse mix and Chromium navigates across sections. Prints each step's time to
 * live and the answers; exits 1 unless 0 requests failed, 0 hydration errors were logged
 * and every step went live within 5 s.
 */
import { REMOTE_NAMES } from '@site/contracts';
import { rolloutProblems, runRollout } from './load/rollout.ts';
import { startLoadSite } from './load/site-load.ts';

const LIVE_WITHIN_MS = 5000;
const site = await startLoadSite();
try {
  console.log(`\nrollout under load on ${site.url} (browse mix, 3 readers, Chromium across sections, edge cache on)\n`);
  const run = await runRollout(site, { remotes: REMOTE_NAMES, log: (line) => console.log(line) });
  const failed = run.readers.total - run.readers.outcomes.expected;
  console.log(`\nrequests: ${run.readers.total}, failed ${failed}; slowest ${Math.round(run.readers.slowestMs)} ms`);
  console.log(
    `browser: ${run.browser.pagesLoaded} pages hydrated, ${run.browser.clientNavigations} client-side navigations, ${run.browser.hydrationErrors.length} hydration errors, ${run.browser.problems.length} other problems`,
  );
  const problems = rolloutProblems(run, LIVE_WITHIN_MS);
  console.log(
    problems.length
      ? `\nFAILED:\n- ${problems.join('\n- ')}`
      : `\nevery rollout and rollback went live within ${LIVE_WITHIN_MS / 1000} s, cleanly`,
  );
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await site.close();
}
