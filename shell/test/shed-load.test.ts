/** The shell sheds page requests it has no turn for (issue 18.4): 503 at once, marked for the gateway. */
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { SHED_HEADER } from '@site/contracts/server';
import { admitted, shellAdmission } from '../src/server/shed-load.ts';

describe('shell load shedding', () => {
  const app = Fastify();
  let shed = 0;
  let finish: () => void = () => undefined;
  const rendering = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const admission = shellAdmission({ concurrency: 1, queue: 1, maxWaitMs: 5000 });
  app.get(
    '/*',
    admitted(
      admission,
      () => shed++,
      async () => {
        await rendering;
        return 'page';
      },
    ),
  );
  afterAll(() => app.close());

  it('renders one, lets one wait, answers the third 503 with Retry-After and the shed mark, then serves the waiting one', async () => {
    // inject() starts a request once its answer is asked for.
    const first = Promise.resolve(app.inject({ url: '/en/docs/a' }));
    const second = Promise.resolve(app.inject({ url: '/en/docs/b' }));
    while (admission.waiting < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const third = await app.inject({ url: '/en/docs/c' });
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.headers[SHED_HEADER]).toBe('1');
    expect(third.headers['cache-control']).toBe('no-store');
    expect(shed).toBe(1);
    finish();
    expect([(await first).statusCode, (await second).statusCode]).toEqual([200, 200]);
    expect([admission.inFlight, admission.waiting]).toEqual([0, 0]);
  });

  it('reads SHELL_CONCURRENCY, SHELL_QUEUE and SHELL_QUEUE_MS', () => {
    const env = { SHELL_CONCURRENCY: '3', SHELL_QUEUE: '5', SHELL_QUEUE_MS: '700' };
    expect(shellAdmission({}, env).limits).toEqual({ concurrency: 3, queue: 5, maxWaitMs: 700 });
  });
});
