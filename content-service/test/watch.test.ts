import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CollectionQuery, contentApi, type ContentInfo } from '@site/contracts';
import { buildContent, createContentServer, watchContent, type ContentWatcher } from '../src/index.ts';
import { decodeDump } from '../src/shared/dump-stream.ts';
import { sandbox, servedSearch, type Sandbox } from './helpers.ts';

let box: Sandbox;
let watcher: ContentWatcher;
let app: FastifyInstance;
const rebuiltFiles: string[][] = [];

beforeAll(async () => {
  box = sandbox();
  watcher = await watchContent({
    contentDir: box.contentDir,
    dataDir: box.dataDir,
    site: box.site,
    quiet: true,
    watchFiles: false,
    onRebuild: (r) => rebuiltFiles.push(r.files),
  });
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, dev: true });
});
afterAll(async () => {
  await app.close();
  await watcher.close();
  box.cleanup();
});

const titleOf = async (path: string) => {
  const sql = new CollectionQuery('docs_en').path(path).select('title').firstSql();
  const res = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql } });
  return (res.json() as Array<{ title: string }>)[0]?.title;
};
const info = async () => (await app.inject({ url: contentApi.info() })).json() as ContentInfo;

describe('incremental rebuild', () => {
  it('rebuilds one changed file into its collection only, and the next request sees it', async () => {
    const before = await info();
    box.write('docs/2.guide/1.writing.md', '---\ntitle: Writing pages\ndescription: Write pages.\n---\n\n## Markdown\n\nWrite markdown.\n');
    const result = await watcher.rebuild(['docs/2.guide/1.writing.md']);
    expect(result.ok).toBe(true);
    expect(result.collections).toEqual(['docs_en']);
    expect(await titleOf('/docs/guide/writing')).toBe('Writing pages');
    const after = await info();
    expect(after.versions.docs_en).not.toBe(before.versions.docs_en);
    expect(after.versions.posts).toBe(before.versions.posts);
    const nav = (await app.inject({ url: contentApi.navigation('docs_en') })).body;
    expect(nav).toContain('Writing pages');
    // The dump follows too (derived on demand when the rebuild did not write it), with the new checksum.
    const dump = await app.inject({ url: contentApi.dump('docs_en', after.versions.docs_en) });
    expect(dump.statusCode).toBe(200);
    expect(dump.headers['cache-control']).toContain('immutable');
    const statements = decodeDump(dump.body);
    expect(statements[1]).toContain(`'${after.versions.docs_en}'`);
    expect(statements.some((s) => s.includes("'Writing pages'"))).toBe(true);
    // So does the search index, derived from the new sections.
    const { search } = await servedSearch(app, 'docs_en');
    expect((await search.hits('Writing pages'))[0]?.id).toBe('/docs/guide/writing');
  });

  it('adds and removes pages', async () => {
    box.write('docs/2.guide/3.new.md', '---\ntitle: New page\ndescription: Fresh.\n---\n\nNew.\n');
    await watcher.rebuild(['docs/2.guide/3.new.md']);
    expect(await titleOf('/docs/guide/new')).toBe('New page');
    const surround = (await app.inject({ url: contentApi.surround('docs_en', '/docs/guide/new') })).json();
    expect(surround[0].path).toBe('/docs/guide/writing');
    box.remove('docs/2.guide/3.new.md');
    await watcher.rebuild(['docs/2.guide/3.new.md']);
    expect(await titleOf('/docs/guide/new')).toBeUndefined();
    const raw = await app.inject({ url: contentApi.raw('docs_en', '/docs/guide/new') });
    expect(raw.statusCode).toBe(404);
  });

  it('keeps reading order and search sections in order when a page is added before others, edited, then removed', async () => {
    const sectionIds = async () =>
      ((await app.inject({ url: contentApi.searchSections('docs_en') })).json() as Array<{ id: string }>).map((s) => s.id.split('#')[0]);
    box.write('docs/2.guide/0.intro.md', '---\ntitle: Intro\n---\n\n## Start\n\nFirst.\n');
    await watcher.rebuild(['docs/2.guide/0.intro.md']);
    const surround = async () =>
      (await app.inject({ url: contentApi.surround('docs_en', '/docs/guide/intro') })).json() as Array<{ path: string } | null>;
    expect((await surround())[1]?.path).toBe('/docs/guide/writing');
    const ids = await sectionIds();
    expect(ids.indexOf('/docs/guide/intro')).toBeLessThan(ids.indexOf('/docs/guide/writing'));
    box.write('docs/2.guide/0.intro.md', '---\ntitle: Introduction\n---\n\n## Start\n\nFirst, edited.\n');
    await watcher.rebuild(['docs/2.guide/0.intro.md']);
    expect(await sectionIds()).toEqual(ids);
    expect((await surround())[1]?.path).toBe('/docs/guide/writing');
    box.remove('docs/2.guide/0.intro.md');
    await watcher.rebuild(['docs/2.guide/0.intro.md']);
    expect(await sectionIds()).not.toContain('/docs/guide/intro');
  });

  it('a broken change keeps the last good database serving; the fix is then written', async () => {
    const dbPath = `${box.dataDir}/content.sqlite`;
    const ino = fs.statSync(dbPath).ino;
    box.write('docs/1.getting-started/3.configuration.md', '---\ntitle: [broken\n---\n\nText\n');
    const failed = await watcher.rebuild(['docs/1.getting-started/3.configuration.md']);
    expect(failed.ok).toBe(false);
    expect(failed.errors[0]!.file).toBe('content/docs/1.getting-started/3.configuration.md');
    expect(fs.statSync(dbPath).ino).toBe(ino);
    expect(await titleOf('/docs/getting-started/configuration')).toBe('Configuration');
    box.write(
      'docs/1.getting-started/3.configuration.md',
      '---\ntitle: Settings\ndescription: Configure.\n---\n\n## Options\n\nSet them.\n',
    );
    const fixed = await watcher.rebuild(['docs/1.getting-started/3.configuration.md']);
    expect(fixed.ok).toBe(true);
    expect(await titleOf('/docs/getting-started/configuration')).toBe('Settings');
  });

  it('a .navigation.yml change rewrites only the navigation of its collection', async () => {
    box.write('docs/2.guide/.navigation.yml', 'title: Guides\nicon: i-lucide-book\n');
    const result = await watcher.rebuild(['docs/2.guide/.navigation.yml']);
    expect(result.collections).toEqual(['docs_en']);
    const nav = (await app.inject({ url: contentApi.navigation('docs_en') })).json();
    expect(nav[0].children[1]).toMatchObject({ title: 'Guides', icon: 'i-lucide-book' });
  });

  it('serves after rebuilds the same sections, search index and llms files as a full build of the same files', async () => {
    box.write(
      'docs/2.guide/1.writing.md',
      '---\ntitle: Writing pages\ndescription: Write pages.\n---\n\n## Markdown\n\nWrite markdown, edited once more.\n',
    );
    await watcher.rebuild(['docs/2.guide/1.writing.md']);
    const fresh = await createContentServer({ contentDir: box.contentDir, dataDir: `${box.dataDir}-fresh`, site: box.site, follow: false });
    try {
      await buildContent({ contentDir: box.contentDir, dataDir: `${box.dataDir}-fresh`, site: box.site, quiet: true });
      fresh.contentStore.reload();
      for (const url of [
        contentApi.searchSections('docs_en'),
        contentApi.searchManifest('docs_en'),
        contentApi.llms(),
        contentApi.llmsFull(),
      ]) {
        const [incremental, full] = await Promise.all([app.inject({ url }), fresh.inject({ url })]);
        expect(incremental.statusCode, url).toBe(200);
        expect(incremental.body, url).toBe(full.body);
      }
      expect((await app.inject({ url: contentApi.llmsFull() })).body).toContain('edited once more');
    } finally {
      await fresh.close();
    }
  });
});

describe('files a full build does not read', () => {
  it('a symlink to a file or folder outside the content folder is not read by a rebuild, as the full build does not read it', async () => {
    const outside = path.join(path.dirname(box.contentDir), 'outside');
    fs.mkdirSync(outside, { recursive: true });
    fs.writeFileSync(path.join(outside, 'secret.md'), '---\ntitle: Outside secret\n---\n\nWords from outside the content folder.\n');
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(box.contentDir, 'docs/9.leak.md'));
    fs.symlinkSync(outside, path.join(box.contentDir, 'docs/8.linked'));
    // A link loop inside the folder: no endless walk either.
    fs.symlinkSync('..', path.join(box.contentDir, 'docs/7.loop'));
    const result = await watcher.rebuild(['docs/9.leak.md', 'docs/8.linked/secret.md', 'docs/7.loop/docs/9.leak.md']);
    await watcher.idle();
    expect(result.ok).toBe(true);
    for (const page of ['/docs/leak', '/docs/linked/secret', '/docs/loop/docs/leak']) {
      expect((await app.inject({ url: contentApi.raw('docs_en', page) })).statusCode, page).toBe(404);
    }
    const dump = await app.inject({ url: contentApi.dump('docs_en') });
    expect(decodeDump(dump.body).some((s) => s.includes('Outside secret'))).toBe(false);
  });
});

describe('file watching', () => {
  it('picks up a saved file without being told', async () => {
    const live = await watchContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    try {
      const done = new Promise<void>((resolve) => {
        const timer = setInterval(async () => {
          if ((await titleOf('/docs/no-index/page')) === 'Watched page') {
            clearInterval(timer);
            resolve();
          }
        }, 50);
      });
      box.write('docs/3.no-index/1.page.md', '---\ntitle: Watched page\ndescription: x\n---\n\nText.\n');
      await done;
    } finally {
      await live.close();
    }
  });
});
