/**
 * The gateway's Prometheus metrics: the shared request histogram and process metrics, plus
 * the edge cache's decisions (HIT, MISS, BYPASS from the `x-cache` header the cache sets, so
 * the hit ratio is `hit / (hit + miss)`) and its size, and the requests that ended without
 * an upstream answer, by cause: a client abort (the reader left; nobody is at fault) is
 * counted apart from an upstream down or too slow, so an alert on upstream failures is not
 * set off by closed tabs, and a request shed when the shell is busy (OVERLOADED) apart from
 * both; and how many page requests the shell is rendering and how many wait. Served by
 * the metrics listener (metrics-listener.ts), never on the public port.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { registerObservability, type Admission, type ServiceMetrics } from '@site/contracts/server';
import { CACHE_HEADER, type EdgeCache } from './cache/edge-cache.ts';

/** Why a proxied request got no upstream answer (the gateway error codes of errors.ts). */
type ProxyFailureCode = 'CLIENT_ABORTED' | 'REQUEST_TIMEOUT' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'OVERLOADED';

export interface GatewayMetrics extends ServiceMetrics {
  /** Counts one request that ended without an upstream answer; `upstream` is 'gateway' for the gateway's own reads. */
  countProxyFailure(code: ProxyFailureCode, upstream: string): void;
}

export function registerGatewayMetrics(app: FastifyInstance, cache: EdgeCache, shell: Admission): GatewayMetrics {
  const metrics = registerObservability(app, 'gateway', { serve: false });
  const failures = new Counter({
    name: 'gateway_proxy_failures_total',
    help: 'Requests that ended without an upstream answer, by cause (CLIENT_ABORTED, REQUEST_TIMEOUT, UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT, OVERLOADED) and upstream',
    labelNames: ['cause', 'upstream'] as const,
    registers: [metrics.registry],
  });
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
  new Gauge({
    name: 'gateway_shell_renders',
    help: 'Page requests at the shell (state="serving") and waiting for a turn (state="waiting")',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    collect() {
      this.set({ state: 'serving' }, shell.inFlight);
      this.set({ state: 'waiting' }, shell.waiting);
    },
  });
  app.addHook('onResponse', async (_request, reply) => {
    const decision = reply.getHeader(CACHE_HEADER);
    if (typeof decision === 'string') decisions.inc({ decision: decision.toUpperCase() });
  });
  return { ...metrics, countProxyFailure: (cause, upstream) => failures.inc({ cause, upstream }) };
}
