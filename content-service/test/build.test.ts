import fs from 'node:fs';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavigationNode, SearchSection } from '@site/contracts';
import { buildContent, ContentBuildError, type BuildResult } from '../src/index.ts';
import { decodeDump } from '../src/shared/dump-stream.ts';
import { readOutput, recorder, rows, sandbox, type Sandbox } from './helpers.ts';

describe('content build (i18n on)', () => {
  let box: Sandbox;
  let result: BuildResult;
  beforeAll(async () => {
    box = sandbox();
    result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true, strictLinks: true });
  });
  afterAll(() => box.cleanup());

  it('creates one table per collection, with docs per locale', () => {
    // One docs collection per supported locale (docs_{locale}), empty where nothing is translated.
    const docs = box.site.i18n.locales.map((l) => `docs_${l.code}`);
    expect(Object.keys(result.collections).sort()).toEqual([...docs, 'landing', 'posts', 'pricing', 'templates'].sort());
    expect(result.collections.docs_de!.rows).toBe(0);
    expect(result.collections.docs_en!.rows).toBe(8);
    expect(result.collections.docs_fr!.rows).toBe(1);
    for (const { version } of Object.values(result.collections)) expect(version).toMatch(/^v3\.5\.0--[0-9a-f]+$/);
    // The reference module's info table: its columns, one `checksum_{collection}` row each.
    const info = rows(result.dbPath, 'SELECT * FROM _content_info ORDER BY id');
    expect(Object.keys(info[0]!)).toEqual(['id', 'ready', 'structureVersion', 'version', '__hash__']);
    expect(info.map((r) => r.id)).toEqual([...docs, 'landing', 'pricing', 'posts', 'templates'].sort().map((c) => `checksum_${c}`));
    expect(info.every((r) => r.ready === 1 && r.version === result.collections[String(r.id).slice(9)]!.version)).toBe(true);
    const indexes = rows(result.dbPath, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = '_content_docs_en'").map(
      (r) => r.name,
    );
    expect(indexes).toEqual(expect.arrayContaining(['_content_docs_en_path', '_content_docs_en_stem']));
  });

  it('drops order prefixes from paths and titles and orders pages naturally (2 before 10)', () => {
    const order = JSON.parse(readOutput(result.dbPath, 'docs_en', 'order')) as Array<{ path: string; title: string }>;
    expect(order.map((p) => p.path).slice(0, 4)).toEqual([
      '/docs/getting-started',
      '/docs/getting-started/installation',
      '/docs/getting-started/configuration',
      '/docs/getting-started/advanced',
    ]);
    expect(order[0]!.title).toBe('Introduction');
    const page = rows(result.dbPath, "SELECT title, stem FROM _content_docs_en WHERE path = '/docs/getting-started/installation'")[0]!;
    expect(page).toEqual({ title: 'Installation', stem: 'docs/1.getting-started/2.installation' });
  });

  it('stores JSON as text, booleans as 0/1, dates as text, unknown front matter keys in meta', () => {
    const post = rows(result.dbPath, "SELECT * FROM _content_posts WHERE path = '/blog/hello-world'")[0]!;
    expect(post.draft).toBe(0);
    expect(post.date).toBe('2025-01-31T00:00:00.000Z');
    expect(JSON.parse(post.authors as string)[0].name).toBe('Ada');
    expect(JSON.parse(post.body as string).type).toBe('minimark');
    const advanced = rows(result.dbPath, "SELECT meta FROM _content_docs_en WHERE path = '/docs/getting-started/advanced'")[0]!;
    expect(JSON.parse(advanced.meta as string)).toEqual({ custom: 42 });
    const landing = rows(result.dbPath, "SELECT meta FROM _content_landing WHERE path = '/'")[0]!;
    expect(JSON.parse(landing.meta as string).hero.title).toBe('Write content');
  });

  it('reads yml page files as pages with an empty body', () => {
    const pricing = rows(result.dbPath, 'SELECT * FROM _content_pricing')[0]!;
    expect(pricing.path).toBe('/studio/pricing');
    expect(JSON.parse(pricing.plans as string)[0].id).toBe('free');
    expect(JSON.parse(pricing.body as string).value).toEqual([]);
    const template = rows(result.dbPath, 'SELECT path, slug, draft FROM _content_templates')[0]!;
    expect(template).toEqual({ path: '/templates/starter', slug: 'starter', draft: 0 });
    const intros = rows(result.dbPath, 'SELECT path FROM _content_landing ORDER BY path').map((r) => r.path);
    expect(intros).toEqual(['/', '/ar', '/blog', '/changelog', '/studio', '/templates']);
  });

  it('builds the navigation tree: .navigation.yml overrides and hides folders, page:false without index, navigation:false excluded', () => {
    const tree = JSON.parse(readOutput(result.dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    const docs = tree[0]!;
    expect(docs.path).toBe('/docs');
    const sections = docs.children!;
    expect(sections.map((n) => n.title)).toEqual(['Start here', 'Guide', 'No index']);
    expect(sections[0]).toMatchObject({ path: '/docs/getting-started', icon: 'i-lucide-rocket' });
    expect(sections[0]!.page).toBeUndefined();
    expect(sections[0]!.children!.map((n) => n.title)).toEqual(['Introduction', 'Installation', 'Configuration', 'Advanced']);
    expect(sections[0]!.children![1]).toMatchObject({ icon: 'i-lucide-download' });
    expect(sections[1]!.children!.map((n) => n.path)).toEqual(['/docs/guide/writing']);
    expect(sections[2]).toMatchObject({ page: false, path: '/docs/no-index' });
    expect(JSON.stringify(tree)).not.toContain('secret');
  });

  it('produces search sections per page and heading with parent titles', () => {
    const sections = JSON.parse(readOutput(result.dbPath, 'docs_en', 'sections')) as SearchSection[];
    const byId = new Map(sections.map((s) => [s.id, s]));
    expect(byId.get('/docs/getting-started/installation#requirements')).toMatchObject({
      title: 'Requirements',
      titles: ['Installation'],
      level: 2,
    });
    expect(byId.get('/docs/getting-started/installation#operating-systems')).toMatchObject({
      titles: ['Installation', 'Requirements'],
      level: 3,
      content: 'Linux, macOS and Windows.',
    });
    expect(byId.has('/docs/getting-started/installation')).toBe(true);
  });

  it('keeps raw markdown in an internal table and writes llms files', () => {
    const raw = rows(
      result.dbPath,
      "SELECT source FROM _raw_sources WHERE collection = 'docs_en' AND path = '/docs/getting-started/installation'",
    )[0]!;
    expect(raw.source).toContain('## Requirements');
    const llms = readOutput(result.dbPath, '*', 'llms');
    // Paths: the server adds the origin it serves under (api.test.ts).
    expect(llms).toContain('[Installation](/en/docs/getting-started/installation): Install the module.');
    expect(readOutput(result.dbPath, '*', 'llms-full')).toContain('Node 20 or later.');
  });

  it('writes a dump in the reference format (base64 of gzip of a JSON array, checksum row first) that sql.js loads into the same rows', async () => {
    const SQL = await initSqlJs();
    for (const collection of ['docs_en', 'posts', 'pricing']) {
      const statements = decodeDump(readOutput(result.dbPath, collection, 'dump'));
      expect(statements[0]).toMatch(/^CREATE TABLE IF NOT EXISTS _content_info /);
      expect(statements[1]).toContain(`'checksum_${collection}'`);
      const mem = new SQL.Database();
      for (const statement of statements) mem.exec(statement);
      const checksum = mem.exec(`SELECT version, ready FROM _content_info WHERE id = 'checksum_${collection}'`)[0]!.values[0]!;
      expect(checksum).toEqual([result.info.versions[collection], 1]);
      const res = mem.exec(`SELECT * FROM _content_${collection} ORDER BY id`)[0]!;
      const fromSqlJs = res.values.map((values) => Object.fromEntries(res.columns.map((c, i) => [c, values[i]])));
      // Drafts are not in the public dump.
      const published = collection === 'posts' ? ' WHERE "draft" IS NOT 1' : '';
      expect(fromSqlJs).toEqual(rows(result.dbPath, `SELECT * FROM _content_${collection}${published} ORDER BY id`));
      mem.close();
    }
  });

  it('keeps text with line breaks intact through the dump', async () => {
    const SQL = await initSqlJs();
    const mem = new SQL.Database();
    for (const statement of decodeDump(readOutput(result.dbPath, 'docs_en', 'dump'))) mem.exec(statement);
    const res = mem.exec(`SELECT body FROM _content_docs_en WHERE path = '/docs/getting-started/advanced'`)[0]!;
    const body = JSON.parse(res.values[0]![0] as string);
    expect(JSON.stringify(body)).toContain('export default');
  });
});

describe('content build (i18n off)', () => {
  it('builds a single docs collection and ignores locale folders', async () => {
    const box = sandbox('basic', { i18n: false });
    try {
      const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
      expect(Object.keys(result.collections).sort()).toEqual(['docs', 'landing', 'posts', 'pricing', 'templates']);
      expect(result.collections.docs!.rows).toBe(8);
      // content/fr/... and content/ja/... are not built without i18n, and say so.
      expect(result.warnings.some((w) => w.file === 'content/fr/docs/1.getting-started/index.md')).toBe(true);
    } finally {
      box.cleanup();
    }
  });
});

describe('build failures', () => {
  let box: Sandbox;
  beforeAll(() => {
    box = sandbox();
  });
  afterAll(() => box.cleanup());

  const build = () => buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true, strictLinks: true });

  it('reports a schema violation with the line of the offending key, and keeps the previous database', async () => {
    const first = await build();
    const before = fs.statSync(first.dbPath).ino;
    box.write(
      'blog/bad.md',
      '---\ntitle: Bad\ndescription: x\ncategory: news\ndate: 31/01/2025\nauthors:\n  - name: A\nimage:\n  src: /_content/_images/cover.svg\n  alt: x\n---\n\nText\n',
    );
    const err = await build().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentBuildError);
    const message = (err as ContentBuildError).message;
    expect(message).toContain('content/blog/bad.md:5: "date" is invalid: use a date like 2025-01-31');
    expect(fs.statSync(first.dbPath).ino).toBe(before);
    expect(fs.readdirSync(box.dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    box.remove('blog/bad.md');
  });

  it('says a failed first build wrote no database, where a later one says the previous keeps serving', async () => {
    const fresh = sandbox();
    try {
      fresh.write('docs/2.guide/9.bad.md', '---\ntitle: "never closed\n---\n\nText\n');
      const reporter = recorder();
      const err = await buildContent({ contentDir: fresh.contentDir, dataDir: fresh.dataDir, site: fresh.site, reporter }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ContentBuildError);
      expect(reporter.lines.at(-1)).toBe('build failed with 1 error; no database was written: fix them and build again');
      fresh.remove('docs/2.guide/9.bad.md');
      await buildContent({ contentDir: fresh.contentDir, dataDir: fresh.dataDir, site: fresh.site, quiet: true });
      fresh.write('docs/2.guide/9.bad.md', '---\ntitle: "never closed\n---\n\nText\n');
      const again = recorder();
      await buildContent({ contentDir: fresh.contentDir, dataDir: fresh.dataDir, site: fresh.site, reporter: again }).catch(
        () => undefined,
      );
      expect(again.lines.at(-1)).toBe('build failed with 1 error; the previous database keeps serving');
    } finally {
      fresh.cleanup();
    }
  });

  it('lists every broken file, missing required fields and bad YAML with lines', async () => {
    box.write('templates/broken.yml', 'title: Broken\nslug: Not A Slug\n');
    box.write('docs/2.guide/3.bad-yaml.md', '---\ntitle: [unclosed\n---\n\nText\n');
    const err = (await build().catch((e: unknown) => e)) as ContentBuildError;
    const lines = err.diagnostics.map((d) => `${d.file}:${d.line}`);
    expect(lines).toContain('content/templates/broken.yml:2');
    expect(err.diagnostics.some((d) => d.file === 'content/templates/broken.yml' && /"name" is required/.test(d.message))).toBe(true);
    expect(err.diagnostics.some((d) => d.file === 'content/docs/2.guide/3.bad-yaml.md')).toBe(true);
    box.remove('templates/broken.yml');
    box.remove('docs/2.guide/3.bad-yaml.md');
  });

  it('reports broken links, anchors and images as warnings, or as errors with strictLinks', async () => {
    box.write(
      'docs/2.guide/4.links.md',
      '---\ntitle: Links\n---\n\nSee [x](/docs/nope) and [y](/docs/getting-started/installation#nope).\n\n![missing](/_content/_images/missing.png)\n',
    );
    const loose = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    const texts = loose.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
    expect(texts).toContain('content/docs/2.guide/4.links.md:5: link to /docs/nope does not resolve (no page has the path /docs/nope)');
    expect(
      texts.some(
        (t) =>
          t.includes('link to /docs/getting-started/installation#nope does not resolve') && t.includes('no heading with the id "nope"'),
      ),
    ).toBe(true);
    expect(texts.some((t) => t.includes('content/docs/2.guide/4.links.md:7: image /_content/_images/missing.png'))).toBe(true);
    const strict = (await build().catch((e: unknown) => e)) as ContentBuildError;
    expect(strict.diagnostics).toHaveLength(3);
    box.remove('docs/2.guide/4.links.md');
  });

  it('runs beforeParse and afterParse hooks', async () => {
    const result = await buildContent({
      contentDir: box.contentDir,
      dataDir: box.dataDir,
      site: box.site,
      quiet: true,
      hooks: {
        beforeParse: ({ collection, source }) =>
          collection === 'docs_en' ? source.replace('Node 20 or later.', 'Node 22 or later.') : undefined,
        afterParse: ({ row }) => {
          const words = String(row.title).split(/\s+/).length;
          (row.meta as Record<string, unknown>).readingTime = words;
        },
      },
    });
    const page = rows(result.dbPath, "SELECT body, meta FROM _content_docs_en WHERE path = '/docs/getting-started/installation'")[0]!;
    expect(page.body).toContain('Node 22 or later.');
    expect(JSON.parse(page.meta as string).readingTime).toBe(1);
  });
});
