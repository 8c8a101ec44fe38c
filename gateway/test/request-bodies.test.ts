/**
 * Request bodies through the gateway (issue 14, findings 2 and 3): `Expect: 100-continue`
 * on every route that takes bodies (pages answer 405: routing.test.ts), 413 naming the limit
 * for every oversize body (declared, chunked, with or without Expect), never 502, and a
 * client that abandons its upload logged as such, not as an upstream failure.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BODY_ROUTE_PATHS } from './support/route-paths.ts';
import { abandonedUpload, expectContinueRequest } from './support/bodies.ts';
import { rawRequest } from './support/http.ts';
import { proxyFailures } from './support/failure-counts.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';

const LIMIT = 4096;

let site: TestSite;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  site = await startTestSite({ env: {}, bodyLimit: LIMIT, logger: { level: 'info', stream } });
});
afterAll(() => site.close());

describe('Expect: 100-continue', () => {
  it.each(BODY_ROUTE_PATHS)('is answered with 100 and then the upstream answer on %s', async (path) => {
    const res = await expectContinueRequest(site.base, path, 'hello');
    expect(res.continued).toBe(true);
    expect(res.status).toBe(200);
    expect(res.body).toContain('hello');
  });

  it.each(BODY_ROUTE_PATHS)('with an oversize declared body on %s: 413 at once, no 100, body never read', async (path) => {
    const res = await expectContinueRequest(site.base, path, 'x'.repeat(LIMIT + 1));
    expect(res.continued).toBe(false);
    expect(res.status).toBe(413);
    expect(res.body).toContain(`${LIMIT} bytes`);
  });
});

describe('oversize bodies', () => {
  it.each(BODY_ROUTE_PATHS)('a chunked body over the limit on %s is 413 naming the limit, never 502', async (path) => {
    const big = 'x'.repeat(LIMIT * 4);
    const res = await rawRequest(site.base, path, {
      method: 'POST',
      body: big,
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain(`${LIMIT} bytes`);
  });

  it.each(BODY_ROUTE_PATHS)('a chunked body over the limit with Expect on %s is 413', async (path) => {
    const res = await expectContinueRequest(site.base, path, 'y'.repeat(LIMIT * 4), { chunked: true });
    expect(res.status).toBe(413);
    expect(res.body).toContain(`${LIMIT} bytes`);
  });

  it('a body exactly at the limit passes', async () => {
    const res = await rawRequest(site.base, '/api/content/echo', {
      method: 'POST',
      body: 'z'.repeat(LIMIT),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
  });
});

describe('a client that abandons its upload', () => {
  it('is logged as a client abort, not as the upstream being down', async () => {
    const before = logLines.length;
    await abandonedUpload(site.base, '/api/content/upload', LIMIT - 10, 100);
    await vi.waitFor(() => expect(logLines.slice(before).some((l) => l.code === 'CLIENT_ABORTED')).toBe(true), { timeout: 5000 });
    const lines = logLines.slice(before);
    expect(lines.some((l) => l.code === 'UPSTREAM_UNAVAILABLE' || l.code === 'UPSTREAM_TIMEOUT')).toBe(false);
    expect(lines.find((l) => l.code === 'CLIENT_ABORTED')?.level).toBe(30);
  });

  it('is counted in the metrics as a client abort, never as an upstream failure', async () => {
    // The upload may be cut while the gateway reads it or while the proxy streams it on: either
    // way it is one client abort, and no upstream failure.
    const aborts = await proxyFailures(site.gateway, 'CLIENT_ABORTED');
    await abandonedUpload(site.base, '/api/content/upload', LIMIT - 10, 100);
    await vi.waitFor(async () => expect(await proxyFailures(site.gateway, 'CLIENT_ABORTED')).toBe(aborts + 1), { timeout: 5000 });
    expect(await proxyFailures(site.gateway, 'UPSTREAM_UNAVAILABLE')).toBe(0);
    expect(await proxyFailures(site.gateway, 'UPSTREAM_TIMEOUT')).toBe(0);
  });
});
