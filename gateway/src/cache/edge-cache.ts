/**
 * The edge cache: HTML pages from the shell, 200 only, for GET and HEAD, keyed by method,
 * canonical path, allowed query parameters and build id (cache-key.ts). A new build id
 * (polled, or seen on a response) empties it; requests with a valid preview token bypass it;
 * pages the shell marks no-store/private, that set cookies or that vary on anything but
 * Accept-Encoding and Cookie are never stored. Bounded in bytes with lru-cache `maxSize`.
 *
 * `Vary: Cookie` is accepted: the only cookie the shell's HTML depends on is the preview cookie
 * (issue 3, "edge-cacheable HTML"), and preview requests never reach the cache.
 *
 * The body is stored raw with br and gzip variants made once at store time, so hits cost no
 * compression. A miss streams to the reader as it arrives and is copied aside on the way.
 */
import { promisify } from 'node:util';
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isNonPagePath } from '@site/contracts';
import { holdsEtag, isPreviewRequest, negotiateEncoding, PREVIEW_HEADER } from '@site/contracts/server';
import type { CacheSettings } from '../settings.ts';
import { BUILD_ID_HEADER, BuildIdTracker } from './build-id.ts';
import { cacheKeyOf, withBuild } from './cache-key.ts';
import { weakEtag } from '../proxy/encoding-validators.ts';

const gzip = promisify(zlib.gzip);
/** Allowance per page for compression framing and bookkeeping. */
const ENCODING_OVERHEAD_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);

type StoredEncoding = 'br' | 'gzip' | 'identity';

/** The stored body the client ranks highest (q-values; br before gzip at a tie): the one rule of @site/contracts/server. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): StoredEncoding {
  return negotiateEncoding(acceptEncoding, ['br', 'gzip']);
}

export const CACHE_HEADER = 'x-cache';

export interface CachedPage {
  headers: Record<string, string | string[]>;
  /** br and gzip arrive a moment after the raw body; until then hits are compressed on the fly. */
  bodies: { identity: Buffer; gzip?: Buffer; br?: Buffer };
  storedAt: number;
}

/** What the cache decided for one request, kept until its response is handled. */
/** Longest a request waits for the same page's render by another request before asking for it itself. */
const FILL_WAIT_MS = 2000;

type Decision = { status: 'BYPASS' } | { status: 'MISS'; base: string; buildId: string | null; store: boolean };

/** Response headers that belong to one transfer, not to the stored page. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'age',
  'x-request-id',
  CACHE_HEADER,
  'proxy-connection',
  'trailer',
  'upgrade',
]);

function headerString(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** Preview only with a valid token (query, cookie or forwarded header), never on the mere presence of one. */
function isPreview(request: FastifyRequest, secret: string | undefined): boolean {
  return isPreviewRequest({ url: request.url, cookie: request.headers.cookie, header: request.headers[PREVIEW_HEADER] }, secret);
}

/** Why a shell response may not be stored, or null when it may. */
function uncacheableReason(statusCode: number, headers: IncomingHttpHeaders): string | null {
  if (statusCode !== 200) return `status ${statusCode}`;
  if (!headerString(headers['content-type']).toLowerCase().startsWith('text/html')) return 'not HTML';
  const cacheControl = headerString(headers['cache-control']).toLowerCase();
  if (/\b(no-store|private)\b/.test(cacheControl)) return `cache-control: ${cacheControl}`;
  if (headers['set-cookie']) return 'sets a cookie';
  const vary = headerString(headers.vary)
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding' && v !== 'cookie')) return `varies on ${vary.join(', ')}`;
  const encoding = headerString(headers['content-encoding']).toLowerCase();
  if (encoding && encoding !== 'identity') return `already encoded (${encoding})`;
  return null;
}

export class EdgeCache {
  readonly builds: BuildIdTracker;
  private readonly lru: LRUCache<string, CachedPage>;
  private readonly decisions = new WeakMap<FastifyRequest, Decision>();
  /** Pages being fetched from the shell for the cache, by entry key: ended when that answer is done. */
  private readonly filling = new Map<string, Promise<void>>();
  /** One page (raw body) may take at most a quarter of the byte budget. */
  private readonly maxPageBytes: number;

  constructor(
    readonly settings: CacheSettings,
    private readonly previewSecret: string | undefined = undefined,
    /** The query parameters a page renders from, by its decoded path (the route table's). */
    private readonly pageQueryParams: (decodedPath: string) => readonly string[] = () => [],
  ) {
    this.lru = new LRUCache<string, CachedPage>({ max: settings.maxEntries, maxSize: settings.maxBytes });
    this.maxPageBytes = Math.floor(settings.maxBytes / 4);
    this.builds = new BuildIdTracker(() => this.lru.clear());
  }

  get size(): number {
    return this.lru.size;
  }

  /** Bytes held, every stored variant counted. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /**
   * Runs before a shell request is proxied. Pages get a decision; a hit is answered here.
   * Returns true when the reply was sent.
   */
  handleRequest(request: FastifyRequest, reply: FastifyReply): boolean {
    const q = request.url.indexOf('?');
    const path = q === -1 ? request.url : request.url.slice(0, q);
    if (isNonPagePath(path)) return false;
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    if (!this.settings.enabled || !readOnly || isPreview(request, this.previewSecret)) {
      this.decisions.set(request, { status: 'BYPASS' });
      return false;
    }
    const buildId = this.builds.id;
    const key = cacheKeyOf(request.method, request.url, (decoded) => {
      const own = this.pageQueryParams(decoded);
      return own.length ? [...this.settings.queryParams, ...own] : this.settings.queryParams;
    });
    if (key === null) {
      this.decisions.set(request, { status: 'BYPASS' });
      return false;
    }
    // A request's `Cache-Control: no-cache` (a hard reload) is answered from the entry too, as
    // shared caches do: the entry is this build's own answer (a new build empties the cache),
    // so the shell would render the same page, and honouring it let any client turn every
    // request for one page into a render (10-40 times the cost of a hit).
    const hit = this.lru.get(withBuild(key.base, buildId));
    if (!hit) {
      this.decisions.set(request, { status: 'MISS', base: key.base, buildId, store: key.canonical });
      return false;
    }
    const wanted = pickEncoding(request.headers['accept-encoding']);
    const stored = hit.bodies[wanted];
    const encoding = stored ? wanted : 'identity';
    const body = stored ?? hit.bodies.identity;
    reply.headers(hit.headers);
    reply.header('vary', hit.headers.vary ? `${headerString(hit.headers.vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('age', String(Math.floor((Date.now() - hit.storedAt) / 1000)));
    reply.header(CACHE_HEADER, 'HIT');
    const etag = headerString(hit.headers.etag);
    // The cache's own br and gzip bodies share the page's tag only in its weak form
    // (encoding-validators.ts); If-None-Match compares weakly.
    if (etag && encoding !== 'identity') reply.header('etag', weakEtag(etag));
    if (etag && holdsEtag(request.headers['if-none-match'], etag)) {
      reply.code(304).send();
      return true;
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (request.method === 'HEAD') {
      reply.code(200).send();
      return true;
    }
    reply.header('content-length', String(body.length));
    reply.code(200).send(body);
    return true;
  }

  /**
   * handleRequest, with concurrent misses of one page made one render: the first asks the shell,
   * the others wait (at most FILL_WAIT_MS) for its answer to be stored and are served it. After
   * a deploy empties the cache, 30 readers of 91 pages asked for 705 renders where 91 would do.
   * A page whose answer is not stored (a 404, a cookie) sends the waiters on to the shell.
   */
  async handleRequestTogether(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (this.handleRequest(request, reply)) return true;
    const decision = this.decisions.get(request);
    if (decision?.status !== 'MISS') return false;
    const key = withBuild(decision.base, decision.buildId);
    const fill = this.filling.get(key);
    if (!fill) {
      let done: () => void = () => undefined;
      this.filling.set(
        key,
        new Promise<void>((resolve) => {
          done = resolve;
        }),
      );
      // Its answer stored (before its last bytes leave) or not storable: either way, done.
      reply.raw.once('close', () => {
        this.filling.delete(key);
        done();
      });
      return false;
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([fill, new Promise<void>((resolve) => (timer = setTimeout(resolve, FILL_WAIT_MS)))]);
    clearTimeout(timer);
    return this.handleRequest(request, reply);
  }

  /** A miss asks the shell for an unencoded body: the cache stores it and encodes it itself. */
  rewriteRequestHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
    if (this.decisions.get(request)?.status === 'MISS') delete headers['accept-encoding'];
    return headers;
  }

  /** Notes the build id of shell responses and labels page responses. */
  rewriteResponseHeaders(request: FastifyRequest | undefined, headers: IncomingHttpHeaders): IncomingHttpHeaders {
    const buildId = headerString(headers[BUILD_ID_HEADER]);
    if (buildId) this.builds.observe(buildId);
    const decision = request && this.decisions.get(request);
    if (decision) headers[CACHE_HEADER] = decision.status;
    return headers;
  }

  /** Sends the shell's response on, copying a storable page aside as it streams. */
  handleResponse(
    request: FastifyRequest,
    reply: FastifyReply,
    res: { statusCode: number; headers: IncomingHttpHeaders; stream: NodeJS.ReadableStream },
  ): void {
    const decision = this.decisions.get(request);
    const responseBuildId = headerString(res.headers[BUILD_ID_HEADER]) || null;
    const storable =
      decision?.status === 'MISS' &&
      decision.store &&
      uncacheableReason(res.statusCode, res.headers) === null &&
      !(responseBuildId && this.builds.isRetired(responseBuildId));
    if (!storable) {
      reply.send(res.stream);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const maxPageBytes = this.maxPageBytes;
    const tap = new Transform({
      transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
        if (!tooBig) {
          size += chunk.length;
          if (size > maxPageBytes) {
            tooBig = true;
            chunks.length = 0;
          } else {
            chunks.push(chunk);
          }
        }
        done(null, chunk);
      },
      flush: (done: TransformCallback) => {
        // Stored before the last bytes leave, so the reader's next request is already a hit.
        if (!tooBig) this.store(decision.base, responseBuildId ?? decision.buildId, res.headers, Buffer.concat(chunks), request);
        done();
      },
    });
    res.stream.on('error', (err) => tap.destroy(err));
    reply.send(res.stream.pipe(tap));
  }

  private store(base: string, buildId: string | null, upstreamHeaders: IncomingHttpHeaders, raw: Buffer, request: FastifyRequest): void {
    // A deploy landed while this page streamed: it belongs to the old build.
    if (buildId !== this.builds.id) return;
    const key = withBuild(base, buildId);
    const headers: Record<string, string | string[]> = {};
    let headerBytes = 0;
    for (const [name, value] of Object.entries(upstreamHeaders)) {
      if (value === undefined || TRANSFER_HEADERS.has(name)) continue;
      if (name === 'vary') {
        // Accept-Encoding is added back on every hit; keep the rest (Cookie) for browsers.
        const rest = headerString(value)
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v && v.toLowerCase() !== 'accept-encoding');
        if (rest.length) headers.vary = rest.join(', ');
        continue;
      }
      headers[name] = value;
      headerBytes += name.length + headerString(value).length;
    }
    const page: CachedPage = { headers, bodies: { identity: raw }, storedAt: Date.now() };
    // Charged up front for the raw body and both encodings (each at most the raw size plus a
    // little framing), so adding them later never has to re-set the entry (which would also
    // refresh its recency and upset least-recently-used order).
    this.lru.set(key, page, { size: raw.length * 3 + ENCODING_OVERHEAD_BYTES + headerBytes });
    // lru-cache refuses (silently) an entry larger than the whole budget.
    if (this.lru.peek(key) !== page) return;
    void this.addEncodings(key, page, request);
  }

  private async addEncodings(key: string, page: CachedPage, request: FastifyRequest): Promise<void> {
    const raw = page.bodies.identity;
    try {
      const [gz, br] = await Promise.all([
        gzip(raw, { level: 6 }),
        brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      ]);
      // Evicted or replaced meanwhile (LRU pressure, new build): nothing to update.
      if (this.lru.peek(key) !== page) return;
      // Never more than charged: an encoding that grew past the raw size is simply not kept.
      if (gz.length <= raw.length) page.bodies.gzip = gz;
      if (br.length <= raw.length) page.bodies.br = br;
    } catch (err) {
      request.log.warn({ err }, 'edge cache could not compress a page; hits stay compressed on the fly');
    }
  }
}
