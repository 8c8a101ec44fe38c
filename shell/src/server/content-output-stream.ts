/**
 * A content-service output sent on to the reader as content-service stores it: precompressed
 * in the encoding the reader asked for, with its own validator (304 when the reader holds it),
 * streamed. llms-full.txt is the whole docs corpus (15 MB at 10,000 pages, 150 MB at 100,000):
 * read into a string, hashed and compressed again on each request, it held a render process
 * for a tenth of a second to seconds and its memory for as long.
 */
import http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContentRequestError } from '@site/contracts';
import { contentAnswerError, contextHeaders } from '@site/contracts/server';

/** What the reader gets of content-service's answer, besides the body. */
const PASSED_HEADERS = ['content-type', 'content-encoding', 'content-length', 'etag', 'vary'] as const;

export interface ContentOutputSource {
  /** content-service's base URL. */
  contentUrl: string;
  /** Longest wait for the answer's headers. */
  timeoutMs: number;
}

/**
 * Sends content-service's `path` to the reader with `cacheControl`; throws a ContentRequestError
 * (before anything is sent) when content-service fails or does not answer in time.
 */
export function pipeContentOutput(
  source: ContentOutputSource,
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
): Promise<FastifyReply> {
  const headers: Record<string, string> = { ...contextHeaders(), 'accept-encoding': request.headers['accept-encoding'] ?? 'identity' };
  const validator = request.headers['if-none-match'];
  if (validator) headers['if-none-match'] = validator;
  return new Promise((resolve, reject) => {
    // The reader left before the answer came: stop asking for them (after, sending stops with the reader).
    const readerLeft = () => upstream.destroy();
    const upstream = http.get(new URL(path, source.contentUrl), { headers, timeout: source.timeoutMs }, (res) => {
      upstream.setTimeout(0);
      reply.raw.off('close', readerLeft);
      const status = res.statusCode ?? 502;
      if (status !== 200 && status !== 304) {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => reject(contentAnswerError(status, Buffer.concat(chunks).toString('utf8'))));
        res.on('error', reject);
        return;
      }
      for (const name of PASSED_HEADERS) {
        const value = res.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      reply.code(status).header('cache-control', cacheControl);
      if (status === 304) {
        res.resume();
        resolve(reply.send());
        return;
      }
      resolve(reply.send(res));
    });
    upstream.on('timeout', () => {
      upstream.destroy();
      reject(new ContentRequestError(`content-service did not answer within ${source.timeoutMs} ms`, 504, 'CONTENT_TIMEOUT'));
    });
    upstream.on('error', (err) =>
      reject(new ContentRequestError(`content-service is unreachable (${err.message})`, 502, 'CONTENT_UNREACHABLE')),
    );
    reply.raw.once('close', readerLeft);
  });
}
