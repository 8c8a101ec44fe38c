/**
 * Load shedding for a server that renders (issue 18.4): at most `concurrency` requests are
 * served at once, at most `queue` more wait for a turn, none waits longer than `maxWaitMs`.
 * A request refused (the queue full, or its wait over) is answered at once with a 503 and
 * Retry-After by the caller, which is cheap; otherwise, past what the renderer can serve,
 * every reader would wait in a growing backlog until the gateway's upstream timeout turned
 * each answer into a 504, and memory would grow with the backlog. Used by the gateway in
 * front of the shell and by the shell itself.
 */
/** Marks a 503 the shell sent because it shed the request (the gateway answers its own page for it). */
export const SHED_HEADER = 'x-shed';

export interface AdmissionLimits {
  /** Requests served at once. */
  concurrency: number;
  /** Requests waiting for a turn, at most. */
  queue: number;
  /** Longest wait for a turn, in ms. */
  maxWaitMs: number;
}

interface Waiter {
  admit: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

export class Admission {
  private serving = 0;
  private readonly waiters: Waiter[] = [];
  private shedCount = 0;

  constructor(readonly limits: AdmissionLimits) {}

  /** Requests being served. */
  get inFlight(): number {
    return this.serving;
  }

  /** Requests waiting for a turn. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Requests refused since the start. */
  get shed(): number {
    return this.shedCount;
  }

  /**
   * A release function once the request may be served (call it once, when its answer is
   * done), or null when it is refused.
   */
  acquire(): Promise<(() => void) | null> {
    if (this.serving < this.limits.concurrency) return Promise.resolve(this.admit());
    if (this.waiters.length >= this.limits.queue) return Promise.resolve(this.refuse());
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const at = this.waiters.indexOf(waiter);
          if (at >= 0) this.waiters.splice(at, 1);
          resolve(this.refuse());
        }, this.limits.maxWaitMs),
      };
      this.waiters.push(waiter);
    });
  }

  private admit(): () => void {
    this.serving++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.serving--;
      const next = this.waiters.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit(this.admit());
      }
    };
  }

  private refuse(): null {
    this.shedCount++;
    return null;
  }
}

/** A positive whole number from the environment, else `fallback`; anything else stops the start with a message. */
export function positiveIntEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    throw new Error(`${name}=${raw} is not a positive whole number: fix or unset it (default ${fallback})`);
  }
  return n;
}

/** Limits from the environment (`{PREFIX}_CONCURRENCY`, `_QUEUE`, `_QUEUE_MS`). */
export function admissionLimits(env: NodeJS.ProcessEnv, prefix: string, defaults: AdmissionLimits): AdmissionLimits {
  return {
    concurrency: positiveIntEnv(env, `${prefix}_CONCURRENCY`, defaults.concurrency),
    queue: positiveIntEnv(env, `${prefix}_QUEUE`, defaults.queue),
    maxWaitMs: positiveIntEnv(env, `${prefix}_QUEUE_MS`, defaults.maxWaitMs),
  };
}
