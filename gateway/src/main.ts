/**
 * `npm start -w @site/gateway`: the public door on GATEWAY_PORT (default 3000).
 */
import { listenHost, serviceAddress } from '@site/contracts/server';
import { createGateway } from './index.ts';

const { port } = serviceAddress('gateway');
const app = createGateway({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

const shutdown = (signal: string) => {
  app.log.info({ signal }, 'gateway shutting down');
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'gateway did not close cleanly');
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));

try {
  await app.listen({ port, host: listenHost() });
  const { upstreams, cache, config } = app.gatewaySettings;
  app.log.info(
    { upstreams, cache: cache.enabled ? 'on' : 'off', i18n: config.i18n.enabled },
    `gateway listening on port ${port}; public origin ${config.origin}`,
  );
} catch (err) {
  app.log.error({ err }, `gateway could not listen on port ${port}: free the port or set GATEWAY_PORT`);
  process.exit(1);
}
