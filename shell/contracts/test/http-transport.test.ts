import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi } from '@site/contracts';
import { createHttpContentTransport } from '@site/contracts/server';

let server: http.Server;
let base: string;
const seen: Array<{ method: string; url: string; cookie: string | undefined; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', cookie: req.headers.cookie, body });
      res.setHeader('content-type', 'application/json');
      res.end(req.url?.includes('/raw/') ? '"text"' : '[]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Spec §7: a server-side query forwards the cookie when present, with the version parameter.
describe('server-side content transport', () => {
  it('forwards the incoming cookie on every request and sends the collection version as v', async () => {
    seen.length = 0;
    const transport = createHttpContentTransport({
      baseUrl: base,
      cookie: 'content_preview=abc; i18n_redirected=fr',
      versions: { posts: 'v3.5.0--x' },
    });
    await transport.query('posts', 'SELECT * FROM _content_posts ORDER BY stem ASC');
    await transport.getJson(contentApi.navigation('posts'));
    await transport.getText(contentApi.raw('posts', '/blog/a'));
    expect(seen.map((r) => r.cookie)).toEqual(Array(3).fill('content_preview=abc; i18n_redirected=fr'));
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/__nuxt_content/posts/query?v=v3.5.0--x' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ sql: 'SELECT * FROM _content_posts ORDER BY stem ASC' });
  });

  it('sends no cookie when the incoming request had none', async () => {
    seen.length = 0;
    await createHttpContentTransport({ baseUrl: base }).query('posts', 'SELECT * FROM _content_posts ORDER BY stem ASC');
    expect(seen[0]?.cookie).toBeUndefined();
    expect(seen[0]?.url).toBe('/__nuxt_content/posts/query');
  });
});
