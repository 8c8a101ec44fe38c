import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentApi, CollectionQuery, type ContentInfo, type NavigationNode, type SearchSection } from '@site/contracts';
import { decodeDump } from '../src/shared/dump-stream.ts';
import { servedSandbox, servedSearch, type Sandbox } from './helpers.ts';
import { createContentServer } from '../src/index.ts';

let box: Sandbox;
let app: FastifyInstance;
let info: ContentInfo;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ box, app, info, close } = await servedSandbox());
});
afterAll(() => close());

const query = (collection: string, sql: string, v?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: contentApi.query(collection, v), payload: { sql }, headers });

describe('POST /__nuxt_content/{collection}/query', () => {
  it('answers builder SQL with rows and the current version', async () => {
    const sql = new CollectionQuery('docs_en').path('/docs/getting-started/installation').select('title', 'path').firstSql();
    const res = await query('docs_en', sql, info.versions.docs_en);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ title: 'Installation', path: '/docs/getting-started/installation' }]);
    expect(res.headers['x-content-version']).toBe(info.versions.docs_en);
    expect(res.headers['x-content-stale']).toBeUndefined();
  });

  it('answers a stale version with rows plus the current version and a stale flag', async () => {
    const res = await query('posts', new CollectionQuery('posts').countSql(), 'v3.5.0--old');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ count: 2 }]);
    expect(res.headers['x-content-version']).toBe(info.versions.posts);
    expect(res.headers['x-content-stale']).toBe('1');
  });

  it('accepts a forwarded cookie', async () => {
    const res = await query('posts', new CollectionQuery('posts').select('path').toSql(), undefined, {
      cookie: 'session=abc; i18n_redirected=fr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
  });

  it('binds values with quotes safely', async () => {
    const sql = new CollectionQuery('docs_en').where('title', '=', "it's'; DROP TABLE x; --").toSql();
    const res = await query('docs_en', sql);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('rejects SQL outside the builder grammar with 400 and a reason', async () => {
    const res = await query('docs_en', 'SELECT * FROM sqlite_master');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'CONTENT_SQL_REJECTED', message: expect.stringContaining('_content_docs_en') });
  });

  it('answers 404 for an unknown collection, including the info table', async () => {
    for (const collection of ['nope', 'info']) {
      const res = await query(collection, `SELECT * FROM _content_${collection}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CONTENT_COLLECTION_NOT_FOUND');
    }
  });

  it('answers a missing or malformed body with 400 in the error shape, never a stack', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: contentApi.query('docs_en'),
      payload: '{"sql":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['code', 'message', 'statusCode']);
    expect(bad.body).not.toMatch(/at .*\.ts:\d+/);
    const missing = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CONTENT_SQL_REJECTED');
  });

  // fetch(url, { method: 'POST', body: JSON.stringify({ sql }) }) labels its body text/plain;
  // the reference module's endpoint reads it as JSON all the same.
  it('reads a JSON body sent as text/plain', async () => {
    const sql = new CollectionQuery('posts').select('path').toSql();
    const res = await app.inject({
      method: 'POST',
      url: contentApi.query('posts'),
      payload: JSON.stringify({ sql }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    const text = await app.inject({
      method: 'POST',
      url: contentApi.query('posts'),
      payload: sql,
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('content-type: application/json');
  });
});

describe('what a client of the reference module may send to the query endpoint', () => {
  const sql = 'SELECT COUNT(*) as count FROM _content_posts';

  it('refuses LIMIT -1 and OFFSET -1 with 400 naming the rule (SQLite would read LIMIT -1 as no limit)', async () => {
    for (const [statement, clause] of [
      [`SELECT * FROM _content_posts ORDER BY stem ASC LIMIT -1`, 'LIMIT'],
      [`SELECT * FROM _content_posts ORDER BY stem ASC LIMIT -1 OFFSET 1`, 'LIMIT'],
      [`SELECT * FROM _content_posts ORDER BY stem ASC LIMIT 1 OFFSET -1`, 'OFFSET'],
    ] as const) {
      const res = await query('posts', statement);
      expect(res.statusCode, statement).toBe(400);
      expect(res.json(), statement).toEqual({
        statusCode: 400,
        code: 'CONTENT_SQL_REJECTED',
        message: expect.stringContaining(`${clause} must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not -1`),
      });
    }
    // What the builder writes still answers.
    expect((await query('posts', 'SELECT * FROM _content_posts ORDER BY stem ASC LIMIT 1 OFFSET 1')).json()).toHaveLength(1);
  });

  it('reads a valid JSON body with __proto__ or constructor keys, ignoring them, never "not valid JSON"', async () => {
    for (const payload of [
      `{"sql":${JSON.stringify(sql)},"constructor":{"prototype":{}}}`,
      `{"__proto__":{"sql":"SELECT * FROM sqlite_master"},"sql":${JSON.stringify(sql)}}`,
      `{"sql":${JSON.stringify(sql)},"nested":{"__proto__":{"polluted":true}}}`,
    ]) {
      for (const type of ['application/json', 'text/plain']) {
        const res = await app.inject({ method: 'POST', url: contentApi.query('posts'), payload, headers: { 'content-type': type } });
        expect(res.statusCode, `${type} ${payload}`).toBe(200);
        expect(res.json()).toEqual([{ count: 2 }]);
      }
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    // Without sql, the reason says so (not a JSON syntax error).
    const res = await app.inject({
      method: 'POST',
      url: contentApi.query('posts'),
      payload: '{"constructor":{"prototype":{"sql":"x"}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTENT_SQL_REJECTED', message: expect.stringContaining('{"sql": "SELECT ..."}') });
  });

  it('refuses a compressed body with 415 telling to send it uncompressed, decodable or not', async () => {
    for (const [coding, body] of [
      ['gzip', zlib.gzipSync(JSON.stringify({ sql }))],
      ['br', zlib.brotliCompressSync(JSON.stringify({ sql }))],
      ['br', Buffer.from('not brotli')],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: contentApi.query('posts'),
        payload: body,
        headers: { 'content-type': 'application/json', 'content-encoding': coding },
      });
      expect(res.statusCode, coding).toBe(415);
      expect(res.headers['accept-encoding']).toBe('identity');
      expect(res.json()).toEqual({
        statusCode: 415,
        code: 'CONTENT_UNSUPPORTED_ENCODING',
        message: expect.stringContaining(`Content-Encoding "${coding}" is not accepted: send the body uncompressed`),
      });
    }
    const identity = await app.inject({
      method: 'POST',
      url: contentApi.query('posts'),
      payload: { sql },
      headers: { 'content-encoding': 'identity' },
    });
    expect(identity.statusCode).toBe(200);
  });

  it('answers other methods on the query path with 405 and Allow: POST (OPTIONS: 204), not a 404', async () => {
    const url = contentApi.query('posts', 'v1');
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url, ...(method === 'PUT' || method === 'PATCH' ? { payload: { sql } } : {}) });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('POST');
      if (method !== 'HEAD') {
        expect(res.json(), method).toEqual({
          statusCode: 405,
          code: 'CONTENT_METHOD_NOT_ALLOWED',
          message: `${method} is not served at /__nuxt_content/posts/query: it answers POST`,
        });
      }
    }
    const options = await app.inject({ method: 'OPTIONS', url });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('POST');
  });

  it('answers other methods on the dump path with 405 and Allow: GET, HEAD (OPTIONS: 204)', async () => {
    const url = contentApi.dump('posts', info.versions.posts);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url, payload: 'x', headers: { 'content-type': 'text/plain' } });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
      expect(res.json(), method).toMatchObject({ statusCode: 405, code: 'CONTENT_METHOD_NOT_ALLOWED' });
      expect(res.json().message, method).toContain('it answers GET, HEAD');
    }
    expect((await app.inject({ method: 'OPTIONS', url })).headers.allow).toBe('GET, HEAD');
    expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // A path nothing serves is still a 404.
    expect((await app.inject({ method: 'GET', url: '/__nuxt_content/posts/other' })).json().code).toBe('CONTENT_ROUTE_NOT_FOUND');
  });
});

describe('GET /__nuxt_content/{collection}/sql_dump.txt', () => {
  it('sends the dump in the reference format, with an ETag, immutable when v is current', async () => {
    const res = await app.inject({ url: contentApi.dump('docs_en', info.versions.docs_en), headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    // base64 of gzip: already compressed, sent as is.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const statements = decodeDump(res.body);
    expect(statements[0]).toMatch(/^CREATE TABLE IF NOT EXISTS _content_info /);
    expect(statements[1]).toContain(`'checksum_docs_en', false`);
    expect(statements[1]).toContain(`'${info.versions.docs_en}'`);
    expect(statements).toContain('DROP TABLE IF EXISTS _content_docs_en; -- structure');
    expect(statements.at(-1)).toBe(`UPDATE _content_info SET ready = true WHERE id = 'checksum_docs_en'; -- meta`);
    const again = await app.inject({
      url: contentApi.dump('docs_en', info.versions.docs_en),
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a stale v with the current dump, revalidated, naming the current version', async () => {
    const stale = await app.inject({ url: contentApi.dump('posts', 'v3.5.0--stale') });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.headers['x-content-version']).toBe(info.versions.posts);
    expect(stale.headers['x-content-stale']).toBe('1');
    expect(decodeDump(stale.body).some((s) => s.startsWith('INSERT INTO _content_posts VALUES'))).toBe(true);
    const plain = await app.inject({ url: contentApi.dump('posts') });
    expect(plain.body).toBe(stale.body);
  });

  it('answers 404 for an unknown collection', async () => {
    const res = await app.inject({ url: contentApi.dump('_content_info') });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CONTENT_COLLECTION_NOT_FOUND');
  });
});

describe('JSON and text endpoints', () => {
  it('info lists a version per collection and the build id', () => {
    expect(Object.keys(info.versions)).toContain('docs_fr');
    expect(info.contentBuild).toMatch(/^[0-9a-f]{12}$/);
    expect(Number.isNaN(Date.parse(info.builtAt))).toBe(false);
  });

  it('navigation per collection and locale', async () => {
    const fr = (await app.inject({ url: contentApi.navigation('docs_fr') })).json() as NavigationNode[];
    expect(fr[0]!.children![0]).toMatchObject({
      title: 'Introduction (fr)',
      path: '/docs/getting-started',
      stem: 'fr/docs/1.getting-started',
    });
    expect((await app.inject({ url: contentApi.navigation('docs_xx') })).statusCode).toBe(404);
  });

  it("a translated locale with fallbacks: its readers' tree and index, the default locale filling the gaps", async () => {
    const own = (await app.inject({ url: contentApi.navigation('docs_fr') })).json() as NavigationNode[];
    const english = (await app.inject({ url: contentApi.navigation('docs_en') })).json() as NavigationNode[];
    const merged = (await app.inject({ url: contentApi.navigation('docs_fr', { fallbacks: true }) })).json() as NavigationNode[];
    const flat = (nodes: NavigationNode[]): NavigationNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    // The English tree's order, the French page in place, the other pages English and marked.
    expect(flat(merged).map((n) => n.path)).toEqual(flat(english).map((n) => n.path));
    const intro = flat(merged).find((n) => n.path === '/docs/getting-started' && !n.children);
    expect(intro).toMatchObject({ title: 'Introduction (fr)', stem: 'fr/docs/1.getting-started/index' });
    expect(intro!.lang).toBeUndefined();
    expect(flat(merged).find((n) => n.path === '/docs/getting-started/installation')).toMatchObject({ title: 'Installation', lang: 'en' });
    expect(flat(own).some((n) => n.path === '/docs/getting-started/installation')).toBe(false);

    // One index: French sections, and English ones only for pages without a translation.
    const { search } = await servedSearch(app, 'docs_fr', { fallbacks: true });
    expect((await search.hits('rapide')).map((r) => r.id)).toContain('/docs/getting-started#pourquoi');
    expect((await search.hits('requirements')).map((r) => r.id)).toContain('/docs/getting-started/installation#requirements');
    // The English original of the translated page is not in it.
    expect((await search.hits('fast')).map((r) => r.id)).not.toContain('/docs/getting-started#why-use-it');

    // The default locale and non-docs collections: their own outputs; a bad value is a 400.
    expect((await app.inject({ url: contentApi.navigation('docs_en', { fallbacks: true }) })).json()).toEqual(english);
    expect((await app.inject({ url: `${contentApi.navigation('docs_fr')}?fallbacks=yes` })).statusCode).toBe(400);
    expect((await app.inject({ url: contentApi.navigation('docs_xx', { fallbacks: true }) })).statusCode).toBe(404);
  });

  it('search sections, and a search index that finds Japanese text', async () => {
    const sections = (await app.inject({ url: contentApi.searchSections('docs_ja') })).json() as SearchSection[];
    expect(sections.map((s) => s.id)).toContain('/docs/getting-started#全文検索');
    const { search } = await servedSearch(app, 'docs_ja');
    expect((await search.hits('検索'))[0]?.id).toBe('/docs/getting-started#全文検索');
    // The words under the page's leading # title are the page's own section (no anchor on the page).
    expect((await search.hits('データベース')).map((r) => r.id)).toContain('/docs/getting-started');
    const noIndex = await app.inject({ url: contentApi.searchManifest('posts') });
    expect(noIndex.statusCode).toBe(404);
  });

  it('surround follows navigation order, one before and one after by default', async () => {
    const res = await app.inject({ url: contentApi.surround('docs_en', '/docs/getting-started/configuration') });
    const [prev, next] = res.json();
    expect(prev).toMatchObject({ path: '/docs/getting-started/installation', title: 'Installation', description: 'Install the module.' });
    expect(next).toMatchObject({ path: '/docs/getting-started/advanced' });
    const first = (await app.inject({ url: contentApi.surround('docs_en', '/docs/getting-started', 1, 2) })).json();
    expect(first[0]).toBeNull();
    expect(first.slice(1).map((p: { path: string }) => p.path)).toEqual([
      '/docs/getting-started/installation',
      '/docs/getting-started/configuration',
    ]);
    expect((await app.inject({ url: contentApi.surround('docs_en', '/docs/nope') })).statusCode).toBe(404);
    // A page left out of the navigation exists but has no neighbours, as the reference module answers.
    const hidden = await app.inject({ url: contentApi.surround('docs_en', '/docs/guide/hidden', 1, 2) });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual([null, null, null]);
    expect((await app.inject({ url: '/api/content/surround/docs_en?path=/docs/getting-started&before=abc' })).statusCode).toBe(400);
  });

  it('raw markdown by path from the database, never from a filesystem path', async () => {
    const res = await app.inject({ url: contentApi.raw('docs_en', '/docs/getting-started/installation') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/markdown');
    expect(res.body).toContain('## Requirements');
    for (const path of [
      '/../../package.json',
      'docs/1.getting-started/2.installation.md',
      '/docs/getting-started/../getting-started/installation',
    ]) {
      const bad = await app.inject({ url: contentApi.raw('docs_en', path) });
      expect([400, 404]).toContain(bad.statusCode);
    }
  });

  it("raw markdown at the paths its own relative links lead a reader to: file names with order prefixes, a folder's index", async () => {
    const page = await app.inject({ url: contentApi.raw('docs_en', '/docs/getting-started/installation') });
    // `./2.installation.md` followed from `/en/docs/getting-started.md`'s folder.
    const written = await app.inject({ url: contentApi.raw('docs_en', '/docs/1.getting-started/2.installation') });
    expect(written.statusCode).toBe(200);
    expect(written.body).toBe(page.body);
    const index = await app.inject({ url: contentApi.raw('docs_en', '/docs/1.getting-started/index') });
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe((await app.inject({ url: contentApi.raw('docs_en', '/docs/getting-started') })).body);
    expect((await app.inject({ url: contentApi.raw('docs_en', '/docs/1.getting-started/9.nothing') })).statusCode).toBe(404);
  });

  it('llms.txt and llms-full.txt link under the serving origin, not the one the build was given', async () => {
    const site = { ...box.site, origin: 'https://docs.example.org' };
    const served = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site, follow: false });
    try {
      const llms = (await served.inject({ url: contentApi.llms() })).body;
      expect(llms).toContain('- [Installation](https://docs.example.org/en/docs/getting-started/installation): Install the module.');
      expect(llms).not.toContain('localhost');
      const full = (await served.inject({ url: contentApi.llmsFull() })).body;
      expect(full).toContain('Source: https://docs.example.org/en/docs/getting-started/installation');
      expect(full).not.toContain('localhost');
    } finally {
      await served.close();
    }
  });

  it('llms.txt and llms-full.txt', async () => {
    const llms = await app.inject({ url: contentApi.llms() });
    expect(llms.statusCode).toBe(200);
    expect(llms.body).toContain('- [Installation](http://localhost:3000/en/docs/getting-started/installation): Install the module.');
    const full = await app.inject({ url: contentApi.llmsFull() });
    expect(full.body).toContain('Linux, macOS and Windows.');
  });

  it("a translated locale's llms.txt and llms-full.txt list its own pages under its URLs, and only docs collections have them", async () => {
    const llms = await app.inject({ url: contentApi.llms('docs_fr') });
    expect(llms.statusCode).toBe(200);
    expect(llms.headers['content-type']).toContain('text/plain');
    const lines = llms.body.split('\n');
    expect(lines).toContain('- [Introduction (fr)](http://localhost:3000/fr/docs/getting-started): Ce que fait le module.');
    // Untranslated pages are the original's (in the default locale's file, which it points to).
    expect(llms.body).not.toContain('Installation');
    expect(lines.some((line) => line.includes('http://localhost:3000/llms.txt'))).toBe(true);
    const full = await app.inject({ url: contentApi.llmsFull('docs_fr') });
    expect(full.body).toContain('Source: http://localhost:3000/fr/docs/getting-started');
    expect(full.body).toContain('Le module transforme des fichiers en base de données.');
    expect(full.body).not.toContain('title: Introduction (fr)');
    // The site's file (the default locale's collection's too) links the locales that have docs of their own.
    const site = (await app.inject({ url: contentApi.llms() })).body;
    expect((await app.inject({ url: contentApi.llms('docs_en') })).body).toBe(site);
    const section = site
      .split('\n')
      .slice(site.split('\n').indexOf('## Translations') + 1)
      .filter(Boolean);
    expect(section).toEqual([
      '- [Français](http://localhost:3000/fr/llms.txt): the documentation pages translated into Français (fr)',
      '- [日本語](http://localhost:3000/ja/llms.txt): the documentation pages translated into 日本語 (ja)',
    ]);
    // Every locale's docs collection is built; one without pages has no file.
    for (const collection of ['posts', 'docs_de', 'nope']) {
      expect((await app.inject({ url: contentApi.llms(collection) })).statusCode).toBe(404);
    }
  });

  it('a read-only endpoint answers another method 405 with its Allow, and OPTIONS 204, never a 404', async () => {
    for (const url of [contentApi.info(), contentApi.navigation('docs_en'), '/_content/_images/does-not-matter.png']) {
      const post = await app.inject({ method: 'POST', url, payload: {} });
      expect(post.statusCode, url).toBe(405);
      expect(post.headers.allow, url).toBe('GET, HEAD');
      expect(post.json(), url).toMatchObject({ code: 'CONTENT_METHOD_NOT_ALLOWED' });
      const options = await app.inject({ method: 'OPTIONS', url });
      expect(options.statusCode, url).toBe(204);
      expect(options.headers.allow, url).toBe('GET, HEAD');
    }
    // The query endpoint keeps its own: POST only.
    expect((await app.inject({ method: 'OPTIONS', url: contentApi.query('docs_en') })).headers.allow).toBe('POST');
  });

  it('unknown routes answer 404 in the error shape', async () => {
    const res = await app.inject({ url: '/api/content/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'CONTENT_ROUTE_NOT_FOUND' });
  });
});

describe('response encoding of build outputs (RFC 9110 q-values)', () => {
  const navigation = (acceptEncoding: string) =>
    app.inject({ url: contentApi.navigation('docs_en'), headers: { 'accept-encoding': acceptEncoding } });

  it("sends the coding the client ranks highest, the server's order breaking ties only", async () => {
    for (const [accept, encoding] of [
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0.3, gzip;q=0.9', 'gzip'],
      ['gzip, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await navigation(accept);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString()), accept).toEqual(JSON.parse((await navigation('identity')).body));
    }
  });

  it('answers identity;q=0 with nothing else acceptable uncompressed (no 406), varying on Accept-Encoding', async () => {
    for (const accept of ['identity;q=0', '*;q=0', 'identity;q=0, deflate']) {
      const res = await navigation(accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Array.isArray(res.json()), accept).toBe(true);
    }
  });
});

describe('a query parameter given twice', () => {
  it('is a 400 naming it on every endpoint, never a 500 from a route that read it as one value', async () => {
    for (const url of [
      '/api/_nuxt_icon/lucide.json?icons=house&icons=x',
      '/api/content/surround/docs_en?path=/docs/getting-started&path=/docs/x',
      '/api/content/raw/docs_en?path=/docs/getting-started&path=/x',
      '/api/content/navigation/docs_fr?fallbacks=1&fallbacks=1',
      '/api/content/llms.txt?collection=docs_fr&collection=docs_ja',
      `/__nuxt_content/docs_en/sql_dump.txt?v=${info.versions.docs_en}&v=x`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/^the query parameter "[a-z]+" is given more than once/);
    }
  });
});

describe('GET /_content/{file}', () => {
  it('serves images with their content type and long caching', async () => {
    const res = await app.inject({ url: '/_content/_images/cover.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
    const png = await app.inject({ url: '/_content/_images/avatar.png' });
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('revalidates by weak comparison: the gateway sends W/ tags for the gzip and br bodies it makes of a file', async () => {
    const first = await app.inject({ url: '/_content/_images/cover.svg' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    for (const held of [etag, `W/${etag}`, `"other", W/${etag}`]) {
      const again = await app.inject({ url: '/_content/_images/cover.svg', headers: { 'if-none-match': held } });
      expect(again.statusCode, held).toBe(304);
    }
    expect((await app.inject({ url: '/_content/_images/cover.svg', headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
  });

  it('a symlink named as a picture serves only a picture of that type, never a page source or a hidden file', async () => {
    const link = (name: string, target: string) => fs.symlinkSync(target, path.join(box.contentDir, '_images', name));
    // A page's markdown (a draft's source is served to nobody outside preview), a hidden folder, another type.
    link('leak.png', '../blog/hello-world.md');
    fs.mkdirSync(path.join(box.contentDir, '.private'));
    fs.copyFileSync(path.join(box.contentDir, '_images/avatar.png'), path.join(box.contentDir, '.private/kept.png'));
    link('hidden.png', '../.private/kept.png');
    link('renamed.png', 'cover.svg');
    link('alias.svg', 'cover.svg');
    for (const name of ['leak.png', 'hidden.png', 'renamed.png']) {
      const res = await app.inject({ url: `/_content/_images/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.body, name).not.toContain('Hello');
    }
    // A link to a picture of its own type is still that picture.
    const alias = await app.inject({ url: '/_content/_images/alias.svg' });
    expect(alias.statusCode).toBe(200);
    expect(alias.headers['content-type']).toBe('image/svg+xml');
  });

  it('serves the documents and media pages link to beside them, each with its type, in a sandbox', async () => {
    box.write('docs/2.guide/files/report.pdf', '%PDF-1.4 report');
    box.write('docs/2.guide/files/notes.txt', 'plain notes');
    const pdf = await app.inject({ url: '/_content/docs/2.guide/files/report.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    expect(pdf.body).toBe('%PDF-1.4 report');
    const txt = await app.inject({ url: '/_content/docs/2.guide/files/notes.txt' });
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves no file a browser would run, even under a served name', async () => {
    box.write('docs/2.guide/files/page.html', '<script>alert(1)</script>');
    fs.symlinkSync(path.join(box.contentDir, 'docs/2.guide/files/page.html'), path.join(box.contentDir, 'docs/2.guide/files/alias.pdf'));
    for (const url of ['/_content/docs/2.guide/files/page.html', '/_content/docs/2.guide/files/alias.pdf']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('refuses traversal, encoded slashes, absolute paths, NUL and non-image files', async () => {
    const attacks = [
      '/_content/../package.json',
      '/_content/_images/../../package.json',
      '/_content/%2e%2e/%2e%2e/package.json',
      '/_content/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/_content/_images%2f..%2f..%2fsecret.png',
      '/_content/..%5c..%5cwindows.png',
      '/_content//etc/passwd',
      '/_content/%2fetc%2fpasswd.png',
      '/_content/_images/cover.svg%00.md',
      '/_content/_images/%00',
      '/_content/docs/1.getting-started/2.installation.md',
      '/_content/docs/1.getting-started/.navigation.yml',
      '/_content/C:%5cwindows%5cwin.png',
      '/_content/_images/%252e%252e/cover.svg',
      '/_content/%c0%ae%c0%ae/x.png',
      '/_content/../content/../package.pdf',
      '/_content/docs/%2e%2e/%2e%2e/report.pdf',
      '/_content/docs/..%2f..%2freport.pdf',
    ];
    for (const url of attacks) {
      const res = await app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json()).toHaveProperty('code');
    }
  });
});
