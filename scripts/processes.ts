/**
 * The processes of the site, in start order, with the commands that run them, derived from
 * the registry (@site/contracts). Used by `npm start`, the integration tests and the
 * benchmarks. Production (and every test) runs the compiled servers (server-bundles.ts);
 * `npm run dev` runs the TypeScript sources through tsx, so a server change needs no build.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SERVICES, type ServiceName } from '@site/contracts';
import { SERVER_BUNDLES, type ServerBundleName } from './server-bundles.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ProcessSpec {
  name: string;
  /** The registry's name of the service (a remote's process is named after its folder). */
  service: ServiceName;
  args: string[];
  /** Path answering 200 once the process is ready. */
  ready: { portVar: string; defaultPort: number; path: string };
}

/** Node's arguments for one server: its compiled bundle, or its source through tsx in dev. */
export function serverArgs(bundle: ServerBundleName, dev: boolean, ...rest: string[]): string[] {
  const { source, out } = SERVER_BUNDLES[bundle];
  return dev ? ['--import', 'tsx', path.join(ROOT, source), ...rest] : ['--enable-source-maps', path.join(ROOT, out), ...rest];
}

/**
 * Render processes for a shell that has the machine to itself (`npm start`, the benchmarks):
 * one per core, at most 4 (each holds ~160 MB; past 4 the gateway and content-service want
 * the cores). SHELL_WORKERS overrides it. Deployments run one per pod and scale pods.
 */
export function machineShellWorkers(env: NodeJS.ProcessEnv = process.env): string {
  return env.SHELL_WORKERS ?? String(Math.min(os.availableParallelism(), 4));
}

function ready(name: ServiceName): ProcessSpec['ready'] {
  const s = SERVICES[name];
  return { portVar: `${s.envPrefix}_PORT`, defaultPort: s.defaultPort, path: s.healthPath };
}

/** Content first (everyone reads it), then the remotes, the shell that federates them, the gateway last. */
/** `prebuilt`: content-service serves its database as built (`--no-build`), never building it again at start. */
export function siteProcesses(opts: { dev?: boolean; prebuilt?: boolean } = {}): ProcessSpec[] {
  const dev = !!opts.dev;
  const contentArgs = dev ? ['--watch'] : opts.prebuilt ? ['--no-build'] : [];
  return [
    { name: 'content', service: 'content', args: serverArgs('content', dev, ...contentArgs), ready: ready('content') },
    ...Object.entries(REMOTES).map(([name, r]) => ({
      name: r.folder,
      service: name as ServiceName,
      args: serverArgs('remote', dev, r.folder),
      ready: ready(name as ServiceName),
    })),
    { name: 'shell', service: 'shell', args: serverArgs('shell', dev), ready: ready('shell') },
    { name: 'gateway', service: 'gateway', args: serverArgs('gateway', dev), ready: ready('gateway') },
  ];
}
