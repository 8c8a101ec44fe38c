/**
 * A page's Markdown source (`/en/docs/x.md`, "View as Markdown") while content-service does
 * not answer: a 503 that says so in words, with when to come back (Retry-After) and never
 * cached, as a page's own 503 is; not a JSON error a reader's browser shows as code.
 */
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '@site/contracts/server';
import { createShellServer } from '../src/server/create-shell-server.ts';

describe('a Markdown source with content-service down', () => {
  it('is a 503 in words, with Retry-After and no-store', async () => {
    // Nothing listens on port 9.
    const down = 'http://127.0.0.1:9';
    const { app } = await createShellServer({
      config: loadSiteConfig({}),
      contentUrl: down,
      assetUrl: () => down,
      timeoutMs: 300,
      pollMs: 60_000,
    });
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
