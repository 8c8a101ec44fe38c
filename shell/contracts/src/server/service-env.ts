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
  const url = serviceUrl(urlVar, env[urlVar]) ?? `http://127.0.0.1:${port}`;
  return { portVar, urlVar, port, url };
}

/**
 * A service's base URL from `{PREFIX}_URL`: refused at start unless it is an http(s) URL, so a
 * typo (`ftp//x`, a bare host) stops the process with its reason instead of a server that
 * reports ready and answers every page 503. A trailing slash is dropped.
 */
function serviceUrl(urlVar: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`${urlVar}=${raw} is not a service's base URL: write it as http://host:port (or https://…), without a query`);
  }
  return raw.replace(/\/$/, '');
}

/** Host interface to listen on; loopback unless told otherwise (containers set 0.0.0.0). */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST ?? '127.0.0.1';
}
