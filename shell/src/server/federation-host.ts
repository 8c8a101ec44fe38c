/**
 * Loads remotes' Node containers at runtime with the Module Federation runtime.
 *
 * - Versions come from the remote registry; a new version is registered with `force`, so
 *   the next render uses it without a restart.
 * - Every fetch of a remote script has a timeout (runtime `fetch` hook), and every load is
 *   raced against the same timeout, so a hung remote cannot hang a render.
 * - A failed load is never cached: the remote is re-registered so the next request retries.
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotePage } from '@site/kit';
import { REMOTES } from '../build/remotes.ts';
import { RemoteUnavailableError } from '../app/resolve-page.ts';
import { serverSharedConfig } from './shared-libs.ts';

export type PagesModule = Record<string, RemotePage<unknown>>;


export interface FederationHostOptions {
  /** Base URL of each remote's asset server, e.g. http://127.0.0.1:3201 */
  assetUrl: (remote: RemoteName) => string;
  timeoutMs: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class FederationHost {
  private readonly mf: ModuleFederation;
  private readonly versions = new Map<RemoteName, string>();
  private readonly loaded = new Map<string, Promise<PagesModule>>();

  constructor(private readonly opts: FederationHostOptions) {
    const timeoutMs = opts.timeoutMs;
    this.mf = createInstance({
      name: 'shell_server',
      remotes: [],
      shared: serverSharedConfig(),
      shareStrategy: 'loaded-first',
      plugins: [
        {
          name: 'fetch-timeout',
          fetch(url: string, init: RequestInit) {
            return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
          },
        },
      ],
    });
  }

  entryUrl(remote: RemoteName, version: string): string {
    return `${this.opts.assetUrl(remote)}/_remotes/${remote}/${version}/node/remoteEntry.js`;
  }

  version(remote: RemoteName): string | undefined {
    return this.versions.get(remote);
  }

  /** Registers (or re-registers) the version to render with. */
  setVersion(remote: RemoteName, version: string): void {
    this.versions.set(remote, version);
    this.register(remote, version);
  }

  private register(remote: RemoteName, version: string): void {
    const info = REMOTES[remote];
    this.mf.registerRemotes([{ name: info.container, entry: this.entryUrl(remote, version) }], { force: true });
    for (const key of this.loaded.keys()) if (key.startsWith(`${remote}@`)) this.loaded.delete(key);
  }

  /** The remote's pages module for its current version, or RemoteUnavailableError. */
  async loadPages(remote: RemoteName): Promise<PagesModule> {
    const version = this.versions.get(remote);
    if (!version) throw new RemoteUnavailableError(remote, 'no version has been published or its asset server is down');
    const key = `${remote}@${version}`;
    let pending = this.loaded.get(key);
    if (!pending) {
      pending = withTimeout(
        this.mf.loadRemote<{ pages: PagesModule }>(`${REMOTES[remote].container}/pages`),
        this.opts.timeoutMs,
        `remote ${remote}`,
      ).then((mod) => {
        if (!mod?.pages) throw new Error('its ./pages module exports no pages');
        return mod.pages;
      });
      this.loaded.set(key, pending);
      pending.catch(() => {
        // Drop the failure (ours and the runtime's) so the next request tries again.
        if (this.loaded.get(key) === pending) this.loaded.delete(key);
        if (this.versions.get(remote) === version) this.register(remote, version);
      });
    }
    try {
      return await pending;
    } catch (err) {
      throw new RemoteUnavailableError(remote, err instanceof Error ? err.message.split('\n')[0]! : String(err));
    }
  }
}
