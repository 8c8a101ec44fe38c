/**
 * The gateway's second, cluster-only listener: GET /metrics on GATEWAY_METRICS_PORT. The
 * public port never serves metrics (internal-paths.ts refuses the path there).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { METRICS_PATH, type ServiceMetrics } from '@site/contracts/server';

export async function startMetricsListener(metrics: ServiceMetrics, port: number, host: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get(METRICS_PATH, async (_request, reply) =>
    reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.render()),
  );
  await app.listen({ port, host });
  return app;
}
