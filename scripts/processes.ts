/**
 * The processes of the site, in start order, with the commands that run them. Used by
 * `npm start`, the integration tests and the SSR benchmark.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ProcessSpec {
  name: string;
  args: string[];
  /** Path answering 200 once the process is ready. */
  ready: { portVar: string; defaultPort: number; path: string };
}

const tsx = (file: string, ...rest: string[]) => ['--import', 'tsx', path.join(ROOT, file), ...rest];

export function siteProcesses(opts: { dev?: boolean } = {}): ProcessSpec[] {
  const remote = (name: string, port: number, portVar: string): ProcessSpec => ({
    name: `${name}-app`,
    args: tsx('shell/src/build/serve-remote.ts', `${name}-app`),
    ready: { portVar, defaultPort: port, path: '/healthz' },
  });
  return [
    {
      name: 'content',
      args: tsx('content-service/src/cli/serve.ts', ...(opts.dev ? ['--watch'] : [])),
      ready: { portVar: 'CONTENT_SERVICE_PORT', defaultPort: 3100, path: '/api/content/info' },
    },
    remote('docs', 3201, 'DOCS_APP_PORT'),
    remote('blog', 3202, 'BLOG_APP_PORT'),
    remote('templates', 3203, 'TEMPLATES_APP_PORT'),
    remote('studio', 3204, 'STUDIO_APP_PORT'),
    { name: 'shell', args: tsx('shell/src/server/main.ts'), ready: { portVar: 'SHELL_PORT', defaultPort: 3001, path: '/builds/latest.json' } },
    { name: 'gateway', args: tsx('gateway/src/main.ts'), ready: { portVar: 'GATEWAY_PORT', defaultPort: 3000, path: '/healthz' } },
  ];
}
