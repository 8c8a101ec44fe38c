/**
 * content-service seen by a client written for the reference content module (nuxt/content
 * v3) and nothing else (reference-client.ts): it downloads the dump over HTTP, imports it into
 * SQLite (better-sqlite3 as its server does, sql.js as its browser does), keeps `_content_info`
 * to know its version, moves to the next version by the reference's in-place path, and sends
 * the reference builder's statements to `/query`, whose answers must equal its own database's.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentApi, type ContentInfo } from '@site/contracts';
import { buildContent, createContentServer } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';
import {
  decompressDump,
  fetchDump,
  fromBetterSqlite,
  fromSqlJs,
  importLikeBrowser,
  importLikeServer,
  refineRow,
  type SqlEngine,
} from './reference-client.ts';

let box: Sandbox;
let app: FastifyInstance;
let base: string;
let SQL: Awaited<ReturnType<typeof initSqlJs>>;

const post = (slug: string, date: string, author: string, extra = '') =>
  `---\ntitle: ${slug}\ndescription: About ${slug}.\ndate: ${date}\ncategory: news\nauthors:\n  - name: ${author}\n${extra}---\n\n# ${slug}\n\nText of ${slug}.\n`;

beforeAll(async () => {
  box = sandbox();
  // Posts enough to page through, dates out of file order, and a draft no public answer holds.
  box.write('blog/b-spring.md', post('b-spring', '2025-04-02', 'Grace'));
  box.write('blog/c-winter.md', post('c-winter', '2024-12-24T18:00:00+01:00', 'Ada'));
  box.write('blog/d-draft.md', post('d-draft', '2025-06-01', 'Ada', 'draft: true\n'));
  await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  SQL = await initSqlJs();
});
afterAll(async () => {
  await app.close();
  box.cleanup();
});

const currentInfo = async () => (await (await fetch(`${base}${contentApi.info()}`)).json()) as ContentInfo;
const expectedOf = (info: ContentInfo, collection: string) => ({
  version: info.versions[collection]!,
  structureVersion: info.structureVersions[collection]!,
});
const dumpOf = (collection: string, version: string) => async () => decompressDump((await fetchDump(base, collection, version)).text);

/** POST /query as the reference's fetchQuery sends it. */
async function remoteQuery(collection: string, version: string, sql: string) {
  const res = await fetch(`${base}/__nuxt_content/${collection}/query?v=${encodeURIComponent(version)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql }),
  });
  return { res, rows: (await res.json()) as Array<Record<string, unknown>> };
}

const localQuery = (db: SqlEngine, sql: string) => db.all(sql).map((row) => refineRow(sql, row));
const columnsOf = (db: SqlEngine, table: string) => db.all(`PRAGMA table_info(${table})`).map((c) => c.name);

describe('the dump as a reference client downloads it', () => {
  it('is text, immutable under its version with an ETag, and revalidates to 304', async () => {
    const info = await currentInfo();
    const version = info.versions.docs_en!;
    const res = await fetchDump(base, 'docs_en', version);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${version}"`);
    expect(res.headers.get('x-content-version')).toBe(version);
    const again = await fetchDump(base, 'docs_en', version, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it("creates the reference's tables: _content_info's columns and a __hash__ on every row, equal to its line's tag", async () => {
    const info = await currentInfo();
    const statements = await dumpOf('posts', info.versions.posts!)();
    const db = fromSqlJs(new SQL.Database());
    expect(await importLikeBrowser(db, 'posts', info.versions.posts!, async () => statements)).toEqual({ loaded: true, failed: [] });
    expect(columnsOf(db, '_content_info')).toEqual(['id', 'ready', 'structureVersion', 'version', '__hash__']);
    expect(db.all('SELECT id, ready, structureVersion, version FROM _content_info')).toEqual([
      { id: 'checksum_posts', ready: 1, structureVersion: info.structureVersions.posts, version: info.versions.posts },
    ]);
    expect(columnsOf(db, '_content_posts').at(-1)).toBe('__hash__');
    const tags = statements.filter((s) => s.startsWith('INSERT INTO _content_posts')).map((s) => s.split(' -- ').pop());
    const hashes = db.all('SELECT __hash__ FROM _content_posts ORDER BY rowid').map((r) => r.__hash__);
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(hashes).toEqual(tags);
    expect(db.all(`SELECT id FROM _content_posts WHERE id LIKE '%d-draft.md'`)).toEqual([]); // drafts stay out of the public dump
  });
});

/** Statements as the reference's builder and helpers write them. */
const STATEMENTS: Array<[collection: string, sql: string, minRows: number]> = [
  // queryCollectionNavigation
  [
    'docs_en',
    `SELECT "navigation", "stem", "path", "title", "meta" FROM _content_docs_en WHERE ("navigation" <> 'false' OR "navigation" IS NULL) ORDER BY "stem" ASC`,
    5,
  ],
  // queryCollectionItemSurroundings with an extra field
  [
    'docs_en',
    `SELECT "navigation", "stem", "path", "title", "meta", "description" FROM _content_docs_en WHERE ("navigation" <> 'false' OR "navigation" IS NULL) ORDER BY "stem" ASC`,
    5,
  ],
  // queryCollectionSearchSections
  ['docs_en', `SELECT "path", "body", "description", "title" FROM _content_docs_en WHERE ("extension" = 'md') ORDER BY stem ASC`, 5],
  // a page by path
  ['docs_en', `SELECT * FROM _content_docs_en WHERE ("path" = '/docs/getting-started/installation') ORDER BY stem ASC LIMIT 1`, 1],
  // numbered paths: stems keep their order prefixes (1.x, 10.x, 2.x), paths do not
  ['docs_en', `SELECT "stem", "path" FROM _content_docs_en ORDER BY "stem" ASC`, 8],
  ['docs_en', `SELECT "stem", "path" FROM _content_docs_en ORDER BY "path" DESC`, 8],
  // pagination by date, and the count beside it
  ['posts', `SELECT * FROM _content_posts ORDER BY "date" DESC LIMIT 2`, 2],
  ['posts', `SELECT * FROM _content_posts ORDER BY "date" DESC LIMIT 2 OFFSET 2`, 1],
  ['posts', `SELECT COUNT(*) as count FROM _content_posts ORDER BY stem ASC`, 1],
  // dates compared as the reference stores them (UTC instants)
  [
    'posts',
    `SELECT "path", "date" FROM _content_posts WHERE ("date" BETWEEN '2025-01-01T00:00:00.000Z' AND '2025-12-31T23:59:59.999Z') ORDER BY "date" ASC`,
    2,
  ],
  ['posts', `SELECT "path", "date" FROM _content_posts WHERE ("date" < '2025-01-01') ORDER BY "date" ASC`, 1],
  // filters inside JSON fields, the only way the reference builder has
  ['posts', `SELECT "path", "authors" FROM _content_posts WHERE ("authors" LIKE '%"name":"Ada"%') ORDER BY "date" DESC`, 2],
  [
    'posts',
    `SELECT "path", "draft", "image" FROM _content_posts WHERE ("draft" = '0') AND ("categories" LIKE '%news%') ORDER BY stem ASC`,
    1,
  ],
  ['templates', `SELECT COUNT(DISTINCT category) as count FROM _content_templates ORDER BY stem ASC`, 1],
  ['templates', `SELECT * FROM _content_templates WHERE ("licenseType" IN ('free', 'paid')) ORDER BY "name" ASC`, 1],
];

describe('the docs on dumps', () => {
  // A reader copies the browser-database page's Node example; it must run as written.
  it("run the browser-database page's Node example as written", async () => {
    const page = fs.readFileSync(path.join(import.meta.dirname, '../../content/docs/4.querying/5.browser-database.md'), 'utf8');
    const example = /```ts \[load-dump\.ts\]\n([\s\S]*?)```/.exec(page)?.[1];
    expect(example).toBeDefined();
    const code = example!.replaceAll('http://localhost:3100', base);
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code], {
      cwd: path.join(import.meta.dirname, '..'),
    });
    const { rows } = await remoteQuery('posts', '', 'SELECT COUNT(*) as count FROM _content_posts ORDER BY stem ASC');
    expect(stdout.trim()).toBe(String(rows[0]!.count));
  });
});

describe("the reference builder's statements", () => {
  it('answer in the imported database exactly what /query answers: rows, order, keys and types', async () => {
    const info = await currentInfo();
    const dbs = new Map<string, SqlEngine>();
    for (const collection of new Set(STATEMENTS.map(([c]) => c))) {
      const db = fromSqlJs(new SQL.Database());
      await importLikeBrowser(db, collection, info.versions[collection]!, dumpOf(collection, info.versions[collection]!));
      dbs.set(collection, db);
    }
    for (const [collection, sql, minRows] of STATEMENTS) {
      const local = localQuery(dbs.get(collection)!, sql);
      expect(local.length, sql).toBeGreaterThanOrEqual(minRows);
      const { res, rows } = await remoteQuery(collection, info.versions[collection]!, sql);
      expect(res.status, sql).toBe(200);
      // JSON text compares order, keys and value types at once.
      expect(JSON.stringify(rows), sql).toBe(JSON.stringify(local));
    }
  });
});

describe('a new version', () => {
  it('is reached from the old one by the reference importer in place, ending with exactly the new rows', async () => {
    const before = await currentInfo();
    const engines = [fromBetterSqlite(new Database(':memory:')), fromSqlJs(new SQL.Database())];
    for (const db of engines) {
      for (const collection of ['docs_en', 'posts']) {
        const report = await importLikeServer(
          db,
          collection,
          expectedOf(before, collection),
          dumpOf(collection, before.versions[collection]!),
        );
        expect(report).toMatchObject({ loaded: true, inPlace: false, failed: [], ok: true });
      }
    }
    const untouched = engines.map((db) => db.all(`SELECT rowid, id FROM _content_docs_en WHERE id LIKE '%configuration.md'`));

    box.write('docs/1.getting-started/2.installation.md', '---\ntitle: Installation\n---\n\n# Installation\n\nNew steps.\n');
    box.remove('docs/2.guide/1.writing.md');
    box.write('docs/2.guide/3.added.md', '---\ntitle: Added\n---\n\n# Added\n\nA new page.\n');
    box.write('blog/e-new.md', post('e-new', '2025-08-08', 'Grace'));
    await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    const after = await currentInfo();
    expect(after.versions.docs_en).not.toBe(before.versions.docs_en);
    expect(after.structureVersions).toEqual(before.structureVersions);

    for (const [i, db] of engines.entries()) {
      const docs = await importLikeServer(db, 'docs_en', expectedOf(after, 'docs_en'), dumpOf('docs_en', after.versions.docs_en!));
      // Two rows gone (the edited page's old row, the removed page), two inserted, and the
      // checksum row written and marked ready: no table rebuilt.
      expect(docs).toMatchObject({ loaded: true, inPlace: true, deleted: 2, failed: [], ok: true });
      expect(docs.ran.filter((s) => s.startsWith('INSERT INTO _content_docs_en'))).toHaveLength(2);
      expect(docs.ran.filter((s) => /^(CREATE|DROP)/.test(s))).toEqual([]);
      const posts = await importLikeServer(db, 'posts', expectedOf(after, 'posts'), dumpOf('posts', after.versions.posts!));
      expect(posts).toMatchObject({ inPlace: true, deleted: 0, failed: [], ok: true });
      // An unchanged row stayed where it was.
      expect(db.all(`SELECT rowid, id FROM _content_docs_en WHERE id LIKE '%configuration.md'`)).toEqual(untouched[i]);

      // Exactly the new version's rows: as a fresh import has them, and as /query answers them.
      for (const collection of ['docs_en', 'posts']) {
        const fresh = fromSqlJs(new SQL.Database());
        await importLikeServer(fresh, collection, expectedOf(after, collection), dumpOf(collection, after.versions[collection]!));
        const sql = `SELECT * FROM _content_${collection} ORDER BY "id" ASC`;
        expect(localQuery(db, sql)).toEqual(localQuery(fresh, sql));
        expect(JSON.stringify(localQuery(db, sql))).toBe(
          JSON.stringify((await remoteQuery(collection, after.versions[collection]!, sql)).rows),
        );
      }
      expect(db.all(`SELECT version, ready FROM _content_info WHERE id = 'checksum_docs_en'`)).toEqual([
        { version: after.versions.docs_en, ready: 1 },
      ]);
    }
  });

  it('is loaded whole when the client holds another structure', async () => {
    const info = await currentInfo();
    const db = fromSqlJs(new SQL.Database());
    await importLikeServer(db, 'posts', expectedOf(info, 'posts'), dumpOf('posts', info.versions.posts!));
    db.exec(`UPDATE _content_info SET structureVersion = 'older', version = 'v3.5.0--older' WHERE id = 'checksum_posts'`);
    db.exec(`INSERT INTO _content_posts (id, __hash__) VALUES ('posts/stale.md', 'stale')`);
    const report = await importLikeServer(db, 'posts', expectedOf(info, 'posts'), dumpOf('posts', info.versions.posts!));
    expect(report).toMatchObject({ loaded: true, inPlace: false, failed: [], ok: true });
    expect(db.all(`SELECT id FROM _content_posts WHERE id = 'posts/stale.md'`)).toEqual([]);
  });

  it("is reached by a client that imported this service's earlier dumps (an info table without __hash__)", async () => {
    const info = await currentInfo();
    const db = fromSqlJs(new SQL.Database());
    // What the dumps wrote before the tables had __hash__: a four-column info table.
    db.exec('CREATE TABLE _content_info (id TEXT PRIMARY KEY, "ready" BOOLEAN, "structureVersion" VARCHAR, "version" VARCHAR)');
    db.exec(`INSERT INTO _content_info VALUES ('checksum_posts', true, 'earlier', 'v3.5.0--earlier')`);
    db.exec('CREATE TABLE _content_posts (id TEXT PRIMARY KEY, "title" TEXT)');
    const report = await importLikeServer(db, 'posts', expectedOf(info, 'posts'), dumpOf('posts', info.versions.posts!));
    expect(report).toMatchObject({ loaded: true, inPlace: false, failed: [], ok: true });
    const sql = 'SELECT * FROM _content_posts ORDER BY "id" ASC';
    expect(JSON.stringify(localQuery(db, sql))).toBe(JSON.stringify((await remoteQuery('posts', info.versions.posts!, sql)).rows));
  });

  it('is announced to a client still on the old one: /query and an old dump URL name the current version', async () => {
    const info = await currentInfo();
    const { res } = await remoteQuery('posts', 'v3.5.0--older', 'SELECT COUNT(*) as count FROM _content_posts ORDER BY stem ASC');
    expect(res.headers.get('x-content-version')).toBe(info.versions.posts);
    expect(res.headers.get('x-content-stale')).toBe('1');
    // An old dump URL answers the current dump, never cached as the old version's.
    const old = await fetchDump(base, 'posts', 'v3.5.0--older');
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('no-cache');
    expect(old.headers.get('x-content-stale')).toBe('1');
    expect(old.headers.get('x-content-version')).toBe(info.versions.posts);
    const db = fromSqlJs(new SQL.Database());
    await importLikeBrowser(db, 'posts', 'v3.5.0--older', async () => decompressDump(old.text));
    expect(db.all(`SELECT version FROM _content_info WHERE id = 'checksum_posts'`)).toEqual([{ version: info.versions.posts }]);
  });
});
