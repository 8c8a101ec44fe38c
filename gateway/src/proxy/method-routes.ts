/**
 * The methods an upstream does not serve, answered by the gateway (RFC 9110 §15.5.6, §9.3.7):
 * OPTIONS gets 204 with `Allow`, every other method 405 with `Allow` and the gateway's error
 * body (branded page, JSON on API paths). Answered in onRequest, so a refused request's body
 * is never read nor forwarded, and it never waits for a turn at the upstream.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@site/contracts';
import { gatewayErrors } from '../errors.ts';
import { sendGatewayError } from '../error-handler.ts';
import type { ProxyRoute } from './routes.ts';

/** The URL patterns a proxy of this prefix owns (as @fastify/http-proxy registers them). */
function prefixPatterns(prefix: string): string[] {
  const base = prefix.replace(/\/$/, '');
  return [base || '/', `${base}/*`];
}

export function registerMethodRoutes(app: FastifyInstance, config: SiteConfig, route: ProxyRoute & { methods: readonly string[] }): void {
  const allow = [...route.methods, 'OPTIONS'].join(', ');
  const refused = app.supportedMethods.filter((m) => !route.methods.includes(m));
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', allow);
    if (request.method === 'OPTIONS') return reply.code(204).header('cache-control', 'no-store').send();
    return sendGatewayError(config, request, reply, gatewayErrors.methodNotAllowed(request.method, allow));
  };
  for (const url of prefixPatterns(route.prefix)) {
    // The handler never runs: the answer is sent before the body would be parsed.
    app.route({ method: refused, url, onRequest: answer, handler: async () => undefined });
  }
}
