/**
 * What every process of the site shares for operators: structured JSON logs (pino, through
 * Fastify) carrying the request id, and Prometheus metrics. Each server calls
 * `observedServerOptions` for its Fastify options and `registerMetrics` once; the metrics it
 * adds (cache, remotes, content) go to the registry it gets back.
 *
 * `/metrics` is served on each process's own port, which only the cluster reaches; the
 * gateway, whose port is public, serves it on a listener of its own (GATEWAY_METRICS_PORT)
 * and never forwards the path.
 */
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { ServiceName } from '../shared/registry.ts';
import { requestIdFor, runInRequest } from './request-context.ts';

export const METRICS_PATH = '/metrics';

/** Fastify options giving JSON log lines `{ service, requestId, … }` at LOG_LEVEL (default info). */
export function observedServerOptions(
  service: ServiceName,
  env: NodeJS.ProcessEnv = process.env,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const level = env.LOG_LEVEL ?? 'info';
  return {
    logger: level === 'silent' ? false : { level, base: { service } },
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  };
}

export interface ServiceMetrics {
  registry: Registry;
  /** The metrics text, as `/metrics` answers it. */
  render(): Promise<string>;
}

/**
 * Default process metrics (memory, CPU, event-loop lag, GC), a request-duration histogram by
 * method, route pattern (never the raw URL: bounded label values) and status, and every
 * request run inside its request context. `serve: false` leaves the route to the caller.
 */
export function registerMetrics(app: FastifyInstance, service: ServiceName, opts: { serve?: boolean } = {}): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onRequest', (request, _reply, done) => runInRequest(String(request.id), done));
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const metrics: ServiceMetrics = { registry, render: () => registry.metrics() };
  if (opts.serve !== false) {
    app.get(METRICS_PATH, async (_request, reply) =>
      reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.render()),
    );
  }
  return metrics;
}
