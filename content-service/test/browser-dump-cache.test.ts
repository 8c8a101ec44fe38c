import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CollectionQuery, contentApi, type ContentInfo } from '@site/contracts';
import { createBrowserTransport } from '@site/contracts/client';
import { buildContent, createContentServer } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let app: FastifyInstance;
let base: string;
let info: ContentInfo;
const dumpRequests: string[] = [];

beforeAll(async () => {
  box = sandbox();
  await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site });
  app.addHook('onRequest', async (request) => {
    // The transport always names the version it expects (`?v=`); the test's own reads do not.
    if (request.url.includes('/sql_dump.txt?v=')) dumpRequests.push(request.url);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  info = (await app.inject({ url: contentApi.info() })).json();
});
afterAll(async () => {
  await app.close();
  box.cleanup();
});

/** A browser visit: a fresh transport over the given storage (localStorage survives visits). */
function visit(storage: Map<string, string>, versions: Record<string, string>) {
  let loaded: (event: { downloaded: boolean; error?: Error }) => void = () => undefined;
  const local = new Promise<{ downloaded: boolean; error?: Error }>((resolve) => (loaded = resolve));
  const transport = createBrowserTransport({
    versions,
    wasmUrl: createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'),
    baseUrl: base,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    schedule: (task) => task(),
    onLocalDatabase: (event) => loaded(event),
  });
  return { transport, local };
}

const sql = new CollectionQuery('posts').select('path', 'draft', 'authors').order('path', 'ASC').toSql();

describe('browser transport keeps the dump across visits (reference client behaviour)', () => {
  it('downloads once, keeps it under the reference keys, and skips the download while the checksum is unchanged', async () => {
    const storage = new Map<string, string>();
    const first = visit(storage, info.versions);
    const overNetwork = await first.transport.query('posts', sql);
    expect(await first.local).toEqual({ collection: 'posts', version: info.versions.posts, downloaded: true });
    expect(dumpRequests).toHaveLength(1);
    expect(storage.get('content_checksum_posts')).toBe(info.versions.posts);
    expect(storage.get('content_collection_posts')).toBe((await app.inject({ url: contentApi.dump('posts') })).body);

    // Same visit: the query now runs in sql.js and answers the same decoded rows.
    expect(await first.transport.query('posts', sql)).toEqual(overNetwork);
    expect(overNetwork[0]).toEqual({ path: '/blog/hello-world', draft: false, authors: [expect.objectContaining({ name: 'Ada' })] });

    // Next visit, same checksum: loaded from storage, no download.
    const second = visit(storage, info.versions);
    await second.transport.query('posts', sql);
    expect((await second.local).downloaded).toBe(false);
    expect(dumpRequests).toHaveLength(1);
    expect(await second.transport.query('posts', sql)).toEqual(overNetwork);
  });

  it('downloads again when the expected checksum changed', async () => {
    const storage = new Map([
      ['content_checksum_posts', 'v3.5.0--older'],
      ['content_collection_posts', 'not a dump'],
    ]);
    const before = dumpRequests.length;
    const next = visit(storage, info.versions);
    await next.transport.query('posts', sql);
    expect((await next.local).downloaded).toBe(true);
    expect(dumpRequests.length).toBe(before + 1);
    expect(storage.get('content_checksum_posts')).toBe(info.versions.posts);
  });
});

describe('browser transport loads only the dumps the page wants (the visited locale)', () => {
  it('a collection the page declines is queried over the network every time, never downloaded', async () => {
    const before = dumpRequests.length;
    const loaded: string[] = [];
    const transport = createBrowserTransport({
      versions: info.versions,
      wasmUrl: createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'),
      baseUrl: base,
      storage: null,
      schedule: (task) => task(),
      localDatabase: (collection) => collection !== 'docs_en',
      onLocalDatabase: (event) => void loaded.push(event.collection),
    });
    const docs = new CollectionQuery('docs_en').select('path').order('path', 'ASC').toSql();
    const first = await transport.query('docs_en', docs);
    expect(await transport.query('docs_en', docs)).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    expect(dumpRequests.slice(before).filter((u) => u.includes('/docs_en/'))).toEqual([]);
    // The same transport still loads the dump of a collection the page wants.
    await transport.query('docs_fr', new CollectionQuery('docs_fr').select('path').toSql());
    await expect.poll(() => loaded).toEqual(['docs_fr']);
    expect(dumpRequests.slice(before).map((u) => u.split('?')[0])).toEqual(['/__nuxt_content/docs_fr/sql_dump.txt']);
  });
});

describe('browser transport when the content is rebuilt mid-session', () => {
  it("takes the newer version a network answer names, and ends up on that version's dump", async () => {
    const held: Array<() => void> = [];
    const loaded: Array<{ version: string; error?: Error }> = [];
    const transport = createBrowserTransport({
      versions: info.versions,
      wasmUrl: createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'),
      baseUrl: base,
      storage: null,
      schedule: (task) => void held.push(task),
      onLocalDatabase: (event) => void loaded.push(event),
    });
    const list = new CollectionQuery('posts').select('path').order('path', 'ASC').toSql();
    const before = await transport.query('posts', list);
    expect(held).toHaveLength(1); // the dump of the version the page was rendered with, not loaded yet

    box.write(
      'blog/mid-session.md',
      '---\ntitle: Mid\ndescription: New.\ndate: 2025-05-05\ncategory: news\nauthors:\n  - name: Ada\n---\n\nNew.\n',
    );
    await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    const current = ((await app.inject({ url: contentApi.info() })).json() as ContentInfo).versions.posts!;
    expect(current).not.toBe(info.versions.posts);

    // Still on the network: the answer is current and names the new version.
    const after = await transport.query('posts', list);
    expect(after).toEqual([...before, { path: '/blog/mid-session' }].sort((a, b) => String(a.path).localeCompare(String(b.path))));
    for (const task of held.splice(0)) task();
    await expect.poll(() => loaded.map((e) => e.version)).toContain(current);
    // Only the new version's database is kept, and it answers as the network did.
    expect(loaded.find((e) => e.version === current)?.error).toBeUndefined();
    expect(await transport.query('posts', list)).toEqual(after);
    expect(dumpRequests.at(-1)).toContain(`v=${encodeURIComponent(current)}`);
  });
});
