/**
 * The shell as several render processes on one port (SHELL_WORKERS, render-workers.ts), as
 * `npm start` runs it on a machine with more than one core: pages render in all of them,
 * /metrics counts them all, one that dies is replaced while the others keep serving, and a
 * stop signal stops every one.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricIn } from '../../scripts/load/process-memory.ts';
import { childPids } from '../../scripts/process-tree.ts';
import { get, startTestSite, waitFor, type TestSite } from './support/test-site.ts';

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

describe.skipIf(process.platform !== 'linux')('a shell of two render processes', () => {
  let site: TestSite;
  let shellUrl: string;
  let primary: number;
  beforeAll(async () => {
    site = await startTestSite({ SHELL_WORKERS: '2' });
    shellUrl = `http://127.0.0.1:${site.env.SHELL_PORT}`;
    primary = site.children.get('shell')!.pid!;
  }, 240_000);
  afterAll(() => site?.stop());

  const shellMetrics = async () => (await get(`${shellUrl}/metrics`)).text;

  it('serves pages from both processes, and /metrics counts both', async () => {
    expect(childPids(primary)).toHaveLength(2);
    const before = (await shellMetrics()).split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count'));
    const pages = await Promise.all(Array.from({ length: 12 }, () => get(`${shellUrl}/en/docs/getting-started/installation`)));
    expect(pages.map((p) => p.status)).toEqual(Array(12).fill(200));
    const text = await shellMetrics();
    expect(metricIn(text, 'shell_render_processes')).toBe(2);
    // Each process reports its own request counts; the scrape adds them up.
    const count = (lines: string[]) => lines.reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
    const after = text.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count'));
    expect(count(after)).toBeGreaterThan(count(before));
    // One info row per build, whatever the number of processes reporting it.
    expect(metricIn(text, 'site_build_info')).toBe(1);
  });

  it('replaces a render process that dies, and keeps serving meanwhile', async () => {
    const [victim, survivor] = childPids(primary);
    process.kill(victim!, 'SIGKILL');
    // Through the gateway, a page whose connection the dying process held is asked again.
    const pages = ['configuration', 'project-structure', 'migration', 'edge-channel'];
    const throughGateway = await Promise.all(pages.map((page) => get(`${site.url}/en/docs/getting-started/${page}`)));
    expect(throughGateway.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Asked directly, a request on the killed process's connection is lost with it; once it
    // is gone, the other process answers every request while its replacement starts.
    await waitFor(async () => !alive(victim!), 10_000, 'the killed process to exit');
    const during = await Promise.all(Array.from({ length: 4 }, () => get(`${shellUrl}/en/docs/getting-started/installation`)));
    expect(during.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const replaced = await waitFor(
      async () => {
        const now = childPids(primary);
        return now.length === 2 && !now.includes(victim!) ? now : null;
      },
      30_000,
      'a new render process',
    );
    expect(replaced).toContain(survivor);
    await waitFor(async () => metricIn(await shellMetrics(), 'shell_render_processes') === 2, 30_000, 'two processes in /metrics');
    expect((await get(`${shellUrl}/en/docs/getting-started/installation`)).status).toBe(200);
  });

  it('on Ctrl-C, which signals the primary and every render process at once, finishes the request under way and stops cleanly', async () => {
    const workers = childPids(primary);
    const exited = new Promise<number | null>((resolve) => site.children.get('shell')!.once('exit', resolve));
    // A page the shell has not read yet, with content-service paused: its render waits for
    // content-service's answer until the shell's own timeout, so it is under way at the signal.
    const content = site.children.get('content')!;
    content.kill('SIGSTOP');
    try {
      const underWay = get(`${shellUrl}/en/docs/getting-started/not-read-before-${Date.now()}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The primary passes SIGTERM on: a second SIGINT would end a render process mid-request.
      for (const pid of [primary, ...workers]) process.kill(pid, 'SIGINT');
      const answer = await underWay;
      expect(answer.status).toBeGreaterThanOrEqual(200);
    } finally {
      content.kill('SIGCONT');
    }
    expect(await exited).toBe(0);
    await waitFor(async () => workers.every((pid) => !alive(pid)), 10_000, 'the render processes to exit');
  });
});
