import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent, ContentBuildError } from '../src/index.ts';
import { sandbox } from './helpers.ts';

function snapshot(dbPath: string): Record<string, unknown> {
  const db = new Database(dbPath, { readonly: true });
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '_content_%' ORDER BY name").all() as Array<{
        name: string;
      }>
    ).map((t) => t.name);
    const out: Record<string, unknown> = {};
    for (const table of tables) out[table] = db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
    out.outputs = db.prepare("SELECT collection, kind, etag FROM _build_outputs WHERE kind <> 'info' ORDER BY collection, kind").all();
    return out;
  } finally {
    db.close();
  }
}

// Big corpora parse on worker threads as well as the build thread: the database must be the
// same as a build on one thread, and a broken file must fail the build the same way.
describe('parallel parsing', () => {
  const boxes = [sandbox(), sandbox()];
  afterAll(() => {
    for (const b of boxes) b.cleanup();
  });

  it('builds the same database on worker threads as on one thread', async () => {
    const [one, many] = boxes as [ReturnType<typeof sandbox>, ReturnType<typeof sandbox>];
    const base = { quiet: true, strictLinks: true };
    const single = await buildContent({ ...base, contentDir: one.contentDir, dataDir: one.dataDir, site: one.site, parseWorkers: 0 });
    const parallel = await buildContent({ ...base, contentDir: many.contentDir, dataDir: many.dataDir, site: many.site, parseWorkers: 2 });
    expect(parallel.collections).toEqual(single.collections);
    const a = snapshot(single.dbPath);
    const b = snapshot(parallel.dbPath);
    delete a._content_info;
    delete b._content_info;
    expect(b).toEqual(a);
  });

  it('reports a broken file with its line when it was parsed on a worker', async () => {
    const box = boxes[1]!;
    box.write('docs/1.getting-started/9.broken.md', '---\ntitle: Broken\ntitle: Twice\n---\n# Broken\n');
    const failure = await buildContent({
      contentDir: box.contentDir,
      dataDir: box.dataDir,
      site: box.site,
      quiet: true,
      parseWorkers: 2,
    }).catch((e) => e);
    expect(failure).toBeInstanceOf(ContentBuildError);
    expect((failure as ContentBuildError).message).toMatch(/9\.broken\.md:3/);
  });

  it('stops a worker stuck on a file past the time limit, fails that file as on one thread, and parses the others', async () => {
    const box = sandbox();
    try {
      // Quadratic for micromark (hostile-content.test.ts): far past the lowered limit, unbounded.
      box.write('docs/9.slow.md', `---\ntitle: Slow\n---\n\n${'*a'.repeat(20_000)}\n`);
      box.write('docs/9.tail.md', '---\ntitle: After\n---\n\n[gone](/docs/nowhere)\n');
      const failure = await buildContent({
        contentDir: box.contentDir,
        dataDir: box.dataDir,
        site: box.site,
        quiet: true,
        strictLinks: true,
        parseWorkers: 1,
        parseTimeLimitMs: 300,
      }).catch((e) => e);
      expect(failure).toBeInstanceOf(ContentBuildError);
      const diagnostics = (failure as ContentBuildError).diagnostics;
      expect(diagnostics).toContainEqual({
        file: 'content/docs/9.slow.md',
        line: 4,
        message: 'the markdown below this line is too slow to parse (parsing took longer than 0.3 s).',
        hint: expect.stringMatching(/split the file or simplify that part/),
      });
      // Files sent to the stopped worker after the slow one were parsed by its replacement.
      expect(diagnostics.some((d) => d.file === 'content/docs/9.tail.md' && /nowhere/.test(d.message))).toBe(true);
    } finally {
      box.cleanup();
    }
  });
});

// A full build reuses the pages an earlier build parsed from the same text (parse-cache.ts).
describe('parse cache', () => {
  const box = sandbox();
  afterAll(() => box.cleanup());
  const build = () => buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });

  it('builds the same database from cached pages, and parses a changed file again', async () => {
    const first = await build();
    const before = snapshot(first.dbPath);
    const second = await build();
    expect(second.collections).toEqual(first.collections);
    const again = snapshot(second.dbPath);
    delete before._content_info;
    delete again._content_info;
    expect(again).toEqual(before);

    box.write('docs/2.guide/1.writing.md', '---\ntitle: Cached no more\n---\n\n## Fresh\n\nChanged text.\n');
    const third = await build();
    expect(third.collections.docs_en!.version).not.toBe(first.collections.docs_en!.version);
    const titles = (snapshot(third.dbPath)._content_docs_en as Array<{ title: string }>).map((r) => r.title);
    expect(titles).toContain('Cached no more');
  });

  it('still reports a broken file that was fine when cached', async () => {
    box.write('docs/2.guide/1.writing.md', '---\ntitle: Broken\ntitle: Twice\n---\n# Broken\n');
    await expect(build()).rejects.toThrow(/1\.writing\.md:3/);
  });
});
