/**
 * The shell started with its upstreams down (nothing listens on port 9): content-service and
 * every remote's asset server fail to answer, fast (300 ms), and the build pointer is not polled.
 */
import type { FastifyServerOptions } from 'fastify';
import { loadSiteConfig } from '@site/contracts/server';
import { createShellServer } from '../../src/server/create-shell-server.ts';

export function shellWithUpstreamsDown(logger?: FastifyServerOptions['logger']) {
  const down = 'http://127.0.0.1:9';
  return createShellServer({
    config: loadSiteConfig({}),
    contentUrl: down,
    assetUrl: () => down,
    timeoutMs: 300,
    pollMs: 60_000,
    ...(logger ? { logger } : {}),
  });
}
