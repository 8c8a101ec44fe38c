/**
 * Ports and upstream URLs of every process of the registry, from environment variables with
 * the registry's defaults, so the same code runs on a laptop and under Kubernetes.
 */
import { SERVICES, type ServiceName } from '../shared/registry.ts';

export interface ServiceAddress {
  /** Environment variable that sets the port. */
  portVar: string;
  /** Environment variable that sets the URL other processes use to reach it. */
  urlVar: string;
  port: number;
  url: string;
}

export function serviceAddress(name: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceAddress {
  const { envPrefix, defaultPort } = SERVICES[name];
  const portVar = `${envPrefix}_PORT`;
  const urlVar = `${envPrefix}_URL`;
  const raw = env[portVar];
  const port = raw ? Number(raw) : defaultPort;
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
