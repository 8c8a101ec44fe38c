/**
 * Assembles the gateway. Hook order on every request:
 * checkContinue: 100 Continue unless the declared body is too large →
 * onRequest: request context, request id header, internal paths refused, a public-folder picture at a clean path
 * (proxy/public-files.ts), redirects (sanitise → legacy → root → locale guard), unknown names
 * under /builds/meta/ (proxy/build-paths.ts) →
 * preParsing: body limit, a compressed body refused (proxy/request-encoding.ts) → preHandler
 * (shell): edge cache, then a turn at the shell (or 503 when it is busy) → proxy → onSend:
 * security headers, compression, validators per encoding.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { Admission, oneLinePerRequest, REQUEST_ID_HEADER, refusedCodings, requestIdFor } from '@site/contracts/server';
import { pageQueryParams } from '@site/contracts';
import compress from '@fastify/compress';
import { resolveSettings, type GatewayOptions, type GatewaySettings } from './settings.ts';
import { createRedirectHook } from './redirects/redirect-hook.ts';
import { createBodyLimitHook, declaresTooLarge } from './body-limit.ts';
import { createSecurityHeadersHook } from './security/headers.ts';
import { createClientErrorHandler } from './client-errors.ts';
import { createErrorHandler, sendGatewayError } from './error-handler.ts';
import { gatewayErrors } from './errors.ts';
import { EdgeCache } from './cache/edge-cache.ts';
import { registerHealth } from './health.ts';
import { registerProxies } from './proxy/register-proxies.ts';
import { internalPathsHook } from './internal-paths.ts';
import { createPublicFilesHook } from './proxy/public-files.ts';
import { buildPathsHook } from './proxy/build-paths.ts';
import { requestEncodingHook } from './proxy/request-encoding.ts';
import { encodingHeadersOnRoute } from './proxy/encoding-validators.ts';
import { compressibleType } from './proxy/vary-encoding.ts';
import { registerGatewayMetrics, type GatewayMetrics } from './gateway-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    gatewaySettings: GatewaySettings;
    edgeCache: EdgeCache;
    /** Served by the metrics listener on GATEWAY_METRICS_PORT, never on the public port. */
    metrics: GatewayMetrics;
  }
}

/** A request target in origin form: an absolute-form target's scheme and authority dropped. */
function originForm(target: string): string {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (!absolute) return target;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export function createGateway(options: GatewayOptions = {}): FastifyInstance {
  const settings = resolveSettings(options);
  const { config } = settings;

  const app = Fastify({
    logger: settings.logger,
    genReqId: requestIdFor,
    // One line per request, as every server logs; each line carries the request's id as `requestId`.
    logController: oneLinePerRequest(),
    bodyLimit: settings.bodyLimit,
    // Fastify's default is none: a request trickling in would hold its socket for good. Given
    // to Node's server as it is made (Node 20 ignores it set afterwards, as Fastify does), and
    // checked every quarter of it (Node's default check is every 30 s).
    requestTimeout: settings.requestTimeoutMs,
    http: {
      requestTimeout: settings.requestTimeoutMs,
      headersTimeout: Math.min(60_000, settings.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(settings.requestTimeoutMs / 4)),
    },
    clientErrorHandler: createClientErrorHandler(settings.requestTimeoutMs),
    trustProxy: false,
    // An absolute-form target (`GET http://host/en/docs HTTP/1.1`, RFC 9112 §3.2.2, which a
    // server must accept) is its path: read as a path, it was redirected to `/en/http%3A/host/…`.
    rewriteUrl: (req) => originForm(req.url ?? '/'),
    return503OnClosing: true,
    // Malformed URLs never reach a hook: answer them with the same error renderer.
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, String(request.id));
      sendGatewayError(config, request, reply, gatewayErrors.badPath(error.message));
    },
  }) as unknown as FastifyInstance;

  // `Expect: 100-continue` (finding 2): the interim 100 only when the declared body fits and is
  // not compressed; an oversize one gets its final 413 straight away (RFC 9110 §10.1.1), a
  // compressed one its 415, without the body being sent.
  app.server.on('checkContinue', (req, res) => {
    if (!declaresTooLarge(req.headers, settings.bodyLimit) && !refusedCodings(req.headers['content-encoding'])) res.writeContinue();
    app.server.emit('request', req, res);
  });

  const cache = new EdgeCache(settings.cache, settings.previewSecret, (path) => pageQueryParams(settings.config, path));
  const shellAdmission = new Admission(settings.shellAdmission);
  app.decorate('gatewaySettings', settings);
  app.decorate('edgeCache', cache);
  app.decorate('metrics', registerGatewayMetrics(app, cache, shellAdmission));

  app.setErrorHandler(createErrorHandler(config, settings.bodyLimit));
  // Every path is proxied (the shell owns `/`): what no route takes is a method Fastify does not
  // route (PROPFIND, a made-up one), answered 501 with the site's error body, not Fastify's 404.
  app.setNotFoundHandler((request, reply) => {
    const error = app.supportedMethods.includes(request.method)
      ? gatewayErrors.notFound(request.url.split('?')[0] ?? '/', 'no part of the site serves this path')
      : gatewayErrors.notImplemented(request.method, ['GET', 'HEAD', 'POST', 'OPTIONS']);
    sendGatewayError(config, request, reply, error);
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, String(request.id));
  });
  app.addHook('onRequest', internalPathsHook);
  app.addHook('onRequest', createPublicFilesHook(settings));
  app.addHook('onRequest', createRedirectHook(config));
  app.addHook('onRequest', buildPathsHook);
  app.addHook('preParsing', createBodyLimitHook(settings.bodyLimit));
  app.addHook('preParsing', requestEncodingHook);
  app.addHook('onSend', createSecurityHeadersHook(config));

  // Responses only: request bodies are forwarded as they come, a compressed one refused (proxy/request-encoding.ts).
  app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: compressibleType,
  });
  app.after(() => {
    // After compress's own onRoute hook, so each route's validators and Vary see what it encoded.
    app.addHook('onRoute', encodingHeadersOnRoute);
    registerHealth(app, settings);
    registerProxies(app, settings, cache, shellAdmission);
  });

  if (settings.cache.enabled) {
    app.addHook('onReady', async () => {
      cache.builds.startPolling(settings.upstreams.shell, settings.cache.buildPollMs, (msg, err) => app.log.debug({ err }, msg));
    });
    app.addHook('onClose', async () => cache.builds.stop());
  }

  return app;
}
