/**
 * Request bodies pass through the gateway as they come, and no upstream decodes a compressed
 * one. @fastify/compress used to gunzip (or un-brotli) them on the way in (its request
 * decompression is on with `global`), while the proxy kept the client's Content-Length and
 * Content-Encoding: undici refused the longer body (RequestContentLengthMismatchError) and an
 * undecodable one failed the upstream request, each answered as a 502 "not answering" and
 * logged at error level, an outage any anonymous client could claim.
 *
 * A body with a Content-Encoding other than identity is now answered 415 before it is read
 * (RFC 9110 §15.5.16), with `Accept-Encoding: identity` (RFC 7694 §3: what the server takes)
 * and a reason saying to send it uncompressed; 4xx, logged at info. Decoding at the edge would
 * take a decompression-bomb guard and a forwarded length the gateway cannot know before it has
 * read the whole body, for bodies (content queries) that the reference module's clients never
 * compress and that are small.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRequestBody, refusedCodings } from '@site/contracts/server';
import { gatewayErrors } from '../errors.ts';

/** preParsing: after the onRequest answers (redirects, 405 on shell paths), before the body is read. */
export async function requestEncodingHook(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  if (!hasRequestBody(request.headers)) return payload;
  const refused = refusedCodings(request.headers['content-encoding']);
  if (refused) throw gatewayErrors.unsupportedContentEncoding(refused);
  return payload;
}
