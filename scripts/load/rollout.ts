/**
 * Rollout under load: while readers replay the browse mix through the gateway (edge cache on,
 * as in production) and a real browser goes round the sections, a new version of each remote
 * is published, then rolled back by re-pointing to the previous one. A step is live when a
 * page fetched through the gateway carries a build id whose meta lists the new version.
 * Used by `npm run test:rollout` (every remote) and deploy/test/rollout.e2e.test.ts.
 */
import { REMOTES, type RemoteName } from '@site/contracts';
import { publishPointer, readPointer } from '../../shell/src/federation/remote-versions.ts';
import { startBrowserReader, type BrowserReport } from './browser-reader.ts';
import { publishCopiedVersion } from './publish.ts';
import { startReaders, until, type ReaderStats } from './readers.ts';
import type { LoadSite } from './site-load.ts';

interface RolloutStep {
  remote: RemoteName;
  action: 'rollout' | 'rollback';
  version: string;
  live: boolean;
  /** From publishing to the first page rendered with it (printed; the CLI holds it to 5 s). */
  liveAfterMs: number;
}

export interface RolloutRun {
  steps: RolloutStep[];
  readers: ReaderStats;
  browser: BrowserReport;
}

/** The remote versions a page served through the gateway right now was rendered with. */
async function versionsInPages(site: LoadSite, path: string): Promise<Record<string, string>> {
  const page = await fetch(`${site.url}${path}`, { signal: AbortSignal.timeout(10_000) });
  await page.arrayBuffer();
  const id = page.headers.get('x-build-id');
  if (!id) return {};
  const meta = await fetch(`${site.url}/builds/meta/${id}.json`, { signal: AbortSignal.timeout(10_000) });
  return meta.ok ? ((await meta.json()) as { remotes: Record<string, string> }).remotes : {};
}

export async function runRollout(
  site: LoadSite,
  opts: { remotes: readonly RemoteName[]; log?: (line: string) => void },
): Promise<RolloutRun> {
  const log = opts.log ?? (() => {});
  const pages = site.mixes.browse.filter(
    (r) => r.expect === 200 && r.method === 'GET' && !r.path.startsWith('/api/') && !r.path.startsWith('/builds/'),
  );
  const readers = startReaders({ base: site.url, requests: site.mixes.browse, concurrency: 3, hangAfterMs: 15_000 });
  const browser = await startBrowserReader(
    site.url,
    pages.map((p) => p.path),
  );
  const steps: RolloutStep[] = [];
  try {
    const switchTo = async (remote: RemoteName, action: RolloutStep['action'], publish: () => string) => {
      const started = performance.now();
      const version = publish();
      const live = await until(async () => (await versionsInPages(site, pages[0]!.path))[remote] === version, 20_000, 100);
      const step = { remote, action, version, live, liveAfterMs: performance.now() - started };
      steps.push(step);
      log(
        `  ${`${remote} ${action}`.padEnd(22)} ${version.padEnd(26)} ${live ? `live after ${Math.round(step.liveAfterMs)} ms` : 'NOT LIVE'}`,
      );
    };
    for (const remote of opts.remotes) {
      const dist = site.distDir(REMOTES[remote].folder);
      const previous = readPointer(dist)!.version;
      await switchTo(remote, 'rollout', () => publishCopiedVersion(dist, `rollout-${Date.now().toString(36)}`));
      // Readers and the browser keep going on the new version for a moment before the rollback.
      await until(async () => false, 1000);
      await switchTo(remote, 'rollback', () => publishPointer(dist, previous).version);
    }
    await until(async () => false, 1000);
  } finally {
    await readers.stop();
  }
  return { steps, readers: readers.stats, browser: await browser.stop() };
}

/** What a rollout run must show (the CLI adds the 5 s bound on liveness). */
export function rolloutProblems(run: RolloutRun, liveWithinMs?: number): string[] {
  const problems: string[] = [];
  for (const s of run.steps) {
    if (!s.live) problems.push(`${s.remote} ${s.action} to ${s.version} never went live`);
    else if (liveWithinMs !== undefined && s.liveAfterMs > liveWithinMs) {
      problems.push(`${s.remote} ${s.action} went live after ${Math.round(s.liveAfterMs)} ms (more than ${liveWithinMs} ms)`);
    }
  }
  const failed = run.readers.total - run.readers.outcomes.expected;
  if (failed > 0) problems.push(`${failed} of ${run.readers.total} requests failed: ${JSON.stringify(run.readers.failures.slice(0, 5))}`);
  if (run.browser.pagesLoaded === 0) problems.push('the browser loaded no page');
  if (run.browser.hydrationErrors.length) problems.push(`hydration errors: ${run.browser.hydrationErrors.slice(0, 5).join(' | ')}`);
  if (run.browser.problems.length) problems.push(`browser problems: ${run.browser.problems.slice(0, 5).join(' | ')}`);
  return problems;
}
