/**
 * A body the gateway compresses for readers who ask is a different body for readers who do
 * not: a response of a compressible type varies on Accept-Encoding whichever body this
 * reader got. @fastify/compress says so only on bodies it encoded, so a shared cache in front
 * of the gateway that stored the plain answer (a request without Accept-Encoding, a health
 * check, a crawler) served it plain to every reader after.
 *
 * The type test is @fastify/compress's own (its default pattern, then mime-db's
 * `compressible`), handed to it as `customTypes`, so what varies is exactly what it compresses.
 */
import type { onSendHookHandler } from 'fastify';
import { appendVary } from '@site/contracts/server';
import mimeDb from 'mime-db';

/** @fastify/compress's default `customTypes`. */
const TEXT_LIKE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

/** Whether the gateway compresses bodies of this content type. */
export function compressibleType(type: string): boolean {
  if (TEXT_LIKE.test(type)) return true;
  return mimeDb[type.split(';', 1)[0]!.trim().toLowerCase()]?.compressible === true;
}

/** onSend, after compression: adds `Vary: Accept-Encoding` to a compressible answer left plain. */
export const varyOnEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  const type = reply.getHeader('content-type');
  const encoded = reply.getHeader('content-encoding');
  if (typeof type === 'string' && compressibleType(type) && (!encoded || encoded === 'identity')) appendVary(reply, 'Accept-Encoding');
  done(null, payload);
};
