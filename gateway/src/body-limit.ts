/**
 * Request body limit, applied before the body is read (proxy/whole-bodies.ts reads it whole,
 * within Fastify's own bodyLimit, before it is proxied): this preParsing hook refuses a declared
 * length over the limit at once and cuts off a chunked body as soon as it grows past it, with
 * the gateway's 413 naming the limit.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayErrors } from './errors.ts';

/** Requests whose body grew past the limit while streaming: their proxy failure is a 413, not a 502. */
const overLimit = new WeakSet<FastifyRequest>();

export function exceededBodyLimit(request: FastifyRequest): boolean {
  return overLimit.has(request);
}

/** Whether a declared Content-Length is over the limit (used before `100 Continue` is sent). */
export function declaresTooLarge(headers: { 'content-length'?: string | undefined }, limit: number): boolean {
  return Number(headers['content-length'] ?? 0) > limit;
}

export function createBodyLimitHook(limit: number) {
  return async function limitBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declaresTooLarge(request.headers, limit)) throw gatewayErrors.bodyTooLarge(limit);
    // Nothing to count on body-less requests (most of them): leave the stream alone.
    if (!request.headers['transfer-encoding'] && declared <= limit) return payload;
    let seen = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
        seen += chunk.length;
        if (seen > limit) {
          overLimit.add(request);
          done(gatewayErrors.bodyTooLarge(limit));
        } else done(null, chunk);
      },
    });
    payload.pipe(counter);
    payload.on('error', (err) => counter.destroy(err as Error));
    return counter;
  };
}
