/**
 * Request bodies through the gateway (issue 14, findings 2 and 3): `Expect: 100-continue`
 * on every route that takes bodies (pages answer 405: routing.test.ts), 413 naming the limit
 * for every oversize body (declared, chunked, with or without Expect), never 502, and a
 * client that abandons its upload logged as such, not as an upstream failure; a compressed
 * body refused with 415 (it used to be decompressed and forwarded with its compressed length:
 * a 502 logged at error level).
 */
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BODY_ROUTE_PATHS } from './support/route-paths.ts';
import { abandonedUpload, expectContinueRequest } from './support/bodies.ts';
import { rawRequest } from './support/http.ts';
import { QUERY_BODY_LIMIT_BYTES } from '@site/contracts';
import { proxyFailures } from './support/failure-counts.ts';
import { requestsStarted, startTestSite, type TestSite } from './support/fake-upstreams.ts';

const LIMIT = 4096;

let site: TestSite;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  site = await startTestSite({ env: {}, bodyLimit: LIMIT, logger: { level: 'info', stream } });
});
afterAll(() => site.close());

describe('Expect: 100-continue', () => {
  it.each(BODY_ROUTE_PATHS)('is answered with 100 and then the upstream answer on %s', async (path) => {
    const res = await expectContinueRequest(site.base, path, 'hello');
    expect(res.continued).toBe(true);
    expect(res.status).toBe(200);
    expect(res.body).toContain('hello');
  });

  it.each(BODY_ROUTE_PATHS)('with an oversize declared body on %s: 413 at once, no 100, body never read', async (path) => {
    const res = await expectContinueRequest(site.base, path, 'x'.repeat(LIMIT + 1));
    expect(res.continued).toBe(false);
    expect(res.status).toBe(413);
    expect(res.body).toContain(`${LIMIT} bytes`);
  });
});

describe('oversize bodies', () => {
  it.each(BODY_ROUTE_PATHS)('a chunked body over the limit on %s is 413 naming the limit, never 502', async (path) => {
    const big = 'x'.repeat(LIMIT * 4);
    const res = await rawRequest(site.base, path, {
      method: 'POST',
      body: big,
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain(`${LIMIT} bytes`);
  });

  it.each(BODY_ROUTE_PATHS)('a chunked body over the limit with Expect on %s is 413', async (path) => {
    const res = await expectContinueRequest(site.base, path, 'y'.repeat(LIMIT * 4), { chunked: true });
    expect(res.status).toBe(413);
    expect(res.body).toContain(`${LIMIT} bytes`);
  });

  it('a body exactly at the limit passes', async () => {
    const res = await rawRequest(site.base, '/api/content/echo', {
      method: 'POST',
      body: 'z'.repeat(LIMIT),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
  });
});

describe('the default body limit', () => {
  it('passes the largest query body content-service takes (a statement at its character limit, three bytes a character)', async () => {
    const defaults = await startTestSite({ env: {} });
    try {
      const body = 'あ'.repeat(QUERY_BODY_LIMIT_BYTES / 3 - 400);
      const res = await rawRequest(defaults.base, '/__nuxt_content/docs_en/query', {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    } finally {
      await defaults.close();
    }
  });
});

describe('a client that abandons its upload', () => {
  it('is logged as a client abort, not as the upstream being down', async () => {
    const before = logLines.length;
    await abandonedUpload(site.base, '/api/content/upload', LIMIT - 10, 100);
    await vi.waitFor(() => expect(logLines.slice(before).some((l) => l.code === 'CLIENT_ABORTED')).toBe(true), { timeout: 5000 });
    const lines = logLines.slice(before);
    expect(lines.some((l) => l.code === 'UPSTREAM_UNAVAILABLE' || l.code === 'UPSTREAM_TIMEOUT')).toBe(false);
    expect(lines.find((l) => l.code === 'CLIENT_ABORTED')?.level).toBe(30);
  });

  it('is counted in the metrics as a client abort, never as an upstream failure', async () => {
    // The upload may be cut while the gateway reads it or while the proxy streams it on: either
    // way it is one client abort, and no upstream failure.
    const aborts = await proxyFailures(site.gateway, 'CLIENT_ABORTED');
    await abandonedUpload(site.base, '/api/content/upload', LIMIT - 10, 100);
    await vi.waitFor(async () => expect(await proxyFailures(site.gateway, 'CLIENT_ABORTED')).toBe(aborts + 1), { timeout: 5000 });
    expect(await proxyFailures(site.gateway, 'UPSTREAM_UNAVAILABLE')).toBe(0);
    expect(await proxyFailures(site.gateway, 'UPSTREAM_TIMEOUT')).toBe(0);
  });
});

describe('a compressed request body (Content-Encoding)', () => {
  const sql = JSON.stringify({ sql: 'SELECT COUNT(*) as count FROM _content_docs_en' });
  const QUERY = '/__nuxt_content/docs_en/query?v=1';
  const compressed: Array<[string, Buffer]> = [
    ['gzip', zlib.gzipSync(sql)],
    ['br', zlib.brotliCompressSync(sql)],
    ['deflate', zlib.deflateSync(sql)],
    // Not what it says it is: undecodable.
    ['br', Buffer.from('definitely not brotli')],
    ['gzip', Buffer.from('definitely not gzip')],
    ['x-unknown', Buffer.from(sql)],
  ];

  it.each(compressed)(
    'with %s is 415 telling to send it uncompressed, never forwarded, never a 502 logged as an outage',
    async (coding, body) => {
      const before = logLines.length;
      const seen = site.upstreams.content.seen.length;
      const res = await rawRequest(site.base, QUERY, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-encoding': coding, 'content-length': String(body.length) },
      });
      expect(res.status).toBe(415);
      expect(res.headers['accept-encoding']).toBe('identity');
      expect(res.headers['retry-after']).toBeUndefined();
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_CONTENT_ENCODING' });
      expect(JSON.parse(res.body).message).toContain(`Content-Encoding "${coding}"`);
      expect(JSON.parse(res.body).message).toContain('send the body uncompressed');
      expect(site.upstreams.content.seen.length).toBe(seen);
      // Logged at info (a client's mistake), never at error, never as an upstream failure.
      const lines = logLines.slice(before);
      expect(lines.some((l) => typeof l.level === 'number' && l.level >= 50)).toBe(false);
      expect(lines.some((l) => l.code === 'UPSTREAM_UNAVAILABLE')).toBe(false);
      expect(lines.find((l) => l.code === 'UNSUPPORTED_CONTENT_ENCODING')?.level).toBe(30);
    },
  );

  it('chunked, or announced with Expect: 100-continue, is refused the same way (no 100: the body is never sent)', async () => {
    const chunked = await rawRequest(site.base, QUERY, {
      method: 'POST',
      body: zlib.gzipSync(sql),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'transfer-encoding': 'chunked' },
    });
    expect(chunked.status).toBe(415);
    const expecting = await expectContinueRequest(site.base, QUERY, 'x', { headers: { 'content-encoding': 'gzip' } });
    expect(expecting.continued).toBe(false);
    expect(expecting.status).toBe(415);
    expect(expecting.headers['accept-encoding']).toBe('identity');
  });

  it('with Content-Encoding identity, or none, is forwarded as sent', async () => {
    for (const headers of [{ 'content-encoding': 'identity' }, {}] as Array<Record<string, string>>) {
      const res = await rawRequest(site.base, QUERY, {
        method: 'POST',
        body: sql,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.status).toBe(200);
      expect(site.upstreams.content.seen.at(-1)!.body).toBe(sql);
    }
  });

  it('on a page is still a 405 first (the shell takes no body at all)', async () => {
    const res = await rawRequest(site.base, '/en/docs/x', {
      method: 'PUT',
      body: zlib.gzipSync('x'),
      headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(405);
  });
});

describe('a body sent slowly', () => {
  /** A POST to the content query path whose body is sent in two halves, `pauseMs` apart. */
  function slowPost(base: string, body: string, pauseMs: number, onHalf: () => void) {
    const url = new URL(base);
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/__nuxt_content/docs_en/query',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          agent: false,
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      setTimeout(() => {
        onHalf();
        req.end(body.slice(half));
      }, pauseMs);
    });
  }

  it('takes no connection to the upstream until it has arrived whole, and is then sent on byte for byte', async () => {
    const content = site.upstreams.content;
    const before = content.seen.length;
    const startedBefore = requestsStarted(content);
    let arrivedWhileSending = -1;
    // JSON as a client writes it: spacing and a `__proto__` key content-service drops itself.
    const body = '{ "sql": "SELECT * FROM docs_en",   "__proto__": {"x": 1} }';
    const res = await slowPost(site.base, body, 300, () => {
      arrivedWhileSending = requestsStarted(content) - startedBefore;
    });
    expect(arrivedWhileSending).toBe(0);
    expect(res.status).toBe(200);
    expect(content.seen.slice(before).map((r) => r.body)).toEqual([body]);
  });
});

describe('a request that never finishes arriving, or is not HTTP', () => {
  let slow: TestSite;
  const slowLog: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) slowLog.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    slow = await startTestSite({ env: {}, requestTimeoutMs: 400, logger: { level: 'info', stream } });
  });
  afterAll(() => slow.close());

  /** Writes `bytes` and reads the answer until the gateway closes the connection. */
  async function sendRaw(bytes: string): Promise<{ head: string; body: unknown }> {
    const url = new URL(slow.base);
    const socket = net.connect(Number(url.port), url.hostname);
    socket.write(bytes);
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c));
    await new Promise((resolve) => socket.on('close', resolve));
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { head, body: JSON.parse(body) };
  }
  const linesWith = (code: string) => slowLog.filter((l) => l.code === code);

  it("a body still arriving: 408 with the site's error body, logged once with its request id, never as a client abort", async () => {
    const aborts = await proxyFailures(slow.gateway, 'CLIENT_ABORTED');
    const answer = await sendRaw(
      'POST /__nuxt_content/docs_en/query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    expect(answer.head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.body).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    expect((answer.body as { message: string }).message).toContain('within 400 ms');
    expect(slow.upstreams.content.seen).toEqual([]);
    await vi.waitFor(() => expect(linesWith('REQUEST_TIMEOUT')).toHaveLength(1));
    expect(linesWith('REQUEST_TIMEOUT')[0]).toMatchObject({ level: 30, statusCode: 408, requestId: expect.any(String) });
    expect(linesWith('CLIENT_ABORTED')).toEqual([]);
    expect(await proxyFailures(slow.gateway, 'CLIENT_ABORTED')).toBe(aborts);
    expect(await proxyFailures(slow.gateway, 'REQUEST_TIMEOUT')).toBe(1);
  });

  it("headers still arriving: 408, logged with the client's address", async () => {
    const before = linesWith('REQUEST_TIMEOUT').length;
    const answer = await sendRaw('GET /en/docs HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer.head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.body).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    await vi.waitFor(() => expect(linesWith('REQUEST_TIMEOUT')).toHaveLength(before + 1));
    expect(linesWith('REQUEST_TIMEOUT').at(-1)).toMatchObject({ level: 30, remoteAddress: '127.0.0.1' });
  });

  it('not HTTP at all: 400 saying what the parser refused, logged', async () => {
    const answer = await sendRaw('GARBAGE\r\n\r\n');
    expect(answer.head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
    expect((answer.body as { message: string }).message).toContain('Invalid method');
    await vi.waitFor(() => expect(linesWith('MALFORMED_REQUEST')).toHaveLength(1));
  });

  it('headers larger than Node accepts: 431 naming the size', async () => {
    const answer = await sendRaw(`GET /en/docs HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`);
    expect(answer.head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.body).toMatchObject({ statusCode: 431, code: 'HEADERS_TOO_LARGE' });
    expect((answer.body as { message: string }).message).toContain(`${http.maxHeaderSize} bytes`);
    await vi.waitFor(() => expect(linesWith('HEADERS_TOO_LARGE')).toHaveLength(1));
  });
});
