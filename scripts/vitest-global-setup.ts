/**
 * Before any test file: compile the servers whose sources changed since their last build, so
 * the site tests (which run the compiled servers, as production does) test the current code.
 */
import { buildServers, staleServerBundles } from './build-servers.ts';

export default async function setup(): Promise<void> {
  const stale = staleServerBundles();
  if (stale.length) await buildServers(stale);
}
