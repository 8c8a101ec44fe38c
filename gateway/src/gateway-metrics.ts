/**
 * The gateway's Prometheus metrics: the shared request histogram and process metrics, plus
 * the edge cache's decisions (HIT, MISS, BYPASS from the `x-cache` header the cache sets, so
 * the hit ratio is `hit / (hit + miss)`) and its size. Served by the metrics listener
 * (metrics-listener.ts), never on the public port.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { registerObservability, type ServiceMetrics } from '@site/contracts/server';
import { CACHE_HEADER, type EdgeCache } from './cache/edge-cache.ts';

export function registerGatewayMetrics(app: FastifyInstance, cache: EdgeCache): ServiceMetrics {
  const metrics = registerObservability(app, 'gateway', { serve: false });
  const decisions = new Counter({
    name: 'gateway_cache_requests_total',
    help: 'Page requests by edge cache decision (HIT, MISS, BYPASS)',
    labelNames: ['decision'] as const,
    registers: [metrics.registry],
  });
  new Gauge({
    name: 'gateway_cache_entries',
    help: 'Pages held by the edge cache',
    registers: [metrics.registry],
    collect() {
      this.set(cache.size);
    },
  });
  app.addHook('onResponse', async (_request, reply) => {
    const decision = reply.getHeader(CACHE_HEADER);
    if (typeof decision === 'string') decisions.inc({ decision: decision.toUpperCase() });
  });
  return metrics;
}
