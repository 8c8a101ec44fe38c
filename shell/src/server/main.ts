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
// Read here, in the primary too, so a wrong value stops the start instead of starting a shell
// that reports ready and answers every page 503 (SHELL_TIMEOUT_MS=abc), or polls the remotes'
// asset servers hundreds of times a second (REMOTE_POLL_MS=0).
// (0: unset, the server's own default.)
const timeoutMs = positiveIntEnv(process.env, 'SHELL_TIMEOUT_MS', 0);
const pollMs = positiveIntEnv(process.env, 'REMOTE_POLL_MS', 0);
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
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(pollMs ? { pollMs } : {}),
  });
  await listenOrExit('shell', app, shell);
  app.log.info(`shell: SSR on http://${listenHost()}:${shell.port}`);
  // Also lets --cpu-prof write its profile.
  stopOnSignals('shell', () => [app]);
}
