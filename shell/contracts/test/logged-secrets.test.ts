/**
 * Request logs never hold the preview secret: `?preview={PREVIEW_SECRET}` is how an editor
 * opens drafts, and every process logs each request's URL, which log readers (and log
 * shipping) see.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ServiceName } from '../src/shared/registry.ts';
import { observedServerOptions } from '../src/server/index.ts';

/** A Fastify app with `service`'s log options at info, and the lines it logs. */
function loggedApp(service: ServiceName) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { logger, ...rest } = observedServerOptions(service, { LOG_LEVEL: 'info' });
  return { app: Fastify({ ...rest, logger: { ...(logger as object), stream } }), lines };
}

describe('request log lines', () => {
  it('carry the URL with the preview token replaced, the rest kept', async () => {
    const { app, lines } = loggedApp('shell');
    app.get('/*', async () => 'ok');
    for (const url of ['/en/blog/draft?preview=s3cret-token-of-the-site&tab=2', '/en/x?a=1&PREVIEW=s3cret-token-of-the-site']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    await app.close();
    const logged = lines.join('');
    expect(logged).not.toContain('s3cret');
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toEqual(['/en/blog/draft?preview=[redacted]&tab=2', '/en/x?a=1&PREVIEW=[redacted]']);
  });

  it('are one per request, with what an access log reads: method, URL, status, time and request id', async () => {
    const { app, lines } = loggedApp('gateway');
    app.get('/ok', async () => 'ok');
    app.get('/broken', async () => {
      throw new Error('the upstream said no');
    });
    await app.inject({ url: '/ok', headers: { 'x-request-id': 'abc-123' } });
    await app.inject({ url: '/broken' });
    await app.close();
    const parsed = lines.map((line) => JSON.parse(line) as { msg: string; responseTime?: number; err?: { message: string } });
    expect(parsed.filter((l) => l.msg === 'incoming request')).toEqual([]);
    // A failure adds its own line, with the error's message and stack.
    expect(parsed.filter((l) => l.err).map((l) => l.err!.message)).toEqual(['the upstream said no']);
    const logged = parsed.filter((l) => l.responseTime !== undefined);
    expect(logged).toHaveLength(2);
    const [ok, broken] = logged as unknown as Array<{
      service: string;
      requestId: string;
      req: { method: string; url: string };
      res: { statusCode: number };
      responseTime: number;
    }>;
    expect(ok).toMatchObject({ service: 'gateway', requestId: 'abc-123', req: { method: 'GET', url: '/ok' }, res: { statusCode: 200 } });
    expect(typeof ok!.responseTime).toBe('number');
    expect(broken).toMatchObject({ req: { url: '/broken' }, res: { statusCode: 500 } });
  });
});
