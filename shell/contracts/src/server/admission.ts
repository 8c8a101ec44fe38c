/**
 * Load shedding for a server that renders (issue 18.4): at most `concurrency` requests are
 * served at once, at most `queue` more wait for a turn, none waits longer than `maxWaitMs`.
 * A request refused (the queue full, or its wait over) is answered at once with a 503 and
 * Retry-After by the caller, which is cheap; otherwise, past what the renderer can serve,
 * every reader would wait in a growing backlog until the gateway's upstream timeout turned
 * each answer into a 504, and memory would grow with the backlog. Used by the gateway in
 * front of the shell and by the shell itself.
 */
import { positiveIntEnv } from './env-values.ts';

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

/** What `acquire` watches while a request waits: the response, whose `close` before an answer means the reader left. */
export interface WaitingClient {
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
}

/** Why `acquire` gave no turn: refused (answer 503), or the reader left while waiting (answer nothing). */
export const LEFT_WHILE_WAITING = Symbol('left while waiting');

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
   * done), or null when it is refused. Given the `client` (the response), a request whose
   * reader leaves while it waits gives up its place and resolves to LEFT_WHILE_WAITING: it
   * is neither served later, for no one, nor counted as shed. Without this, a turn handed to
   * a request whose connection had already closed was never given back (its `close` had
   * passed), and after `concurrency` readers gave up waiting the server refused every page.
   */
  acquire(): Promise<(() => void) | null>;
  acquire(client: WaitingClient): Promise<(() => void) | null | typeof LEFT_WHILE_WAITING>;
  acquire(client?: WaitingClient): Promise<(() => void) | null | typeof LEFT_WHILE_WAITING> {
    if (this.serving < this.limits.concurrency) return Promise.resolve(this.admit());
    if (this.waiters.length >= this.limits.queue) return Promise.resolve(this.refuse());
    return new Promise((resolve) => {
      const leave = (outcome: (() => void) | null | typeof LEFT_WHILE_WAITING) => {
        clearTimeout(waiter.timer);
        client?.off('close', left);
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        resolve(outcome);
      };
      const left = () => leave(LEFT_WHILE_WAITING);
      const waiter: Waiter = {
        admit: (release) => leave(release),
        timer: setTimeout(() => leave(this.refuse()), this.limits.maxWaitMs),
      };
      client?.once('close', left);
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
      this.waiters.shift()?.admit(this.admit());
    };
  }

  private refuse(): null {
    this.shedCount++;
    return null;
  }
}

/** Limits from the environment (`{PREFIX}_CONCURRENCY`, `_QUEUE`, `_QUEUE_MS`). */
export function admissionLimits(env: NodeJS.ProcessEnv, prefix: string, defaults: AdmissionLimits): AdmissionLimits {
  return {
    concurrency: positiveIntEnv(env, `${prefix}_CONCURRENCY`, defaults.concurrency),
    queue: positiveIntEnv(env, `${prefix}_QUEUE`, defaults.queue),
    maxWaitMs: positiveIntEnv(env, `${prefix}_QUEUE_MS`, defaults.maxWaitMs),
  };
}
