/** `npm start -w @site/shell`: the SSR host on SHELL_PORT (default 3001). */
import { listenHost, loadSiteConfig, observedServerOptions, serviceAddress, stopOnSignals } from '@site/contracts/server';
import type { RemoteName } from '@site/contracts';
import { createShellServer } from './create-shell-server.ts';

const shell = serviceAddress('shell');
const { app } = await createShellServer({
  config: loadSiteConfig(),
  contentUrl: serviceAddress('content').url,
  assetUrl: (remote: RemoteName) => serviceAddress(remote).url,
  logger: observedServerOptions('shell').logger,
  ...(process.env.SHELL_TIMEOUT_MS ? { timeoutMs: Number(process.env.SHELL_TIMEOUT_MS) } : {}),
  ...(process.env.REMOTE_POLL_MS ? { pollMs: Number(process.env.REMOTE_POLL_MS) } : {}),
});
try {
  await app.listen({ port: shell.port, host: listenHost() });
  app.log.info(`shell: SSR on http://${listenHost()}:${shell.port}`);
} catch (err) {
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`[shell] port ${shell.port} is already in use: set ${shell.portVar} to another port`);
    process.exit(1);
  }
  throw err;
}
// Also lets --cpu-prof write its profile.
stopOnSignals('shell', () => [app]);
