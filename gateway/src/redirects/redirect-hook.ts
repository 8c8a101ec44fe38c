/**
 * The redirect pipeline, run in an onRequest hook before any proxying (a catch-all proxy owns
 * `/`, so routes cannot do this). Order matters and is fixed:
 * open-redirect sanitising → legacy table → root redirect → locale guard → proxy.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALE_COOKIE,
  guardLocale,
  isKnownLocale,
  legacyTarget,
  localePath,
  readCookie,
  splitLocale,
  type SiteConfig,
} from '@site/contracts';
import { gatewayErrors } from '../errors.ts';
import { safeLocation, sanitisePath } from './safe-path.ts';

export function splitUrl(url: string): { rawPath: string; query: string } {
  const q = url.indexOf('?');
  return q === -1 ? { rawPath: url, query: '' } : { rawPath: url.slice(0, q), query: url.slice(q + 1) };
}

/** The locale a reader without one in the URL gets: their cookie, else the default, else en. */
function preferredLocale(config: SiteConfig, cookieHeader: string | undefined): string {
  const fromCookie = readCookie(cookieHeader, LOCALE_COOKIE);
  if (isKnownLocale(config, fromCookie)) return fromCookie;
  return config.i18n.defaultLocale || 'en';
}

function redirect(reply: FastifyReply, status: 301 | 302, location: string, varyCookie: boolean): FastifyReply {
  reply.header('cache-control', status === 301 ? 'public, max-age=3600' : 'no-store');
  if (varyCookie) reply.header('vary', 'Cookie');
  return reply.code(status).header('location', location).send();
}

export function createRedirectHook(config: SiteConfig) {
  const i18n = config.i18n.enabled;
  const defaultLocale = config.i18n.defaultLocale || 'en';

  return async function redirectHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { rawPath, query } = splitUrl(request.url);
    const clean = sanitisePath(rawPath);
    if (!clean.ok) throw gatewayErrors.badPath(clean.reason);
    const path = clean.path;
    const readOnly = request.method === 'GET' || request.method === 'HEAD';

    if (readOnly) {
      const { locale, path: rest } = splitLocale(config, path);
      const legacy = legacyTarget(rest);
      if (legacy) {
        const target = i18n ? localePath(config, locale ?? preferredLocale(config, request.headers.cookie), legacy) : legacy;
        await redirect(reply, 301, safeLocation(target, query), i18n && locale === null);
        return;
      }
      if (i18n && path === '/') {
        await redirect(reply, 302, safeLocation(`/${preferredLocale(config, request.headers.cookie)}`, query), true);
        return;
      }
      const guarded = guardLocale(config, path, defaultLocale);
      if (guarded) {
        await redirect(reply, 302, safeLocation(guarded, query), false);
        return;
      }
    }

    if (clean.changed) {
      if (!readOnly) throw gatewayErrors.methodNeedsCleanPath(request.method);
      await redirect(reply, 301, safeLocation(path, query), false);
    }
  };
}
