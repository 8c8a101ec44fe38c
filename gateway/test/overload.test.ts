/**
 * More page requests than the shell can render (issue 18.4): the gateway lets a bounded
 * number through at once and a bounded number wait, briefly; the rest are answered at once
 * with 503, Retry-After and the branded page, never left to run into the 504 timeout.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSettings } from '../src/settings.ts';
import { rawRequest } from './support/http.ts';
import { proxyFailures } from './support/failure-counts.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';

/** A GET whose client closes its connection after `afterMs`, unanswered. */
function abandonedRequest(base: string, path: string, afterMs: number): Promise<void> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const req = http.get({ host: url.hostname, port: url.port, path, agent: false });
    req.on('error', () => resolve());
    setTimeout(() => {
      req.destroy();
      resolve();
    }, afterMs);
  });
}

const statuses = (list: Array<{ status: number }>) => list.map((r) => r.status).sort();

describe('shedding page requests the shell cannot take', () => {
  let site: TestSite;
  beforeAll(async () => {
    // Two renders at once, two waiting at most 150 ms; a slow page takes 400 ms.
    site = await startTestSite({ env: {}, shellAdmission: { concurrency: 2, queue: 2, maxWaitMs: 150 } }, { slowMs: 400 });
  });
  afterAll(() => site.close());

  it('serves two, answers the ten others 503 with Retry-After and the branded page, and none 504', async () => {
    const before = await proxyFailures(site.gateway, 'OVERLOADED', 'shell');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => rawRequest(site.base, `/en/docs/slow-${i}`)));
    expect(statuses(answers)).toEqual([200, 200, ...Array(10).fill(503)]);
    for (const busy of answers.filter((r) => r.status === 503)) {
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(busy.headers['content-type']).toContain('text/html');
      expect(busy.body).toContain('This page is busy right now');
      expect(busy.body).toContain('Nuxt Content');
    }
    expect(await proxyFailures(site.gateway, 'OVERLOADED', 'shell')).toBe(before + 10);
    expect(await proxyFailures(site.gateway, 'UPSTREAM_TIMEOUT')).toBe(0);
  });

  it('never holds back assets or edge cache hits', async () => {
    const cached = await rawRequest(site.base, '/en/docs/fast');
    expect(cached.status).toBe(200);
    const slow = Array.from({ length: 4 }, (_, i) => rawRequest(site.base, `/en/docs/slow-busy-${i}`));
    const [asset, hit] = await Promise.all([rawRequest(site.base, '/_shell/app.js'), rawRequest(site.base, '/en/docs/fast')]);
    expect(asset.status).toBe(200);
    expect([hit.status, hit.headers['x-cache']]).toEqual([200, 'HIT']);
    await Promise.all(slow);
  });

  it("answers a 503 the shell shed itself with the same branded page, the shell's mark removed", async () => {
    const res = await rawRequest(site.base, '/en/docs/shed');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['x-shed']).toBeUndefined();
    expect(res.body).toContain('This page is busy right now');
  });
});

describe('a short burst waits for its turn', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {}, shellAdmission: { concurrency: 1, queue: 4, maxWaitMs: 1500 } }, { slowMs: 100 });
  });
  afterAll(() => site.close());

  it('serves every request whose wait ends before the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => rawRequest(site.base, `/en/docs/slow-${i}`)));
    expect(statuses(answers)).toEqual([200, 200, 200, 200]);
  });

  it('gives back the turn of a reader who left while waiting (it was held for good, and the gateway then refused every page)', async () => {
    const busy = rawRequest(site.base, '/en/docs/slow-busy');
    // Three readers who give up while the one turn is taken: each closes its connection.
    const leavers = Array.from({ length: 3 }, (_, i) => abandonedRequest(site.base, `/en/docs/slow-left-${i}`, 30));
    await Promise.all(leavers);
    expect((await busy).status).toBe(200);
    // The turn is free again, each time: one reader after another is served.
    for (let i = 0; i < 3; i++) expect((await rawRequest(site.base, `/en/docs/slow-next-${i}`)).status).toBe(200);
  });

  it('reads its limits from GATEWAY_SHELL_CONCURRENCY, _QUEUE and _QUEUE_MS, and refuses nonsense', () => {
    const env = { GATEWAY_SHELL_CONCURRENCY: '8', GATEWAY_SHELL_QUEUE: '16', GATEWAY_SHELL_QUEUE_MS: '500' };
    expect(resolveSettings({ env }).shellAdmission).toEqual({ concurrency: 8, queue: 16, maxWaitMs: 500 });
    expect(() => resolveSettings({ env: { GATEWAY_SHELL_QUEUE: '-1' } })).toThrow(/GATEWAY_SHELL_QUEUE=-1 is not a positive whole number/);
  });
});
