/**
 * Request ids across processes: the gateway keeps a sane incoming `x-request-id` (from a load
 * balancer) or makes a fresh UUID, and forwards it; every other process takes the id it is
 * given, so one id names a request in the logs of every process it touched. Calls a process
 * makes while handling a request (shell → content-service, shell → remote) send the id of
 * that request (and its trace context, tracing.ts), read from an AsyncLocalStorage entered
 * when the request arrived.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type SpanContext, TRACEPARENT_HEADER, traceparentOf } from './tracing.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

const context = new AsyncLocalStorage<{ requestId: string; span: SpanContext | null }>();

/** Runs `fn` (and everything it awaits) as part of the request `requestId` (and its span, when tracing). */
export function runInRequest<T>(requestId: string, span: SpanContext | null, fn: () => T): T {
  return context.run({ requestId, span }, fn);
}

/**
 * Headers for calls made on behalf of the request being handled: its id and, when tracing,
 * its span as the callee's parent (`traceparent`). Empty outside a request.
 */
export function contextHeaders(): Record<string, string> {
  const current = context.getStore();
  if (!current) return {};
  return { [REQUEST_ID_HEADER]: current.requestId, ...(current.span ? { [TRACEPARENT_HEADER]: traceparentOf(current.span) } : {}) };
}
