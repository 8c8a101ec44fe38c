/**
 * The processes of the site, in start order, with the commands that run them, derived from
 * the registry (@site/contracts). Used by `npm start`, the integration tests and the SSR
 * benchmark.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SERVICES, type ServiceName } from '@site/contracts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ProcessSpec {
  name: string;
  args: string[];
  /** Path answering 200 once the process is ready. */
  ready: { portVar: string; defaultPort: number; path: string };
}

const tsx = (file: string, ...rest: string[]) => ['--import', 'tsx', path.join(ROOT, file), ...rest];

function ready(name: ServiceName): ProcessSpec['ready'] {
  const s = SERVICES[name];
  return { portVar: `${s.envPrefix}_PORT`, defaultPort: s.defaultPort, path: s.healthPath };
}

/** Content first (everyone reads it), then the remotes, the shell that federates them, the gateway last. */
export function siteProcesses(opts: { dev?: boolean } = {}): ProcessSpec[] {
  return [
    { name: 'content', args: tsx('content-service/src/cli/serve.ts', ...(opts.dev ? ['--watch'] : [])), ready: ready('content') },
    ...Object.entries(REMOTES).map(([name, r]) => ({
      name: r.folder,
      args: tsx('shell/src/remote-server/serve-remote.ts', r.folder),
      ready: ready(name as ServiceName),
    })),
    { name: 'shell', args: tsx('shell/src/server/main.ts'), ready: ready('shell') },
    { name: 'gateway', args: tsx('gateway/src/main.ts'), ready: ready('gateway') },
  ];
}
