/**
 * Request ids: a sane incoming `x-request-id` (from a load balancer) is kept so one id follows
 * a request across systems; anything else is replaced by a fresh UUID. The id is in every log
 * line (Fastify's reqId), on the response and forwarded to the upstream.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}
