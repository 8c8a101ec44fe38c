/**
 * Faults under load: while readers replay the browse mix through the gateway (edge cache
 * off, so every page is really rendered), each fault is injected and repaired in turn, and
 * every answer is classified (readers.ts). A fault passes when its fallback was seen and the
 * site recovered; the run passes when no answer was unexpected or hung, and a broken content
 * build left the last good one serving. Used by `npm run test:faults` (every remote, printed
 * figures) and by deploy/test/faults.e2e.test.ts (a short form in CI).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVICES } from '@site/contracts';
import type { LoadRequest } from '../../gateway/bench/mixes.ts';
import { ROOT, siteProcesses } from '../processes.ts';
import { SERVER_BUNDLES } from '../server-bundles.ts';
import { residentMemory } from './process-memory.ts';
import { startReaders, until, type ReaderStats } from './readers.ts';
import type { LoadSite } from './site-load.ts';

interface FaultReport {
  name: string;
  /** The designed fallback was answered while the fault lasted. */
  fallbackSeen: boolean;
  /** The normal answer came back after the repair. */
  recovered: boolean;
  /** Milliseconds from fault to first fallback, and from repair to first normal answer (printed only). */
  toFallbackMs: number;
  toRecoveryMs: number;
}

export interface FaultRun {
  faults: FaultReport[];
  readers: ReaderStats;
  memoryBefore: Record<string, number | null>;
  memoryAfter: Record<string, number | null>;
  brokenBuild: { refused: boolean; diagnostic: string; sameBuildServed: boolean };
}

/**
 * A request each part answers, with its expected status: a page of a remote's section, or
 * for content-service its API through the gateway (pages keep rendering from the shell's
 * per-build content cache while content-service is down, which is by design).
 */
function probeFor(site: LoadSite, owner: string): LoadRequest {
  if (owner === 'content') return site.mixes.browse.find((r) => r.path.startsWith('/api/content/') && r.expect === 200)!;
  const pages = site.mixes.browse.filter((r) => r.expect === 200 && r.method === 'GET');
  const owned = pages.find((r) => (owner === 'docs' ? r.path.includes('/docs/') : r.path.includes(`/${owner}`)));
  return owned ?? pages[0]!;
}

async function answer(site: LoadSite, req: LoadRequest): Promise<{ status: number; fallback: boolean }> {
  try {
    const res = await fetch(site.url + req.path, { headers: req.headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    const fallback =
      (res.status === 503 && !!res.headers.get('x-build-id')) || ([502, 503, 504].includes(res.status) && !!res.headers.get('retry-after'));
    return { status: res.status, fallback };
  } catch {
    return { status: 0, fallback: false };
  }
}

/** Injects a fault, waits for the fallback, repairs, waits for the normal answer. */
async function exercise(
  site: LoadSite,
  name: string,
  probe: LoadRequest,
  inject: () => Promise<void>,
  repair: () => Promise<void>,
  log: (line: string) => void,
  setPhase: (phase: string) => void,
): Promise<FaultReport> {
  const t0 = performance.now();
  setPhase(name);
  await inject();
  const fallbackSeen = await until(async () => (await answer(site, probe)).fallback, 15_000);
  const toFallbackMs = performance.now() - t0;
  const t1 = performance.now();
  await repair();
  const recovered = await until(async () => (await answer(site, probe)).status === probe.expect, 30_000, 200);
  setPhase(`after: ${name}`);
  const report = { name, fallbackSeen, recovered, toFallbackMs, toRecoveryMs: performance.now() - t1 };
  log(
    `  ${name.padEnd(34)} fallback ${fallbackSeen ? `after ${Math.round(toFallbackMs)} ms` : 'NOT SEEN'}, ${recovered ? `recovered ${Math.round(report.toRecoveryMs)} ms after the repair` : 'NOT RECOVERED'}`,
  );
  return report;
}

/** Builds content with a broken file into the site's data folder: the build must refuse, the site keep its build. */
async function brokenContentBuild(site: LoadSite): Promise<FaultRun['brokenBuild']> {
  const infoOf = async () => ((await (await fetch(`${site.url}/api/content/info`)).json()) as { contentBuild: string }).contentBuild;
  const before = await infoOf();
  const contentDir = path.join(site.tmp, 'broken-content');
  fs.cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  // A front matter key given twice is an error (a component left open would only be a warning).
  fs.writeFileSync(path.join(contentDir, 'docs', 'zz-broken-under-load.md'), '---\ntitle: Broken\ntitle: Twice\n---\n\n# Broken\n');
  const build = spawnSync(process.execPath, [path.join(ROOT, SERVER_BUNDLES.contentBuild.out)], {
    env: { ...site.env, CONTENT_DIR: contentDir },
    encoding: 'utf8',
  });
  const output = `${build.stdout}${build.stderr}`;
  const diagnostic = output.split('\n').find((l) => l.includes('zz-broken-under-load.md')) ?? '';
  return { refused: build.status !== 0, diagnostic: diagnostic.trim(), sameBuildServed: (await infoOf()) === before };
}

/**
 * An answer is hung past twice the gateway's longest timeout: a response body that stalls
 * (the paused shell of the hung-upstream fault) is cut after GATEWAY_UPSTREAM_BODY_TIMEOUT_MS,
 * 15 s; before that it resumes as soon as the shell does.
 */
const HANG_AFTER_MS = 30_000;

export type FaultName = 'remotes' | 'one-remote' | 'shell' | 'content' | 'hung-upstream' | 'broken-build';

export async function runFaults(site: LoadSite, opts: { faults: readonly FaultName[]; log?: (line: string) => void }): Promise<FaultRun> {
  const log = opts.log ?? (() => {});
  const processes = siteProcesses();
  let phase = 'warm-up';
  const readers = startReaders({
    base: site.url,
    requests: site.mixes.browse,
    concurrency: 3,
    hangAfterMs: HANG_AFTER_MS,
    phase: () => phase,
  });
  const memoryBefore = await residentMemory(site, processes);
  const faults: FaultReport[] = [];
  const setPhase = (next: string) => {
    phase = next;
  };
  let brokenBuild: FaultRun['brokenBuild'] = { refused: true, diagnostic: '', sameBuildServed: true };
  try {
    const remotes = Object.entries(SERVICES).filter(([, s]) => s.kind === 'remote');
    const chosen = opts.faults.includes('remotes') ? remotes : opts.faults.includes('one-remote') ? remotes.slice(0, 1) : [];
    for (const [name, s] of chosen) {
      const folder = (s as { folder: string }).folder;
      faults.push(
        await exercise(
          site,
          `${folder} asset server crashes`,
          probeFor(site, name),
          () => site.kill(folder, 'SIGKILL'),
          () => site.restart(folder),
          log,
          setPhase,
        ),
      );
    }
    if (opts.faults.includes('shell')) {
      faults.push(
        await exercise(
          site,
          'shell crashes',
          probeFor(site, 'blog'),
          () => site.kill('shell', 'SIGKILL'),
          () => site.restart('shell'),
          log,
          setPhase,
        ),
      );
    }
    if (opts.faults.includes('content')) {
      faults.push(
        await exercise(
          site,
          'content-service crashes',
          probeFor(site, 'content'),
          () => site.kill('content', 'SIGKILL'),
          () => site.restart('content'),
          log,
          setPhase,
        ),
      );
    }
    if (opts.faults.includes('hung-upstream')) {
      // The gateway's connection to the shell stops answering (the process is paused): the
      // gateway must answer 504 within its upstream timeout, then carry on when it resumes.
      const signal = async (sig: NodeJS.Signals) => void site.children.get('shell')?.kill(sig);
      faults.push(
        await exercise(
          site,
          'gateway → shell connection hangs',
          probeFor(site, 'blog'),
          () => signal('SIGSTOP'),
          () => signal('SIGCONT'),
          log,
          setPhase,
        ),
      );
    }
    if (opts.faults.includes('broken-build')) {
      brokenBuild = await brokenContentBuild(site);
      log(
        `  ${'broken content build'.padEnd(34)} ${brokenBuild.refused ? 'refused' : 'ACCEPTED'} (${brokenBuild.diagnostic || 'no diagnostic'}); ${brokenBuild.sameBuildServed ? 'last good build still served' : 'BUILD REPLACED'}`,
      );
    }
    // A last stretch of normal load, so memory is read after the site settled.
    await until(async () => false, 2000);
  } finally {
    await readers.stop();
  }
  return { faults, readers: readers.stats, memoryBefore, memoryAfter: await residentMemory(site, processes), brokenBuild };
}
