/**
 * Readers for the fault and rollout runs: a few concurrent clients replaying a mix through
 * the gateway and classifying every answer, since "no failed request" there means every
 * answer is either the normal one or a fallback the site is designed to give:
 * - expected: the status a healthy site gives (the mix says which);
 * - section-fallback: the shell's 503 page with header and footer (a section or the content
 *   service is down; rendered by the shell, so it carries the build id);
 * - upstream-fallback: the gateway's branded 502/504 (HTML page or JSON for API paths), with
 *   Retry-After, when the shell or content-service itself does not answer;
 * - unexpected: anything else (a dropped connection, a 500, a bare error);
 * - hung: no answer within `hangAfterMs`, several times the designed timeouts.
 */
import type { LoadRequest } from '../../gateway/bench/mixes.ts';

type Outcome = 'expected' | 'section-fallback' | 'upstream-fallback' | 'unexpected' | 'hung';

export interface ReaderStats {
  total: number;
  outcomes: Record<Outcome, number>;
  /** The first few answers that were neither normal nor a designed fallback. */
  failures: Array<{ path: string; outcome: Outcome; detail: string }>;
  /** Longest answer, in ms (printed, never asserted). */
  slowestMs: number;
}

export interface Readers {
  stats: ReaderStats;
  /** Stops sending and waits for answers in flight. */
  stop(): Promise<ReaderStats>;
}

function classify(req: LoadRequest, res: Response): { outcome: Outcome; detail: string } {
  if (res.status === req.expect) return { outcome: 'expected', detail: '' };
  if (res.status === 503 && res.headers.get('x-build-id')) return { outcome: 'section-fallback', detail: '' };
  if ((res.status === 502 || res.status === 503 || res.status === 504) && res.headers.get('retry-after')) {
    return { outcome: 'upstream-fallback', detail: '' };
  }
  return { outcome: 'unexpected', detail: `status ${res.status}` };
}

export function startReaders(opts: {
  base: string;
  requests: readonly LoadRequest[];
  concurrency: number;
  hangAfterMs: number;
  /** What the run was doing, named in each failure (e.g. the fault under way). */
  phase?: () => string;
  /** Extra check of a normal answer (e.g. the rollout's version marker); a string is a failure. */
  inspect?: (req: LoadRequest, res: Response, body: string) => string | null;
}): Readers {
  const stats: ReaderStats = {
    total: 0,
    outcomes: { expected: 0, 'section-fallback': 0, 'upstream-fallback': 0, unexpected: 0, hung: 0 },
    failures: [],
    slowestMs: 0,
  };
  let running = true;
  let next = 0;
  const record = (req: LoadRequest, outcome: Outcome, detail: string) => {
    stats.total++;
    stats.outcomes[outcome]++;
    if ((outcome === 'unexpected' || outcome === 'hung') && stats.failures.length < 20)
      stats.failures.push({ path: req.path, outcome, detail });
  };
  const reader = async () => {
    while (running) {
      const req = opts.requests[next++ % opts.requests.length]!;
      const started = performance.now();
      try {
        const res = await fetch(opts.base + req.path, {
          method: req.method,
          headers: req.headers,
          ...(req.body ? { body: req.body } : {}),
          redirect: 'manual',
          signal: AbortSignal.timeout(opts.hangAfterMs),
        });
        const body = await res.text();
        let { outcome, detail } = classify(req, res);
        const problem = outcome === 'expected' ? (opts.inspect?.(req, res, body) ?? null) : null;
        if (problem) [outcome, detail] = ['unexpected', problem];
        record(req, outcome, detail);
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        record(
          req,
          timedOut ? 'hung' : 'unexpected',
          timedOut ? `no answer within ${opts.hangAfterMs} ms` : String((err as Error).cause ?? err),
        );
      }
      stats.slowestMs = Math.max(stats.slowestMs, performance.now() - started);
    }
  };
  const loops = Array.from({ length: opts.concurrency }, reader);
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}

/** Reads until `done()` is true, checking every `everyMs`; false when `limitMs` passed first. */
export async function until(done: () => Promise<boolean>, limitMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}
