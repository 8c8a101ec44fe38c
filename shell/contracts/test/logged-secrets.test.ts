/**
 * Request logs never hold the preview secret: `?preview={PREVIEW_SECRET}` is how an editor
 * opens drafts, and every process logs each request's URL, which log readers (and log
 * shipping) see.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { observedServerOptions } from '../src/server/index.ts';

describe('request log lines', () => {
  it('carry the URL with the preview token replaced, the rest kept', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { logger, ...rest } = observedServerOptions('shell', { LOG_LEVEL: 'info' });
    const app = Fastify({ ...rest, logger: { ...(logger as object), stream } });
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
});
