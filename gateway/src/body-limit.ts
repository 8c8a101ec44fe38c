/**
 * Request body limit. The proxy streams bodies through unparsed, so Fastify's own bodyLimit
 * never sees them: this preParsing hook refuses a declared length over the limit at once and
 * cuts off a chunked body as soon as it grows past it.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayErrors } from './errors.ts';

export function createBodyLimitHook(limit: number) {
  return async function limitBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) throw gatewayErrors.bodyTooLarge(limit);
    // Nothing to count on body-less requests (most of them): leave the stream alone.
    if (!request.headers['transfer-encoding'] && declared <= limit) return payload;
    let seen = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
        seen += chunk.length;
        if (seen > limit) done(gatewayErrors.bodyTooLarge(limit));
        else done(null, chunk);
      },
    });
    payload.pipe(counter);
    payload.on('error', (err) => counter.destroy(err as Error));
    return counter;
  };
}
