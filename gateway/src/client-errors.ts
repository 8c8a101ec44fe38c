/**
 * Requests refused before Fastify routes them (Node's parser: malformed HTTP, headers too
 * large) and requests that did not finish arriving within GATEWAY_REQUEST_TIMEOUT_MS. Fastify's
 * own handler answered them with a body unlike the site's and logged them at trace level, so an
 * operator saw nothing of a client stalling or of a proxy sending garbage. Each is answered
 * with the site's error body and logged at info, one line per request as every other is.
 */
import { STATUS_CODES, maxHeaderSize, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { gatewayErrors, type GatewayError } from './errors.ts';

interface ClientError extends Error {
  code?: string;
  reason?: string;
}

const REQUEST_TIMEOUT = 'ERR_HTTP_REQUEST_TIMEOUT';

function clientErrorFor(err: ClientError, requestTimeoutMs: number): GatewayError {
  if (err.code === REQUEST_TIMEOUT) return gatewayErrors.requestTimeout(requestTimeoutMs);
  if (err.code === 'HPE_HEADER_OVERFLOW') return gatewayErrors.headersTooLarge(maxHeaderSize);
  return gatewayErrors.malformedRequest(err.reason ?? err.message);
}

/** A whole HTTP/1.1 answer written straight to the socket (no request object exists to reply through). */
function rawAnswer(error: GatewayError): string {
  const body = JSON.stringify(error.toJSON());
  return [
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}`,
    'Connection: close',
    'Cache-Control: no-store',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

/** True when the gateway closed this request's connection because it did not arrive in time. */
export function timedOutArriving(socket: Socket | null | undefined): boolean {
  return (socket?.errored as ClientError | null | undefined)?.code === REQUEST_TIMEOUT;
}

export function createClientErrorHandler(requestTimeoutMs: number) {
  return function onClientError(this: FastifyInstance, err: ClientError, socket: Socket): void {
    // A reset connection has nobody left to answer, and is no request.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const error = clientErrorFor(err, requestTimeoutMs);
    // A request already routed (its body still arriving) is logged by its own handler, with its
    // id, when the closed connection ends it (logClientAborted reads `timedOutArriving`).
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (!inFlight) this.log.info({ code: error.code, statusCode: error.statusCode, remoteAddress: socket.remoteAddress }, error.message);
    // Never after an answer has begun: its bytes would corrupt the one under way.
    if (socket.writable && !inFlight?.headersSent) socket.write(rawAnswer(error));
    socket.destroy(err);
  };
}
