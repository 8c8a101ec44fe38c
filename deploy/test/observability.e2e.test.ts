/**
 * What an operator relies on, on the running (compiled) site: one request id in the JSON
 * logs of every process a request touched, a Prometheus /metrics on each process with the
 * figures the operator's guide alerts on, and none of it reachable through the public gateway.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES, SERVICES } from '@site/contracts';
import { get, startTestSite, waitFor, type TestSite } from '../../shell/test/support/test-site.ts';

let site: TestSite;
const logs: Array<{ process: string; entry: Record<string, unknown> }> = [];

/** A stand-in OpenTelemetry collector: keeps every span posted to /v1/traces (OTLP/HTTP JSON). */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}
const spans: ReceivedSpan[] = [];
const collector = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (req.url === '/v1/traces') {
      const otlp = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans: Array<{ spans: Array<Omit<ReceivedSpan, 'service'>> }>;
        }>;
      };
      for (const rs of otlp.resourceSpans) {
        const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const scope of rs.scopeSpans) for (const span of scope.spans) spans.push({ service, ...span });
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  site = await startTestSite(
    { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}` },
    {
      onLog: (process, line) => {
        try {
          logs.push({ process, entry: JSON.parse(line) as Record<string, unknown> });
        } catch {
          logs.push({ process, entry: { unstructured: line } });
        }
      },
    },
  );
}, 240_000);

afterAll(async () => {
  await site?.stop();
  collector.close();
});

const portOf = (name: keyof typeof SERVICES) => site.env[`${SERVICES[name].envPrefix}_PORT`];
const metricsOf = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text;
};

describe('structured logs', () => {
  it('names a request by the same id in the gateway, shell and content-service logs', async () => {
    const id = 'ops-trace-7f3a';
    // A page no test asked for yet: the shell has to ask content-service for it.
    const res = await get(`${site.url}/en/docs/getting-started/migration`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    // Each process logs a request once it is done: the gateway's line may come just after the answer.
    const touched = await waitFor(
      async () => {
        const seen = new Set(logs.filter((l) => l.entry.requestId === id).map((l) => l.process));
        return seen.size === 3 ? seen : null;
      },
      5_000,
      'log lines of the request from the gateway, the shell and content-service',
    );
    expect([...touched].sort()).toEqual(['content', 'gateway', 'shell']);
    for (const { entry } of logs.filter((l) => l.entry.requestId === id)) {
      expect(entry).toMatchObject({ level: expect.any(Number), time: expect.any(Number), service: expect.any(String) });
    }
  });

  it('writes every process’s log as JSON lines naming the service', () => {
    const unstructured = logs.filter((l) => 'unstructured' in l.entry && String(l.entry.unstructured).trim() !== '');
    expect(unstructured).toEqual([]);
    const services = new Set(logs.map((l) => l.entry.service));
    for (const name of ['gateway', 'shell', 'content', ...REMOTE_NAMES]) expect(services).toContain(name);
  });
});

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('continues a reader’s trace through the gateway, the shell and content-service, each span the parent of the next', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const readerSpan = '00f067aa0ba902b7';
    // A page nobody asked for yet: the shell has to ask content-service for it.
    const res = await get(`${site.url}/en/docs/files/markdown`, { headers: { traceparent: `00-${traceId}-${readerSpan}-01` } });
    expect(res.status).toBe(200);
    const trace = await waitFor(
      async () => {
        const inTrace = spans.filter((s) => s.traceId === traceId);
        return ['gateway', 'shell', 'content'].every((svc) => inTrace.some((s) => s.service === svc)) ? inTrace : null;
      },
      15_000,
      'spans of the trace from the gateway, the shell and content-service',
    );
    const gateway = trace.find((s) => s.service === 'gateway')!;
    const shell = trace.find((s) => s.service === 'shell')!;
    expect(gateway.parentSpanId).toBe(readerSpan);
    expect(shell.parentSpanId).toBe(gateway.spanId);
    for (const content of trace.filter((s) => s.service === 'content')) expect(content.parentSpanId).toBe(shell.spanId);
    expect(shell.name).toMatch(/^GET /);
  });
});

describe('Prometheus metrics', () => {
  it('gateway: request latency by route and edge cache decisions, on its metrics port only', async () => {
    await get(`${site.url}/en/blog`);
    await get(`${site.url}/en/blog`);
    const text = await metricsOf(`http://127.0.0.1:${site.env.GATEWAY_METRICS_PORT}/metrics`);
    expect(text).toContain('http_request_duration_seconds_bucket{');
    expect(text).toMatch(/gateway_cache_requests_total\{[^}]*decision="HIT"[^}]*\} [1-9]/);
    expect(text).toMatch(/gateway_cache_requests_total\{[^}]*decision="MISS"[^}]*\} [1-9]/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('shell: the version of every remote in use and the content build', async () => {
    const text = await metricsOf(`http://127.0.0.1:${portOf('shell')}/metrics`);
    for (const remote of REMOTE_NAMES) expect(text).toMatch(new RegExp(`site_remote_version_info\\{[^}]*remote="${remote}"[^}]*\\} 1`));
    expect(text).toMatch(/site_build_info\{[^}]*content_build="[^"n][^"]*"/);
  });

  it('content-service: its build id, the bytes of outputs it holds, and the queries it refused, by reason', async () => {
    // A docs page reads the navigation and order outputs, which content-service then holds.
    expect((await get(`${site.url}/en/docs/getting-started`)).status).toBe(200);
    const refused = await fetch(`${site.url}/__nuxt_content/docs_en/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sql: 'DELETE FROM _content_docs_en' }),
    });
    expect(refused.status).toBe(400);
    const { code } = (await refused.json()) as { code: string };
    const text = await metricsOf(`http://127.0.0.1:${portOf('content')}/metrics`);
    expect(text).toMatch(/site_content_build_info\{[^}]*content_build="[^"]+"[^}]*\} 1/);
    expect(text).toMatch(/content_outputs_held_bytes\{[^}]*\} [1-9]\d*/);
    expect(text).toMatch(new RegExp(`content_query_refusals_total\\{[^}]*reason="${code}"[^}]*\\} 1`));
  });

  it('each remote’s asset server: the version it publishes', async () => {
    for (const remote of REMOTE_NAMES) {
      const text = await metricsOf(`http://127.0.0.1:${portOf(remote)}/metrics`);
      expect(text).toMatch(new RegExp(`site_remote_version_info\\{[^}]*remote="${remote}"[^}]*\\} 1`));
    }
  });

  it('is never served through the public gateway, in any spelling', async () => {
    for (const path of ['/metrics', '/metrics/', '/METRICS', '/%6Detrics', '/en/../metrics', '//metrics']) {
      const res = await get(`${site.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('http_request_duration_seconds');
      expect(res.text, path).not.toContain('process_resident_memory_bytes');
    }
  });
});
