/**
 * Tracks the site's current build id. Two sources: polling the shell's builds/latest.json,
 * and the `x-build-id` header the shell sets on every HTML response (so a deploy is noticed
 * on the very next page, between polls). A new id fires `onChange` (the edge cache empties).
 * Ids seen before and replaced are remembered, so a late response from the old build
 * cannot flip the id back.
 */
export const BUILD_ID_HEADER = 'x-build-id';

export class BuildIdTracker {
  private current: string | null = null;
  private readonly retired = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly onChange: (id: string) => void) {}

  get id(): string | null {
    return this.current;
  }

  isRetired(id: string): boolean {
    return this.retired.has(id);
  }

  /**
   * Reports an id seen somewhere; returns false when it is a retired (older) one. `fromShell`:
   * the id the shell itself reports as current (the poll), which may bring a retired id back:
   * a rollback re-points a remote to its previous version, and with it the previous build id.
   */
  observe(id: string | undefined | null, fromShell = false): boolean {
    if (!id) return true;
    if (id === this.current) return true;
    if (this.retired.has(id) && !fromShell) return false;
    this.retired.delete(id);
    if (this.current !== null) {
      this.retired.add(this.current);
      if (this.retired.size > 64) this.retired.delete(this.retired.values().next().value as string);
    }
    this.current = id;
    this.onChange(id);
    return true;
  }

  /** Polls `${shellUrl}/builds/latest.json` every `intervalMs` until `stop()`. */
  startPolling(shellUrl: string, intervalMs: number, log: (msg: string, err?: unknown) => void): void {
    const poll = async () => {
      try {
        const res = await fetch(`${shellUrl}/builds/latest.json?${Date.now()}`, {
          signal: AbortSignal.timeout(Math.max(intervalMs, 1000)),
          headers: { accept: 'application/json' },
        });
        if (!res.ok) {
          await res.body?.cancel();
          return;
        }
        const body = (await res.json()) as { id?: unknown };
        if (typeof body.id === 'string' && body.id) this.observe(body.id, true);
      } catch (err) {
        log('build id poll failed (the shell is down or starting); keeping the current id', err);
      } finally {
        if (this.timer) this.timer = setTimeout(poll, intervalMs).unref();
      }
    };
    this.timer = setTimeout(poll, 0).unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
