/**
 * Loads remotes' Node containers at runtime with the Module Federation runtime.
 *
 * - Versions come from the remote registry; a new version is registered with `force`, so
 *   the next render uses it without a restart.
 * - A request waits for a remote's code at most `timeoutMs`, so a hung remote cannot hang a
 *   render; the load itself (every script fetch and the whole load bounded by LOAD_LIMIT_MS)
 *   goes on for the requests after it.
 * - A failed load is never cached: the remote is re-registered so the next request retries.
 * - A page renders with the version its state pins for hydration: a load says which version it
 *   loaded, and a version switch during a load (the runtime holds one registration per
 *   remote) discards that load instead of filing one version's code under the other's name.
 *   The previous version's modules stay cached, so requests that began before a switch
 *   render with the version they started with.
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteIsland, RemoteName, RemotePage } from '@site/contracts';
import { contextHeaders } from '@site/contracts/server';
import { REMOTES } from '../federation/remotes.ts';
import { RemoteUnavailableError } from '../app/resolve-page.ts';
import { serverSharedConfig } from './shared-libs.ts';

const LIVENESS_TTL_MS = 1000;
/**
 * How long an asset server that answers slowly (a probe timed out) still counts as up since
 * it last answered. A busy machine makes answers slow, not missing: a remote is unavailable at
 * once when its server refuses or errs, and after this long when it only stays silent (hung).
 */
const SILENCE_GRACE_MS = 10_000;

/** What one look at a remote's asset server saw: an answer, a refusal or error, or silence. */
export type Sighting = 'up' | 'down' | 'silent';

/** The sighting a fetch's outcome is: a timeout is silence, any other failure a refusal. */
export function sightingOf(outcome: Response | Error): Sighting {
  if (outcome instanceof Error) return outcome.name === 'TimeoutError' ? 'silent' : 'down';
  return outcome.ok ? 'up' : 'down';
}

export type PagesModule = Record<string, RemotePage<unknown>>;
export type IslandsModule = Record<string, RemoteIsland<unknown>>;

/** A remote's exposed table and the version whose code it is. */
export interface Loaded<T> {
  value: T;
  version: string;
}

/** What the host needs of the Module Federation runtime (a test may pass its own). */
export type FederationRuntime = Pick<ModuleFederation, 'registerRemotes' | 'loadRemote'>;

export interface FederationHostOptions {
  /** Base URL of each remote's asset server, e.g. http://127.0.0.1:3201 */
  assetUrl: (remote: RemoteName) => string;
  timeoutMs: number;
  runtime?: FederationRuntime;
}

/**
 * How long a remote's code may take to load. A request waits for it only `timeoutMs` (a page
 * must not hang); the load itself goes on, so on a busy machine, where fetching and evaluating
 * a container can take longer than one request may wait, the next request finds it loaded
 * instead of starting it again and timing out the same way.
 */
const LOAD_LIMIT_MS = 30_000;

/** Loads retried when a version switch lands mid-load (each retry loads the newer version). */
const SWITCH_RETRIES = 2;

class VersionSwitched extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class FederationHost {
  private readonly mf: FederationRuntime;
  private readonly versions = new Map<RemoteName, string>();
  /** Modules whose load has finished, by the keys of `loaded`: what a request takes at once. */
  private readonly ready = new Map<string, unknown>();
  /** The version registered before the current one, whose loaded modules are kept. */
  private readonly previous = new Map<RemoteName, string>();
  /** Bumped at every registration: a load that saw it change cannot say whose code it got. */
  private readonly generations = new Map<RemoteName, number>();
  private readonly loaded = new Map<string, Promise<unknown>>();
  /** When each remote's asset server last answered, and any probe in flight. */
  private readonly lastSeen = new Map<RemoteName, number>();
  private readonly probes = new Map<RemoteName, Promise<boolean>>();

  constructor(private readonly opts: FederationHostOptions) {
    const { timeoutMs } = opts;
    this.mf =
      opts.runtime ??
      createInstance({
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
              return fetch(url, { ...init, headers, signal: AbortSignal.timeout(Math.max(timeoutMs, LOAD_LIMIT_MS)) });
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
    const before = this.versions.get(remote);
    if (before && before !== version) this.previous.set(remote, before);
    this.versions.set(remote, version);
    this.register(remote, version);
    // Loaded now rather than by the first reader's request, which would wait for it (and on a
    // busy machine could run past the timeout). A failure here is retried by that request.
    this.loadPages(remote).catch(() => {});
  }

  private register(remote: RemoteName, version: string): void {
    const info = REMOTES[remote];
    this.generations.set(remote, (this.generations.get(remote) ?? 0) + 1);
    this.mf.registerRemotes([{ name: info.container, entry: this.entryUrl(remote, version) }], { force: true });
    // Modules of the current and the previous version stay; older ones go.
    const kept = new Set([version, this.previous.get(remote)].map((v) => `${remote}@${v}/`));
    for (const map of [this.loaded, this.ready]) {
      for (const key of map.keys()) {
        if (key.startsWith(`${remote}@`) && ![...kept].some((prefix) => key.startsWith(prefix))) map.delete(key);
      }
    }
  }

  /** Called by the poller and the probe with what a look at the remote's asset server saw. */
  markSeen(remote: RemoteName, sighting: Sighting): void {
    if (sighting === 'up') this.lastSeen.set(remote, Date.now());
    else if (sighting === 'down') this.lastSeen.delete(remote);
    // Silence leaves the last answer's time: SILENCE_GRACE_MS decides.
  }

  private seenWithin(remote: RemoteName, ms: number): boolean {
    return Date.now() - (this.lastSeen.get(remote) ?? Number.NEGATIVE_INFINITY) < ms;
  }

  /**
   * Whether readers' browsers can load this remote right now. The server may still hold the
   * remote's code, but a page it renders must hydrate from the same remote, so a remote whose
   * asset server refuses or errs (or stays silent past SILENCE_GRACE_MS) is rendered as
   * unavailable. Checked at most once a second.
   */
  private async reachable(remote: RemoteName, version: string): Promise<boolean> {
    if (this.seenWithin(remote, LIVENESS_TTL_MS)) return true;
    let probe = this.probes.get(remote);
    if (!probe) {
      probe = fetch(`${this.opts.assetUrl(remote)}/_remotes/${remote}/${version}/browser/remoteEntry.js`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(Math.min(500, this.opts.timeoutMs)),
      })
        .then(sightingOf, sightingOf)
        .then((sighting) => {
          this.markSeen(remote, sighting);
          return this.seenWithin(remote, SILENCE_GRACE_MS);
        })
        .finally(() => this.probes.delete(remote));
      this.probes.set(remote, probe);
    }
    return probe;
  }

  /**
   * The remote's pages module: of `pinned` when that version's module is loaded (a request
   * that began before a version switch), otherwise of the version registered now.
   */
  loadPages(remote: RemoteName, pinned?: string): Promise<Loaded<PagesModule>> {
    return this.loadExposed<PagesModule>(remote, 'pages', pinned);
  }

  /** The server-only islands module of a remote (`./islands`, Node container only). */
  async loadIslands(remote: RemoteName): Promise<IslandsModule> {
    return (await this.loadExposed<IslandsModule>(remote, 'islands')).value;
  }

  /** An exposed module `./{name}` whose export `{name}` is the table wanted. */
  private async loadExposed<T>(remote: RemoteName, name: 'pages' | 'islands', pinned?: string): Promise<Loaded<T>> {
    const first = this.versions.get(remote);
    if (!first) throw new RemoteUnavailableError(remote, 'no version has been published or its asset server is down');
    if (!(await this.reachable(remote, first))) throw new RemoteUnavailableError(remote, 'its asset server does not answer');
    // A module loaded already is taken as it is: no timer, no waiting (nearly every request).
    const pinnedKey = `${remote}@${pinned}/${name}`;
    if (pinned !== undefined && this.ready.has(pinnedKey)) return { value: this.ready.get(pinnedKey) as T, version: pinned };
    // Read after the await above, as the loop below does: what is registered now.
    const now = this.versions.get(remote)!;
    const current = `${remote}@${now}/${name}`;
    if ((pinned === undefined || !this.loaded.has(pinnedKey)) && this.ready.has(current)) {
      return { value: this.ready.get(current) as T, version: now };
    }
    try {
      const kept = pinned === undefined ? undefined : (this.loaded.get(`${remote}@${pinned}/${name}`) as Promise<T> | undefined);
      // A kept load still in flight may yet be overtaken by a switch: then load what is current.
      if (kept && pinned) {
        const value = await this.waitFor(remote, kept).catch((err) => {
          if (err instanceof VersionSwitched) return undefined;
          throw err;
        });
        if (value !== undefined) return { value, version: pinned };
      }
      for (let attempt = 0; ; attempt++) {
        // Read after the await above: the runtime loads what is registered now.
        const version = this.versions.get(remote)!;
        try {
          return { value: await this.waitFor(remote, this.loadVersion<T>(remote, name, version)), version };
        } catch (err) {
          if (!(err instanceof VersionSwitched) || attempt >= SWITCH_RETRIES) throw err;
        }
      }
    } catch (err) {
      throw new RemoteUnavailableError(remote, err instanceof Error ? err.message.split('\n')[0]! : String(err));
    }
  }

  /** What one request waits for a load (the load goes on past it: LOAD_LIMIT_MS). */
  private waitFor<T>(remote: RemoteName, loading: Promise<T>): Promise<T> {
    return withTimeout(loading, this.opts.timeoutMs, `remote ${remote}`);
  }

  /** The registered version's module, loaded once; a load a version switch overtook is dropped. */
  private loadVersion<T>(remote: RemoteName, name: 'pages' | 'islands', version: string): Promise<T> {
    const key = `${remote}@${version}/${name}`;
    const cached = this.loaded.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const generation = this.generations.get(remote);
    const loading = withTimeout(
      this.mf.loadRemote<Record<string, T>>(`${REMOTES[remote].container}/${name}`),
      Math.max(this.opts.timeoutMs, LOAD_LIMIT_MS),
      `loading remote ${remote}`,
    ).then((mod) => {
      if (this.generations.get(remote) !== generation)
        throw new VersionSwitched(`a new ${remote} version was registered while ${version} loaded`);
      if (!mod?.[name]) throw new Error(`its ./${name} module exports no ${name}`);
      this.ready.set(key, mod[name]);
      return mod[name];
    });
    this.loaded.set(key, loading);
    loading.catch((err) => {
      // Drop the failure (ours and the runtime's) so the next request tries again.
      if (this.loaded.get(key) === loading) this.loaded.delete(key);
      if (!(err instanceof VersionSwitched) && this.versions.get(remote) === version) this.register(remote, version);
    });
    return loading;
  }
}
