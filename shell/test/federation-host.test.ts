/**
 * A remote's version can switch while a page renders (a rollout). The page's HTML and the
 * version its state pins for hydration must come from the same code, or the browser hydrates
 * one version's markup with the other's components.
 */
import { describe, expect, it } from 'vitest';
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
  host.markSeen('docs', true);
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
