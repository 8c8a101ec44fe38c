/**
 * The shell's SSR server: renders every page route, serves the shell's browser assets under
 * /_shell/ and the build identity under /builds/.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { $forcedColorMode, recordFormats } from '@site/kit';
import { isbot } from 'isbot';
import { createContentClient, effectiveForcedMode, splitLocale, type RemoteName, type RemotePage, type SiteConfig } from '@site/contracts';
import {
  createHttpContentTransport,
  isPreviewRequest,
  observedServerOptions,
  PREVIEW_HEADER,
  QUIET_ROUTE,
  previewSecret,
  previewTokenOf,
  type AdmissionLimits,
} from '@site/contracts/server';
import { ShellApp } from '../app/ShellApp.tsx';
import { createCachedTransport } from './cached-transport.ts';
import { FederationHost } from './federation-host.ts';
import { markdownSource, registerMachineOutputs, sendMachineOutput } from './machine-outputs.ts';
import { documentParts, pageRemote, renderBotErrorDocument, serverHtmlStates } from './html-document.ts';
import { PAYLOAD_SUFFIX, type Payload } from '../app/payload.ts';
import { createIslandRenderer, registerIslands } from './islands.ts';
import { RemoteUnavailableError, resolvePage } from '../app/resolve-page.ts';
import { HomePage } from '../app/home-page.ts';
import { readShellManifest, SHELL_BROWSER_DIR } from './shell-assets.ts';
import { RemoteStyles } from './remote-styles.ts';
import { UpstreamState } from './upstream-state.ts';
import { registerShellMetrics } from './shell-metrics.ts';
import { admitted, shellAdmission } from './shed-load.ts';
import { encodePage } from './encode-page.ts';
import { ChromeCache, chromeKeys } from './chrome-cache.ts';

/** Seconds a 503 page asks readers and crawlers to wait (the gateway's upstream pages say 5 too). */
const UNAVAILABLE_RETRY_AFTER_S = 5;

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
  /** Preview secret (default: PREVIEW_SECRET); without one preview mode is off. */
  previewSecret?: string;
  /** Page renders at once and waiting before a 503 (default: shed-load.ts, SHELL_* variables). */
  admission?: Partial<AdmissionLimits>;
}

export async function createShellServer(
  opts: ShellServerOptions,
): Promise<{ app: FastifyInstance; upstream: UpstreamState; host: FederationHost }> {
  const timeoutMs = opts.timeoutMs ?? 1500;
  const secret = 'previewSecret' in opts ? opts.previewSecret : previewSecret();
  const browserDir = opts.browserDir ?? SHELL_BROWSER_DIR;
  const manifest = readShellManifest(browserDir);
  const host = new FederationHost({ assetUrl: opts.assetUrl, timeoutMs });
  const remoteStyles = new RemoteStyles(opts.assetUrl, timeoutMs);
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
  const admission = shellAdmission(opts.admission);
  const metrics = registerShellMetrics(app, upstream, admission);

  await app.register(fastifyStatic, {
    root: browserDir,
    prefix: '/_shell/',
    index: false,
    list: false,
    dotfiles: 'deny',
    // Brotli and gzip copies written at build time (shell/src/build/precompress.ts).
    preCompressed: true,
    // Our own Cache-Control below; @fastify/static's default (max-age=0) would overwrite it.
    cacheControl: false,
    setHeaders: (res, file) => {
      // Hashed file names never change; the manifest and unhashed files are revalidated.
      const immutable = /\.[0-9a-f]{10}\.(js|css|wasm)(\.br|\.gz)?$/.test(file);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      res.setHeader('vary', 'accept-encoding');
    },
  });

  // Polled every second by each gateway (the build id behind its cache) and probed by the
  // orchestrator: logged only when it goes wrong.
  app.get('/builds/latest.json', QUIET_ROUTE, async (_req, reply) => {
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
  // A machine output that does not exist (a locale without its own llms.txt, a sitemap file past
  // the last): a plain answer, not Fastify's JSON naming its route table.
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`Nothing is served at ${req.url.split('?')[0]}.`),
  );
  registerMachineOutputs(app, {
    config: opts.config,
    content: sharedContent,
    contentBuild: () => upstream.build.content.build,
    contentOutputs: { contentUrl: opts.contentUrl, timeoutMs },
  });
  // Preview only with a token matching the secret: the content-service then gets the token in
  // its header and serves drafts; an invalid token changes nothing (cached, published only).
  const contentFor = (req: FastifyRequest) => {
    const sources = { url: req.url, cookie: req.headers.cookie };
    if (!isPreviewRequest(sources, secret)) return { content: sharedContent, preview: false };
    const token = previewTokenOf(sources)!;
    const transport = createHttpContentTransport({ baseUrl: opts.contentUrl, timeoutMs, headers: { [PREVIEW_HEADER]: token } });
    return { content: createContentClient(transport), preview: true };
  };
  const chrome = new ChromeCache();
  const renderIsland = createIslandRenderer({ config: opts.config, host, upstream });
  registerIslands(app, { config: opts.config, host, upstream, contentFor }, renderIsland);

  /**
   * A request's page component, of the remote version its state pins (`remotes`, read when
   * the request began). When that version's code is gone (a switch during the request), the
   * page renders with the current one and the pin follows, so the browser hydrates with the
   * code that rendered the HTML.
   */
  const loadPage = async (
    owner: RemoteName | 'shell',
    page: string,
    remotes: Partial<Record<RemoteName, string>>,
  ): Promise<RemotePage<unknown>> => {
    if (owner === 'shell') return HomePage as RemotePage<unknown>;
    const { value: pages, version } = await host.loadPages(owner, remotes[owner]).catch((err: unknown) => {
      if (err instanceof RemoteUnavailableError) {
        metrics.remoteLoadFailed(owner);
        app.log.warn({ remote: owner, reason: err.message }, 'remote unavailable: answering its section fallback');
      }
      throw err;
    });
    remotes[owner] = version;
    const found = pages[page];
    if (!found) throw new Error(`the ${owner} remote does not expose the page ${page}`);
    return found;
  };

  app.get(
    '/*',
    admitted(admission, metrics.shed, async (req, reply) => {
      const rawPath = req.url.split('?')[0] ?? '/';
      let pathname: string;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        return reply.code(400).type('text/plain').send('Bad request: the path is not valid percent-encoding.');
      }
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this rejects
      if (/[\u0000-\u001f\u007f]/.test(pathname)) {
        return reply.code(400).type('text/plain').send('Bad request: the path contains control characters.');
      }
      if (pathname.endsWith('.md')) {
        // `/docs/x.md` (no locale: a file, not redirected) is the default locale's source.
        const { locale, path } = splitLocale(opts.config, pathname);
        let markdown: string | null;
        try {
          markdown = await markdownSource(opts.config, sharedContent, locale ?? opts.config.i18n.defaultLocale, path);
        } catch (err) {
          // Content-service down or slow: said in words, with when to come back, as a page's 503 is.
          req.log.warn({ err }, 'markdown source unavailable');
          return reply
            .code(503)
            .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send(
              `The content service is not answering, so this page's Markdown source cannot be read. Try again in ${UNAVAILABLE_RETRY_AFTER_S} seconds.`,
            );
        }
        if (markdown !== null) return sendMachineOutput(reply, 'text/markdown; charset=utf-8', markdown);
      }
      const isPayload = pathname.endsWith(PAYLOAD_SUFFIX);
      if (isPayload) pathname = pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
      const { content, preview } = contentFor(req);
      // The state carries this object: loadPage moves a pin when the version it named is gone.
      const remotes = upstream.remoteVersions();
      const { state, Page, textNamespace } = await resolvePage({
        config: opts.config,
        pathname,
        search: req.url.slice(rawPath.length),
        content,
        loadPage: (owner, page) => loadPage(owner, page, remotes),
        island: (request) => renderIsland(request, content, preview),
        build: { buildId: upstream.build.id, remotes, contentVersions: upstream.contentVersions() },
        preview,
        side: 'server',
      });
      reply.header('vary', 'Cookie').header('x-build-id', state.buildId);
      // A part the page needs is down (a section's remote, content-service): readers and
      // crawlers are told when to come back, as the gateway's own 502/504 pages tell them.
      if (state.status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      if (isPayload) {
        reply.header('cache-control', preview ? 'private, no-store' : 'public, max-age=0, must-revalidate');
        return reply
          .code(state.status)
          .type('application/json; charset=utf-8')
          .send({ state } satisfies Payload);
      }
      // Spec §4: crawlers and link previewers never get the error screen, only its status.
      if (state.view.kind === 'error' && isbot(req.headers['user-agent'])) {
        return reply
          .code(state.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderBotErrorDocument(state));
      }

      if (state.view.kind === 'redirect')
        return reply.code(302).header('location', state.view.to).header('cache-control', 'no-store').send();
      // Atoms are read by components during render; set them for this render (synchronous).
      $forcedColorMode.set(effectiveForcedMode(state.head.forcedColorMode));
      const states = serverHtmlStates(state, textNamespace);
      // The chrome comes from the cache; the page's own content is rendered now.
      const { value: app, formats } = recordFormats(() =>
        chrome.render(state.buildId, chromeKeys(state), (place) =>
          renderToString(
            createElement(ShellApp, { state: states.render, Page: Page as ComponentType<{ data: unknown }> | null, chrome: place }),
          ),
        ),
      );
      const remote = pageRemote(state);
      const remoteCss = remote ? await remoteStyles.text(remote.name, remote.version) : undefined;
      const inline = Object.keys(formats).length ? { ...states.inline, formats } : states.inline;
      const html = documentParts(inline, app, { ...manifest, remoteCss });
      // The HTML of a route depends on its path and the build id only (colour mode is applied by
      // an inline script), so the validator comes from those, not from hashing 100 KB per request.
      const etag = `W/"${state.buildId}-${crypto.createHash('sha1').update(req.url).digest('base64url').slice(0, 16)}"`;

      reply.code(state.status).type('text/html; charset=utf-8');
      if (preview) reply.header('cache-control', 'private, no-store');
      else if (state.status === 200) reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', etag);
      else reply.header('cache-control', 'no-store');
      if (state.status === 200 && !preview && req.headers['if-none-match'] === etag) return reply.code(304).send();
      const page = encodePage(html, req.headers['accept-encoding']);
      reply.header('vary', 'Cookie, Accept-Encoding');
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }),
  );

  return { app, upstream, host };
}
