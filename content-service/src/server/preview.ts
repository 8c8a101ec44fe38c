/**
 * Whether a request to the content-service is in valid preview mode. The decision is the
 * shared one of @site/contracts/server (token from `?preview=`, the preview cookie or the
 * forwarding header, compared with PREVIEW_SECRET); this file only reads the request.
 *
 * An answer that asked is an answer that varies on the cookie and the header: the public
 * dump is `public, immutable` at the same URL a preview reader gets the drafts' dump from,
 * so without `Vary` a shared cache (or the browser's own) would hand the one to the other.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PREVIEW_HEADER, appendVary, isPreviewRequest, previewSecret } from '@site/contracts/server';

export type PreviewCheck = (request: FastifyRequest) => boolean;

/** What a preview decision reads besides the URL (the query token is part of the URL already). */
const PREVIEW_VARY = ['Cookie', PREVIEW_HEADER.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase())];

/** Requests whose answer depends on the preview decision (only when preview can be on). */
const askedPreview = new WeakSet<FastifyRequest>();

export function previewCheck(env: NodeJS.ProcessEnv = process.env): PreviewCheck {
  const secret = previewSecret(env);
  return (request) => {
    if (secret === undefined) return false;
    askedPreview.add(request);
    return isPreviewRequest({ url: request.url, cookie: request.headers.cookie, header: request.headers[PREVIEW_HEADER] }, secret);
  };
}

/** Adds the preview inputs to `Vary` on every answer that depended on them, whatever else it varies on. */
export function registerPreviewVary(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (askedPreview.has(request)) appendVary(reply, ...PREVIEW_VARY);
    return payload;
  });
}
