/**
 * The two header rules every service answers conditional and cacheable requests by, kept once:
 * If-None-Match compared weakly (RFC 9110 §13.1.2: a gzip body and its plain form are the same
 * content), and `Vary` grown by name without repeating a name or widening `*`.
 */
import type { FastifyReply } from 'fastify';

/** Whether If-None-Match names `etag` by weak comparison (or is `*`). */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((listed) => {
    const tag = listed.trim().replace(/^W\//, '');
    return tag === opaque || tag === '*';
  });
}

/** The header names a `Vary` value lists, as sent (a reply may hold it as a string or an array). */
function varyNames(vary: unknown): string[] {
  const listed = Array.isArray(vary) ? vary.join(',') : typeof vary === 'string' ? vary : '';
  return listed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Adds `names` to the reply's `Vary`, each once (compared case-insensitively); `*` already covers all. */
export function appendVary(reply: FastifyReply, ...names: string[]): void {
  const listed = varyNames(reply.getHeader('vary'));
  const known = new Set(listed.map((name) => name.toLowerCase()));
  if (known.has('*')) return;
  const added = names.filter((name) => !known.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...listed, ...added].join(', '));
}
