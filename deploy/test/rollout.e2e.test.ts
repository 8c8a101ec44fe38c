/**
 * The short form of `npm run test:rollout`, in CI: while readers replay the browse mix through
 * the compiled site (edge cache on) and Chromium goes round the sections, two remotes each
 * publish a new version and are rolled back by re-pointing to the previous one. Every step
 * goes live (the CLI also holds it to 5 s and prints the figures), no request fails, and the
 * browser logs no hydration error or any other problem.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolloutProblems, runRollout, type RolloutRun } from '../../scripts/load/rollout.ts';
import { startLoadSite, type LoadSite } from '../../scripts/load/site-load.ts';

let site: LoadSite;
let run: RolloutRun;

beforeAll(async () => {
  site = await startLoadSite();
  run = await runRollout(site, { remotes: ['docs', 'blog'] });
}, 240_000);

afterAll(async () => {
  await site?.close();
});

describe('rollout under load (short form)', () => {
  it('puts each new version live, then the previous one again on rollback', () => {
    expect(run.steps.map((s) => `${s.remote} ${s.action} ${s.live ? 'live' : 'not live'}`)).toEqual([
      'docs rollout live',
      'docs rollback live',
      'blog rollout live',
      'blog rollback live',
    ]);
  });

  it('fails no request and logs no hydration error in a browser navigating across sections', () => {
    expect(run.readers.total).toBeGreaterThan(0);
    expect(run.readers.total - run.readers.outcomes.expected).toBe(0);
    expect(run.browser.pagesLoaded).toBeGreaterThan(0);
    expect(run.browser.hydrationErrors).toEqual([]);
    expect(rolloutProblems(run)).toEqual([]);
  });
});
