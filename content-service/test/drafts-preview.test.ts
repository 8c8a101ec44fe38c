import fs from 'node:fs';
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CollectionQuery, PREVIEW_COOKIE, contentApi, type NavigationNode, type Surround } from '@site/contracts';
import { PREVIEW_HEADER } from '@site/contracts/server';
import { buildContent, createContentServer } from '../src/index.ts';
import { decodeDump } from '../src/shared/dump-stream.ts';
import { OUTPUTS_TABLE } from '../src/shared/database.ts';
import { rows, sandbox, servedSearch, type Sandbox } from './helpers.ts';

const SECRET = 'preview-secret-of-this-test';
const DRAFT_POST = '/blog/unreleased';
const DRAFT_TEMPLATE = '/templates/secret-starter';
/** Docs have no draft column: the flag is front matter like any other (kept in `meta`). */
const DRAFT_DOC = '/docs/guide/work-in-progress';
const DRAFT_DOC_WORDS = 'Unfinished paragraph';
/** A translation still being written: readers of the locale get the English page meanwhile. */
const DRAFT_TRANSLATION_TITLE = 'Écrire (brouillon)';

let box: Sandbox;
let app: FastifyInstance;

const asPreview = { cookie: `${PREVIEW_COOKIE}=${SECRET}` };
/** Every way to ask without a valid token: none, a wrong one in each place a token is read. */
const NOT_PREVIEW: Array<{ query: string; headers: Record<string, string> }> = [
  { query: '', headers: {} },
  { query: 'preview=wrong-token-wrong-token', headers: {} },
  { query: '', headers: { cookie: `${PREVIEW_COOKIE}=wrong-token-wrong-token` } },
  { query: '', headers: { [PREVIEW_HEADER]: 'wrong-token-wrong-token' } },
  { query: 'preview=', headers: { cookie: `${PREVIEW_COOKIE}=` } },
];

function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

beforeAll(async () => {
  box = sandbox();
  box.write(
    'blog/unreleased.md',
    '---\ntitle: Unreleased feature\ndescription: Not yet.\ndate: 2025-03-01\ncategory: announcement\ndraft: true\nauthors:\n  - name: Ada\nimage:\n  src: /_content/_images/cover.svg\n  alt: A cover\n---\n\n# Unreleased feature\n\nSecret words.\n',
  );
  const template = fs.readFileSync(path.join(box.contentDir, 'templates/starter.yml'), 'utf8');
  box.write(
    'templates/secret-starter.yml',
    `${template.replace(/^slug: .*$/m, 'slug: secret-starter').replace(/^name: .*$/m, 'name: Secret starter')}\ndraft: true\n`,
  );
  box.write(
    'docs/2.guide/3.work-in-progress.md',
    `---\ntitle: Work in progress\ndraft: true\n---\n\n# Work in progress\n\n${DRAFT_DOC_WORDS} about wombats.\n`,
  );
  box.write('fr/docs/2.guide/1.writing.md', `---\ntitle: ${DRAFT_TRANSLATION_TITLE}\ndraft: true\n---\n\nTexte brouillon numbats.\n`);
  await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, env: { PREVIEW_SECRET: SECRET } });
});
afterAll(async () => {
  await app.close();
  box.cleanup();
});

/** Every endpoint that could carry a draft, with what shows the draft in its answer. */
const ENDPOINTS: Array<{ name: string; method?: 'POST'; url: string; payload?: unknown; shows: (body: string) => boolean }> = [
  {
    name: 'POST /query posts',
    method: 'POST',
    url: contentApi.query('posts'),
    payload: { sql: new CollectionQuery('posts').select('path').toSql() },
    shows: (b) => b.includes(DRAFT_POST),
  },
  {
    name: 'POST /query posts where draft = true',
    method: 'POST',
    url: contentApi.query('posts'),
    payload: { sql: new CollectionQuery('posts').where('draft', '=', true).toSql() },
    shows: (b) => b.includes(DRAFT_POST),
  },
  {
    name: 'POST /query posts count',
    method: 'POST',
    url: contentApi.query('posts'),
    payload: { sql: new CollectionQuery('posts').countSql() },
    shows: (b) => JSON.parse(b)[0].count === 3,
  },
  {
    name: 'POST /query templates',
    method: 'POST',
    url: contentApi.query('templates'),
    payload: { sql: new CollectionQuery('templates').select('path').toSql() },
    shows: (b) => b.includes(DRAFT_TEMPLATE),
  },
  { name: 'sql_dump.txt posts', url: contentApi.dump('posts'), shows: (b) => decodeDump(b).some((s) => s.includes(DRAFT_POST)) },
  {
    name: 'sql_dump.txt templates',
    url: contentApi.dump('templates'),
    shows: (b) => decodeDump(b).some((s) => s.includes(DRAFT_TEMPLATE)),
  },
  { name: 'raw markdown', url: contentApi.raw('posts', DRAFT_POST), shows: (b) => b.includes('Secret words.') },
  {
    name: 'navigation posts',
    url: contentApi.navigation('posts'),
    shows: (b) => JSON.stringify(JSON.parse(b) as NavigationNode[]).includes(DRAFT_POST),
  },
  { name: 'navigation templates', url: contentApi.navigation('templates'), shows: (b) => b.includes(DRAFT_TEMPLATE) },
  { name: 'search sections posts', url: contentApi.searchSections('posts'), shows: (b) => b.includes('Secret words') },
  {
    name: 'surround posts (around the draft)',
    url: contentApi.surround('posts', DRAFT_POST),
    shows: (b) => Array.isArray(JSON.parse(b) as Surround[]),
  },
  {
    name: 'surround posts (next to the draft)',
    url: contentApi.surround('posts', '/blog/hello-world', 5, 5),
    shows: (b) => b.includes(DRAFT_POST),
  },
  {
    name: 'POST /query docs',
    method: 'POST',
    url: contentApi.query('docs_en'),
    payload: { sql: new CollectionQuery('docs_en').select('path').toSql() },
    shows: (b) => b.includes(DRAFT_DOC),
  },
  {
    name: 'POST /query docs by path',
    method: 'POST',
    url: contentApi.query('docs_en'),
    payload: { sql: new CollectionQuery('docs_en').path(DRAFT_DOC).toSql() },
    shows: (b) => b.includes(DRAFT_DOC_WORDS),
  },
  { name: 'sql_dump.txt docs', url: contentApi.dump('docs_en'), shows: (b) => decodeDump(b).some((s) => s.includes(DRAFT_DOC)) },
  { name: 'raw markdown docs', url: contentApi.raw('docs_en', DRAFT_DOC), shows: (b) => b.includes(DRAFT_DOC_WORDS) },
  { name: 'navigation docs', url: contentApi.navigation('docs_en'), shows: (b) => b.includes(DRAFT_DOC) },
  {
    name: 'sidebar view docs',
    url: contentApi.navigationView('docs_en', '/docs/guide/writing'),
    shows: (b) => b.includes('work-in-progress'),
  },
  { name: 'search sections docs', url: contentApi.searchSections('docs_en'), shows: (b) => b.includes(DRAFT_DOC_WORDS) },
  {
    name: 'surround docs (next to the draft)',
    url: contentApi.surround('docs_en', '/docs/guide/writing', 5, 5),
    shows: (b) => b.includes(DRAFT_DOC),
  },
];

/** Answers made for readers only, the same in preview: a draft is never in them. */
const READER_ONLY: typeof ENDPOINTS = [
  { name: 'llms.txt', url: contentApi.llms(), shows: (b) => b.includes(DRAFT_DOC) },
  {
    name: 'translations of a page whose translation is a draft',
    url: contentApi.translations('/docs/guide/writing'),
    shows: (b) => b.includes('fr'),
  },
  {
    name: 'navigation docs_fr with English fallbacks',
    url: contentApi.navigation('docs_fr', { fallbacks: true }),
    shows: (b) => b.includes(DRAFT_TRANSLATION_TITLE) || !b.includes('/docs/guide/writing'),
  },
];

describe('search files (the same for every reader)', () => {
  it('find no draft, and a locale with English fallbacks finds the original where its translation is a draft', async () => {
    const en = await servedSearch(app, 'docs_en');
    expect(await en.search.hits('wombats')).toEqual([]);
    const fr = await servedSearch(app, 'docs_fr', { fallbacks: true });
    expect(await fr.search.hits('numbats')).toEqual([]);
    expect((await fr.search.hits('writing')).some((hit) => hit.id.startsWith('/docs/guide/writing'))).toBe(true);
  });
});

describe('drafts outside preview (issue 14 finding 8)', () => {
  it.each([...ENDPOINTS, ...READER_ONLY])('$name never serves a draft without a valid preview token', async (endpoint) => {
    for (const ask of NOT_PREVIEW) {
      const res = await app.inject({
        method: endpoint.method ?? 'GET',
        url: withQuery(endpoint.url, ask.query),
        headers: ask.headers,
        ...(endpoint.payload ? { payload: endpoint.payload as object } : {}),
      });
      const shown = res.statusCode === 200 && endpoint.shows(res.body);
      expect(shown, `${endpoint.name} ${JSON.stringify(ask)}: ${res.statusCode}`).toBe(false);
    }
  });

  it.each([
    ['posts', DRAFT_POST],
    ['docs_en', DRAFT_DOC],
  ])('a draft page of %s is answered like a page that does not exist', async (collection, pagePath) => {
    const raw = await app.inject({ url: contentApi.raw(collection, pagePath) });
    expect(raw.statusCode).toBe(404);
    expect(raw.json().code).toBe('CONTENT_PAGE_NOT_FOUND');
  });
});

describe('drafts in a valid preview', () => {
  it.each(ENDPOINTS)('$name serves drafts with the token in the cookie, the query or the forwarding header', async (endpoint) => {
    for (const ask of [
      { query: '', headers: asPreview },
      { query: `preview=${SECRET}`, headers: {} },
      { query: '', headers: { [PREVIEW_HEADER]: SECRET } },
    ]) {
      const res = await app.inject({
        method: endpoint.method ?? 'GET',
        url: withQuery(endpoint.url, ask.query),
        headers: ask.headers,
        ...(endpoint.payload ? { payload: endpoint.payload as object } : {}),
      });
      expect(res.statusCode, endpoint.name).toBe(200);
      expect(endpoint.shows(res.body), endpoint.name).toBe(true);
      // Preview answers are never stored by a shared cache.
      expect(String(res.headers['cache-control'])).toMatch(/private|no-store/);
    }
  });

  it('the preview dump says in its checksum row that it is not the public version', async () => {
    const info = (await app.inject({ url: contentApi.info() })).json();
    const statements = decodeDump((await app.inject({ url: contentApi.dump('posts'), headers: asPreview })).body);
    expect(statements[1]).toContain(`'${info.versions.posts}-preview'`);
  });

  it('without PREVIEW_SECRET preview is off: even the right-looking token shows no draft', async () => {
    const off = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, env: {}, follow: false });
    try {
      const res = await off.inject({ url: contentApi.raw('posts', DRAFT_POST), headers: asPreview });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

/**
 * A shared cache's reuse rule (RFC 9111 §4.1, §3): a stored response may answer a new request
 * only when it was storable and every header its Vary names has the same value in both requests.
 */
function sharedCacheReuses(stored: { cacheControl: string; vary: string; request: Record<string, string> }, next: Record<string, string>) {
  if (/\b(no-store|private)\b/i.test(stored.cacheControl)) return false;
  const names = stored.vary
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*')) return false;
  const value = (headers: Record<string, string>, name: string) =>
    Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? null;
  return names.every((name) => value(stored.request, name) === value(next, name));
}

describe('a shared cache between public and preview readers', () => {
  it.each(ENDPOINTS.filter((e) => !e.method))(
    '$name: a stored public answer cannot be handed to a preview reader, nor the reverse',
    async (endpoint) => {
      const info = (await app.inject({ url: contentApi.info() })).json() as { versions: Record<string, string> };
      // A dump asked at its current version is the `public, immutable` one.
      const dumped = /^\/__nuxt_content\/([^/]+)\/sql_dump\.txt$/.exec(endpoint.url)?.[1];
      const url = dumped ? contentApi.dump(dumped, info.versions[dumped]) : endpoint.url;
      const publicAsk = { 'accept-encoding': 'gzip' };
      const stored = async (request: Record<string, string>) => {
        const res = await app.inject({ url, headers: request });
        expect(res.statusCode, endpoint.name).toBeLessThan(500);
        return { cacheControl: String(res.headers['cache-control'] ?? ''), vary: String(res.headers.vary ?? ''), request };
      };
      const pub = await stored(publicAsk);
      if (dumped) expect(pub.cacheControl).toContain('immutable');
      for (const reader of [
        { ...publicAsk, ...asPreview },
        { ...publicAsk, [PREVIEW_HEADER]: SECRET },
      ]) {
        expect(sharedCacheReuses(pub, reader), `${endpoint.name}: public answer to ${JSON.stringify(reader)}`).toBe(false);
        expect(sharedCacheReuses(await stored(reader), publicAsk), `${endpoint.name}: preview answer to a public reader`).toBe(false);
      }
      // Readers without a token still share one stored answer.
      if (!/no-store|private/.test(pub.cacheControl)) expect(sharedCacheReuses(pub, { ...publicAsk })).toBe(true);
    },
  );
});

describe('a database built before the build recorded which collections have drafts', () => {
  it('still finds the drafts itself: hidden outside preview, shown in it', async () => {
    const dataDir = path.join(path.dirname(box.dataDir), 'data-without-drafts-output');
    fs.cpSync(box.dataDir, dataDir, { recursive: true });
    const db = new Database(path.join(dataDir, 'content.sqlite'));
    expect(db.prepare(`DELETE FROM ${OUTPUTS_TABLE} WHERE kind = 'drafts'`).run().changes).toBeGreaterThan(0);
    db.close();
    const older = await createContentServer({ contentDir: box.contentDir, dataDir, site: box.site, env: { PREVIEW_SECRET: SECRET } });
    try {
      expect((await older.inject({ url: contentApi.raw('docs_en', DRAFT_DOC) })).statusCode).toBe(404);
      const preview = await older.inject({ url: contentApi.raw('docs_en', DRAFT_DOC), headers: asPreview });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain(DRAFT_DOC_WORDS);
      // Served as it was found, not built again.
      expect(rows(path.join(dataDir, 'content.sqlite'), `SELECT 1 FROM ${OUTPUTS_TABLE} WHERE kind = 'drafts'`)).toEqual([]);
    } finally {
      await older.close();
    }
  });
});
