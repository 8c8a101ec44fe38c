/**
 * Links as authors write them (shared/link-resolution.ts): relative to their file, to files
 * with order prefixes and extensions, and in docs relative to the docs folder; they render
 * as the site paths they mean. Many broken ones are reported as one summary
 * (build/report-diagnostics.ts), with every one kept in the build result.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/contracts';
import { buildContent, ContentBuildError, watchContent } from '../src/index.ts';
import { formatDiagnostic, type Diagnostic } from '../src/errors.ts';
import { linkResolver } from '../src/shared/link-resolution.ts';
import { classifySource, type PageSource } from '../src/shared/sources.ts';
import { recorder, rows, sandbox, type Sandbox } from './helpers.ts';
import type { Reporter } from '../src/build/progress.ts';

const pageSource = (rel: string) => classifySource(rel, siteConfig) as PageSource;

/** A build of `box` with `--strict-links`, its error (or result) returned, reported to `reporter` or quiet. */
function strictBuild(box: Sandbox, reporter?: Reporter): Promise<unknown> {
  const output = reporter ? { reporter } : { quiet: true };
  return buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, ...output, strictLinks: true }).catch(
    (err: unknown) => err,
  );
}

describe('where a link goes', () => {
  it('takes relative links from the folder of the file they are written in', () => {
    const fromIndex = linkResolver(siteConfig, pageSource('docs/1.guide/index.md'));
    // An index page given an order prefix, as Docus corpora write it first in its folder.
    const fromOrderedIndex = linkResolver(siteConfig, pageSource('docs/1.guide/0.index.md'));
    const fromPage = linkResolver(siteConfig, pageSource('docs/1.guide/2.intro.md'));
    for (const resolve of [fromIndex, fromOrderedIndex, fromPage]) {
      expect(resolve('./writing')).toBe('/docs/guide/writing');
      expect(resolve('writing#setup')).toBe('/docs/guide/writing#setup');
      expect(resolve('../api/http-api?x=1#errors')).toBe('/docs/api/http-api?x=1#errors');
      expect(resolve('./3.writing.md#setup')).toBe('/docs/guide/writing#setup');
    }
  });

  it('maps links to files onto the paths of their pages', () => {
    const resolve = linkResolver(siteConfig, pageSource('docs/1.guide/2.intro.md'));
    expect(resolve('./3.writing.md')).toBe('/docs/guide/writing');
    expect(resolve('../2.api/index.md#top')).toBe('/docs/api#top');
    expect(resolve('/1.guide/3.writing.md')).toBe('/docs/guide/writing');
    // VitePress writes its pages' links with .html.
    expect(resolve('./writing.html#setup')).toBe('/docs/guide/writing#setup');
    expect(resolve('/guide/writing.html')).toBe('/docs/guide/writing');
    expect(resolve('../api/index.html')).toBe('/docs/api');
  });

  it('reads root-relative docs links without a site section as relative to the docs folder', () => {
    const resolve = linkResolver(siteConfig, pageSource('fr/docs/1.guide/2.intro.md'));
    expect(resolve('/getting-started/installation')).toBe('/docs/getting-started/installation');
    for (const own of [
      '/docs/guide',
      '/blog/hello',
      '/studio/pricing',
      '/_content/_images/a.png',
      '/',
      '/fr/docs/x',
      '/api/content/info',
      // Site files: public-folder pictures and feeds are served at the root.
      '/logo.png',
      '/images/cover.webp',
      '/feed.xml',
    ]) {
      expect(resolve(own)).toBe(own);
    }
    // A docs section named `api` is the docs' own; only the APIs the site serves stay as written.
    expect(resolve('/api/composables/query-collection#usage')).toBe('/docs/api/composables/query-collection#usage');
    expect(resolve('/api')).toBe('/docs/api');
    expect(resolve('/api/_nuxt_icon/lucide.json')).toBe('/api/_nuxt_icon/lucide.json');
    // Outside docs a root-relative link is the site's own.
    expect(linkResolver(siteConfig, pageSource('blog/hello.md'))('/getting-started')).toBe('/getting-started');
    expect(linkResolver(siteConfig, pageSource('blog/hello.md'))('/api/composables/x')).toBe('/api/composables/x');
  });

  it('maps root-relative links written as the repository shows them (order prefixes, .md, index) onto their pages', () => {
    for (const from of ['docs/5.links/1.relative.md', 'fr/docs/5.links/1.relative.md', 'blog/hello.md', 'index.md']) {
      const resolve = linkResolver(siteConfig, pageSource(from));
      expect(resolve('/docs/1.introduction/3.concepts')).toBe('/docs/introduction/concepts');
      expect(resolve('/docs/1.introduction/3.concepts.md#terms')).toBe('/docs/introduction/concepts#terms');
      expect(resolve('/docs/1.introduction/index')).toBe('/docs/introduction');
      expect(resolve('/docs/1.introduction/index.md')).toBe('/docs/introduction');
      expect(resolve('/docs/1.introduction/0.index.md?x=1')).toBe('/docs/introduction?x=1');
      expect(resolve('/docs/2.guides/Getting%20Started/My%20Page')).toBe('/docs/guides/getting-started/my-page');
      expect(resolve('/blog/2.hello-world.md')).toBe('/blog/hello-world');
      // Site paths stay as written, and so do version names, which have no order prefix.
      expect(resolve('/docs/introduction/concepts')).toBe('/docs/introduction/concepts');
      expect(resolve('/docs/2.x/install')).toBe('/docs/2.x/install');
    }
    // The same page as the relative form of the link.
    const relative = linkResolver(siteConfig, pageSource('docs/5.links/1.relative.md'));
    expect(relative('../1.introduction/3.concepts')).toBe('/docs/introduction/concepts');
    expect(relative('../1.introduction/index')).toBe('/docs/introduction');
  });

  it('takes links to pictures and other files beside the page to the files under content/', () => {
    const resolve = linkResolver(siteConfig, pageSource('docs/1.guide/2.intro.md'));
    expect(resolve('./files/report.pdf')).toBe('/_content/docs/1.guide/files/report.pdf');
    expect(resolve('files/Annual%20Report.pdf#page=2')).toBe('/_content/docs/1.guide/files/Annual%20Report.pdf#page=2');
    expect(resolve('../diagram.svg')).toBe('/_content/docs/diagram.svg');
    expect(resolve('../../_files/demo.mp4')).toBe('/_content/_files/demo.mp4');
    // Out of content/: left as written, for the link check to name.
    expect(resolve('../../../secrets.pdf')).toBe('../../../secrets.pdf');
  });

  it('leaves external links, fragments and queries alone', () => {
    const resolve = linkResolver(siteConfig, pageSource('docs/1.guide/2.intro.md'));
    for (const href of ['https://example.com/x.md', '//cdn.example.com/a', 'mailto:a@b.c', '#top', '?tab=2', '']) {
      expect(resolve(href)).toBe(href);
    }
  });
});

describe('links in a built corpus', () => {
  let box: Sandbox;
  afterEach(() => box?.cleanup());

  const bodyOf = (dbPath: string, path: string) => {
    const db = new Database(dbPath, { readonly: true });
    try {
      return (db.prepare('SELECT body FROM _content_docs_en WHERE path = ?').get(path) as { body: string }).body;
    } finally {
      db.close();
    }
  };

  it('render as the pages they mean and pass the strict check', async () => {
    box = sandbox();
    box.write(
      'docs/2.guide/index.md',
      '# Guide\n\nSee [writing](./writing), [the file](./1.writing.md), [install](/getting-started/installation#requirements) and [home](/).\n',
    );
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true, strictLinks: true });
    const body = bodyOf(result.dbPath, '/docs/guide');
    for (const href of ['/docs/guide/writing', '/docs/getting-started/installation#requirements', '/']) {
      expect(body).toContain(`"href":"${href}"`);
    }
    expect(body).not.toContain('1.writing.md');
  });

  it("land on any id of the target page, not only headings: footnotes and the author's own ids pass the strict check", async () => {
    box = sandbox();
    box.write(
      'docs/2.guide/notes.md',
      '# Notes\n\nA claim.[^source] See [the box](#box).\n\n<div id="box">Boxed.</div>\n\n[^source]: Where it comes from.\n',
    );
    box.write(
      'docs/2.guide/cites.md',
      '# Cites\n\nThe [source note](./notes#user-content-fn-source) and [a missing one](./notes#nowhere).\n',
    );
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    const found = result.warnings.filter((w) => w.reference).map((w) => `${w.file.split('/').pop()}: ${w.message}`);
    expect(found).toEqual([
      'cites.md: link to ./notes#nowhere (/docs/guide/notes#nowhere) does not resolve (/docs/guide/notes has no heading with the id "nowhere")',
    ]);
  });

  it('render a public-folder picture linked from docs at its root path, and count a missing one as a missing image', async () => {
    box = sandbox();
    box.writePublic('logo.png', Buffer.from('png'));
    box.write('docs/2.guide/pictures.md', '# Pictures\n\nThe [logo](/logo.png) and [a missing one](/no-such.png).\n');
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    expect(bodyOf(result.dbPath, '/docs/guide/pictures')).toContain('"href":"/logo.png"');
    const found = result.warnings.filter((w) => w.file.endsWith('pictures.md'));
    expect(found.map((w) => [w.reference, w.message])).toEqual([
      ['image', 'link to /no-such.png does not resolve (no file public/no-such.png exists)'],
    ]);
  });

  it('render a link to a file beside the page as its /_content/ URL, and name a missing one', async () => {
    box = sandbox();
    box.write('docs/2.guide/files/report.pdf', '%PDF-1.4');
    box.write('docs/2.guide/downloads.md', '# Downloads\n\nThe [report](./files/report.pdf) and [a missing one](./files/gone.zip).\n');
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    expect(bodyOf(result.dbPath, '/docs/guide/downloads')).toContain('"href":"/_content/docs/2.guide/files/report.pdf"');
    const found = result.warnings.filter((w) => w.file.endsWith('downloads.md'));
    expect(found.map((w) => w.message)).toEqual([
      'link to ./files/gone.zip (/_content/docs/2.guide/files/gone.zip) does not resolve (no file content/docs/2.guide/files/gone.zip exists)',
    ]);
    // The file itself is served with the content, not a file the build ignores.
    expect(result.warnings.some((w) => w.file.endsWith('report.pdf'))).toBe(false);
  });

  it('resolve and check the files raw HTML media name beside the page: video, poster, source and srcset', async () => {
    box = sandbox();
    for (const file of ['demo.mp4', 'poster.png', 'dark.png', 'light.png', 'light@2x.png']) box.write(`docs/2.guide/media/${file}`, 'x');
    box.write(
      'docs/2.guide/media.md',
      [
        '# Media',
        '',
        '<video src="./media/demo.mp4" poster="./media/poster.png" controls></video>',
        '',
        '<picture>',
        '  <source media="(prefers-color-scheme: dark)" srcset="./media/dark.png, ./media/missing@2x.png 2x">',
        '  <img src="./media/light.png" srcset="./media/light@2x.png 2x" alt="A picture">',
        '</picture>',
        '',
      ].join('\n'),
    );
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    const body = bodyOf(result.dbPath, '/docs/guide/media');
    for (const attribute of [
      '"src":"/_content/docs/2.guide/media/demo.mp4"',
      '"poster":"/_content/docs/2.guide/media/poster.png"',
      '"srcset":"/_content/docs/2.guide/media/dark.png, /_content/docs/2.guide/media/missing@2x.png 2x"',
      '"srcset":"/_content/docs/2.guide/media/light@2x.png 2x"',
    ]) {
      expect(body).toContain(attribute);
    }
    const found = result.warnings.filter((w) => w.file.endsWith('media.md')).map((w) => w.message);
    expect(found).toEqual([
      expect.stringContaining('image ./media/missing@2x.png (/_content/docs/2.guide/media/missing@2x.png) does not resolve'),
    ]);
  });

  it('render root-relative links written with order prefixes as the route of their page, passing the strict check', async () => {
    box = sandbox();
    box.write('docs/1.introduction/index.md', '# Introduction\n');
    box.write('docs/1.introduction/3.concepts.md', '# Concepts\n\n## Terms\n');
    box.write(
      'docs/5.links/1.relative.md',
      [
        '# Relative links',
        '',
        '- [Concepts](/docs/1.introduction/3.concepts)',
        '- [Terms](/docs/1.introduction/3.concepts.md#terms)',
        '- [Introduction](/docs/1.introduction/index)',
        '- [Relative](../1.introduction/3.concepts)',
        '',
      ].join('\n'),
    );
    box.write('blog/linking.md', '---\ntitle: Linking\ndate: 2025-01-01\n---\n\nRead [the concepts](/docs/1.introduction/3.concepts).\n');
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true, strictLinks: true });
    expect(result.warnings.filter((w) => w.reference)).toEqual([]);
    const body = bodyOf(result.dbPath, '/docs/links/relative');
    for (const href of ['/docs/introduction/concepts', '/docs/introduction/concepts#terms', '/docs/introduction']) {
      expect(body).toContain(`"href":"${href}"`);
    }
    expect(body).not.toContain('1.introduction');
    const post = new Database(result.dbPath, { readonly: true });
    try {
      const { body: postBody } = post.prepare('SELECT body FROM _content_posts WHERE path = ?').get('/blog/linking') as { body: string };
      expect(postBody).toContain('"href":"/docs/introduction/concepts"');
    } finally {
      post.close();
    }
  });

  describe('to drafts, which readers cannot open', () => {
    const draftCorpus = () => {
      const b = sandbox();
      b.write(
        'docs/2.guide/3.bare-metal.md',
        '---\ntitle: Bare metal\ndraft: true\n---\n\n# Bare metal\n\nSee [the guide](./writing) and [the other draft](./wip).\n',
      );
      b.write('docs/2.guide/4.wip.md', '---\ntitle: Work in progress\ndraft: true\n---\n\n# Work in progress\n');
      b.write(
        'docs/2.guide/5.deploying.md',
        [
          '# Deploying',
          '',
          'On [bare metal](bare-metal).',
          '',
          'The [same page](./3.bare-metal.md#bare-metal), and [a published one](./writing).',
          '',
        ].join('\n'),
      );
      // A draft translation gives way to the English page: no finding; a draft with no published page, one.
      b.write('fr/docs/2.guide/1.writing.md', '---\ntitle: Écrire\ndraft: true\n---\n\nBrouillon.\n');
      b.write('fr/docs/2.guide/2.liens.md', '# Liens\n\n[Écrire](./writing) et [brouillon](/docs/2.guide/4.wip).\n');
      return b;
    };
    const linkFindings = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.reference).map(formatDiagnostic);

    it('are findings like broken links, naming the file, the line and the draft', async () => {
      box = draftCorpus();
      const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
      expect(linkFindings(result.warnings)).toEqual([
        'content/docs/2.guide/5.deploying.md:3: link to bare-metal (/docs/guide/bare-metal) does not resolve (/docs/guide/bare-metal is a draft (`draft: true` in content/docs/2.guide/3.bare-metal.md), which readers cannot open: it is served only in preview). Publish the page (remove `draft: true`) or link elsewhere.',
        'content/docs/2.guide/5.deploying.md:5: link to ./3.bare-metal.md#bare-metal (/docs/guide/bare-metal#bare-metal) does not resolve (/docs/guide/bare-metal is a draft (`draft: true` in content/docs/2.guide/3.bare-metal.md), which readers cannot open: it is served only in preview). Publish the page (remove `draft: true`) or link elsewhere.',
        'content/fr/docs/2.guide/2.liens.md:3: link to /docs/2.guide/4.wip (/docs/guide/wip) does not resolve (/docs/guide/wip is a draft (`draft: true` in content/docs/2.guide/4.wip.md), which readers cannot open: it is served only in preview). Publish the page (remove `draft: true`) or link elsewhere.',
      ]);
      expect(result.warnings.filter((w) => w.message.includes('is a draft')).every((w) => w.reference === 'link')).toBe(true);
    });

    it('fail a strict build', async () => {
      box = draftCorpus();
      const failed = await strictBuild(box);
      expect(failed).toBeInstanceOf(ContentBuildError);
      expect(linkFindings((failed as ContentBuildError).diagnostics)).toHaveLength(3);
      expect((failed as ContentBuildError).message).toContain(
        'content/docs/2.guide/5.deploying.md:3: link to bare-metal (/docs/guide/bare-metal) does not resolve (/docs/guide/bare-metal is a draft',
      );
    });

    it('go away in dev once the draft is published, and come back when it is a draft again', async () => {
      box = draftCorpus();
      const watcher = await watchContent({
        contentDir: box.contentDir,
        dataDir: box.dataDir,
        site: box.site,
        quiet: true,
        watchFiles: false,
      });
      try {
        const drafts = (warnings: readonly Diagnostic[]) =>
          warnings.filter((w) => w.message.includes('/docs/guide/bare-metal is a draft')).map((w) => `${w.file}:${w.line}`);
        expect(drafts(watcher.initial!.warnings)).toEqual([
          'content/docs/2.guide/5.deploying.md:3',
          'content/docs/2.guide/5.deploying.md:5',
        ]);
        box.write('docs/2.guide/3.bare-metal.md', '---\ntitle: Bare metal\n---\n\n# Bare metal\n');
        expect(drafts((await watcher.rebuild(['docs/2.guide/3.bare-metal.md'])).warnings)).toEqual([]);
        box.write('docs/2.guide/3.bare-metal.md', '---\ntitle: Bare metal\ndraft: true\n---\n\n# Bare metal\n');
        expect(drafts((await watcher.rebuild(['docs/2.guide/3.bare-metal.md'])).warnings)).toHaveLength(2);
        // A draft French translation published: the French link lands on it, a published page.
        box.write('fr/docs/2.guide/4.wip.md', '# En cours\n');
        const added = await watcher.rebuild(['fr/docs/2.guide/4.wip.md']);
        expect(added.warnings.some((w) => w.file.endsWith('2.liens.md'))).toBe(false);
      } finally {
        await watcher.close();
      }
    });
  });

  function brokenCorpus(count: number): Sandbox {
    const b = sandbox();
    for (let i = 0; i < count; i++) b.write(`docs/5.many/page-${i}.md`, `# Page ${i}\n\nA [missing page](/no-such-page-${i}).\n`);
    return b;
  }

  it('check docs links into a section named api, which go to its pages (they went out as /api/…, 404s nothing reported)', async () => {
    box = sandbox();
    box.write('docs/3.api/1.composables/2.query-collection.md', '# queryCollection\n\n## Usage\n');
    box.write(
      'docs/3.api/index.md',
      '# API\n\nSee [queryCollection](/api/composables/query-collection#usage) and [a missing one](/api/composables/use-missing).\n',
    );
    const reporter = recorder();
    await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, reporter });
    const warnings = reporter.lines.filter((l) => l.startsWith('warning:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/link to \/api\/composables\/use-missing \(\/docs\/api\/composables\/use-missing\) does not resolve/);
  });

  it("resolve a front matter `to:` as the body's links are: docs-relative in docs, checked where it goes", async () => {
    box = sandbox();
    box.write(
      'docs/1.getting-started/9.patterns.md',
      '---\ntitle: Patterns\nlinks:\n  - label: Related guide\n    to: /getting-started/configuration\n  - label: Missing\n    to: ./no-such-page\n  - label: Elsewhere\n    to: https://example.com/x\n---\n\n# Patterns\n',
    );
    const reporter = recorder();
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, reporter });
    const [row] = rows(result.dbPath, `SELECT "links" FROM _content_docs_en WHERE "path" = ?`, '/docs/getting-started/patterns');
    expect(JSON.parse(row!.links as string).map((l: { to: string }) => l.to)).toEqual([
      '/docs/getting-started/configuration',
      '/docs/getting-started/no-such-page',
      'https://example.com/x',
    ]);
    const warnings = reporter.lines.filter((l) => l.startsWith('warning:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/9\.patterns\.md:7: link to \.\/no-such-page \(\/docs\/getting-started\/no-such-page\) does not resolve/);
  });

  it('are reported one per line when few fail', async () => {
    box = brokenCorpus(3);
    const reporter = recorder();
    await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, reporter });
    const warnings = reporter.lines.filter((l) => l.startsWith('warning:'));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^warning: content\/docs\/5\.many\/page-0\.md:3: link to \/no-such-page-0 \(\/docs\/no-such-page-0\) does not resolve/,
    );
  });

  it('are summarised in one warning with counts and the first twenty when many fail, every one kept in the result', async () => {
    box = brokenCorpus(45);
    box.write('docs/5.many/image.md', '# Image\n\n![](/_content/_images/cover.svg)\n');
    const reporter = recorder();
    const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, reporter });
    expect(result.warnings.filter((w) => w.reference)).toHaveLength(46);
    const warnings = reporter.lines.filter((l) => l.startsWith('warning:'));
    expect(warnings).toHaveLength(1);
    const [summary] = warnings;
    const lines = summary!.split('\n');
    expect(lines[0]).toBe(
      'warning: 46 links and images do not resolve, in 46 files (45 links to missing pages or files, 1 image without alt text); the first 20:',
    );
    expect(lines.slice(1, 21).every((l) => /^ {2}content\/docs\/5\.many\/.+:3: /.test(l))).toBe(true);
    const findings = path.join(box.dataDir, 'build-findings.txt');
    expect(lines[21]).toBe(`  … and 26 more: all 46 warnings in ${findings} (\`--strict-links\` fails the build on them)`);
    expect(lines).toHaveLength(22);
  });

  it('list every finding the summary leaves out in a file of the data folder, replaced by each build and removed when all are shown', async () => {
    box = brokenCorpus(32);
    const findings = path.join(box.dataDir, 'build-findings.txt');
    const build = (reporter = recorder()) =>
      buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, reporter }).then((result) => ({ result, reporter }));
    const first = await build();
    const listed = fs.readFileSync(findings, 'utf8').trimEnd().split('\n');
    expect(listed).toHaveLength(32);
    expect(listed).toEqual(first.result.warnings.map(formatDiagnostic));
    // The twelve the console leaves out are named there, with their file and line.
    const shown = first.reporter.lines.join('\n');
    const notShown = listed.filter((line) => !shown.includes(line));
    expect(notShown).toHaveLength(12);
    expect(notShown[0]).toMatch(
      /^content\/docs\/5\.many\/page-\d+\.md:3: link to \/no-such-page-\d+ \(\/docs\/no-such-page-\d+\) does not resolve/,
    );
    expect(shown).toContain(`… and 12 more: all 32 warnings in ${findings}`);

    // Fixed below the limit: every finding is on the console, and the file of the last build is gone.
    for (let i = 3; i < 32; i++) box.remove(`docs/5.many/page-${i}.md`);
    const second = await build();
    expect(second.reporter.lines.filter((l) => l.startsWith('warning:'))).toHaveLength(3);
    expect(fs.existsSync(findings)).toBe(false);
  });

  it('list every error of a strict build that fails with more than the console shows, in the file the summary names', async () => {
    box = brokenCorpus(32);
    const findings = path.join(box.dataDir, 'build-findings.txt');
    // An earlier build's list is replaced, not added to.
    fs.mkdirSync(box.dataDir, { recursive: true });
    fs.writeFileSync(findings, 'content/docs/old.md:1: an earlier finding\n');
    const reporter = recorder();
    const failed = await strictBuild(box, reporter);
    expect(failed).toBeInstanceOf(ContentBuildError);
    const listed = fs.readFileSync(findings, 'utf8').trimEnd().split('\n');
    expect(listed).toEqual((failed as ContentBuildError).diagnostics.map(formatDiagnostic));
    expect(listed).toHaveLength(32);
    expect(listed.every((line) => /^content\/docs\/5\.many\/page-\d+\.md:3: link to /.test(line))).toBe(true);
    const summary = reporter.lines.find((l) => l.startsWith('error: 32 links and images do not resolve'))!;
    expect(summary.split('\n').at(-1)).toBe(`  … and 12 more: all 32 errors in ${findings}`);
    // A first build: there is no earlier database to keep serving.
    expect(reporter.lines.at(-1)).toBe('build failed with 32 errors; no database was written: fix them and build again');
  });

  it('fail a strict build with every finding, reported as one summary, the previous database kept', async () => {
    box = sandbox();
    const first = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    for (let i = 0; i < 25; i++) box.write(`docs/5.many/page-${i}.md`, `# Page ${i}\n\nA [missing page](/no-such-page-${i}).\n`);
    // A broken file is still named with its line.
    box.write('docs/5.many/broken.md', '---\ntitle: [unclosed\n---\n\nText.\n');
    const reporter = recorder();
    const failed = await strictBuild(box, reporter);
    expect(failed).toBeInstanceOf(ContentBuildError);
    expect((failed as ContentBuildError).diagnostics.filter((d) => d.reference)).toHaveLength(25);
    // At the line of the `[` never closed, not at the closing ---.
    expect(reporter.lines.some((l) => l.startsWith('content/docs/5.many/broken.md:2:'))).toBe(true);
    expect(reporter.lines.filter((l) => l.startsWith('error: 25 links and images do not resolve'))).toHaveLength(1);
    expect(reporter.lines.filter((l) => l.includes('no-such-page') && !l.startsWith('error:'))).toHaveLength(0);
    expect(reporter.lines.at(-1)).toMatch(/the previous database keeps serving/);
    expect(new Database(first.dbPath, { readonly: true }).prepare('SELECT count(*) AS n FROM _content_docs_en').get()).toEqual({
      n: first.collections.docs_en!.rows,
    });
  });
});
