/**
 * The short form of `npm run test:faults`, in CI: while readers replay the browse mix through
 * the compiled site, one remote, the shell and content-service crash and restart, the
 * gateway's connection to the shell hangs, and a broken content build is attempted. Every
 * answer must be a normal page or the designed fallback, none may hang, each fault's
 * fallback must show and the site recover, the gateway's memory come back, and the broken
 * build leave the last good one serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultRunProblems } from '../../scripts/load/fault-verdict.ts';
import { runFaults, type FaultRun } from '../../scripts/load/faults.ts';
import { startLoadSite, type LoadSite } from '../../scripts/load/site-load.ts';

let site: LoadSite;
let run: FaultRun;

beforeAll(async () => {
  site = await startLoadSite({ GATEWAY_CACHE: 'off' });
  run = await runFaults(site, { faults: ['one-remote', 'shell', 'content', 'hung-upstream', 'broken-build'] });
}, 240_000);

afterAll(async () => {
  await site?.close();
});

describe('faults under load (short form)', () => {
  it('shows each fault’s designed fallback and recovers from it', () => {
    expect(run.faults.map((f) => f.name)).toHaveLength(4);
    for (const f of run.faults)
      expect({ name: f.name, fallbackSeen: f.fallbackSeen, recovered: f.recovered }).toEqual({
        name: f.name,
        fallbackSeen: true,
        recovered: true,
      });
  });

  it('answers every reader with a normal page or a designed fallback, never hanging', () => {
    expect(run.readers.total).toBeGreaterThan(0);
    expect(run.readers.outcomes.expected).toBeGreaterThan(0);
    expect(run.readers.failures).toEqual([]);
  });

  it('refuses a broken content build, naming the file and line, and keeps serving the last good one', () => {
    expect(run.brokenBuild).toMatchObject({ refused: true, sameBuildServed: true });
    expect(run.brokenBuild.diagnostic).toMatch(/zz-broken-under-load\.md:3/);
  });

  it('holds every point of the fault run’s verdict (the gateway’s memory comes back too)', () => {
    expect(faultRunProblems(run)).toEqual([]);
  });
});
