/**
 * Links as authors write them (build/link-resolution.ts): relative to their file, to files
 * with order prefixes and extensions, and in docs relative to the docs folder; they render
 * as the site paths they mean. Many broken ones are reported as one summary
 * (build/report-diagnostics.ts), with every one kept in the build result.
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/contracts';
import { buildContent, ContentBuildError } from '../src/index.ts';
import { linkResolver } from '../src/build/link-resolution.ts';
import { classifySource, type PageSource } from '../src/shared/sources.ts';
import { recorder, sandbox, type Sandbox } from './helpers.ts';

const pageSource = (rel: string) => classifySource(rel, siteConfig) as PageSource;

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
    // Outside docs a root-relative link is the site's own.
    expect(linkResolver(siteConfig, pageSource('blog/hello.md'))('/getting-started')).toBe('/getting-started');
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

  function brokenCorpus(count: number): Sandbox {
    const b = sandbox();
    for (let i = 0; i < count; i++) b.write(`docs/5.many/page-${i}.md`, `# Page ${i}\n\nA [missing page](/no-such-page-${i}).\n`);
    return b;
  }

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
    expect(lines[21]).toBe('  … and 26 more (`--strict-links` fails the build on them)');
    expect(lines).toHaveLength(22);
  });

  it('fail a strict build with every finding, reported as one summary, the previous database kept', async () => {
    box = sandbox();
    const first = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    for (let i = 0; i < 25; i++) box.write(`docs/5.many/page-${i}.md`, `# Page ${i}\n\nA [missing page](/no-such-page-${i}).\n`);
    // A broken file is still named with its line.
    box.write('docs/5.many/broken.md', '---\ntitle: [unclosed\n---\n\nText.\n');
    const reporter = recorder();
    const failed = await buildContent({
      contentDir: box.contentDir,
      dataDir: box.dataDir,
      site: box.site,
      reporter,
      strictLinks: true,
    }).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(ContentBuildError);
    expect((failed as ContentBuildError).diagnostics.filter((d) => d.reference)).toHaveLength(25);
    expect(reporter.lines.some((l) => l.startsWith('content/docs/5.many/broken.md:3:'))).toBe(true);
    expect(reporter.lines.filter((l) => l.startsWith('error: 25 links and images do not resolve'))).toHaveLength(1);
    expect(reporter.lines.filter((l) => l.includes('no-such-page') && !l.startsWith('error:'))).toHaveLength(0);
    expect(reporter.lines.at(-1)).toMatch(/the previous database keeps serving/);
    expect(new Database(first.dbPath, { readonly: true }).prepare('SELECT count(*) AS n FROM _content_docs_en').get()).toEqual({
      n: first.collections.docs_en!.rows,
    });
  });
});
