/**
 * Preview mode (spec §7): a reader who opens any page with `?preview={token}` gets drafts and
 * bypasses every cache, but only when the token matches the configured secret. The secret is
 * the environment variable PREVIEW_SECRET (at least 16 characters); without it preview is off
 * and every token is invalid. Gateway, shell and content-service all decide through this one
 * check, so "is this request in preview" has exactly one answer.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { PREVIEW_COOKIE, PREVIEW_QUERY } from '../shared/color-mode-script.ts';
import { readCookie } from '../shared/cookies.ts';

/** Header a server sets when it forwards a preview request to the content-service. */
export const PREVIEW_HEADER = 'x-content-preview';
const MIN_SECRET_LENGTH = 16;

/** The configured preview secret, or undefined when preview mode is off. */
export function previewSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = env.PREVIEW_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`PREVIEW_SECRET is too short: use at least ${MIN_SECRET_LENGTH} characters, or unset it to turn preview off`);
  }
  return secret;
}

/** Constant-time comparison of a token with the secret (hashing first equalises lengths). */
export function isValidPreviewToken(token: string | undefined, secret: string | undefined): boolean {
  if (!token || !secret) return false;
  const a = createHash('sha256').update(token).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

interface PreviewSources {
  url?: string;
  cookie?: string;
  header?: string | string[];
}

/** The preview token a request carries: `?preview=` first, then the cookie, then the forwarding header. */
export function previewTokenOf({ url, cookie, header }: PreviewSources): string | undefined {
  if (url) {
    const q = url.indexOf('?');
    const fromQuery = q >= 0 ? new URLSearchParams(url.slice(q + 1)).get(PREVIEW_QUERY) : null;
    if (fromQuery) return fromQuery;
  }
  const fromCookie = readCookie(cookie, PREVIEW_COOKIE);
  if (fromCookie) return fromCookie;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || undefined;
}

/** Whether a request is in valid preview mode under the given secret. */
export function isPreviewRequest(sources: PreviewSources, secret: string | undefined): boolean {
  return isValidPreviewToken(previewTokenOf(sources), secret);
}
