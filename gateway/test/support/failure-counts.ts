/** Reads the gateway's `gateway_proxy_failures_total` counter as a client of /metrics would see it. */
import type { FastifyInstance } from 'fastify';

/** The count for one cause, for one upstream or (without `upstream`) summed over all of them. */
export async function proxyFailures(gateway: FastifyInstance, cause: string, upstream?: string): Promise<number> {
  const metric = gateway.metrics.registry.getSingleMetric('gateway_proxy_failures_total');
  if (!metric) throw new Error('the gateway registers no gateway_proxy_failures_total counter');
  const { values } = await metric.get();
  return values
    .filter((v) => v.labels.cause === cause && (upstream === undefined || v.labels.upstream === upstream))
    .reduce((sum, v) => sum + v.value, 0);
}
