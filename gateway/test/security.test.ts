import { createHash } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_MODE_SCRIPT, siteConfig } from '@site/contracts';
import { contentSecurityPolicy, COLOR_MODE_SCRIPT_HASH, securityHeaders } from '../src/index.ts';
import { rawRequest } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';

describe('security headers and compression', () => {
  let site: TestSite;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    site = await startTestSite({ env: {}, logger: { level: 'info', stream } });
  });
  afterAll(() => site.close());

  it('allows the colour-mode script by its sha256 hash and nothing else inline', () => {
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(COLOR_MODE_SCRIPT_HASH).toBe(`'sha256-${hash(COLOR_MODE_SCRIPT)}'`);
    const csp = contentSecurityPolicy();
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash(COLOR_MODE_SCRIPT)}' 'wasm-unsafe-eval'`);
    expect(csp).not.toMatch(/unsafe-eval'(?<!wasm-unsafe-eval')/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends the policy and the other security headers on pages, assets, API answers and redirects', async () => {
    for (const path of ['/en/docs/x', '/_shell/app.js', '/api/content/info', '/', '/%09x']) {
      const res = await rawRequest(site.base, path);
      expect(res.headers['content-security-policy'], path).toBe(contentSecurityPolicy());
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it("keeps the content-service's sandbox policy on its SVG files, and sets the site policy once elsewhere (finding 6)", async () => {
    const svg = await rawRequest(site.base, '/_content/_images/logo.svg');
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // An SVG path elsewhere cannot pick its own policy: only the content-service's files do.
    const spoof = await rawRequest(site.base, '/_remotes/docs/x.svg');
    expect(spoof.headers['content-security-policy']).toBe(contentSecurityPolicy());
    const png = await rawRequest(site.base, '/_content/_images/logo.png');
    expect(png.headers['content-security-policy']).toBe(contentSecurityPolicy());
  });

  it('keeps the sandbox on a content SVG asked for with its prefix percent-encoded (the router decodes it)', async () => {
    for (const path of ['/%5F%63ontent/_images/logo.svg', '/%5fcontent/_images/logo.svg', '/_%63%6Fntent/_images/logo.svg']) {
      const svg = await rawRequest(site.base, path);
      expect(JSON.parse(svg.body).upstream, path).toBe('content');
      expect(svg.headers['content-security-policy'], path).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
  });

  it('sends Permissions-Policy and COOP everywhere, and HSTS only for an https origin', async () => {
    for (const path of ['/en/docs/x', '/_content/_images/logo.svg', '/api/content/info', '/']) {
      const res = await rawRequest(site.base, path);
      expect(res.headers['permissions-policy'], path).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    expect(securityHeaders({ ...siteConfig, origin: 'http://localhost:3000' })['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ ...siteConfig, origin: 'https://content.nuxt.com' })['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('compresses with br or gzip as the client accepts', async () => {
    const br = await rawRequest(site.base, '/en/no-store-page', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toContain('<main>/en/no-store-page</main>');
    const gz = await rawRequest(site.base, '/en/no-store-page', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toContain('<main>/en/no-store-page</main>');
    const plain = await rawRequest(site.base, '/en/no-store-page');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("keeps an upstream's connection headers to itself: a reader asking to close gets its connection closed", async () => {
    for (const path of ['/api/content/info', '/_remotes/docs/v1/browser/remoteEntry.js']) {
      const res = await rawRequest(site.base, path, { headers: { connection: 'close' } });
      expect(res.headers.connection, path).toBe('close');
      expect(res.headers['keep-alive'], path).toBeUndefined();
    }
  });

  it('serves an absolute-form request target (RFC 9112 §3.2.2) as its path, whatever host it names', async () => {
    const url = new URL(site.base);
    for (const target of [`http://${url.host}/en/docs/absolute`, 'HTTP://evil.example/en/docs/absolute']) {
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(url.port), url.hostname);
        let text = '';
        socket.on('data', (c: Buffer) => (text += c));
        socket.on('end', () => resolve(text));
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
      });
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 200 OK');
      expect(answer, target).toContain('<main>/en/docs/absolute</main>');
    }
  });

  it('answers a method the site implements nowhere 501, with its own error body, on pages and APIs', async () => {
    for (const [path, type] of [
      ['/en/docs/getting-started', 'text/html'],
      ['/api/content/info', 'application/json'],
    ] as const) {
      const res = await rawRequest(site.base, path, { method: 'PROPFIND' });
      expect(res.status, path).toBe(501);
      expect(res.headers['content-type'], path).toContain(type);
      expect(res.body, path).toContain('PROPFIND is not a method this site answers');
    }
    // The client's doing: never an error line any client could fill the log with.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logLines.filter((l) => l.code === 'NOT_IMPLEMENTED');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.level === 30)).toBe(true);
  });

  it('logs each request in one line, with its request id, status and time, as an access log reads', async () => {
    await rawRequest(site.base, '/en/docs/logged', { headers: { 'x-request-id': 'log-check-42' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logLines.filter((l) => l.requestId === 'log-check-42');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { url: '/en/docs/logged' }, res: { statusCode: 200 } });
  });
});
