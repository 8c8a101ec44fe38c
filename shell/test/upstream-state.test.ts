/**
 * The shell learns each remote's published version by polling its asset server. On a busy
 * machine an answer can come later than a render may wait; it is still the answer, and a
 * remote whose version the shell never learns cannot render at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FederationHost, type FederationRuntime } from '../src/server/federation-host.ts';
import { UpstreamState } from '../src/server/upstream-state.ts';

const runtime = {
  registerRemotes() {},
  loadRemote: async <T>() => ({ pages: {} }) as T,
} as unknown as FederationRuntime;

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** Asset servers that publish version `v7` of every remote, answering after `delayMs`. */
async function slowAssetServer(delayMs: number) {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    setTimeout(() => {
      if (req.url?.endsWith('/current.json')) res.setHeader('content-type', 'application/json').end('{"version":"v7"}');
      else res.end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

function upstreamOf(url: string) {
  const timeoutMs = 50;
  const host = new FederationHost({ assetUrl: () => url, timeoutMs, runtime });
  const upstream = new UpstreamState({ host, shellVersion: 's1', assetUrl: () => url, contentUrl: url, pollMs: 60_000, timeoutMs });
  return { host, upstream };
}

describe('polling the remotes’ published versions', () => {
  it('takes a pointer that answers later than a render would wait', async () => {
    const server = await slowAssetServer(300);
    const { host, upstream } = upstreamOf(server.url);
    await upstream.refresh();
    expect(host.version('docs')).toBe('v7');
    expect(upstream.build.remotes).toMatchObject({ docs: 'v7', blog: 'v7', templates: 'v7', studio: 'v7' });
  });

  it('does not start a second poll while one is still waiting', async () => {
    const server = await slowAssetServer(200);
    const { upstream } = upstreamOf(server.url);
    await Promise.all([upstream.refresh(), upstream.refresh(), upstream.refresh()]);
    // One poll: each remote's pointer and content-service's info.
    expect(server.requests()).toBe(5);
  });
});
