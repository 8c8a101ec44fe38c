/**
 * Attack: a strong ETag shared by the raw, gzip and br bodies the gateway makes of one
 * upstream answer. A strong validator promises identical bytes (RFC 9110 §8.8.1), so a cache
 * or a range request could mix bytes of one encoding with another. Each encoding must carry a
 * validator of its own kind (the weak form for the gateway's encodings), and a conditional
 * request with each one must get its 304, never a 304 for a tag the reader does not hold.
 */
import type net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;
const FILE_TAG = '"file-abc123"';
const PAGE_TAG = '"page-abc123"';
const BUILD = 'build-strong';

/** Weak comparison, as content-service and any RFC 9110 server compare If-None-Match. */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Upstreams that send strong ETags on uncompressed bodies: a content file and a shell page. */
async function strongUpstreams(): Promise<{ content: FastifyInstance; shell: FastifyInstance; urls: { content: string; shell: string } }> {
  const content = Fastify();
  content.get('/_content/*', async (request, reply) => {
    reply.header('etag', FILE_TAG).header('cache-control', 'public, max-age=31536000');
    if (holds(request.headers['if-none-match'], FILE_TAG)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(SVG);
  });
  const shell = Fastify();
  shell.get('/builds/latest.json', async () => ({ id: BUILD, timestamp: 1 }));
  shell.get('/*', async (request, reply) => {
    reply.header('x-build-id', BUILD).header('vary', 'Cookie').header('cache-control', 'public, max-age=0, must-revalidate');
    reply.header('etag', PAGE_TAG);
    if (holds(request.headers['if-none-match'], PAGE_TAG)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><p>${'page text '.repeat(400)}</p>`);
  });
  const url = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  };
  return { content, shell, urls: { content: await url(content), shell: await url(shell) } };
}

describe('validators per encoding', () => {
  let site: TestSite;
  let upstreams: Awaited<ReturnType<typeof strongUpstreams>>;
  beforeAll(async () => {
    upstreams = await strongUpstreams();
    site = await startTestSite({ upstreams: upstreams.urls });
  });
  afterAll(async () => {
    await site.close();
    await Promise.all([upstreams.content.close(), upstreams.shell.close()]);
  });

  const get = (path: string, encoding: string, ifNoneMatch?: string) =>
    rawRequest(site.base, path, { headers: { 'accept-encoding': encoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });

  for (const [what, path, tag] of [
    ['a proxied content file', '/_content/_images/big.svg', FILE_TAG],
    ['an edge-cached page', '/en/docs/strong', PAGE_TAG],
  ] as const) {
    it(`${what}: the raw body keeps the strong tag, the gateway's gzip and br bodies carry its weak form`, async () => {
      await get(path, 'identity'); // an edge-cached page is a hit from here on
      const raw = await get(path, 'identity');
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.headers.etag).toBe(tag);
      for (const encoding of ['gzip', 'br']) {
        const encoded = await get(path, encoding);
        expect(encoded.headers['content-encoding'], encoding).toBe(encoding);
        expect(encoded.headers.etag, encoding).toBe(`W/${tag}`);
        expect(encoded.headers.vary, encoding).toMatch(/accept-encoding/i);
      }
    });

    it(`${what}: a conditional request with each encoding's own tag gets a 304 carrying that tag`, async () => {
      const notModified = await get(path, 'identity', tag);
      expect(notModified.status).toBe(304);
      expect(notModified.headers.etag).toBe(tag);
      for (const encoding of ['gzip', 'br']) {
        const revalidated = await get(path, encoding, `W/${tag}`);
        expect(revalidated.status, encoding).toBe(304);
        expect(revalidated.headers.etag, encoding).toBe(`W/${tag}`);
        expect(revalidated.body, encoding).toBe('');
      }
    });

    it(`${what}: a reader who asks for no compression is told the answer varies on Accept-Encoding`, async () => {
      // Else a shared cache stores this plain body and serves it to readers who could take br.
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
        const plain = await rawRequest(site.base, path, { headers });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/accept-encoding/i);
      }
    });

    it(`${what}: a tag of something else gets the full body in the asked encoding`, async () => {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const changed = await get(path, encoding, 'W/"something-else", "other"');
        expect(changed.status, encoding).toBe(200);
        expect(changed.body.length, encoding).toBeGreaterThan(1024);
      }
    });
  }

  it("keeps an upstream's own tag on a body the upstream encoded itself", async () => {
    // The echo content stand-in answers JSON; content-service's precompressed outputs tag each encoding.
    const app = Fastify();
    app.get('/api/content/info', async (_request, reply) =>
      reply.header('etag', '"info-1-gz"').header('content-encoding', 'gzip').type('application/json').send(Buffer.from('x')),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const own = await startTestSite({ upstreams: { content: `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}` } });
    try {
      const res = await rawRequest(own.base, '/api/content/info', { headers: { 'accept-encoding': 'gzip' }, decode: false });
      expect(res.headers.etag).toBe('"info-1-gz"');
    } finally {
      await own.close();
      await app.close();
    }
  });
});
