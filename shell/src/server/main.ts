/**
 * `npm start -w @site/shell`: the SSR host on SHELL_PORT (default 3001); SHELL_WORKERS render
 * processes (default 1) share the port (render-workers.ts).
 */
import cluster from 'node:cluster';
import {
  listenHost,
  listenOrExit,
  loadSiteConfig,
  observedServerOptions,
  positiveIntEnv,
  serviceAddress,
  stopOnSignals,
} from '@site/contracts/server';
import type { RemoteName } from '@site/contracts';
import { runRenderWorkers } from './render-workers.ts';

const workers = positiveIntEnv(process.env, 'SHELL_WORKERS', 1);
if (workers > 1 && cluster.isPrimary) {
  runRenderWorkers(workers);
} else {
  // Loaded only where pages are rendered: the primary never holds React and the remotes.
  const { createShellServer } = await import('./create-shell-server.ts');
  const shell = serviceAddress('shell');
  const { app } = await createShellServer({
    config: loadSiteConfig(),
    contentUrl: serviceAddress('content').url,
    assetUrl: (remote: RemoteName) => serviceAddress(remote).url,
    logger: observedServerOptions('shell').logger,
    ...(process.env.SHELL_TIMEOUT_MS ? { timeoutMs: Number(process.env.SHELL_TIMEOUT_MS) } : {}),
    ...(process.env.REMOTE_POLL_MS ? { pollMs: Number(process.env.REMOTE_POLL_MS) } : {}),
  });
  await listenOrExit('shell', app, shell);
  app.log.info(`shell: SSR on http://${listenHost()}:${shell.port}`);
  // Also lets --cpu-prof write its profile.
  stopOnSignals('shell', () => [app]);
}
