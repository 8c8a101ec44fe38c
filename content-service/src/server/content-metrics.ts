/**
 * content-service's Prometheus metrics, beside the shared request histogram and process
 * metrics: the content build it serves (changes when a new build is swapped in), the
 * outputs being made on request (a locale's search files, in turn), the bytes of outputs it
 * holds (within their budget), and the queries it refused, by reason (the error code the
 * client got: invalid SQL, too many rows, too slow, unknown collection…).
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { registerObservability } from '@site/contracts/server';
import type { ContentStore } from './content-store.ts';

export interface ContentMetrics {
  queryRefused(reason: string): void;
}

export function registerContentMetrics(app: FastifyInstance, store: ContentStore): ContentMetrics {
  const { registry } = registerObservability(app, 'content');
  new Gauge({
    name: 'site_content_build_info',
    help: 'The content build being served (value 1; the build id is a label)',
    labelNames: ['content_build'] as const,
    registers: [registry],
    collect() {
      this.reset();
      try {
        this.set({ content_build: store.info.contentBuild }, 1);
      } catch {
        // Not built yet: no series, which is what an alert on absence looks for.
      }
    },
  });
  new Gauge({
    name: 'content_derivations',
    help: "Outputs made on request, one at a time (a locale's search files): running, and waiting for their turn",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = store.derivations;
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'content_outputs_held_bytes',
    help: 'Bytes of build outputs held in memory that could be read or made again (bounded: OUTPUT_BYTES in content-store.ts)',
    registers: [registry],
    collect() {
      try {
        this.set(store.heldOutputBytes);
      } catch {
        // Not built yet: nothing held.
        this.set(0);
      }
    },
  });
  const refusals = new Counter({
    name: 'content_query_refusals_total',
    help: 'SQL queries refused, by the error code the client received',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return { queryRefused: (reason) => refusals.inc({ reason }) };
}
