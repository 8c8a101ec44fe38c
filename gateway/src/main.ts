/**
 * `npm start -w @site/gateway`: the public door on GATEWAY_PORT (default 3000), and /metrics
 * for the cluster on GATEWAY_METRICS_PORT (default 9464).
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { listenHost, listenOrExit, observedServerOptions, serviceAddress, stopOnSignals } from '@site/contracts/server';
import { createGateway } from './index.ts';
import { startMetricsListener } from './metrics-listener.ts';

const address = serviceAddress('gateway');
const { logger } = observedServerOptions('gateway');
/**
 * Every request logs a line. pino's default stdout stream hands each line to libuv's thread
 * pool, which cost the gateway about a fifth of its CPU per proxied page (profiled under
 * bench:ssr's load); a synchronous write of one short line to the pipe or file costs a few
 * microseconds, and lines still leave in order, the moment they are logged.
 */
const app = createGateway({
  logger: typeof logger === 'object' ? { ...logger, stream: pino.destination({ dest: 1, sync: true }) } : logger,
});
const { metricsPort } = app.gatewaySettings;
let metricsApp: FastifyInstance | null = null;

await listenOrExit('gateway', app, address);
try {
  metricsApp = await startMetricsListener(app.metrics, metricsPort, listenHost());
} catch (err) {
  console.error(`[gateway] metrics port ${metricsPort} is not free (${(err as Error).message}): free it or set GATEWAY_METRICS_PORT`);
  process.exit(1);
}
const { upstreams, cache, config } = app.gatewaySettings;
app.log.info(
  { upstreams, cache: cache.enabled ? 'on' : 'off', i18n: config.i18n.enabled, metricsPort },
  `gateway listening on port ${address.port}; public origin ${config.origin}`,
);

stopOnSignals('gateway', () => [app, metricsApp]);
