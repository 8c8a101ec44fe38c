/**
 * What every process of the site shares for operators: structured JSON logs (pino, through
 * Fastify) carrying the request id, and Prometheus metrics. Each server calls
 * `observedServerOptions` for its Fastify options and `registerObservability` once; the metrics it
 * adds (cache, remotes, content) go to the registry it gets back.
 *
 * `/metrics` is served on each process's own port, which only the cluster reaches; the
 * gateway, whose port is public, serves it on a listener of its own (GATEWAY_METRICS_PORT)
 * and never forwards the path.
 */
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { ServiceName } from '../shared/registry.ts';
import { requestIdFor, runInRequest } from './request-context.ts';
import { spanContextFor, spanExporterFor, type SpanContext } from './tracing.ts';

export const METRICS_PATH = '/metrics';

/** Converts the monotonic clock to Unix time in nanoseconds, as OTLP wants. */
const EPOCH_OFFSET_NS = BigInt(Date.now()) * 1_000_000n - process.hrtime.bigint();

/** Query parameters whose values are secrets (the preview token is PREVIEW_SECRET itself). */
const SECRET_PARAMS = /([?&]preview=)[^&#]*/gi;

/** A request URL as logged: secret parameter values replaced. */
function loggedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's own request serializer, the URL's secrets left out: a log reader must not learn PREVIEW_SECRET. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * One log line per request, written when it completes: method, URL, status, response time and
 * request id together, as an access log reads (Fastify's default adds an `incoming request`
 * line for each, which doubles the volume and splits a request over two lines). The arrival
 * is still there at LOG_LEVEL=debug.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Fastify options giving JSON log lines `{ service, requestId, … }` at LOG_LEVEL (default info). */
export function observedServerOptions(
  service: ServiceName,
  env: NodeJS.ProcessEnv = process.env,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const level = env.LOG_LEVEL ?? 'info';
  // pino's own refusal is a stack trace about "custom levels"; say which variable and what it takes.
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL=${level} is not a log level: use one of ${LOG_LEVELS.join(', ')}`);
  return {
    logger: level === 'silent' ? false : { level, base: { service }, serializers: { req: serializeRequest } },
    genReqId: requestIdFor,
    logController: oneLinePerRequest(),
  };
}

/** The log controller of every server: one line per request, each line with the request's id as `requestId`. */
export function oneLinePerRequest(): LogController {
  return new OneLinePerRequest({ requestIdLogLabel: 'requestId' });
}

export interface ServiceMetrics {
  registry: Registry;
  /** The metrics text, as `/metrics` answers it. */
  render(): Promise<string>;
}

/**
 * Every request run inside its request context (request id, and its span when tracing is on:
 * OTEL_EXPORTER_OTLP_ENDPOINT, tracing.ts); default process metrics (memory, CPU, event-loop
 * lag, GC) and a request-duration histogram by method, route pattern (never the raw URL:
 * bounded label values) and status. `serve: false` leaves the /metrics route to the caller;
 * `gather` answers it with more than this process's registry (the shell's render processes).
 */
export function registerObservability(
  app: FastifyInstance,
  service: ServiceName,
  opts: { serve?: boolean; gather?: (registry: Registry) => () => Promise<string> } = {},
): ServiceMetrics {
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

  const exporter = spanExporterFor(service);
  const spans = new WeakMap<object, { span: SpanContext; startNs: bigint }>();
  if (exporter) app.addHook('onClose', async () => exporter.stop());

  app.addHook('onRequest', (request, _reply, done) => {
    const span = exporter ? spanContextFor(request.headers) : null;
    if (span) spans.set(request, { span, startNs: process.hrtime.bigint() + EPOCH_OFFSET_NS });
    runInRequest(String(request.id), span, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const started = spans.get(request);
    if (exporter && started) {
      exporter.record({
        ...started.span,
        name: `${request.method} ${route}`,
        startNs: started.startNs,
        endNs: process.hrtime.bigint() + EPOCH_OFFSET_NS,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'http.response.status_code': reply.statusCode,
          'request.id': String(request.id),
        },
      });
    }
  });

  const metrics: ServiceMetrics = { registry, render: opts.gather ? opts.gather(registry) : () => registry.metrics() };
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
