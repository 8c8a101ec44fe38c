/**
 * One @fastify/http-proxy instance per route of PROXY_ROUTES, all sharing the same hooks:
 * forwarded headers, Location sanitising, the edge cache and load shedding (shell only) and
 * the branded 502/503/504 answers when an upstream is down, busy or hangs.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNonPagePath } from '@site/contracts';
import { LEFT_WHILE_WAITING, SHED_HEADER, type Admission } from '@site/contracts/server';
import httpProxy from '@fastify/http-proxy';
import { gatewayErrors } from '../errors.ts';
import { clientGone, logClientAborted, sendGatewayError } from '../error-handler.ts';
import { exceededBodyLimit } from '../body-limit.ts';
import { sanitiseUpstreamLocation } from '../redirects/safe-path.ts';
import type { EdgeCache } from '../cache/edge-cache.ts';
import type { GatewaySettings } from '../settings.ts';
import { createForwardHeaders } from './forward-headers.ts';
import { PROXY_ROUTES, READ_METHODS } from './routes.ts';
import { registerMethodRoutes } from './method-routes.ts';
import { readWholeBodies } from './whole-bodies.ts';

/**
 * Headers an upstream must not decide for the public response: who it is, and its connection's
 * own (hop-by-hop, RFC 9110 §7.6.1): its `Connection: keep-alive` and `Keep-Alive: timeout=72`
 * overrode a reader's `Connection: close` and held the reader's socket open.
 */
const UPSTREAM_ONLY_HEADERS = [
  'server',
  'x-powered-by',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

/** Headers an upstream's `Connection` names as its connection's own. */
function connectionHeaders(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** The upstream closed the connection before any answer (undici's "other side closed", a reset, a broken pipe). */
const CLOSED_UNANSWERED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

function closedUnanswered(error: (Error & { code?: string }) | null | undefined): boolean {
  return !!error && CLOSED_UNANSWERED.has(error.code ?? '');
}

function isTimeout(error: Error & { statusCode?: number; code?: string }): boolean {
  return error.statusCode === 504 || /TIMEOUT/i.test(error.code ?? '');
}

export function registerProxies(app: FastifyInstance, settings: GatewaySettings, cache: EdgeCache, shellAdmission: Admission): void {
  const forwardHeaders = createForwardHeaders(settings.config);
  readWholeBodies(app);
  const shed = (request: FastifyRequest, reply: FastifyReply) => {
    request.server.metrics.countProxyFailure('OVERLOADED', 'shell');
    return sendGatewayError(settings.config, request, reply, gatewayErrors.overloaded('shell'));
  };

  for (const route of PROXY_ROUTES) {
    const upstream = settings.upstreams[route.upstream];
    const sameOrigins = [settings.config.origin, new URL(upstream).origin];
    const isShell = route.upstream === 'shell';
    const { methods } = route;
    if (methods) registerMethodRoutes(app, settings.config, { ...route, methods });

    app.register(httpProxy, {
      upstream,
      // Bodies are read whole first (whole-bodies.ts), not streamed through by the proxy.
      proxyPayloads: false,
      prefix: route.prefix,
      httpMethods: methods ? [...methods] : [...app.supportedMethods],
      rewritePrefix: route.prefix,
      internalRewriteLocationHeader: false,
      // Fastify already logs each request with its id; the per-hop lines would double the volume.
      disableRequestLogging: true,
      undici: {
        headersTimeout: settings.upstreamTimeoutMs,
        bodyTimeout: settings.upstreamBodyTimeoutMs,
        connect: { timeout: settings.upstreamTimeoutMs },
      },
      ...(isShell
        ? {
            preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
              if (await cache.handleRequestTogether(request, reply)) return reply;
              // A page to render waits for a turn at the shell; refused when the wait is over.
              if (isNonPagePath(request.url.split('?')[0] ?? '/')) return;
              const release = await shellAdmission.acquire(reply.raw);
              // The reader left while waiting: nothing to render, no one to answer.
              if (release === LEFT_WHILE_WAITING) return reply.hijack();
              if (!release) return shed(request, reply);
              reply.raw.once('close', release);
            },
          }
        : {}),
      replyOptions: {
        // A 503, a timeout or a refused connection goes to the reader as is. One case is tried
        // once more: a GET or HEAD whose connection the upstream closed before answering (a
        // render process or pod that died under it, an idle keep-alive connection closed as
        // the request went out). Nothing was answered, and reading again is safe.
        retryDelay: ({ err, req, attempt }) => (attempt === 0 && closedUnanswered(err) && READ_METHODS.includes(req.method) ? 1 : null),
        rewriteRequestHeaders: (request, headers) => {
          const forwarded = forwardHeaders(request as FastifyRequest, headers as IncomingHttpHeaders);
          return isShell ? cache.rewriteRequestHeaders(request as FastifyRequest, forwarded) : forwarded;
        },
        rewriteHeaders: (headers, request) => {
          const out = { ...(headers as IncomingHttpHeaders) };
          for (const name of [...connectionHeaders(out.connection), ...UPSTREAM_ONLY_HEADERS]) delete out[name];
          if (typeof out.location === 'string') out.location = sanitiseUpstreamLocation(out.location, sameOrigins);
          return isShell ? cache.rewriteResponseHeaders(request as FastifyRequest | undefined, out) : out;
        },
        ...(isShell
          ? {
              onResponse: (request, reply, res) => {
                // The shell shed the request itself: the reader gets the same page as above.
                const answer = res as unknown as { statusCode: number; headers: IncomingHttpHeaders; stream: NodeJS.ReadableStream };
                if (answer.statusCode === 503 && answer.headers[SHED_HEADER]) {
                  answer.stream.resume();
                  shed(request as FastifyRequest, reply as FastifyReply);
                  return;
                }
                cache.handleResponse(request as FastifyRequest, reply as FastifyReply, answer);
              },
            }
          : {}),
        onError: (rawReply, { error }) => {
          const reply = rawReply as FastifyReply;
          const { request } = reply;
          // A body cut off at the limit fails the upstream request too: the reader gets the 413.
          if (exceededBodyLimit(request)) {
            sendGatewayError(settings.config, request, reply, gatewayErrors.bodyTooLarge(settings.bodyLimit));
            return;
          }
          if (clientGone(request, reply)) {
            logClientAborted(request, reply, route.upstream, error);
            return;
          }
          const timedOut = isTimeout(error);
          const failure = timedOut
            ? gatewayErrors.upstreamTimeout(route.upstream, settings.upstreamTimeoutMs, error)
            : gatewayErrors.upstreamUnavailable(route.upstream, error);
          request.server.metrics.countProxyFailure(timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE', route.upstream);
          sendGatewayError(settings.config, request, reply, failure);
        },
      },
    });
  }
}
