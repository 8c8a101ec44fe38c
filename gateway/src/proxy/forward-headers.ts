/**
 * What an upstream learns about a request. Client-supplied forwarding headers are dropped:
 * the public host and scheme come from the configured site origin only, so a hostile Host
 * or X-Forwarded-* header can never end up in a canonical URL or a redirect.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '@site/contracts';
import { contextHeaders, REQUEST_ID_HEADER } from '@site/contracts/server';

const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-server',
  'x-forwarded-for',
  'x-real-ip',
  'x-original-url',
  'x-rewrite-url',
];

export function createForwardHeaders(config: SiteConfig) {
  const origin = new URL(config.origin);
  const proto = origin.protocol.replace(':', '');
  return function forwardHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
    for (const name of CLIENT_FORWARDING_HEADERS) delete headers[name];
    // The gateway answers `Expect: 100-continue` itself (create-gateway.ts); undici refuses to
    // forward the header, which used to turn every such request into a 502 (finding 2).
    delete headers.expect;
    headers['x-forwarded-host'] = origin.host;
    headers['x-forwarded-proto'] = proto;
    headers['x-forwarded-for'] = request.ip;
    headers[REQUEST_ID_HEADER] = String(request.id);
    // When tracing, the gateway's span is the upstream's parent (a reader's own traceparent otherwise passes through).
    Object.assign(headers, contextHeaders());
    return headers;
  };
}
