/**
 * Ports and upstream URLs of every process, from environment variables with the defaults
 * of ARCHITECTURE.md, so the same code runs on a laptop and under Kubernetes.
 */
import type { RemoteName } from '../shared/routes.ts';

export interface ServiceAddress {
  /** Environment variable that sets the port. */
  portVar: string;
  /** Environment variable that sets the URL other processes use to reach it. */
  urlVar: string;
  port: number;
  url: string;
}

const DEFAULT_PORTS = {
  gateway: 3000,
  shell: 3001,
  content: 3100,
  docs: 3201,
  blog: 3202,
  templates: 3203,
  studio: 3204,
} as const;

export type ServiceName = keyof typeof DEFAULT_PORTS;
export const SERVICE_NAMES = Object.keys(DEFAULT_PORTS) as ServiceName[];
export const REMOTE_NAMES: RemoteName[] = ['docs', 'blog', 'templates', 'studio'];

const VAR_PREFIX: Record<ServiceName, string> = {
  gateway: 'GATEWAY',
  shell: 'SHELL',
  content: 'CONTENT_SERVICE',
  docs: 'DOCS_APP',
  blog: 'BLOG_APP',
  templates: 'TEMPLATES_APP',
  studio: 'STUDIO_APP',
};

export function serviceAddress(name: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceAddress {
  const portVar = `${VAR_PREFIX[name]}_PORT`;
  const urlVar = `${VAR_PREFIX[name]}_URL`;
  const raw = env[portVar];
  const port = raw ? Number(raw) : DEFAULT_PORTS[name];
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${portVar}=${raw} is not a valid port: use a number from 0 to 65535`);
  }
  const url = (env[urlVar] ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  return { portVar, urlVar, port, url };
}

/** Host interface to listen on; loopback unless told otherwise (containers set 0.0.0.0). */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST ?? '127.0.0.1';
}
