/**
 * Whether a request to the content-service is in valid preview mode. The decision is the
 * shared one of @site/contracts/server (token from `?preview=`, the preview cookie or the
 * forwarding header, compared with PREVIEW_SECRET); this file only reads the request.
 */
import type { FastifyRequest } from 'fastify';
import { PREVIEW_HEADER, isPreviewRequest, previewSecret } from '@site/contracts/server';

export type PreviewCheck = (request: FastifyRequest) => boolean;

export function previewCheck(env: NodeJS.ProcessEnv = process.env): PreviewCheck {
  const secret = previewSecret(env);
  return (request) =>
    secret !== undefined &&
    isPreviewRequest({ url: request.url, cookie: request.headers.cookie, header: request.headers[PREVIEW_HEADER] }, secret);
}
