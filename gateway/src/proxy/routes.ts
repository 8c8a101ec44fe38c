/**
 * Which upstream owns which path, from the registry's route prefixes (@site/contracts).
 * Paths are forwarded whole: the content service and the remote asset servers serve under
 * the same prefixes the browser uses. The most specific prefix wins (the router prefers
 * static segments); the shell's `/` catches the rest.
 *
 * The shell serves pages, payloads, islands and its own files, and a remote its files: GET and
 * HEAD only. Their routes say so (`methods`), and the gateway answers any other method there
 * itself (405 with `Allow`, OPTIONS 204 with `Allow`: method-routes.ts), so a stray PUT or a
 * POST flood never takes a render turn at the shell. Content-service gets every method (its
 * queries are POSTs) and answers what an endpoint does not serve with that endpoint's own
 * `Allow`; a TRACE sent there used to fall to the shell's routes and be told the path answers
 * GET and HEAD only.
 */
import { SERVICES } from '@site/contracts';
import type { UpstreamName } from '../settings.ts';

export interface ProxyRoute {
  prefix: string;
  upstream: UpstreamName;
  /** The methods the upstream serves under this prefix; every method when absent. */
  methods?: readonly string[];
}

/** What the shell answers: GET, and HEAD with it. Reading twice changes nothing (a proxy may send them again). */
export const READ_METHODS: readonly string[] = ['GET', 'HEAD'];

export const PROXY_ROUTES: readonly ProxyRoute[] = (
  Object.entries(SERVICES) as Array<[keyof typeof SERVICES, (typeof SERVICES)[keyof typeof SERVICES]]>
)
  .flatMap(([name, service]) =>
    name === 'gateway'
      ? []
      : service.routePrefixes.map((prefix) => ({ prefix, upstream: name, ...(name === 'content' ? {} : { methods: READ_METHODS }) })),
  )
  .sort((a, b) => b.prefix.length - a.prefix.length);
