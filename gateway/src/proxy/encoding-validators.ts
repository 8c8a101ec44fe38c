/**
 * Validators per representation (RFC 9110 §8.8.3). An upstream's strong ETag names the bytes
 * it sent; once the gateway gzips or brotli-encodes them, the bytes differ, and a strong tag
 * shared by the raw, gzip and br bodies would let a cache or a range request combine bytes of
 * one with another. A body the gateway encoded therefore carries the weak form of the tag
 * (`W/"x"`: the same content, not the same bytes), as nginx does; a body the upstream encoded
 * itself (content-service's precompressed outputs, a tag per encoding) keeps its own.
 *
 * A conditional request is compared weakly, as RFC 9110 §13.1.2 says for If-None-Match, and
 * a 304 carries the tag the reader holds: the weak one when it revalidates an encoded body.
 */
import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { varyOnEncoding } from './vary-encoding.ts';

/** The weak form of an entity tag (unchanged when it is weak already). */
export function weakEtag(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

function encodingOf(reply: FastifyReply): string {
  const value = reply.getHeader('content-encoding');
  return typeof value === 'string' && value.toLowerCase() !== 'identity' ? value.toLowerCase() : '';
}

/** Content-Encoding of each reply before the gateway's own compression ran. */
const encodingBefore = new WeakMap<FastifyReply, string>();

const noteEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  encodingBefore.set(reply, encodingOf(reply));
  done(null, payload);
};

const weakenGatewayEncoded: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) {
    const encodedHere = encodingOf(reply) !== (encodingBefore.get(reply) ?? '');
    // A 304 answers for the body the reader holds: the encoded one when it sent the weak tag.
    const revalidatesEncoded =
      reply.statusCode === 304 && (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === `W/${etag}`);
    if (encodedHere || revalidatesEncoded) reply.header('etag', weakEtag(etag));
  }
  done(null, payload);
};

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * An onRoute hook to add after @fastify/compress's: each route notes the encoding before
 * compression (first onSend), then weakens the tag of a body compression encoded and says
 * that the answer varies on Accept-Encoding (vary-encoding.ts) (last onSends).
 */
export function encodingHeadersOnRoute(route: RouteOptions): void {
  route.onSend = [noteEncoding, ...asList(route.onSend), weakenGatewayEncoded, varyOnEncoding];
}
