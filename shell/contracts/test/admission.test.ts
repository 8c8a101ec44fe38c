/** The bounded queue both the gateway and the shell shed load with (issue 18.4). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import { Admission, admissionLimits, LEFT_WHILE_WAITING } from '../src/server/index.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('Admission', () => {
  it('serves up to its concurrency at once, queues up to its queue, refuses the rest at once', async () => {
    const admission = new Admission({ concurrency: 2, queue: 1, maxWaitMs: 1000 });
    const first = await admission.acquire();
    const second = await admission.acquire();
    expect([typeof first, typeof second]).toEqual(['function', 'function']);
    let thirdTurn: (() => void) | null | undefined;
    const third = admission.acquire().then((release) => {
      thirdTurn = release;
    });
    expect(await admission.acquire()).toBeNull();
    expect([admission.inFlight, admission.waiting, admission.shed]).toEqual([2, 1, 1]);
    // A finished request hands its turn to the one waiting longest.
    first!();
    first!(); // a second call changes nothing
    await third;
    expect(typeof thirdTurn).toBe('function');
    expect([admission.inFlight, admission.waiting]).toEqual([2, 0]);
    second!();
    thirdTurn!();
    expect(admission.inFlight).toBe(0);
  });

  it('refuses a request whose wait runs out, and frees its place in the queue', async () => {
    vi.useFakeTimers();
    const admission = new Admission({ concurrency: 1, queue: 1, maxWaitMs: 500 });
    const busy = await admission.acquire();
    const waiting = admission.acquire();
    vi.advanceTimersByTime(500);
    expect(await waiting).toBeNull();
    expect([admission.waiting, admission.shed]).toEqual([0, 1]);
    const next = admission.acquire();
    busy!();
    expect(typeof (await next)).toBe('function');
  });

  it('lets a request whose reader left give up its place: not served later, not counted as refused', async () => {
    const admission = new Admission({ concurrency: 1, queue: 2, maxWaitMs: 1000 });
    const busy = await admission.acquire();
    const leaver = new EventEmitter();
    const left = admission.acquire(leaver);
    const stayed = admission.acquire(new EventEmitter());
    leaver.emit('close');
    expect(await left).toBe(LEFT_WHILE_WAITING);
    expect([admission.waiting, admission.shed]).toEqual([1, 0]);
    busy!();
    const next = await stayed;
    expect(typeof next).toBe('function');
    (next as () => void)();
    expect(admission.inFlight).toBe(0);
    expect(leaver.listenerCount('close')).toBe(0);
  });

  it('reads limits from the environment under a prefix, with defaults', () => {
    const defaults = { concurrency: 4, queue: 8, maxWaitMs: 100 };
    expect(admissionLimits({ X_CONCURRENCY: '16', X_QUEUE_MS: '250' }, 'X', defaults)).toEqual({
      concurrency: 16,
      queue: 8,
      maxWaitMs: 250,
    });
    expect(() => admissionLimits({ X_QUEUE: '1.5' }, 'X', defaults)).toThrow('X_QUEUE=1.5 is not a positive whole number');
  });
});
