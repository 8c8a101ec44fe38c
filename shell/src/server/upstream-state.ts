/**
 * What the shell currently renders with: each remote's published version (polled from its
 * asset server's pointer) and content-service's versions. Together with the shell's own
 * build they make the build id (spec §7: builds/latest.json).
 */
import crypto from 'node:crypto';
import type { ContentInfo, RemoteName } from '@site/contracts';
import { REMOTES } from '../federation/remotes.ts';
import type { RemotePointer } from '../federation/remotes.ts';
import { sightingOf, type FederationHost, type Sighting } from './federation-host.ts';

export interface BuildMeta {
  id: string;
  timestamp: number;
  shell: string;
  remotes: Partial<Record<RemoteName, string>>;
  content: { build: string | null; versions: Record<string, string> };
}

/**
 * How long a poll waits for an answer. Polls run beside the renders, never in their way, so
 * they may wait longer than a render waits for content: on a busy machine a pointer that
 * answered in 2 s is still the pointer, and a remote without a known version cannot render.
 */
const POLL_TIMEOUT_MS = 5000;

export interface UpstreamStateOptions {
  host: FederationHost;
  shellVersion: string;
  assetUrl: (remote: RemoteName) => string;
  contentUrl: string;
  pollMs: number;
  timeoutMs: number;
}

/** A poll's JSON (null unless answered 200 with JSON) and what asking saw of the server. */
async function getJson<T>(url: string, timeoutMs: number): Promise<{ value: T | null; sighting: Sighting }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { value: res.ok ? ((await res.json()) as T) : null, sighting: sightingOf(res) };
  } catch (err) {
    return { value: null, sighting: sightingOf(err as Error) };
  }
}

export class UpstreamState {
  private content: ContentInfo | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The poll in flight: a slow one is not overlapped by the next tick. */
  private refreshing: Promise<void> | null = null;
  private current: BuildMeta;
  /** Every build this process has served, so meta links in cached pages keep working. */
  private readonly history = new Map<string, BuildMeta>();

  constructor(private readonly opts: UpstreamStateOptions) {
    this.current = this.computeMeta();
  }

  get build(): BuildMeta {
    return this.current;
  }

  meta(id: string): BuildMeta | undefined {
    return this.history.get(id);
  }

  contentVersions(): Record<string, string> {
    return this.content?.versions ?? {};
  }

  remoteVersions(): Partial<Record<RemoteName, string>> {
    const out: Partial<Record<RemoteName, string>> = {};
    for (const name of Object.keys(REMOTES) as RemoteName[]) {
      const v = this.opts.host.version(name);
      if (v) out[name] = v;
    }
    return out;
  }

  private get pollTimeoutMs(): number {
    return Math.max(this.opts.timeoutMs, POLL_TIMEOUT_MS);
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.poll().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async poll(): Promise<void> {
    await Promise.all([
      ...(Object.keys(REMOTES) as RemoteName[]).map(async (name) => {
        const url = `${this.opts.assetUrl(name)}/_remotes/${name}/current.json`;
        const { value: pointer, sighting } = await getJson<RemotePointer>(url, this.pollTimeoutMs);
        this.opts.host.markSeen(name, sighting);
        if (pointer?.version && pointer.version !== this.opts.host.version(name)) {
          this.opts.host.setVersion(name, pointer.version);
        }
      }),
      getJson<ContentInfo>(`${this.opts.contentUrl}/api/content/info`, this.pollTimeoutMs).then(({ value: info }) => {
        if (info?.versions) this.content = info;
      }),
    ]);
    const next = this.computeMeta();
    if (next.id !== this.current.id) this.current = next;
    this.history.set(this.current.id, this.current);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.refresh(), this.opts.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private computeMeta(): BuildMeta {
    const remotes = this.remoteVersions();
    const contentBuild = this.content?.contentBuild ?? null;
    const hash = crypto.createHash('sha256');
    hash.update(this.opts.shellVersion);
    for (const [name, version] of Object.entries(remotes).sort()) hash.update(`|${name}=${version}`);
    hash.update(`|content=${contentBuild ?? 'none'}`);
    return {
      id: hash.digest('hex').slice(0, 16),
      timestamp: Date.now(),
      shell: this.opts.shellVersion,
      remotes,
      content: { build: contentBuild, versions: this.content?.versions ?? {} },
    };
  }
}
