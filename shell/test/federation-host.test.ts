/**
 * A remote's version can switch while a page renders (a rollout). The page's HTML and the
 * version its state pins for hydration must come from the same code, or the browser hydrates
 * one version's markup with the other's components.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FederationHost, type FederationRuntime } from '../src/server/federation-host.ts';

/**
 * A runtime with one registration per container, as Module Federation's: a load resolves the
 * entry registered when it finishes, and each load waits for the test to let it through.
 */
function fakeRuntime() {
  const registered = new Map<string, string>();
  const gates: Array<() => void> = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes) {
      for (const remote of remotes) registered.set(remote.name, 'entry' in remote ? remote.entry : '');
    },
    async loadRemote<T>(id: string) {
      const container = id.split('/')[0]!;
      await new Promise<void>((resolve) => gates.push(resolve));
      return { pages: { entry: registered.get(container) } } as T;
    },
  } as FederationRuntime;
  const release = async () => {
    while (gates.length > 0) gates.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { runtime, release };
}

function hostWith(runtime: FederationRuntime) {
  const host = new FederationHost({ assetUrl: () => 'http://remote.test', timeoutMs: 5000, runtime });
  host.markSeen('docs', 'up');
  return host;
}

async function settle<T>(promise: Promise<T>, release: () => Promise<void>): Promise<T> {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  while (!done) await release();
  return promise;
}

describe('a page component loaded while its remote switches versions', () => {
  it('says which version it is, and that version is the code it got', async () => {
    const { runtime, release } = fakeRuntime();
    const host = hostWith(runtime);
    host.setVersion('docs', 'v1');
    const loading = host.loadPages('docs', 'v1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.setVersion('docs', 'v2');
    const loaded = await settle(loading, release);
    expect(loaded.value.entry).toBe(host.entryUrl('docs', loaded.version));
  });

  it('does not file one version’s code under the other’s name for later requests', async () => {
    const { runtime, release } = fakeRuntime();
    const host = hostWith(runtime);
    host.setVersion('docs', 'v1');
    const first = host.loadPages('docs', 'v1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.setVersion('docs', 'v2');
    await settle(first, release);
    host.setVersion('docs', 'v1');
    const again = await settle(host.loadPages('docs', 'v1'), release);
    expect(again).toEqual({ value: { entry: host.entryUrl('docs', 'v1') }, version: 'v1' });
  });

  it('keeps rendering a request that began before the switch with the version it began with', async () => {
    const { runtime, release } = fakeRuntime();
    const host = hostWith(runtime);
    host.setVersion('docs', 'v1');
    await settle(host.loadPages('docs', 'v1'), release);
    host.setVersion('docs', 'v2');
    const pinned = await host.loadPages('docs', 'v1');
    expect(pinned).toEqual({ value: { entry: host.entryUrl('docs', 'v1') }, version: 'v1' });
    const current = await settle(host.loadPages('docs'), release);
    expect(current).toEqual({ value: { entry: host.entryUrl('docs', 'v2') }, version: 'v2' });
  });
});

/** An asset server that answers after `delayMs` (never, when null). */
async function assetServer(delayMs: number | null) {
  const server = http.createServer((_req, res) => {
    if (delayMs !== null) setTimeout(() => res.end(), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, close };
}

const readyRuntime = {
  registerRemotes() {},
  loadRemote: async <T>() => ({ pages: {} }) as T,
} as unknown as FederationRuntime;

/** A host whose docs remote last answered `agoMs` before now (the clock moves, not the test). */
function hostSeen(url: string, agoMs: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const host = new FederationHost({ assetUrl: () => url, timeoutMs: 1500, runtime: readyRuntime });
  host.setVersion('docs', 'v1');
  host.markSeen('docs', 'up');
  vi.setSystemTime(Date.now() + agoMs);
  return host;
}

describe('a newly published remote version', () => {
  it('is loaded before a reader asks for it, and the reader’s page uses that load', async () => {
    let loads = 0;
    const runtime = {
      registerRemotes() {},
      async loadRemote<T>() {
        loads++;
        return { pages: { n: loads } } as T;
      },
    } as unknown as FederationRuntime;
    const host = hostWith(runtime);
    host.setVersion('docs', 'v1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    await expect(host.loadPages('docs')).resolves.toEqual({ value: { n: 1 }, version: 'v1' });
    expect(loads).toBe(1);
  });
});

describe('a remote whose code takes longer to load than a request may wait (a busy machine)', () => {
  it('answers that request unavailable, and the next one with the same load, finished', async () => {
    const { runtime, release } = fakeRuntime();
    let loads = 0;
    const counting = {
      ...runtime,
      loadRemote: (...args: Parameters<FederationRuntime['loadRemote']>) => {
        loads++;
        return runtime.loadRemote(...args);
      },
    } as FederationRuntime;
    const host = new FederationHost({ assetUrl: () => 'http://remote.test', timeoutMs: 20, runtime: counting });
    host.markSeen('docs', 'up');
    host.setVersion('docs', 'v1');
    await expect(host.loadPages('docs')).rejects.toThrow(/docs section is unavailable/);
    await release();
    await expect(host.loadPages('docs')).resolves.toEqual({ value: { entry: host.entryUrl('docs', 'v1') }, version: 'v1' });
    expect(loads).toBe(1);
  });
});

describe('whether a remote is up, when its asset server was not heard from lately', () => {
  afterEach(() => vi.useRealTimers());

  it('renders with a remote whose server answers slowly on a busy machine', async () => {
    const server = await assetServer(800);
    try {
      const host = hostSeen(server.url, 3000);
      await expect(host.loadPages('docs')).resolves.toMatchObject({ version: 'v1' });
    } finally {
      await server.close();
    }
  });

  it('calls a remote unavailable at once when its server refuses connections', async () => {
    const server = await assetServer(0);
    await server.close();
    const host = hostSeen(server.url, 3000);
    await expect(host.loadPages('docs')).rejects.toThrow(/docs.*does not answer/);
  });

  it('calls a remote unavailable when its server has stayed silent for long (hung)', async () => {
    const server = await assetServer(null);
    try {
      const host = hostSeen(server.url, 60_000);
      await expect(host.loadPages('docs')).rejects.toThrow(/docs.*does not answer/);
    } finally {
      await server.close();
    }
  });

  it('takes a refusal seen by the poller as down, and a poll that timed out as no news', async () => {
    const server = await assetServer(null);
    try {
      const host = hostSeen(server.url, 0);
      host.markSeen('docs', 'silent');
      await expect(host.loadPages('docs')).resolves.toMatchObject({ version: 'v1' });
      host.markSeen('docs', 'down');
      await expect(host.loadPages('docs')).rejects.toThrow(/does not answer/);
    } finally {
      await server.close();
    }
  });
});
