/**
 * Shapes met in real third-party content that the fixture corpora did not have: pictures
 * named in component props (colour-mode images, video posters), fields left empty
 * (`image2: ""`), two templates sharing one slug, images and avatars written as a bare URL,
 * and pricing comparisons keyed by row id. Each builds, and each problem is a warning
 * naming the file and line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createContentServer } from '../src/index.ts';
import { contentApi, HEAD_META_NAMES, type NavigationNode, type NavigationView } from '@site/contracts';
import { readOutput, rows, sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let warnings: string[];
let dbPath: string;

beforeAll(async () => {
  box = sandbox('basic');
  box.write(
    'docs/1.getting-started/9.showcase.md',
    [
      '---',
      'title: Showcase',
      '---',
      '',
      '::u-page-section',
      '  :::u-color-mode-image',
      '  ---',
      '  light: /_content/_images/cover.svg',
      '  dark: /_content/_images/night-cover.svg',
      '  ---',
      '  :::',
      '::',
      '',
      ':video{controls poster="/_content/_images/poster.png" src="https://videos.example.com/tour.mp4"}',
      '',
    ].join('\n'),
  );
  box.write(
    'templates/harbor.md',
    [
      '---',
      'name: Harbor',
      'slug: starter',
      'image1: /_content/_images/cover.svg',
      'image2: ""',
      'image3: ""',
      '---',
      '',
      'A template.',
      '',
    ].join('\n'),
  );
  box.write(
    'blog/short-forms.md',
    [
      '---',
      'title: Short forms',
      'date: 2024-05-01',
      'image: /_content/_images/cover.svg',
      'authors:',
      '  - name: Ada',
      '    avatar: /_content/_images/avatar.png',
      '---',
      '',
      'Text.',
      '',
    ].join('\n'),
  );
  // Nuxt Content's head: a title and meta pairs, some of which a page may not set.
  box.write(
    'docs/1.getting-started/8.own-head.md',
    [
      '---',
      'title: Own head',
      'head:',
      '  title: Head title',
      '  meta:',
      '    - name: description',
      '      content: Described in head',
      '    - name: keywords',
      '      content: nuxt, head',
      '    - http-equiv: refresh',
      "      content: '0;url=https://evil.example'",
      '  script:',
      '    - src: https://evil.example/x.js',
      'seo:',
      '  meta:',
      '    - name: robots',
      '      content: noindex',
      '    - name: viewport',
      '      content: width=320',
      '---',
      '',
      'Text.',
      '',
    ].join('\n'),
  );
  // A folder's icon written under `navigation:`, the way page front matter writes it.
  box.write('docs/2.guide/.navigation.yml', 'title: Guides\nnavigation:\n  icon: i-lucide-book\n');
  // The docs root's own title: the sidebar's heading above the sections.
  box.write('docs/.navigation.yml', 'title: The Handbook\n');
  const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  dbPath = result.dbPath;
  warnings = result.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
});
afterAll(() => box.cleanup());

describe('real-site shapes', () => {
  it("folds front matter head: into the page's seo, the refused entries warnings at their lines", () => {
    const file = 'content/docs/1.getting-started/8.own-head.md';
    const [row] = rows(dbPath, 'SELECT title, seo, meta FROM _content_docs_en WHERE path = ?', '/docs/getting-started/own-head');
    expect(row!.title).toBe('Own head');
    expect(JSON.parse(row!.seo as string)).toEqual({
      title: 'Head title',
      description: 'Described in head',
      meta: [
        { name: 'keywords', content: 'nuxt, head' },
        { name: 'robots', content: 'noindex' },
      ],
    });
    expect(JSON.parse(row!.meta as string).head).toBeUndefined();
    const own = warnings.filter((w) => w.startsWith(`${file}:`));
    expect(own).toEqual([
      `${file}:10: "head.meta[2]" is left out of the page's head: "name" is missing or not text; "http-equiv" cannot be set`,
      `${file}:12: "head.script" is left out of the page's head: "script" cannot be set from content (only title and meta)`,
      `${file}:18: "seo.meta[1]" is left out of the page's head: only these names are allowed: ${HEAD_META_NAMES.join(', ')}`,
    ]);
  });

  it('checks pictures named in component props like any image', () => {
    const showcase = warnings.filter((w) => w.startsWith('content/docs/1.getting-started/9.showcase.md'));
    expect(showcase).toEqual([
      'content/docs/1.getting-started/9.showcase.md:6: image /_content/_images/night-cover.svg does not resolve (no file content/_images/night-cover.svg exists)',
      'content/docs/1.getting-started/9.showcase.md:14: image /_content/_images/poster.png does not resolve (no file content/_images/poster.png exists)',
    ]);
  });

  it('reads an empty field as left out, and names a slug two templates share', () => {
    // No warning for harbor's empty image2/image3; the later file in name order is the one named.
    expect(warnings.filter((w) => w.startsWith('content/templates/'))).toEqual([
      'content/templates/starter.yml:4: the template slug "starter" is already used by content/templates/harbor.md, so only one of them can be opened',
    ]);
  });

  it('takes an image and an avatar written as a bare URL, with the missing alt as a warning', () => {
    expect(warnings.filter((w) => w.startsWith('content/blog/short-forms.md'))).toEqual([
      'content/blog/short-forms.md:4: the post image has no alt text',
    ]);
  });

  it("gives a docs page's sidebar the docs root's own title, in the locale's tree too (marked as English there)", async () => {
    const app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site });
    try {
      const view = async (collection: string) =>
        (await app.inject({ url: contentApi.navigationView(collection, '/docs/guide', { fallbacks: true }) })).json() as NavigationView;
      expect(await view('docs_en')).toMatchObject({ title: 'The Handbook' });
      expect(await view('docs_fr')).toMatchObject({ title: 'The Handbook', titleLang: 'en' });
    } finally {
      await app.close();
    }
  });

  it("reads a folder's navigation fields written under `navigation:` in its .navigation.yml", () => {
    const tree = JSON.parse(readOutput(dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    expect(tree[0]!.children!.find((n) => n.path === '/docs/guide')).toMatchObject({ title: 'Guides', icon: 'i-lucide-book' });
  });
});
