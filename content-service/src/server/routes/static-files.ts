/**
 * GET /_content/{path under content/}: images stored with the content. The request path is
 * checked segment by segment before it touches the filesystem: no `..` or `.` segments, no
 * encoded slashes or backslashes, no NUL or control characters, no hidden files, only image
 * extensions, and the resolved real path must stay inside the content folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ContentError, badRequest } from '../../errors.ts';
import { STATIC_EXTENSIONS, extensionOf } from '../../shared/sources.ts';

const PREFIX = '/_content/';

function notFound(): ContentError {
  return new ContentError('CONTENT_FILE_NOT_FOUND', 'No such content file');
}

/** Safe relative path segments from the raw request URL, or an error. */
function safeSegments(rawUrl: string): string[] {
  const pathname = rawUrl.split('?')[0]!.split('#')[0]!;
  if (!pathname.startsWith(PREFIX)) throw notFound();
  const encoded = pathname.slice(PREFIX.length);
  if (/%(2f|5c|00)/i.test(encoded) || encoded.includes('\\'))
    throw badRequest('Encoded slashes, backslashes and NUL are not allowed in file paths');
  const segments = encoded.split('/').map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw badRequest('The file path is not valid URL encoding');
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || decoded.startsWith('.')) {
      throw badRequest('File paths must not contain empty, "." or ".." segments or hidden files');
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this rejects
    if (/[\u0000-\u001f\u007f/\\:]/.test(decoded)) throw badRequest('File paths must not contain control characters, slashes or colons');
    return decoded;
  });
  if (!(extensionOf(segments[segments.length - 1] ?? '') in STATIC_EXTENSIONS)) throw notFound();
  return segments;
}

export function registerStaticRoute(app: FastifyInstance, contentDir: string, dev: boolean): void {
  let realRoot: string | null = null;
  app.get('/_content/*', async (request, reply) => {
    const segments = safeSegments(request.raw.url ?? '');
    realRoot ??= fs.realpathSync(contentDir);
    let file: string;
    let stat: fs.Stats;
    try {
      file = fs.realpathSync(path.join(realRoot, ...segments));
      stat = fs.statSync(file);
    } catch {
      throw notFound();
    }
    if (!file.startsWith(realRoot + path.sep) || !stat.isFile()) throw notFound();
    const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
    reply
      .header('etag', etag)
      .header('cache-control', dev ? 'no-cache' : 'public, max-age=31536000')
      .header('x-content-type-options', 'nosniff')
      // SVGs opened directly must not run scripts on this origin.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('content-type', STATIC_EXTENSIONS[extensionOf(file)]!).header('content-length', stat.size);
    return reply.send(fs.createReadStream(file));
  });
}
