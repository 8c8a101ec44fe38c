/**
 * Security headers on every response the gateway sends, whatever the upstream said.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@site/contracts';
import { contentSecurityPolicy } from './csp.ts';

export function securityHeaders(config: SiteConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(undefined, config.analyticsHost ? [new URL(config.analyticsHost).origin] : []),
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
  return async function addSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    reply.headers(headers);
    reply.removeHeader('x-powered-by');
    reply.removeHeader('server');
    return payload;
  };
}
