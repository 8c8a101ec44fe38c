/**
 * Which upstream owns which path, from the registry's route prefixes (@site/contracts).
 * Paths are forwarded whole: the content service and the remote asset servers serve under
 * the same prefixes the browser uses. The most specific prefix wins (the router prefers
 * static segments); the shell's `/` catches the rest.
 */
import { SERVICES } from '@site/contracts';
import type { UpstreamName } from '../settings.ts';

export interface ProxyRoute {
  prefix: string;
  upstream: UpstreamName;
}

export const PROXY_ROUTES: readonly ProxyRoute[] = (
  Object.entries(SERVICES) as Array<[keyof typeof SERVICES, (typeof SERVICES)[keyof typeof SERVICES]]>
)
  .flatMap(([name, service]) => (name === 'gateway' ? [] : service.routePrefixes.map((prefix) => ({ prefix, upstream: name }))))
  .sort((a, b) => b.prefix.length - a.prefix.length);
