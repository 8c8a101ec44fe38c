/**
 * Small stand-ins for the shell, the content service and the remote asset servers, on
 * port 0, so the gateway is tested on its own. Each one records what it received and
 * answers in a way that shows who answered.
 */
import net from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { SHED_HEADER } from '@site/contracts/server';
import { createGateway, type GatewayOptions, type UpstreamName } from '../../src/index.ts';

interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Requests each fake upstream has begun to receive (headers in), by its app. */
const started = new WeakMap<FastifyInstance, number>();

/** How many requests `upstream` has begun to receive, body complete or not. */
export function requestsStarted(upstream: { app: FastifyInstance }): number {
  return started.get(upstream.app) ?? 0;
}

interface FakeUpstream {
  name: string;
  url: string;
  seen: SeenRequest[];
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface FakeShellState {
  buildId: string;
  /** Page HTML size in bytes (padding), to exercise compression. */
  pageBytes: number;
  /** How long a page whose path holds `slow` takes to render. */
  slowMs: number;
}

async function listen(app: FastifyInstance, name: string, seen: SeenRequest[]): Promise<FakeUpstream> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { name, url: `http://127.0.0.1:${port}`, seen, app, close: () => app.close() };
}

function recorder(app: FastifyInstance, seen: SeenRequest[]): void {
  // When a request's headers arrive (its body may still be on its way): `seen` has it once whole.
  app.addHook('onRequest', async () => {
    started.set(app, (started.get(app) ?? 0) + 1);
  });
  // Bodies are recorded exactly as received, JSON included.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addHook('preHandler', async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      body: typeof request.body === 'string' ? request.body : '',
    });
  });
}

/** The pictures the content stand-in's public folder serves, by URL path (as content-service lists them). */
export const FAKE_PUBLIC_FILES: Readonly<Record<string, { type: string; body: string }>> = {
  '/img/logo.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>' },
  '/blog/cover.png': { type: 'image/png', body: 'not really a png, but bytes of one file' },
};

/** Like content-service's /_public/*: a listed file with its headers, 304 on its ETag, 404 for anything else. */
function answerPublicFile(request: FastifyRequest, reply: FastifyReply) {
  const file = FAKE_PUBLIC_FILES[decodeURIComponent(request.url.slice('/_public'.length).split('?')[0] ?? '')];
  if (!file) return reply.code(404).send({ statusCode: 404, code: 'CONTENT_FILE_NOT_FOUND', message: 'No such file' });
  const etag = `"public-${file.body.length}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(file.type).send(file.body);
}

/** An upstream that answers every path with JSON naming itself. */
async function startEchoUpstream(name: string): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  // Takes whatever the gateway forwards: the gateway's own limit is what the tests look at.
  const app = Fastify({ bodyLimit: 16 * 1024 * 1024 });
  recorder(app, seen);
  app.all('/*', async (request, reply) => {
    if (request.url.includes('reset-always')) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (name === 'content' && request.url.startsWith('/_public/')) return answerPublicFile(request, reply);
    // Like the content-service: an SVG file carries its own sandbox policy.
    if (request.url.endsWith('.svg')) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return { upstream: name, method: request.method, url: request.url, body: request.body ?? null };
  });
  return listen(app, name, seen);
}

/** The shell stand-in: HTML pages carrying the build id, builds/latest.json, and a few special pages. */
async function startFakeShell(state: FakeShellState): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const app = Fastify();
  recorder(app, seen);
  app.get('/builds/latest.json', async () => ({ id: state.buildId, timestamp: Date.now() }));
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/_shell/app.js', async (_req, reply) => reply.type('text/javascript').send('console.log("shell")'));
  const page = (url: string, counter: number) =>
    `<!doctype html><html><head><title>${url}</title></head><body data-build="${state.buildId}" data-render="${counter}">` +
    `<main>${url}</main><p>${'Lorem ipsum dolor sit amet. '.repeat(Math.ceil(state.pageBytes / 28))}</p></body></html>`;
  let renders = 0;
  const resetOnce = new Set<string>();
  app.all('/*', async (request, reply) => {
    const url = request.url;
    renders += 1;
    // Like a render process or pod that dies under a request: the connection closes, unanswered.
    if (url.includes('reset-always') || (url.includes('reset-once') && !resetOnce.has(url))) {
      resetOnce.add(url);
      request.raw.socket.destroy();
      return reply.hijack();
    }
    reply.header('x-build-id', state.buildId);
    if (url.includes('no-store')) reply.header('cache-control', 'no-store');
    if (url.includes('private')) reply.header('cache-control', 'private, max-age=60');
    if (url.includes('vary-language')) reply.header('vary', 'Accept-Language');
    if (url.includes('set-cookie')) reply.header('set-cookie', 'session=abc; Path=/');
    if (url.includes('missing')) return reply.code(404).type('text/html').send(page(url, renders));
    if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    // Like the real shell when it sheds a request (shed-load.ts).
    if (url.includes('shed')) return reply.code(503).header(SHED_HEADER, '1').header('retry-after', '2').type('text/plain').send('busy');
    if (url.includes('redirect-offsite')) return reply.code(302).header('location', '//evil.com/steal').send();
    if (url.includes('redirect-absolute-evil')) return reply.code(302).header('location', 'https://evil.com/x').send();
    if (url.includes('redirect-host')) return reply.code(302).header('location', `http://${request.headers.host}/en/docs`).send();
    if (url.includes('canonical')) {
      // A careless app that trusts forwarding headers: the gateway must make that safe.
      const host = request.headers['x-forwarded-host'];
      const proto = request.headers['x-forwarded-proto'];
      return reply.type('text/html').send(`<link rel="canonical" href="${proto}://${host}${url}">`);
    }
    if (request.method === 'POST') return reply.type('application/json').send({ upstream: 'shell', posted: request.body });
    // Like the real shell: HTML varies on Cookie (the preview cookie) and carries an ETag.
    if (!reply.hasHeader('vary')) reply.header('vary', 'Cookie');
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', `W/"${state.buildId}-${url.length}"`);
    return reply.type('text/html; charset=utf-8').send(page(url, renders));
  });
  return listen(app, 'shell', seen);
}

/** Accepts connections and never answers: a hung upstream. */
export async function startHungUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on (a port that was free a moment ago): connections are refused. */
export async function deadUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export interface TestSite {
  gateway: FastifyInstance;
  base: string;
  shell: FakeUpstream;
  shellState: FakeShellState;
  upstreams: Record<Exclude<UpstreamName, 'shell'>, FakeUpstream>;
  close(): Promise<void>;
}

/** A gateway on port 0 in front of a fake shell and echo upstreams for everything else. */
export async function startTestSite(options: GatewayOptions = {}, shellState: Partial<FakeShellState> = {}): Promise<TestSite> {
  const state: FakeShellState = { buildId: 'build-1', pageBytes: 4000, slowMs: 300, ...shellState };
  const shell = await startFakeShell(state);
  const names = ['content', 'docs', 'blog', 'templates', 'studio'] as const;
  const echoes = await Promise.all(names.map((n) => startEchoUpstream(n)));
  const upstreams = Object.fromEntries(names.map((n, i) => [n, echoes[i]!])) as TestSite['upstreams'];
  const gateway = createGateway({
    env: {},
    ...options,
    upstreams: { shell: shell.url, ...Object.fromEntries(names.map((n) => [n, upstreams[n].url])), ...options.upstreams },
    cache: { buildPollMs: 50, ...options.cache },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.server.address() as net.AddressInfo;
  return {
    gateway,
    base: `http://127.0.0.1:${port}`,
    shell,
    shellState: state,
    upstreams,
    close: async () => {
      await gateway.close();
      await Promise.all([shell.close(), ...echoes.map((e) => e.close())]);
    },
  };
}
