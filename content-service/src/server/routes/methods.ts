/**
 * The methods an endpoint does not serve (RFC 9110 §15.5.6): 405 with `Allow` and the error
 * shape, where the not-found handler used to answer `404 CONTENT_ROUTE_NOT_FOUND` for a path
 * that exists. OPTIONS (no CORS here) gets 204 with the same `Allow`. Answered in onRequest,
 * so a refused request's body is never read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodNotAllowed } from '../../errors.ts';

/** Registers the answer for every method at `url` but `allow` (HEAD comes with GET, as Fastify serves it). */
export function refuseOtherMethods(app: FastifyInstance, url: string, allow: readonly string[]): void {
  const served = allow.includes('GET') ? [...allow, 'HEAD'] : allow;
  const allowHeader = [...new Set(served)].join(', ');
  const refused = app.supportedMethods.filter((m) => !served.includes(m));
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', allowHeader).header('cache-control', 'no-store');
    if (request.method === 'OPTIONS') return reply.code(204).send();
    const error = methodNotAllowed(request.method, request.url.split('?')[0] ?? url, [...new Set(served)]);
    return reply.code(error.status).send(error.toJSON());
  };
  // The handler never runs: the answer is sent before the body would be parsed.
  app.route({ method: refused, url, onRequest: answer, handler: async () => undefined });
}

/**
 * Registers routes with `register`, then answers other methods on every path served with GET
 * alone as refuseOtherMethods does. A POST or OPTIONS on `/api/content/info` or a file under
 * `/_content/` was a `404 CONTENT_ROUTE_NOT_FOUND`, as if the path did not exist.
 */
export function withReadOnlyMethods(app: FastifyInstance, register: () => void): void {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByUrl.set(route.url, methods);
  });
  register();
  for (const [url, methods] of methodsByUrl) {
    if ([...methods].every((m) => m === 'GET' || m === 'HEAD') && methods.has('GET')) refuseOtherMethods(app, url, ['GET']);
  }
}
