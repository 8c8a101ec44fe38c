/**
 * A dev rebuild writes, once its change is served and its remaining outputs are written
 * (watcher.idle()), the database a full build of the same files writes: every table, row by
 * row and byte by byte (scripts/bench/same-build.ts), after a page's text changes, a page is
 * added between others, a page is removed, a page is renamed, a blog post (a collection
 * with drafts) becomes a draft, and a collection's only draft is published.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDifferences } from '../../scripts/bench/same-build.ts';
import { buildContent, watchContent, type ContentWatcher } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let watcher: ContentWatcher;

beforeAll(async () => {
  box = sandbox();
  watcher = await watchContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true, watchFiles: false });
});
afterAll(async () => {
  await watcher.close();
  box.cleanup();
});

/** Rebuilds `files`, waits for the rebuild's outputs, and compares with a full build of the same files. */
async function sameAsFullBuild(files: string[]): Promise<string[]> {
  const result = await watcher.rebuild(files);
  expect(result.ok).toBe(true);
  await watcher.idle();
  const full = await buildContent({ contentDir: box.contentDir, dataDir: `${box.dataDir}-full`, site: box.site, quiet: true });
  return buildDifferences(`${box.dataDir}/content.sqlite`, full.dbPath);
}

describe('a dev rebuild once settled', () => {
  it('equals a full build after a change, an added, a removed and a renamed page', async () => {
    box.write('docs/2.guide/1.writing.md', '---\ntitle: Writing pages\ndescription: Write pages.\n---\n\n## Markdown\n\nEdited text.\n');
    expect(await sameAsFullBuild(['docs/2.guide/1.writing.md'])).toEqual([]);

    box.write('docs/2.guide/0.intro.md', '---\ntitle: Intro\n---\n\n## Start\n\nFirst.\n');
    expect(await sameAsFullBuild(['docs/2.guide/0.intro.md'])).toEqual([]);

    box.remove('docs/2.guide/0.intro.md');
    expect(await sameAsFullBuild(['docs/2.guide/0.intro.md'])).toEqual([]);

    const from = 'docs/2.guide/1.writing.md';
    const to = 'docs/2.guide/5.authoring.md';
    fs.renameSync(`${box.contentDir}/${from}`, `${box.contentDir}/${to}`);
    expect(await sameAsFullBuild([from, to])).toEqual([]);
  });

  it('equals a full build after 17 pages are added one by one at one place (the gap runs out: the table is built in full)', async () => {
    for (let i = 1; i <= 17; i++) {
      const rel = `docs/2.guide/1.writing-${String(i).padStart(2, '0')}.md`;
      box.write(rel, `---\ntitle: Inserted ${i}\n---\n\nText ${i}.\n`);
      expect((await watcher.rebuild([rel])).ok).toBe(true);
    }
    expect(await sameAsFullBuild([])).toEqual([]);
  });

  it('equals a full build after a post becomes a draft, its outputs made on the settle worker', async () => {
    await watcher.close();
    watcher = await watchContent({
      contentDir: box.contentDir,
      dataDir: box.dataDir,
      site: box.site,
      quiet: true,
      watchFiles: false,
      settleWorkerMinBytes: 0,
    });
    const post = fs.readdirSync(`${box.contentDir}/blog`).find((f) => f.endsWith('.md'))!;
    const text = fs.readFileSync(`${box.contentDir}/blog/${post}`, 'utf8');
    box.write(`blog/${post}`, text.replace(/^---\n/, '---\ndraft: true\n'));
    expect(await sameAsFullBuild([`blog/${post}`])).toEqual([]);
  });

  it("equals a full build after a collection's only draft is published (its preview navigation goes)", async () => {
    const page = 'docs/2.guide/9.upcoming.md';
    box.write(page, '---\ntitle: Upcoming\ndraft: true\n---\n\nNot yet.\n');
    expect(await sameAsFullBuild([page])).toEqual([]);
    box.write(page, '---\ntitle: Upcoming\n---\n\nNow out.\n');
    expect(await sameAsFullBuild([page])).toEqual([]);
  });
});
