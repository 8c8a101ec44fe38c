/**
 * Optional tracing, behind one variable: with OTEL_EXPORTER_OTLP_ENDPOINT set (the standard
 * OpenTelemetry variable, e.g. http://otel-collector:4318), every process records one server
 * span per request and sends them as OTLP/HTTP JSON to `${endpoint}/v1/traces`, once a
 * second. Trace context travels in the W3C `traceparent` header: the gateway continues a
 * reader's trace or starts one, and each process passes its own span as the parent of the
 * calls it makes (shell → content-service, shell → remote asset server). Deliberately small
 * (no SDK): a collector turns these spans into whatever backend the cluster uses. Unset,
 * nothing is recorded or sent.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const TRACEPARENT_HEADER = 'traceparent';
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const MAX_QUEUED = 2048;

export interface SpanContext {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

/** This request's span: continuing the incoming trace, or a new one. */
export function spanContextFor(headers: IncomingHttpHeaders): SpanContext {
  const incoming = headers[TRACEPARENT_HEADER];
  const match = typeof incoming === 'string' ? TRACEPARENT.exec(incoming) : null;
  const spanId = randomBytes(8).toString('hex');
  return match ? { traceId: match[1]!, spanId, parentSpanId: match[2]! } : { traceId: randomBytes(16).toString('hex'), spanId };
}

export const traceparentOf = (span: SpanContext) => `00-${span.traceId}-${span.spanId}-01`;

interface FinishedSpan extends SpanContext {
  name: string;
  startNs: bigint;
  endNs: bigint;
  attributes: Record<string, string | number>;
}

const attr = (key: string, value: string | number) => ({
  key,
  value: typeof value === 'number' ? { intValue: value } : { stringValue: value },
});

/** Queues finished spans and posts them in batches; a collector that is down loses spans, never requests. */
class SpanExporter {
  private queue: FinishedSpan[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly endpoint: string,
    private readonly service: string,
    intervalMs = 1000,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  record(span: FinishedSpan): void {
    if (this.queue.length < MAX_QUEUED) this.queue.push(span);
  }

  async flush(): Promise<void> {
    if (!this.queue.length) return;
    const spans = this.queue;
    this.queue = [];
    const body = {
      resourceSpans: [
        {
          resource: { attributes: [attr('service.name', this.service)] },
          scopeSpans: [
            {
              scope: { name: '@site/contracts' },
              spans: spans.map((s) => ({
                traceId: s.traceId,
                spanId: s.spanId,
                ...(s.parentSpanId ? { parentSpanId: s.parentSpanId } : {}),
                name: s.name,
                kind: 2, // SERVER
                startTimeUnixNano: String(s.startNs),
                endTimeUnixNano: String(s.endNs),
                attributes: Object.entries(s.attributes).map(([k, v]) => attr(k, v)),
              })),
            },
          ],
        },
      ],
    };
    try {
      const res = await fetch(`${this.endpoint.replace(/\/$/, '')}/v1/traces`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(2000),
      });
      await res.body?.cancel();
    } catch {
      // Tracing is best effort: the collector being away must cost the site nothing.
    }
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.flush();
  }
}

/** The exporter for a process, or null when OTEL_EXPORTER_OTLP_ENDPOINT is not set. */
export function spanExporterFor(service: string, env: NodeJS.ProcessEnv = process.env): SpanExporter | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return endpoint ? new SpanExporter(endpoint, service) : null;
}
