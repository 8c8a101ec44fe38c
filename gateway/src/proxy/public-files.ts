/**
 * Root-relative pictures (`/blog/cover.png`, `/favicon.ico`) from the site's public folder.
 * Their paths are the authors' own, so no route prefix marks them: a GET or HEAD for a
 * clean path whose last segment names a picture type is first asked of content-service
 * (`/_public{path}`, which serves only the files the last content build listed). A file
 * there is the answer; anything else (404, or 400 for a path no file may have) and the
 * request goes on exactly as without a public folder: redirects, the locale guard, the
 * shell. A page at such a path is never shadowed, because the build never lists a public
 * file at a page's path (content-service build/public-files.ts).
 */
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_FILES_ROUTE, isPicturePath, reservedPublicPath } from '@site/contracts';
import { gatewayErrors } from '../errors.ts';
import { safeLocation, sanitisePath } from '../redirects/safe-path.ts';
import { splitUrl } from '../redirects/redirect-hook.ts';
import type { GatewaySettings } from '../settings.ts';
import { createForwardHeaders } from './forward-headers.ts';

/** What content-service said about the file that the reader gets too. */
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'cache-control', 'content-security-policy', 'x-content-type-options'];

/** content-service's answers that mean "no public file here": the request goes on. */
const NOT_A_FILE = new Set([400, 404]);

const answered = new WeakSet<FastifyRequest>();

/** True when the reply is a public file (it keeps content-service's sandbox policy). */
export function answeredFromPublicFolder(request: FastifyRequest): boolean {
  return answered.has(request);
}

type Candidate = { rawPath: string } | { redirect: string } | null;

/** The raw path of a request a public file could answer, a redirect to its clean form, or null. */
function candidate(request: FastifyRequest): Candidate {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { rawPath, query } = splitUrl(request.url);
  const clean = sanitisePath(rawPath);
  // A path refused outright is answered by the redirect hook (400).
  if (!clean.ok || !isPicturePath(clean.path) || reservedPublicPath(clean.path)) return null;
  // `/img/../img/a.png` first goes to its clean form (where the locale guard would send it elsewhere).
  return clean.changed ? { redirect: safeLocation(clean.path, query) } : { rawPath };
}

export function createPublicFilesHook(settings: GatewaySettings) {
  const forwardHeaders = createForwardHeaders(settings.config);
  const base = `${settings.upstreams.content}${PUBLIC_FILES_ROUTE}`;

  return async function publicFilesHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const asked = candidate(request);
    if (asked === null) return;
    if ('redirect' in asked) {
      await reply.code(301).header('cache-control', 'public, max-age=3600').header('location', asked.redirect).send();
      return;
    }
    const { rawPath } = asked;
    const forwarded = forwardHeaders(
      request,
      request.headers['if-none-match'] ? { 'if-none-match': request.headers['if-none-match'] } : {},
    );
    const headers = Object.fromEntries(Object.entries(forwarded).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), settings.upstreamTimeoutMs);
    let res: Response;
    try {
      res = await fetch(`${base}${rawPath}`, { method: request.method, headers, signal: abort.signal, redirect: 'manual' });
    } catch (err) {
      const timedOut = abort.signal.aborted;
      request.server.metrics.countProxyFailure(timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE', 'content');
      throw timedOut
        ? gatewayErrors.upstreamTimeout('content', settings.upstreamTimeoutMs, err)
        : gatewayErrors.upstreamUnavailable('content', err);
    } finally {
      clearTimeout(timer);
    }
    if (NOT_A_FILE.has(res.status)) {
      await res.body?.cancel();
      return;
    }
    answered.add(request);
    reply.code(res.status);
    for (const name of PASSED_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    const body = res.body && request.method !== 'HEAD' && res.status !== 304 ? Readable.fromWeb(res.body as ReadableStream) : undefined;
    if (!body) await res.body?.cancel();
    await reply.send(body);
  };
}
