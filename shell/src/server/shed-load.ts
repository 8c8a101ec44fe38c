/**
 * The shell's own load shedding (issue 18.4): a page is rendered when the shell has a turn
 * for it (Admission of @site/contracts/server: so many at once, so many waiting, so long at
 * most); past that it is answered at once with a 503, Retry-After and the shed mark, which
 * the gateway turns into its branded page. Memory and latency stay bounded by the limits,
 * whatever the offered load.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Admission, admissionLimits, LEFT_WHILE_WAITING, SHED_HEADER, type AdmissionLimits } from '@site/contracts/server';

/**
 * Behind the gateway (which admits 32 at a time) these never bind; they hold when the shell is
 * reached by more than one gateway, or directly (SHELL_CONCURRENCY, SHELL_QUEUE, SHELL_QUEUE_MS).
 */
const DEFAULT_LIMITS: AdmissionLimits = { concurrency: 64, queue: 512, maxWaitMs: 1000 };

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function shellAdmission(limits: Partial<AdmissionLimits> = {}, env: NodeJS.ProcessEnv = process.env): Admission {
  return new Admission({ ...admissionLimits(env, 'SHELL', DEFAULT_LIMITS), ...limits });
}

/** `handler`, run in a turn of `admission`; `onShed` counts each request refused. */
export function admitted(admission: Admission, onShed: () => void, handler: Handler): Handler {
  return async (request, reply) => {
    const release = await admission.acquire(reply.raw);
    // The reader (or the gateway, its wait over) left while this waited: rendering would be for no one.
    if (release === LEFT_WHILE_WAITING) return reply.hijack();
    if (!release) {
      onShed();
      return reply
        .code(503)
        .header('retry-after', '2')
        .header(SHED_HEADER, '1')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('This page is busy right now: more readers than usual are asking for pages. Try again in a few seconds.');
    }
    try {
      return await handler(request, reply);
    } finally {
      release();
    }
  };
}
