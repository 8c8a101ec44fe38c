/** `npm start -w @site/shell`: the SSR host on SHELL_PORT (default 3001). */
import { listenHost, listenOrExit, loadSiteConfig, observedServerOptions, serviceAddress, stopOnSignals } from '@site/contracts/server';
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
await listenOrExit('shell', app, shell);
app.log.info(`shell: SSR on http://${listenHost()}:${shell.port}`);
// Also lets --cpu-prof write its profile.
stopOnSignals('shell', () => [app]);
