/**
 * The open-redirect defence. Every path the gateway reasons about is decoded exactly once,
 * has its repeated slashes and backslashes collapsed and its dot segments resolved, and is
 * refused when it holds control characters. Every Location it sends goes through
 * `safeLocation`, so it is always a same-site path: one `/` followed by neither `/` nor `\`.
 */

import { memoizeString } from '@site/contracts';

export type SanitisedPath =
  | { ok: true; path: string /** True when the raw path differs structurally from `path`. */; changed: boolean }
  | { ok: false; reason: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this matches
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

function resolveDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    if (segment === '.') {
      if (i === segments.length - 1) out.push('');
    } else if (segment === '..') {
      out.pop();
      if (i === segments.length - 1) out.push('');
    } else {
      out.push(segment);
    }
  });
  return `/${out.join('/')}`;
}

/**
 * Each request's path is read by several hooks (internal paths, public files, redirects),
 * which get the one answer, kept for the paths seen last (paths come from readers: bounded).
 */
export const sanitisePath: (rawPath: string) => Readonly<SanitisedPath> = memoizeString((rawPath) => Object.freeze(sanitise(rawPath)), 256);

function sanitise(rawPath: string): SanitisedPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'it holds malformed percent-encoding' };
  }
  if (CONTROL_CHARS.test(decoded)) return { ok: false, reason: 'it holds control characters' };
  const collapsed = `/${decoded}`.replace(/[/\\]+/g, '/');
  const path = resolveDotSegments(collapsed);
  const encodedSeparator = /%(2f|5c)/i.test(rawPath);
  return { ok: true, path, changed: path !== decoded || encodedSeparator };
}

/** Percent-encodes a decoded path for a Location header, segment by segment. */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** A raw query string made safe for a header (anything outside visible ASCII is encoded). */
function safeQuery(query: string): string {
  if (!query) return '';
  return query.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

const SAFE_LOCATION = /^\/(?![/\\])[\x21-\x7e]*$/;

function isSafeLocation(location: string): boolean {
  return SAFE_LOCATION.test(location) && !location.includes('\\');
}

/**
 * The one way the gateway builds a Location: a decoded path plus the raw query. Anything
 * that would not be a same-site path falls back to the home path.
 */
export function safeLocation(path: string, query = ''): string {
  const location = encodePath(path) + (query ? `?${safeQuery(query)}` : '');
  return isSafeLocation(location) ? location : '/';
}

/**
 * Rewrites a Location an upstream sent into a same-site path: absolute URLs on the site's
 * own origin (or the upstream's) keep only path and query; anything off-site or odd becomes
 * the sanitised path of what it named, never a way out of the site.
 */
export function sanitiseUpstreamLocation(location: string, sameOrigins: string[]): string {
  let url: URL;
  try {
    url = new URL(location, 'http://gateway.invalid');
  } catch {
    return '/';
  }
  const relative = url.origin === 'http://gateway.invalid' && /^\/(?![/\\])/.test(location);
  if (!relative && !sameOrigins.includes(url.origin)) return '/';
  const clean = sanitisePath(url.pathname);
  if (!clean.ok) return '/';
  return safeLocation(clean.path, url.search.slice(1));
}
