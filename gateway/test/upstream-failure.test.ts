import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSettings } from '../src/settings.ts';
import { rawRequest } from './support/http.ts';
import { htmlDocument } from './support/html-document.ts';
import { proxyFailures } from './support/failure-counts.ts';
import { deadUrl, startHungUpstream, startTestSite, type TestSite } from './support/fake-upstreams.ts';

describe('upstream down (connection refused)', () => {
  let site: TestSite;
  beforeAll(async () => {
    const dead = await deadUrl();
    site = await startTestSite({ env: {}, upstreams: { shell: dead, content: dead, docs: dead } });
  });
  afterAll(() => site.close());

  it('answers a page with the branded 502 page', async () => {
    const res = await rawRequest(site.base, '/en/docs/getting-started');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toContain('Nuxt Content');
    expect(res.body).toContain('This section is temporarily unavailable');
    expect(res.body).toContain('href="/en"');
    expect(res.body).toMatch(/try again in a few seconds/i);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it("explains the outage in the language of the page's path, right to left where that language is", async () => {
    const ar = (await import('../../shell/kit/src/i18n/messages/ar.ts')).default;
    const ja = (await import('../../shell/kit/src/i18n/messages/ja.ts')).default;
    for (const [path, lang, dir, texts] of [
      ['/ar/docs/getting-started', 'ar', 'rtl', ar],
      ['/ja/blog', 'ja', 'ltr', ja],
    ] as const) {
      const res = await rawRequest(site.base, path);
      expect(res.status).toBe(502);
      const document = htmlDocument(res.body);
      expect(document.documentElement.getAttribute('lang')).toBe(lang);
      expect(document.documentElement.getAttribute('dir')).toBe(dir);
      expect(document.querySelector('h1')?.textContent).toBe(texts.unavailable.message);
      expect(document.querySelector('.status')?.textContent).toBe(texts.error.status.replace('{{code}}', '502'));
      const links = [...document.querySelectorAll('main a')].map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).toEqual([
        [texts.unavailable.retry, ''],
        [texts.common.backToHome, `/${lang}`],
      ]);
    }
  });

  it('counts each failed request as an upstream failure of its upstream, never as a client abort', async () => {
    const before = await proxyFailures(site.gateway, 'UPSTREAM_UNAVAILABLE', 'content');
    await rawRequest(site.base, '/api/content/info');
    expect(await proxyFailures(site.gateway, 'UPSTREAM_UNAVAILABLE', 'content')).toBe(before + 1);
    expect(await proxyFailures(site.gateway, 'CLIENT_ABORTED', 'content')).toBe(0);
  });

  it('answers API and content paths with a JSON error', async () => {
    for (const path of ['/api/content/info', '/__nuxt_content/docs_en/sql_dump.txt']) {
      const res = await rawRequest(site.base, path);
      expect(res.status, path).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({
        statusCode: 502,
        code: 'UPSTREAM_UNAVAILABLE',
        message: expect.stringContaining('content'),
      });
    }
  });

  it('a remote asset server that is down fails only its own paths', async () => {
    expect((await rawRequest(site.base, '/_remotes/docs/remoteEntry.js')).status).toBe(502);
    expect((await rawRequest(site.base, '/_remotes/blog/remoteEntry.js')).status).toBe(200);
  });

  it('/healthz reports each upstream and answers 503 while any is down', async () => {
    const res = await rawRequest(site.base, '/healthz');
    expect(res.status).toBe(503);
    const body = JSON.parse(res.body) as {
      status: string;
      upstreams: Record<string, { state: string; latencyMs: number; error?: string }>;
    };
    expect(body.status).toBe('degraded');
    expect(body.upstreams.shell).toMatchObject({ state: 'down', error: 'ECONNREFUSED' });
    expect(body.upstreams.content?.state).toBe('down');
    expect(body.upstreams.blog).toMatchObject({ state: 'up' });
    expect(typeof body.upstreams.blog?.latencyMs).toBe('number');
  });
});

describe('upstream hung (accepts, never answers)', () => {
  // The 3 s bound is configuration, not a stopwatch: the default upstream timeout leaves room
  // for undici's half-second timer tick. The tests below prove the gateway's own timeout answers.
  it('times out upstreams early enough to answer within 3 seconds by default', () => {
    expect(resolveSettings({ env: {} }).upstreamTimeoutMs + 500).toBeLessThanOrEqual(3000);
  });

  let site: TestSite;
  let hung: Awaited<ReturnType<typeof startHungUpstream>>;
  beforeAll(async () => {
    hung = await startHungUpstream();
    // Default timeouts: the 3 s bound must hold out of the box.
    site = await startTestSite({ env: {}, upstreams: { shell: hung.url, content: hung.url }, healthTimeoutMs: 300 });
  });
  afterAll(async () => {
    await site.close();
    await hung.close();
  });

  it('answers a page with the branded 504 page when its own timeout fires', async () => {
    const res = await rawRequest(site.base, '/en/docs/getting-started');
    expect(res.status).toBe(504);
    expect(res.body).toContain('This section is temporarily unavailable');
    expect(res.body).toContain('took too long');
  });

  it('answers a content query with a JSON 504 when its own timeout fires', async () => {
    const res = await rawRequest(site.base, '/__nuxt_content/docs_en/query?v=1', {
      method: 'POST',
      body: '{"sql":"SELECT * FROM _content_docs_en ORDER BY \\"stem\\" ASC"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(504);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 504, code: 'UPSTREAM_TIMEOUT' });
    expect(await proxyFailures(site.gateway, 'UPSTREAM_TIMEOUT', 'content')).toBeGreaterThan(0);
    expect(await proxyFailures(site.gateway, 'CLIENT_ABORTED', 'content')).toBe(0);
  });

  it('/healthz marks a hung upstream down', async () => {
    const res = await rawRequest(site.base, '/healthz');
    expect(res.status).toBe(503);
    const body = JSON.parse(res.body) as { upstreams: Record<string, { state: string; error?: string }> };
    expect(body.upstreams.shell).toMatchObject({ state: 'down', error: 'no answer within 300 ms' });
  });
});

describe('an upstream that closes the connection without answering', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {} });
  });
  afterAll(() => site.close());

  const seenTimes = (seen: Array<{ url: string }>, url: string) => seen.filter((r) => r.url === url).length;

  it('asks once more for a page whose render process died under it, and the reader gets the page', async () => {
    const res = await rawRequest(site.base, '/en/docs/reset-once');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<main>/en/docs/reset-once</main>');
    expect(seenTimes(site.shell.seen, '/en/docs/reset-once')).toBe(2);
  });

  it('asks only once more: an upstream that keeps closing gets the branded 502', async () => {
    const before = await proxyFailures(site.gateway, 'UPSTREAM_UNAVAILABLE', 'shell');
    const res = await rawRequest(site.base, '/en/docs/reset-always');
    expect(res.status).toBe(502);
    expect(res.body).toContain('This section is temporarily unavailable');
    expect(seenTimes(site.shell.seen, '/en/docs/reset-always')).toBe(2);
    expect(await proxyFailures(site.gateway, 'UPSTREAM_UNAVAILABLE', 'shell')).toBe(before + 1);
  });

  it('never sends a POST twice', async () => {
    const url = '/__nuxt_content/docs_en/query?reset-always';
    const res = await rawRequest(site.base, url, {
      method: 'POST',
      body: '{"sql":"SELECT 1"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(502);
    expect(seenTimes(site.upstreams.content.seen, url)).toBe(1);
  });
});

describe('/healthz with every upstream up', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {} });
  });
  afterAll(() => site.close());

  it('answers 200 with every upstream up and its latency', async () => {
    const res = await rawRequest(site.base, '/healthz');
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body) as { status: string; upstreams: Record<string, { state: string; latencyMs: number }> };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.upstreams).sort()).toEqual(['blog', 'content', 'docs', 'shell', 'studio', 'templates']);
    for (const h of Object.values(body.upstreams)) expect(h.state).toBe('up');
  });

  it('probes the upstreams once for every /healthz asked within a second, so asking in a loop cannot load them', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const probes = () => site.upstreams.content.seen.filter((r) => r.url === '/api/content/info').length;
    const before = probes();
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawRequest(site.base, '/healthz')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(probes() - before).toBe(1);
  });
});
