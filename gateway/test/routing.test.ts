import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';

describe('routing', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {}, bodyLimit: 4096 });
  });
  afterAll(() => site.close());

  const echo = async (path: string, init: Parameters<typeof rawRequest>[2] = {}) => {
    const res = await rawRequest(site.base, path, init);
    expect(res.status, path).toBe(200);
    return JSON.parse(res.body) as { upstream: string; url: string; method: string; body: unknown };
  };

  it('sends content API paths to the content service, whole and with their query', async () => {
    expect(await echo('/__nuxt_content/docs_en/sql_dump.txt?v=v3.5.0--abc')).toMatchObject({
      upstream: 'content',
      url: '/__nuxt_content/docs_en/sql_dump.txt?v=v3.5.0--abc',
    });
    expect(await echo('/api/content/navigation/docs_en')).toMatchObject({ upstream: 'content', url: '/api/content/navigation/docs_en' });
    expect(await echo('/api/content/surround/docs_en?path=%2Fdocs%2Fa&before=1&after=1')).toMatchObject({
      upstream: 'content',
      url: '/api/content/surround/docs_en?path=%2Fdocs%2Fa&before=1&after=1',
    });
    expect(await echo('/_content/_images/hero.png')).toMatchObject({ upstream: 'content', url: '/_content/_images/hero.png' });
  });

  it('forwards a content query POST body to the content service unchanged', async () => {
    const sql = JSON.stringify({ sql: 'SELECT * FROM _content_docs_en WHERE ("path" = \'/docs/x\') ORDER BY "stem" ASC LIMIT 1' });
    const res = await echo('/__nuxt_content/docs_en/query?v=1', {
      method: 'POST',
      body: sql,
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ upstream: 'content', method: 'POST' });
    expect(site.upstreams.content.seen.at(-1)!.body).toBe(sql);
  });

  it('sends each remote asset path to that remote asset server with its full path', async () => {
    for (const app of ['docs', 'blog', 'templates', 'studio'] as const) {
      expect(await echo(`/_remotes/${app}/browser/remoteEntry.js`)).toMatchObject({
        upstream: app,
        url: `/_remotes/${app}/browser/remoteEntry.js`,
      });
    }
  });

  it("never serves a remote's server container (the shell reads it from the asset server), in any spelling", async () => {
    for (const path of [
      '/_remotes/studio/ddea5fe3bd4a/node/remoteEntry.js',
      '/_remotes/docs/v1/node/',
      '/_remotes/docs/v1/NODE/remoteEntry.js',
      '/_remotes/docs/v1/%6eode/remoteEntry.js',
      '/_remotes/docs/v1/browser/../node/remoteEntry.js',
      '/_remotes/docs/v1//node/remoteEntry.js',
    ]) {
      const seen = site.upstreams.docs.seen.length + site.upstreams.studio.seen.length;
      const res = await rawRequest(site.base, path);
      expect(res.status, path).toBe(404);
      expect(site.upstreams.docs.seen.length + site.upstreams.studio.seen.length, path).toBe(seen);
    }
    // Its browser half, and a file merely named like it, still go through.
    expect(await echo('/_remotes/docs/v1/browser/remoteEntry.js')).toMatchObject({ upstream: 'docs' });
    expect(await echo('/_remotes/docs/v1/browser/node/x.js')).toMatchObject({ upstream: 'docs' });
  });

  it('sends pages, shell assets and build files to the shell', async () => {
    expect((await rawRequest(site.base, '/en/docs/getting-started')).body).toContain('<main>/en/docs/getting-started</main>');
    expect((await rawRequest(site.base, '/_shell/app.js')).body).toBe('console.log("shell")');
    expect(JSON.parse((await rawRequest(site.base, '/builds/latest.json')).body)).toMatchObject({ id: 'build-1' });
    expect((await rawRequest(site.base, '/_remotes/unknown/x.js', {})).body).toContain('/_remotes/unknown/x.js');
  });

  it('answers methods other than GET and HEAD on shell paths itself: 405 with Allow, OPTIONS 204 with Allow', async () => {
    // The gateway polls the shell's build file (GET) meanwhile: only other methods count.
    const othersSeen = () => site.shell.seen.filter((r) => r.method !== 'GET' && r.method !== 'HEAD').length;
    for (const path of ['/en/docs/getting-started', '/', '/_shell/app.js', '/builds/latest.json']) {
      const seen = othersSeen();
      const options = await rawRequest(site.base, path, { method: 'OPTIONS' });
      expect(options.status, path).toBe(204);
      expect(options.headers.allow, path).toBe('GET, HEAD, OPTIONS');
      for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
        const headers = { 'content-type': 'application/octet-stream', 'content-length': '1' };
        const res = await rawRequest(site.base, path, { method, body: 'x', headers });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD, OPTIONS');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(othersSeen(), path).toBe(seen);
    }
    // A program's path gets the JSON body, a reader's the branded page naming the method.
    const api = await rawRequest(site.base, '/builds/latest.json', { method: 'PUT' });
    expect(JSON.parse(api.body)).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
    // Written with a doubled slash, a query is still a program's: JSON, never the HTML page.
    const doubled = await rawRequest(site.base, '//__nuxt_content/docs_en/query', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(doubled.status).toBe(400);
    expect(JSON.parse(doubled.body)).toMatchObject({ statusCode: 400, code: 'METHOD_NOT_ALLOWED_FOR_PATH' });
    const page = await rawRequest(site.base, '/en/docs/x', { method: 'DELETE' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('DELETE is not served at this path');
    // Every method still reaches content-service, which answers with each endpoint's own Allow:
    // a TRACE there was told the path answers GET and HEAD only (the shell's routes caught it).
    expect(await echo('/api/content/x', { method: 'OPTIONS' })).toMatchObject({ upstream: 'content', method: 'OPTIONS' });
    expect(await echo('/__nuxt_content/docs_en/query', { method: 'TRACE' })).toMatchObject({ upstream: 'content', method: 'TRACE' });
    expect(await echo('/api/content/x', { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } })).toMatchObject({
      upstream: 'content',
      method: 'PUT',
    });
  });

  it("answers methods other than GET and HEAD on a remote's files itself, never asking the asset server", async () => {
    const path = '/_remotes/docs/v1/browser/remoteEntry.js';
    const seen = site.upstreams.docs.seen.length;
    for (const method of ['PUT', 'DELETE', 'POST', 'TRACE']) {
      const res = await rawRequest(site.base, path, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, OPTIONS');
    }
    expect(site.upstreams.docs.seen.length).toBe(seen);
  });

  it('serves a build manifest only as /builds/meta/{id}.json (spec §7): any other name there is a 404, never asked of the shell', async () => {
    const shellSeen = () => site.shell.seen.filter((r) => r.url.startsWith('/builds/meta/')).length;
    for (const path of [
      '/builds/meta/build-1',
      '/builds/meta/build-1.js',
      '/builds/meta/build-1.json/x',
      '/builds/meta/',
      '/builds/meta/build-1?x=.json',
    ]) {
      const seen = shellSeen();
      const res = await rawRequest(site.base, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('application/json');
      const error = JSON.parse(res.body) as { code: string; message: string };
      expect(error.code, path).toBe('NOT_FOUND');
      expect(error.message, path).toContain('/builds/meta/{id}.json');
      expect(shellSeen(), path).toBe(seen);
      expect((await rawRequest(site.base, path, { method: 'HEAD' })).status, `HEAD ${path}`).toBe(404);
    }
    const manifest = await rawRequest(site.base, '/builds/meta/build-1.json');
    expect(manifest.status).toBe(200);
    expect(site.shell.seen.at(-1)!.url).toBe('/builds/meta/build-1.json');
  });

  it('passes upstream status codes through (a shell 404 stays a 404)', async () => {
    const res = await rawRequest(site.base, '/en/missing-page');
    expect(res.status).toBe(404);
  });

  it('refuses request bodies over the limit with 413, declared or chunked', async () => {
    const big = 'x'.repeat(5000);
    const declared = await rawRequest(site.base, '/__nuxt_content/docs_en/query', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'text/plain', 'content-length': String(big.length) },
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ statusCode: 413, code: 'BODY_TOO_LARGE' });
    const chunked = await rawRequest(site.base, '/__nuxt_content/docs_en/query', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
    });
    expect(chunked.status).toBe(413);
    expect(site.upstreams.content.seen.every((r) => r.body.length <= 4096)).toBe(true);
  });
});

describe('request ids', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {} });
  });
  afterAll(() => site.close());

  it('keeps a sane incoming x-request-id, forwards it and returns it', async () => {
    const res = await rawRequest(site.base, '/api/content/info', { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(res.headers['x-request-id']).toBe('lb-1234.abc');
    expect(site.upstreams.content.seen.at(-1)!.headers['x-request-id']).toBe('lb-1234.abc');
  });

  it('replaces a missing or unsafe one with a fresh id', async () => {
    const none = await rawRequest(site.base, '/api/content/info');
    const bad = await rawRequest(site.base, '/api/content/info', { headers: { 'x-request-id': 'a b<script>' } });
    for (const res of [none, bad]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
    expect(site.upstreams.content.seen.at(-1)!.headers['x-request-id']).toBe(bad.headers['x-request-id']);
  });

  it('puts the id on redirects too', async () => {
    const res = await rawRequest(site.base, '/', { headers: { 'x-request-id': 'root-redirect-1' } });
    expect(res.status).toBe(302);
    expect(res.headers['x-request-id']).toBe('root-redirect-1');
  });
});
