/**
 * The content-service HTTP API (shell/contracts/CONTRACTS.md §4) on Fastify, over the content
 * database opened read-only. Every error leaves as `{ statusCode, code, message }`; stacks
 * stay in the log.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { resolvePaths, type PathOptions } from '../config.ts';
import { ContentError, badRequest, unsupportedEncoding } from '../errors.ts';
import { ACCEPTED_REQUEST_ENCODING, hasRequestBody, observedServerOptions, refusedCodings } from '@site/contracts/server';
import { ContentStore } from './content-store.ts';
import { previewCheck, registerPreviewVary } from './preview.ts';
import { registerContentMetrics } from './content-metrics.ts';
import { registerQueryRoute } from './routes/query.ts';
import { registerOutputRoutes } from './routes/outputs.ts';
import { registerNavigationRoutes } from './routes/navigation.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { registerPublicRoute, registerStaticRoute } from './routes/static-files.ts';
import { registerIconRoute } from './routes/icons.ts';
import { withReadOnlyMethods } from './routes/methods.ts';
import { warmReader } from './locale-fallbacks.ts';

export interface ContentServerOptions extends PathOptions {
  logger?: FastifyServerOptions['logger'];
  /** Dev mode: static files are not cached by browsers. */
  dev?: boolean;
  /** Follow new builds (in-process and on disk); default true. */
  follow?: boolean;
  /** Environment read for PREVIEW_SECRET (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The time one content query may run (QUERY_LIMITS.maxRunMs). */
  queryMaxRunMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentStore: ContentStore;
  }
}

export async function createContentServer(options: ContentServerOptions = {}): Promise<FastifyInstance> {
  const paths = resolvePaths(options);
  // Read (and checked) once, before listening: a bad PREVIEW_SECRET stops the start.
  const inPreview = previewCheck(options.env);
  const app = Fastify({
    ...observedServerOptions('content'),
    logger: options.logger ?? false,
    return503OnClosing: true,
    // A body's `__proto__` key, or `constructor` holding `prototype`, is dropped and the rest
    // read, as the reference endpoint's parser (destr) does: this API reads only `sql` from a
    // body and merges it into nothing. Fastify's default ('error') refused such valid JSON as
    // "Body is not valid JSON".
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  const store = new ContentStore(paths.dbPath, paths.site);
  store.open();
  if (options.follow !== false) store.follow();
  // After the start and each new build, once the tick that loaded it is over.
  const warm = () => setImmediate(() => warmReader(store));
  store.onGeneration(warm);
  warm();
  app.decorate('contentStore', store);
  app.addHook('onClose', async () => store.close());
  registerPreviewVary(app);
  // Every parameter of this API takes one value. A repeated one (`?icons=a&icons=b`) reaches
  // a route as an array it does not expect: the icon route answered 500, which counts against
  // the site's error rate (deploy/README.md's alerts) for what is a client's mistake.
  app.addHook('onRequest', async (request) => {
    const repeated = Object.entries(request.query as Record<string, unknown>).find(([, value]) => Array.isArray(value));
    if (repeated) throw badRequest(`the query parameter "${repeated[0]}" is given more than once: give it once`);
  });
  // Bodies are read as sent: a compressed one (Content-Encoding other than identity) is a 415
  // saying so, with `Accept-Encoding: identity` (RFC 7694 §3), not a "Body is not valid JSON".
  app.addHook('preParsing', async (request, reply, payload) => {
    const refused = hasRequestBody(request.headers) ? refusedCodings(request.headers['content-encoding']) : null;
    if (!refused) return payload;
    reply.header('accept-encoding', ACCEPTED_REQUEST_ENCODING);
    throw unsupportedEncoding(refused);
  });
  const metrics = registerContentMetrics(app, store);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ContentError) {
      if (request.routeOptions.url?.endsWith('/query')) metrics.queryRefused(error.code);
      return reply.code(error.status).send(error.toJSON());
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ statusCode: status, code: 'CONTENT_BAD_REQUEST', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'content-service request failed');
    return reply.code(500).send({ statusCode: 500, code: 'CONTENT_INTERNAL', message: 'Internal error in content-service' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      code: 'CONTENT_ROUTE_NOT_FOUND',
      message: `No content endpoint at ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  withReadOnlyMethods(app, () => {
    registerQueryRoute(app, store, inPreview, options.queryMaxRunMs);
    registerOutputRoutes(app, store, inPreview);
    registerNavigationRoutes(app, store, inPreview);
    registerSearchRoutes(app, store);
    registerIconRoute(app);
    registerStaticRoute(app, paths.contentDir, options.dev ?? false);
    registerPublicRoute(app, store, paths.publicDir, options.dev ?? false);
  });
  return app;
}
