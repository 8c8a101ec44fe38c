/**
 * Files served as they are, by two routes with one set of checks:
 * - GET /_content/{path under content/}: pictures and the other files stored with the
 *   content that pages link to or play (CONTENT_FILE_TYPES: a PDF, an archive, a video);
 * - GET /_public/{path under public/}: the public folder, which the gateway asks for a
 *   root-relative picture (`/blog/cover.png`) before the page routes; only the files the
 *   last build listed are served (build/public-files.ts: never one at a page's path).
 * The request path is checked segment by segment before it touches the filesystem: no `..`
 * or `.` segments, no encoded slashes or backslashes, no NUL or control characters, no
 * hidden files, only the route's types, and the resolved real path must stay inside its
 * folder and name a file of the type asked for through no hidden folder (a symlink is no way
 * around a check); a file over the size bound is not served. Whatever is opened directly (an
 * SVG, a PDF) runs nothing on this origin (sandbox).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PICTURE_MAX_BYTES, PUBLIC_FILES_ROUTE, contentFileType, pictureType } from '@site/contracts';
import { holdsEtag } from '@site/contracts/server';
import { ContentError, badRequest } from '../../errors.ts';
import { segmentProblem } from '../../shared/file-paths.ts';
import type { ContentStore } from '../content-store.ts';

function notFound(): ContentError {
  return new ContentError('CONTENT_FILE_NOT_FOUND', 'No such file');
}

/** The media type a route serves a file name with (undefined: not served there). */
type TypeOf = (name: string) => string | undefined;

/** Safe decoded path segments after `prefix` in the raw request URL, or an error. */
function safeSegments(rawUrl: string, prefix: string, typeOf: TypeOf): string[] {
  const pathname = rawUrl.split('?')[0]!.split('#')[0]!;
  if (!pathname.startsWith(prefix)) throw notFound();
  const encoded = pathname.slice(prefix.length);
  if (/%(2f|5c|00)/i.test(encoded) || encoded.includes('\\'))
    throw badRequest('Encoded slashes, backslashes and NUL are not allowed in file paths');
  const segments = encoded.split('/').map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw badRequest('The file path is not valid URL encoding');
    }
    const problem = segmentProblem(decoded);
    if (problem) throw badRequest(`File paths must not contain ${problem}`);
    return decoded;
  });
  if (!typeOf(segments[segments.length - 1] ?? '')) throw notFound();
  return segments;
}

interface Served {
  file: string;
  size: number;
  etag: string;
  type: string;
}

/**
 * Strong ETags from the bytes (the same file gives the same tag on every replica), hashed
 * once per file version: keyed by path, size, modification time and inode.
 */
const etags = new LRUCache<string, string>({ max: 4096 });

function etagOf(file: string, stat: fs.Stats): string {
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${stat.ino}`;
  let etag = etags.get(key);
  if (!etag) {
    etag = `"${createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 22)}"`;
    etags.set(key, etag);
  }
  return etag;
}

/**
 * Whether the real file a symlink led to passes the same checks as the name asked for: a
 * file of the same type, no hidden segment. A link named `cover.png` to a page's markdown
 * (a draft's source) or to a hidden file inside the folder serves nothing.
 */
function sameKindAsAsked(realRoot: string, file: string, asked: string, typeOf: TypeOf): boolean {
  const segments = path.relative(realRoot, file).split(path.sep);
  return typeOf(file) === typeOf(asked) && segments.every((segment) => segmentProblem(segment) === null);
}

/** The real file for checked segments under `root`: inside it, a regular file of the asked type, within the size bound. */
function resolveFile(realRoot: string, segments: string[], typeOf: TypeOf): Served {
  let file: string;
  let stat: fs.Stats;
  try {
    file = fs.realpathSync(path.join(realRoot, ...segments));
    stat = fs.statSync(file);
  } catch {
    throw notFound();
  }
  // The real file's type, not the requested name's: a link named `a.png` to `page.html` serves nothing.
  const type = typeOf(file);
  if (!type || !file.startsWith(realRoot + path.sep) || !stat.isFile() || stat.size > PICTURE_MAX_BYTES) throw notFound();
  if (!sameKindAsAsked(realRoot, file, segments[segments.length - 1]!, typeOf)) throw notFound();
  return { file, size: stat.size, etag: etagOf(file, stat), type };
}

function send(request: FastifyRequest, reply: FastifyReply, served: Served, cacheControl: string): FastifyReply {
  reply
    .header('etag', served.etag)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    // SVGs opened directly must not run scripts on this origin.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  // Compared weakly (RFC 9110 §13.1.2): the gateway's gzip and br bodies of a file carry W/"…".
  if (holdsEtag(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
  reply.header('content-type', served.type).header('content-length', served.size);
  return reply.send(fs.createReadStream(served.file));
}

/** The real path of a folder, resolved on first use (it may be created after the start). */
function realFolder(dir: string): () => string {
  let real: string | null = null;
  return () => {
    if (real) return real;
    try {
      real = fs.realpathSync(dir);
    } catch {
      throw notFound();
    }
    return real;
  };
}

export function registerStaticRoute(app: FastifyInstance, contentDir: string, dev: boolean): void {
  const root = realFolder(contentDir);
  app.get('/_content/*', async (request, reply) => {
    const segments = safeSegments(request.raw.url ?? '', '/_content/', contentFileType);
    return send(request, reply, resolveFile(root(), segments, contentFileType), dev ? 'no-cache' : 'public, max-age=31536000');
  });
}

/**
 * Public files keep the URL their authors wrote (`/logo.png`, no version in it), so a year
 * of caching would pin a replaced picture: a day fresh, then a week served stale while the
 * browser revalidates by ETag (a 304 without the bytes).
 */
const PUBLIC_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export function registerPublicRoute(app: FastifyInstance, store: ContentStore, publicDir: string, dev: boolean): void {
  const root = realFolder(publicDir);
  app.get(`${PUBLIC_FILES_ROUTE}/*`, async (request, reply) => {
    const segments = safeSegments(request.raw.url ?? '', `${PUBLIC_FILES_ROUTE}/`, pictureType);
    if (!store.publicFiles().has(`/${segments.join('/')}`)) throw notFound();
    return send(request, reply, resolveFile(root(), segments, pictureType), dev ? 'no-cache' : PUBLIC_CACHE);
  });
}
