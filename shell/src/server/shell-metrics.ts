/**
 * The shell's Prometheus metrics, beside the shared request histogram and process metrics:
 * which version of each remote it renders with, which content build and build id it serves,
 * how often loading a remote failed (each failure is a reader seeing the section's
 * "temporarily unavailable" page), and its page renders: in progress, waiting, shed.
 */
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { registerObservability, type Admission } from '@site/contracts/server';
import type { RemoteName } from '@site/contracts';
import type { UpstreamState } from './upstream-state.ts';
import { clusterMetricsOf } from './cluster-metrics.ts';

export interface ShellMetrics {
  remoteLoadFailed(remote: RemoteName): void;
  /** Counts a page request refused because the shell was busy (shed-load.ts). */
  shed(): void;
}

export function registerShellMetrics(app: FastifyInstance, upstream: UpstreamState, admission: Admission): ShellMetrics {
  // A render process of several (render-workers.ts) answers /metrics for all of them.
  const { registry } = registerObservability(app, 'shell', cluster.isWorker ? { gather: clusterMetricsOf } : {});
  // Each process counts itself; the primary adds them up.
  new Gauge({
    name: 'shell_render_processes',
    help: 'Render processes serving pages (SHELL_WORKERS; 1 unless the shell runs several)',
    registers: [registry],
  }).set(1);
  new Gauge({
    name: 'site_remote_version_info',
    help: 'The version of each remote new pages render with (value 1; the version is a label)',
    labelNames: ['remote', 'version'] as const,
    registers: [registry],
    aggregator: 'max', // every render process reports its versions: one row each, not their count
    collect() {
      this.reset();
      for (const [remote, version] of Object.entries(upstream.remoteVersions())) this.set({ remote, version }, 1);
    },
  });
  new Gauge({
    name: 'site_build_info',
    help: 'The build id pages carry and the content build it includes (value 1; ids are labels)',
    labelNames: ['build_id', 'shell', 'content_build'] as const,
    registers: [registry],
    aggregator: 'max',
    collect() {
      this.reset();
      const { id, shell, content } = upstream.build;
      this.set({ build_id: id, shell, content_build: content.build ?? 'none' }, 1);
    },
  });
  const failures = new Counter({
    name: 'site_remote_load_failures_total',
    help: 'Renders that could not load a remote and answered its section-unavailable page',
    labelNames: ['remote'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'shell_page_renders',
    help: 'Page requests being rendered (state="serving") and waiting for a turn (state="waiting")',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'serving' }, admission.inFlight);
      this.set({ state: 'waiting' }, admission.waiting);
    },
  });
  const shed = new Counter({
    name: 'shell_shed_requests_total',
    help: 'Page requests answered 503 at once because the shell had no turn for them',
    registers: [registry],
  });
  return { remoteLoadFailed: (remote) => failures.inc({ remote }), shed: () => shed.inc() };
}
