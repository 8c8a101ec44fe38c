/**
 * Sends a build output (dump, navigation, search files, llms) in the encoding the client
 * ranks highest (q-values, br before gzip at a tie; CONTRACTS.md §4, "Compression"), precompressed, with a strong ETag per
 * encoding and 304 answers to If-None-Match.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary, holdsEtag, negotiateEncoding } from '@site/contracts/server';
import { outputBody, type OutputRecord } from '../shared/database.ts';
import type { ContentStore } from './content-store.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Preview answers (drafts): for this reader only, never stored by a shared cache. */
export const PRIVATE = 'private, no-store';

export async function sendOutput(
  store: ContentStore,
  request: FastifyRequest,
  reply: FastifyReply,
  output: OutputRecord,
  cacheControl: string,
): Promise<FastifyReply> {
  // A dump is base64 of gzip already: compressing it again gains little, it is sent as is.
  const encoding = output.kind.startsWith('dump') ? 'identity' : negotiateEncoding(request.headers['accept-encoding']);
  const record = encoding === 'identity' ? output : await store.compressed(output);
  const etag = `"${output.etag}${encoding === 'identity' ? '' : `-${encoding === 'br' ? 'br' : 'gz'}`}"`;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (!output.kind.startsWith('dump')) appendVary(reply, 'Accept-Encoding');
  if (holdsEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-type', output.contentType);
  if (encoding === 'identity') return reply.send(outputBody(record));
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? record.br! : record.gzip!);
}
