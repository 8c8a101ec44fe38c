/**
 * The shell's SSR server: renders every page route, serves the shell's browser assets under
 * /_shell/ and the build identity under /builds/.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { $forcedColorMode } from '@site/kit';
import {
  createContentClient,
  PREVIEW_COOKIE,
  PREVIEW_QUERY,
  readCookie,
  splitLocale,
  type RemoteName,
  type RemotePage,
  type SiteConfig,
} from '@site/contracts';
import { createHttpContentTransport, observedServerOptions } from '@site/contracts/server';
import { ShellApp } from '../app/ShellApp.tsx';
import { createCachedTransport } from './cached-transport.ts';
import { FederationHost } from './federation-host.ts';
import { markdownSource, registerMachineOutputs } from './machine-outputs.ts';
import { renderDocument } from './html-document.ts';
import { RemoteUnavailableError, resolvePage } from '../app/resolve-page.ts';
import { HomePage } from '../app/home-page.ts';
import { readShellManifest, SHELL_BROWSER_DIR } from './shell-assets.ts';
import { UpstreamState } from './upstream-state.ts';
import { registerShellMetrics } from './shell-metrics.ts';

export interface ShellServerOptions {
  config: SiteConfig;
  contentUrl: string;
  assetUrl: (remote: RemoteName) => string;
  /** Remote and content-service timeouts (ms); a page always answers within about twice this. */
  timeoutMs?: number;
  pollMs?: number;
  browserDir?: string;
  /** JSON logs (pino options); off unless given. */
  logger?: FastifyServerOptions['logger'];
}

function hasPreview(cookie: string | undefined, query: Record<string, unknown>): boolean {
  return PREVIEW_QUERY in query || readCookie(cookie, PREVIEW_COOKIE) !== undefined;
}

export async function createShellServer(
  opts: ShellServerOptions,
): Promise<{ app: FastifyInstance; upstream: UpstreamState; host: FederationHost }> {
  const timeoutMs = opts.timeoutMs ?? 1500;
  const browserDir = opts.browserDir ?? SHELL_BROWSER_DIR;
  const manifest = readShellManifest(browserDir);
  const host = new FederationHost({ assetUrl: opts.assetUrl, timeoutMs });
  const upstream = new UpstreamState({
    host,
    shellVersion: manifest.version,
    assetUrl: opts.assetUrl,
    contentUrl: opts.contentUrl,
    pollMs: opts.pollMs ?? 2000,
    timeoutMs,
  });
  await upstream.refresh();
  upstream.start();

  const baseTransport = createHttpContentTransport({ baseUrl: opts.contentUrl, timeoutMs });
  const cachedTransport = createCachedTransport(baseTransport, () => upstream.build.content.build);

  const app = Fastify({ ...observedServerOptions('shell'), logger: opts.logger ?? false, routerOptions: { maxParamLength: 500 } });
  app.addHook('onClose', async () => upstream.stop());
  const metrics = registerShellMetrics(app, upstream);

  await app.register(fastifyStatic, {
    root: browserDir,
    prefix: '/_shell/',
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res, file) => {
      // Hashed file names never change; the manifest and unhashed files are revalidated.
      const immutable = /\.[0-9a-f]{10}\.(js|css)$/.test(file) || file.endsWith('.wasm');
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/builds/latest.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { id: upstream.build.id, timestamp: upstream.build.timestamp };
  });
  app.get<{ Params: { file: string } }>('/builds/meta/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.json$/, '');
    const meta = upstream.meta(id) ?? (id === upstream.build.id ? upstream.build : undefined);
    if (!meta) return reply.code(404).send({ statusCode: 404, code: 'BUILD_NOT_FOUND', message: `No build ${id} is known to this server` });
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return meta;
  });

  const sharedContent = createContentClient(cachedTransport);
  registerMachineOutputs(app, { config: opts.config, content: sharedContent });

  app.get('/*', async (req, reply) => {
    const rawPath = req.url.split('?')[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type('text/plain').send('Bad request: the path is not valid percent-encoding.');
    }
    if (/[\u0000-\u001f\u007f]/.test(pathname)) {
      return reply.code(400).type('text/plain').send('Bad request: the path contains control characters.');
    }
    if (pathname.endsWith('.md')) {
      // `/docs/x.md` (no locale: a file, not redirected) is the default locale's source.
      const { locale, path } = splitLocale(opts.config, pathname);
      const markdown = await markdownSource(opts.config, sharedContent, locale ?? opts.config.i18n.defaultLocale, path);
      if (markdown !== null)
        return reply.type('text/markdown; charset=utf-8').header('cache-control', 'public, max-age=300').send(markdown);
    }
    const preview = hasPreview(req.headers.cookie, req.query as Record<string, unknown>);
    const transport = preview
      ? createHttpContentTransport({ baseUrl: opts.contentUrl, timeoutMs, ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) })
      : cachedTransport;
    const { state, Page } = await resolvePage({
      config: opts.config,
      pathname,
      content: createContentClient(transport),
      loadPage: async (owner, page) => {
        if (owner === 'shell') return HomePage as RemotePage<unknown>;
        const pages = await host.loadPages(owner).catch((err: unknown) => {
          if (err instanceof RemoteUnavailableError) {
            metrics.remoteLoadFailed(owner);
            req.log.warn({ remote: owner, reason: err.message }, 'remote unavailable: answering its section fallback');
          }
          throw err;
        });
        const found = pages[page];
        if (!found) throw new Error(`the ${owner} remote does not expose the page ${page}`);
        return found;
      },
      build: { buildId: upstream.build.id, remotes: upstream.remoteVersions(), contentVersions: upstream.contentVersions() },
    });

    // Atoms are read by components during render; set them for this render (synchronous).
    $forcedColorMode.set(state.head.forcedColorMode ?? null);
    const appHtml = renderToString(createElement(ShellApp, { state, Page: Page as ComponentType<{ data: unknown }> | null }));
    const html = renderDocument(state, appHtml, manifest);
    // The HTML of a route depends on its path and the build id only (colour mode is applied by
    // an inline script), so the validator comes from those, not from hashing 100 KB per request.
    const etag = `W/"${state.buildId}-${crypto.createHash('sha1').update(req.url).digest('base64url').slice(0, 16)}"`;

    reply.code(state.status).type('text/html; charset=utf-8').header('x-build-id', state.buildId).header('vary', 'Cookie');
    if (preview) reply.header('cache-control', 'private, no-store');
    else if (state.status === 200) reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', etag);
    else reply.header('cache-control', 'no-store');
    if (state.status === 200 && !preview && req.headers['if-none-match'] === etag) return reply.code(304).send();
    return html;
  });

  return { app, upstream, host };
}
