/**
 * GET /healthz: probes every upstream at once and reports each one's state and latency.
 * An upstream is up when its probe path answers with any status below 500 within the probe
 * timeout. Probe paths are cheap reads that prove the part works, not just listens: the
 * shell's build id, the content service's info (reads the database), the remotes' /healthz.
 */
import type { FastifyInstance } from 'fastify';
import { QUIET_ROUTE } from '@site/contracts/server';
import { UPSTREAM_NAMES, type GatewaySettings, type UpstreamName } from './settings.ts';

interface UpstreamHealth {
  state: 'up' | 'down';
  latencyMs: number;
  statusCode?: number;
  error?: string;
}

const PROBE_PATHS: Record<UpstreamName, string> = {
  shell: '/builds/latest.json',
  content: '/api/content/info',
  docs: '/healthz',
  blog: '/healthz',
  templates: '/healthz',
  studio: '/healthz',
};

async function probe(url: string, timeoutMs: number): Promise<UpstreamHealth> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    return { state: res.status < 500 ? 'up' : 'down', latencyMs: elapsed(), statusCode: res.status };
  } catch (err) {
    const e = err as { name?: string; cause?: { code?: string } };
    const reason = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? 'unreachable');
    return { state: 'down', latencyMs: elapsed(), error: reason };
  }
}

/**
 * GET /healthz/live: the gateway itself answers (no upstream probe). Its orchestrator probes
 * use this: a gateway stays in rotation while an upstream is down, because it still serves
 * every other section and the branded fallback pages.
 */
export const LIVE_PATH = '/healthz/live';

/**
 * A probe round answers every /healthz asked within this long of it: the route is public, and
 * each request probed six upstreams (50 clients asking in a loop slowed every reader's query
 * from 5 ms to 300 ms). A monitor polling every few seconds still sees each change.
 */
const PROBE_REUSE_MS = 1000;

export function registerHealth(app: FastifyInstance, settings: GatewaySettings): void {
  app.get(LIVE_PATH, QUIET_ROUTE, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  let last: { at: number; round: Promise<Array<readonly [UpstreamName, UpstreamHealth]>> } | undefined;
  const probeAll = () => {
    if (last && performance.now() - last.at < PROBE_REUSE_MS) return last.round;
    const round = Promise.all(
      UPSTREAM_NAMES.map(
        async (name) => [name, await probe(`${settings.upstreams[name]}${PROBE_PATHS[name]}`, settings.healthTimeoutMs)] as const,
      ),
    );
    last = { at: performance.now(), round };
    return round;
  };
  app.get('/healthz', QUIET_ROUTE, async (_request, reply) => {
    const results = await probeAll();
    const upstreams = Object.fromEntries(results) as Record<UpstreamName, UpstreamHealth>;
    const allUp = results.every(([, h]) => h.state === 'up');
    return reply
      .code(allUp ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: allUp ? 'ok' : 'degraded', upstreams });
  });
}
