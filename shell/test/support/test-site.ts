/**
 * Starts the whole site on free loopback ports for a test file, with its own content
 * database and copies of the remotes' builds (so redeploy tests never touch the real ones).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePortEnv, runSite, type RunOptions, type RunningSite } from '../../../scripts/run-site.ts';
import { ROOT } from '../../../scripts/processes.ts';
export { publishCopiedVersion } from '../../../scripts/load/publish.ts';
import { REMOTES, type RemoteName } from '@site/contracts';

export interface TestSite extends RunningSite {
  tmp: string;
  distDir(remote: RemoteName): string;
}

export async function startTestSite(extraEnv: NodeJS.ProcessEnv = {}, opts: Pick<RunOptions, 'onLog'> = {}): Promise<TestSite> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const env = await freePortEnv({
    CONTENT_DATA_DIR: path.join(tmp, 'content-data'),
    REMOTE_POLL_MS: '500',
    GATEWAY_BUILD_POLL_MS: '300',
    ...extraEnv,
  });
  for (const remote of Object.values(REMOTES)) {
    const dst = path.join(tmp, `${remote.folder}-dist`);
    fs.cpSync(path.join(ROOT, remote.folder, 'dist'), dst, { recursive: true });
    env[`${remote.envPrefix}_DIST`] = dst;
  }
  const site = await runSite({ env, quiet: !process.env.SITE_TEST_LOGS, readyTimeoutMs: 180_000, ...opts });
  const stopSite = site.stop.bind(site);
  return Object.assign(site, {
    tmp,
    distDir: (remote: RemoteName) => env[`${REMOTES[remote].envPrefix}_DIST`]!,
    async stop() {
      await stopSite();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  });
}

export async function get(url: string, init: RequestInit = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

export async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A reader's browser: plain HTTP clients (Node's fetch, curl) count as bots (no error page). */
export const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
