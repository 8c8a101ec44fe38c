/**
 * One renderer for every error the gateway answers itself: JSON `{statusCode, code, message}`
 * on API and content paths (their callers are programs), the branded HTML page elsewhere.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@site/contracts';
import { ACCEPTED_REQUEST_ENCODING, SHED_HEADER } from '@site/contracts/server';
import { timedOutArriving } from './client-errors.ts';
import { gatewayErrors, toGatewayError, type GatewayError } from './errors.ts';
import { isUpstreamFailure, renderErrorPage } from './pages/error-page.ts';

const JSON_PREFIXES = ['/api/', '/__nuxt_content/', '/builds/'];

/** A program's path (read with its slashes collapsed: `//__nuxt_content/…` is still one) gets JSON. */
function wantsJson(url: string): boolean {
  const path = url.replace(/^\/{2,}/, '/');
  return JSON_PREFIXES.some((p) => path.startsWith(p)) || path === '/healthz' || path.startsWith('/healthz?');
}

export function sendGatewayError(config: SiteConfig, request: FastifyRequest, reply: FastifyReply, error: GatewayError): FastifyReply {
  // A method no part of the site implements (501) is the client's doing, like a 4xx: logged
  // at info, never as an error any client could fill the error log with.
  if (error.statusCode >= 500 && error.code !== 'NOT_IMPLEMENTED')
    request.log.error({ err: error.cause ?? error, code: error.code }, error.message);
  else request.log.info({ code: error.code }, error.message);
  reply.code(error.statusCode).header('cache-control', 'no-store');
  // A busy shell frees up sooner than a failed one comes back.
  if (isUpstreamFailure(error)) reply.header('retry-after', error.code === 'OVERLOADED' ? '2' : '5');
  // RFC 7694 §3: a 415 for a request's coding says which codings are taken.
  if (error.code === 'UNSUPPORTED_CONTENT_ENCODING') reply.header('accept-encoding', ACCEPTED_REQUEST_ENCODING);
  // The upstream's headers may already be on the reply (content-length, content-encoding): drop them.
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified', 'x-cache', SHED_HEADER]) reply.removeHeader(name);
  if (wantsJson(request.url)) return reply.type('application/json; charset=utf-8').send(error.toJSON());
  const body = request.method === 'HEAD' ? '' : renderErrorPage(config, error, String(request.id), request.url.split('?')[0]);
  return reply.type('text/html; charset=utf-8').send(body);
}

/** The reader went away (closed tab, abandoned upload): nobody to answer, and no upstream at fault. */
export function clientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  // Not `request.raw.destroyed`: a fully read request body is destroyed too (autoDestroy).
  return request.raw.socket?.destroyed === true || reply.raw.destroyed;
}

/**
 * Logs and counts a client abort as what it is (info, CLIENT_ABORTED; REQUEST_TIMEOUT when the
 * gateway itself closed a request that did not arrive in time) and releases the connection.
 */
export function logClientAborted(request: FastifyRequest, reply: FastifyReply, upstream: string, cause: unknown): FastifyReply {
  if (timedOutArriving(request.raw.socket)) {
    const timeout = gatewayErrors.requestTimeout(request.server.gatewaySettings.requestTimeoutMs);
    request.log.info({ code: timeout.code, statusCode: timeout.statusCode, upstream }, timeout.message);
    request.server.metrics.countProxyFailure('REQUEST_TIMEOUT', upstream);
  } else {
    const aborted = gatewayErrors.clientAborted(upstream, cause);
    request.log.info({ code: aborted.code, upstream, err: cause }, aborted.message);
    request.server.metrics.countProxyFailure('CLIENT_ABORTED', upstream);
  }
  reply.hijack();
  reply.raw.destroy();
  return reply;
}

export function createErrorHandler(config: SiteConfig, bodyLimit: number) {
  return function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    // An upload stream that errors because its client left is not a bad request of ours.
    if (clientGone(request, reply)) return logClientAborted(request, reply, 'gateway', error);
    // Fastify's own body limit error carries no limit: every 413 names the configured one.
    if ((error as { statusCode?: unknown } | null)?.statusCode === 413) {
      return sendGatewayError(config, request, reply, gatewayErrors.bodyTooLarge(bodyLimit));
    }
    return sendGatewayError(config, request, reply, toGatewayError(error));
  };
}
