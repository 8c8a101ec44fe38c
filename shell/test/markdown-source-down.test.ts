/**
 * A page's Markdown source (`/en/docs/x.md`, "View as Markdown") while content-service does
 * not answer: a 503 that says so in words, with when to come back (Retry-After) and never
 * cached, as a page's own 503 is; not a JSON error a reader's browser shows as code.
 */
import { describe, expect, it } from 'vitest';
import { shellWithUpstreamsDown } from './support/shell-with-upstreams-down.ts';

describe('a Markdown source with content-service down', () => {
  it('is a 503 in words, with Retry-After and no-store', async () => {
    const { app } = await shellWithUpstreamsDown();
    try {
      const res = await app.inject({ url: '/en/docs/getting-started/installation.md' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatch(/content service is not answering/);
    } finally {
      await app.close();
    }
  });
});
