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
import type { RemoteIsland, RemoteName, RemotePage } from '@site/contracts';
import { contextHeaders } from '@site/contracts/server';
import { REMOTES } from '../federation/remotes.ts';
import { RemoteUnavailableError } from '../app/resolve-page.ts';
import { serverSharedConfig } from './shared-libs.ts';

const LIVENESS_TTL_MS = 1000;

export type PagesModule = Record<string, RemotePage<unknown>>;
export type IslandsModule = Record<string, RemoteIsland<unknown>>;

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
  private readonly loaded = new Map<string, Promise<unknown>>();
  /** When each remote's asset server last answered, and any probe in flight. */
  private readonly lastSeen = new Map<RemoteName, number>();
  private readonly probes = new Map<RemoteName, Promise<boolean>>();

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
            // The render that needed the remote is named in the asset server's log.
            const headers = { ...contextHeaders(), ...(init?.headers as Record<string, string> | undefined) };
            return fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
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

  /** Called by the poller: the remote's asset server answered (true) or not (false). */
  markSeen(remote: RemoteName, up: boolean): void {
    if (up) this.lastSeen.set(remote, Date.now());
    else this.lastSeen.delete(remote);
  }

  /**
   * Whether readers' browsers can load this remote right now. The server may still hold the
   * remote's code, but a page it renders must hydrate from the same remote, so a remote whose
   * asset server stopped answering is rendered as unavailable. Checked at most once a second.
   */
  private async reachable(remote: RemoteName, version: string): Promise<boolean> {
    if (Date.now() - (this.lastSeen.get(remote) ?? 0) < LIVENESS_TTL_MS) return true;
    let probe = this.probes.get(remote);
    if (!probe) {
      probe = fetch(`${this.opts.assetUrl(remote)}/_remotes/${remote}/${version}/browser/remoteEntry.js`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(Math.min(500, this.opts.timeoutMs)),
      })
        .then((res) => res.ok)
        .catch(() => false)
        .then((ok) => {
          this.markSeen(remote, ok);
          return ok;
        })
        .finally(() => this.probes.delete(remote));
      this.probes.set(remote, probe);
    }
    return probe;
  }

  /** The remote's pages module for its current version, or RemoteUnavailableError. */
  loadPages(remote: RemoteName): Promise<PagesModule> {
    return this.loadExposed<PagesModule>(remote, 'pages');
  }

  /** The server-only islands module of a remote (`./islands`, Node container only). */
  loadIslands(remote: RemoteName): Promise<IslandsModule> {
    return this.loadExposed<IslandsModule>(remote, 'islands');
  }

  /** An exposed module `./{name}` whose export `{name}` is the table wanted. */
  private async loadExposed<T>(remote: RemoteName, name: 'pages' | 'islands'): Promise<T> {
    const version = this.versions.get(remote);
    if (!version) throw new RemoteUnavailableError(remote, 'no version has been published or its asset server is down');
    if (!(await this.reachable(remote, version))) throw new RemoteUnavailableError(remote, 'its asset server does not answer');
    const key = `${remote}@${version}/${name}`;
    let pending = this.loaded.get(key) as Promise<T> | undefined;
    if (!pending) {
      const loading = withTimeout(
        this.mf.loadRemote<Record<string, T>>(`${REMOTES[remote].container}/${name}`),
        this.opts.timeoutMs,
        `remote ${remote}`,
      ).then((mod) => {
        if (!mod?.[name]) throw new Error(`its ./${name} module exports no ${name}`);
        return mod[name];
      });
      pending = loading;
      this.loaded.set(key, loading);
      loading.catch(() => {
        // Drop the failure (ours and the runtime's) so the next request tries again.
        if (this.loaded.get(key) === loading) this.loaded.delete(key);
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
