/**
 * Page payloads in the browser (spec §7, §9): a payload fetched for a navigation or a preload
 * is reused for 10 s, then fetched again (reloaded after its TTL). Preloads of links in view
 * run at most 4 at a time, so a long list of links never floods the network; a navigation
 * never waits behind that queue.
 */
import pLimit from 'p-limit';
import { isPayload, payloadUrl, type Payload } from '../app/payload.ts';

export const PAYLOAD_TTL_MS = 10_000;
export const MAX_ROUTE_PRELOADS = 4;

interface Entry {
  /** When the request started (a queued preload has not started yet). */
  startedAt?: number;
  promise: Promise<Payload>;
}

export interface PayloadCacheOptions {
  buildId: () => string;
  fetch?: typeof fetch;
  now?: () => number;
}

export class PayloadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly limit = pLimit(MAX_ROUTE_PRELOADS);
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly opts: PayloadCacheOptions) {
    this.fetchImpl = opts.fetch ?? ((input, init) => fetch(input, init));
    // The clock is read at each call, so a clock installed later (a browser test's) is the one used.
    this.now = opts.now ?? (() => Date.now());
  }

  /** Route preloads queued or running now (at most 4 run at once). */
  get pendingPreloads(): number {
    return this.limit.activeCount + this.limit.pendingCount;
  }

  private fresh(pathname: string): Entry | undefined {
    const entry = this.entries.get(pathname);
    if (entry?.startedAt !== undefined && this.now() - entry.startedAt < PAYLOAD_TTL_MS) return entry;
    return undefined;
  }

  private async request(pathname: string, entry: Entry): Promise<Payload> {
    entry.startedAt = this.now();
    const res = await this.fetchImpl(payloadUrl(pathname, this.opts.buildId()), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const body: unknown = (res.headers.get('content-type') ?? '').includes('json') ? await res.json() : null;
    if (!isPayload(body)) throw new Error(`${pathname} has no payload (HTTP ${res.status})`);
    return body;
  }

  private track(pathname: string, entry: Entry): void {
    this.entries.set(pathname, entry);
    entry.promise.catch(() => {
      if (this.entries.get(pathname) === entry) this.entries.delete(pathname);
    });
  }

  /** The payload of a path: the one fetched less than 10 s ago, or a new request now. */
  get(pathname: string): Promise<Payload> {
    const cached = this.fresh(pathname);
    if (cached) return cached.promise;
    const entry: Entry = { promise: Promise.resolve(null as never) };
    entry.promise = this.request(pathname, entry);
    this.track(pathname, entry);
    return entry.promise;
  }

  /**
   * Queues a route preload: its payload, then `also` (the page's code). Nothing happens when
   * a fresh payload or a queued preload for the path exists. Failures are silent: the
   * navigation itself will try again and report.
   */
  preload(pathname: string, also?: (payload: Payload) => Promise<unknown>): void {
    const existing = this.entries.get(pathname);
    if (existing && (existing.startedAt === undefined || this.fresh(pathname))) return;
    const entry: Entry = { promise: Promise.resolve(null as never) };
    entry.promise = this.limit(async () => {
      const payload = await this.request(pathname, entry);
      await also?.(payload);
      return payload;
    });
    this.track(pathname, entry);
    entry.promise.catch(() => undefined);
  }
}
