/**
 * Security headers on every response the gateway sends, whatever the upstream said: the
 * Content-Security-Policy (per route, set once), nosniff, Referrer-Policy, Permissions-Policy,
 * COOP, frame denial, and HSTS only when the configured origin is https (a plain-http origin
 * must not pin browsers to TLS it does not serve).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@site/contracts';
import { contentSecurityPolicy } from './csp.ts';
import { answeredFromPublicFolder } from '../proxy/public-files.ts';
import { sanitisePath } from '../redirects/safe-path.ts';
import { splitUrl } from '../redirects/redirect-hook.ts';

/**
 * Routes whose upstream decides its own Content-Security-Policy: the content-service's files
 * (`/_content/…` and the public folder's pictures), where an SVG carries `sandbox` so opening
 * it directly can run nothing (finding 6).
 */
const UPSTREAM_CSP_PREFIXES = ['/_content/'];

/**
 * Decided on the path as routed: the router decodes `/%5F%63ontent/x.svg` to `/_content/x.svg`
 * and sends it to content-service, so the raw URL would miss the prefix and put the site's own
 * policy (scripts from 'self' allowed, no sandbox) on a content SVG.
 */
function keepsUpstreamCsp(request: FastifyRequest): boolean {
  const clean = sanitisePath(splitUrl(request.url).rawPath);
  const path = clean.ok ? clean.path : request.url;
  return UPSTREAM_CSP_PREFIXES.some((prefix) => path.startsWith(prefix)) || answeredFromPublicFolder(request);
}

export function securityHeaders(config: SiteConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (config.origin.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function createSecurityHeadersHook(config: SiteConfig) {
  const headers = securityHeaders(config);
  // The analytics host (when configured) receives page-view events from the browser.
  const csp = contentSecurityPolicy(undefined, config.analyticsHost ? [new URL(config.analyticsHost).origin] : []);
  return async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    reply.headers(headers);
    // One policy per response, set here only: the site's, unless the route's upstream set its own
    // (the header first: only then is the path decoded and checked, not for every page).
    if (!(reply.hasHeader('content-security-policy') && keepsUpstreamCsp(request))) reply.header('content-security-policy', csp);
    reply.removeHeader('x-powered-by');
    reply.removeHeader('server');
    return payload;
  };
}
