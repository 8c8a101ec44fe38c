/**
 * Files written the way other docs corpora write them (the reference content module's own
 * conventions, other editors' habits), added to the basic fixture: each must build into what
 * its author meant, or say with file and line why it cannot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinimarkNode, NavigationNode, SearchSection } from '@site/contracts';
import { buildContent, ContentBuildError, type BuildResult } from '../src/index.ts';
import { parseFrontmatterOnly } from '../src/markdown/index.ts';
import { readOutput, rows as readRows, sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let result: BuildResult;

beforeAll(async () => {
  box = sandbox('basic');
  // Partials: content other pages draw on, in a `_` folder or under a `_` name.
  box.write('docs/2.guide/_partials/snippet.md', '# Snippet\n\nShared text.\n');
  box.write('docs/2.guide/_note.md', '---\ntitle: Note\n---\n\nA partial note.\n');
  // The folder file under the name version 2 of the reference module gave it.
  box.write('docs/2.guide/_dir.yml', 'title: The guide\nicon: i-lucide-book\n');
  // Dotted front matter keys, which the reference module reads as nested objects.
  box.write(
    'docs/2.guide/3.dotted.md',
    '---\ntitle: A long title for the sidebar\nnavigation.title: Short\nnavigation.icon: i-lucide-dot\nseo.title: Search engine title\n---\n\nBody.\n',
  );
  // Saved by editors that write a byte order mark first, one with Windows line endings.
  box.write('docs/2.guide/4.bom.md', '\ufeff---\r\ntitle: Saved with a BOM\r\n---\r\n\r\nWindows text.\r\n');
  box.write('templates/notepad.json', '\ufeff{"name": "Notepad template", "description": "Saved by Notepad"}\n');
  // Descriptions written as YAML block scalars: literal (keeps line breaks) and folded.
  box.write('docs/2.guide/5.literal.md', '---\ntitle: Literal\ndescription: |\n  First line\n  second line.\n---\n\nBody.\n');
  box.write('docs/2.guide/6.folded.md', '---\ntitle: Folded\ndescription: >\n  Folded\n  text.\n---\n\nBody.\n');
  // Pictures beside the page, written relative to its file as code hosts render them.
  box.write('docs/2.guide/diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
  box.write(
    'docs/2.guide/7.pictures.md',
    [
      '# Pictures',
      '',
      '![Diagram](./diagram.svg)',
      '',
      '![Cover](../../_images/cover.svg "A cover")',
      '',
      '![Missing](nope.png)',
      '',
      '![Outside](../../../../outside.png)',
      '',
      '::color-mode-image{light="diagram.svg" dark="./diagram.svg" alt="Diagram"}',
      '::',
      '',
    ].join('\n'),
  );
  // Folders and files named as versions, which keep their whole name, and links to them.
  box.write('docs/5.versions/2.x/index.md', '# Version 2\n\nCurrent.\n');
  box.write('docs/5.versions/2.x/1.upgrade.md', '# Upgrade\n\nSee [the 1.2 notes](../1.2/10.4.3.md) and [1.x](../1.x).\n');
  box.write(
    'docs/5.versions/1.2/10.4.3.md',
    '# Release 10.4.3\n\nBack to [version 2](../2.x/index.md), [upgrading](/docs/versions/2.x/upgrade).\n',
  );
  box.write('docs/5.versions/1.x.md', '# One\n\nOld.\n');
  // Files and folders named as people name them: spaces, capitals, underscores, any script.
  box.write('docs/6.Named Like Files/index.md', 'The folder.\n');
  box.write('docs/6.Named Like Files/My Page.md', 'No title of its own.\n\n## Part one\n');
  box.write('docs/6.Named Like Files/snake_case_name.md', 'Snake.\n');
  box.write('docs/6.Named Like Files/Été à Paris!.md', 'Accents.\n');
  box.write('docs/6.Named Like Files/入門 ガイド.md', 'CJK.\n');
  box.write('docs/6.Named Like Files/Что нового.md', 'Cyrillic.\n');
  box.write('docs/6.Named Like Files/دليل البدء.md', 'Arabic.\n');
  box.write('docs/6.Named Like Files/हिन्दी पाठ.md', 'Devanagari, with its vowel signs.\n');
  box.write(
    'docs/6.Named Like Files/links.md',
    [
      '# Links',
      '',
      '[a](./My%20Page.md#part-one) [b](<./Été à Paris!.md>) [c](<../6.Named Like Files/snake_case_name.md>)',
      '[d](/docs/6.Named%20Like%20Files/入門%20ガイド.md) [e](</Named Like Files/Что нового.md>) [f](<./index.md>)',
      '',
    ].join('\n'),
  );
  // No front matter title: the first `# heading` is the title, shown above the body.
  box.write('docs/2.guide/8.heading-title.md', '# Configuration\n\nOpening words.\n\n## Options\n\nEvery option.\n');
  box.write(
    'docs/2.guide/9.links-to-title.md',
    '# Elsewhere\n\n[options](./8.heading-title.md#options) [title](./8.heading-title.md#configuration)\n',
  );
  // Inline components whose text is a prop, in the first paragraph (the description) and a section.
  box.write(
    'docs/2.guide/10.shortcuts.md',
    '# Shortcuts\n\nPress :kbd{value="ctrl"} :kbd{value="k"} for :badge{label="New"} search, :u-kbd{value="meta"} on a Mac.\n\n## Open with :kbd{value="Enter"}\n\nThen :button{label="Start" to="/docs"} or :badge[Beta]{label="ignored"}.\n',
  );
  // Pictures in front matter written relative to the file: a post's cover and avatar, a template's screenshots.
  box.write('blog/covers/beside.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
  box.write(
    'blog/relative-pictures.md',
    [
      '---',
      'title: Relative pictures',
      'description: Pictures beside the post.',
      'date: 2025-02-01',
      'category: announcement',
      'authors:',
      '  - name: Ada',
      '    avatar: ../_images/avatar.png',
      'image:',
      '  src: ./covers/beside.svg',
      '  alt: A cover beside the post',
      '---',
      '',
      'Text.',
      '',
    ].join('\n'),
  );
  box.write(
    'templates/relative.yml',
    'name: Relative\ntitle: Relative\nowner: nuxt\nsubtitle: Shots\ndescription: Beside.\nbaseDir: r\nbranch: main\nlicenseType: free\ncategory: minimal\nmainScreen: ../_images/cover.svg\nimage1: ./missing-shot.png\n',
  );
  // Valid YAML the schema's types do not say: numbers and booleans where text is meant, empty
  // values, YAML 1.1's yes/no (and in .navigation.yml), merge keys.
  box.write('docs/2.guide/11.version.md', '---\ntitle: 2.0\ndescription: 42\nnavigation: no\n---\n\nVersion two.\n');
  box.write('docs/2.guide/12.empty.md', '---\ntitle:\ndescription: ~\n---\n\n# From the heading\n\nText.\n');
  box.write(
    'docs/2.guide/13.merged.md',
    '---\ndefaults: &defaults\n  icon: i-lucide-anchor\ntitle: Merged\nnavigation:\n  <<: *defaults\n  title: Short\n---\n\nText.\n',
  );
  box.write('docs/7.year/.navigation.yml', 'title: 2024\n');
  box.write('docs/7.year/1.page.md', '# In 2024\n');
  box.write('docs/8.off/.navigation.yml', 'navigation: No\n');
  box.write('docs/8.off/1.page.md', '# Hidden folder\n');
  box.write('blog/draft-words.md', '---\ntitle: Words\ndescription: Not a draft.\ndate: 2025-03-04\ndraft: no\n---\n\nText.\n');
  box.write('blog/draft-yes.md', '---\ntitle: Draft\ndescription: A draft.\ndate: 2025-03-05\ndraft: Yes\n---\n\nText.\n');
  box.write('templates/off.yml', 'name: Off\ndraft: off\n');
  result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
});
afterAll(() => box.cleanup());

const rows = (sql: string) => readRows(result.dbPath, sql);

/** Every element of a body, depth first. */
function elements(nodes: MinimarkNode[]): Array<[string, Record<string, unknown>]> {
  return nodes.flatMap((n) =>
    typeof n === 'string' ? [] : [[n[0], n[1]] as [string, Record<string, unknown>], ...elements(n.slice(2) as MinimarkNode[])],
  );
}

function allPaths(nodes: NavigationNode[]): string[] {
  return nodes.flatMap((n) => [n.path, ...allPaths(n.children ?? [])]);
}

describe('a corpus written for other tools', () => {
  it('leaves partials (a name starting with "_") out of pages, navigation and search, without a warning', () => {
    const paths = rows('SELECT path FROM _content_docs_en').map((r) => r.path);
    expect(paths.filter((p) => String(p).includes('_'))).toEqual([]);
    const navigation = JSON.parse(readOutput(result.dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    expect(allPaths(navigation).filter((p) => p.includes('_'))).toEqual([]);
    const sections = JSON.parse(readOutput(result.dbPath, 'docs_en', 'sections')) as SearchSection[];
    expect(sections.map((s) => s.title)).not.toContain('Snippet');
    expect(result.warnings.filter((w) => w.file.includes('_partials') || w.file.includes('_note'))).toEqual([]);
  });

  it("reads a folder's _dir.yml as its .navigation.yml", () => {
    const navigation = JSON.parse(readOutput(result.dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    const guide = navigation[0]!.children!.find((n) => n.path === '/docs/guide');
    expect(guide).toMatchObject({ title: 'The guide', icon: 'i-lucide-book' });
  });

  it('reads dotted front matter keys (navigation.title) as nested fields', () => {
    const navigation = JSON.parse(readOutput(result.dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    const guide = navigation[0]!.children!.find((n) => n.path === '/docs/guide');
    expect(guide?.children?.find((n) => n.path === '/docs/guide/dotted')).toMatchObject({ title: 'Short', icon: 'i-lucide-dot' });
    const [page] = rows("SELECT title, seo, meta FROM _content_docs_en WHERE path = '/docs/guide/dotted'");
    expect(page?.title).toBe('A long title for the sidebar');
    expect(JSON.parse(String(page?.seo))).toMatchObject({ title: 'Search engine title' });
    expect(JSON.parse(String(page?.meta))).toEqual({});
  });

  it('lets nested keys win over dotted ones, and never writes through __proto__', () => {
    const data = parseFrontmatterOnly(
      '---\nnavigation: false\nnavigation.title: Ignored\nseo:\n  title: Kept\nseo.title: Ignored\nseo.description: Added\n__proto__.polluted: yes\n---\n',
      'x.md',
    );
    expect(data).toEqual({ navigation: false, seo: { title: 'Kept', description: 'Added' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads files that start with a byte order mark: data files parse, llms-full.txt has no front matter', () => {
    expect(rows("SELECT name FROM _content_templates WHERE path = '/templates/notepad'")).toEqual([{ name: 'Notepad template' }]);
    const full = readOutput(result.dbPath, '*', 'llms-full');
    const page = full.slice(full.indexOf('# Saved with a BOM'));
    expect(page).toContain('Windows text.');
    expect(page.slice(0, page.indexOf('Windows text.'))).not.toContain('title:');
    expect(String(rows("SELECT source FROM _raw_sources WHERE path = '/docs/guide/bom'")[0]?.source).startsWith('---')).toBe(true);
  });

  it('writes each llms.txt entry on one line, however its description was written', () => {
    const lines = readOutput(result.dbPath, '*', 'llms').split('\n');
    const entries = lines.slice(lines.indexOf('## Docs') + 2, -1);
    expect(entries.every((line) => line.startsWith('- ['))).toBe(true);
    expect(entries).toContain('- [Literal](/en/docs/guide/literal): First line second line.');
    expect(entries).toContain('- [Folded](/en/docs/guide/folded): Folded text.');
  });

  it('keeps version-like names whole (2.x, 1.2, 10.4.3, 1.x) and strips only order prefixes; links to them resolve', () => {
    const paths = rows("SELECT path FROM _content_docs_en WHERE path LIKE '/docs/versions/%' ORDER BY path").map((r) => r.path);
    expect(paths).toEqual(['/docs/versions/1.2/10.4.3', '/docs/versions/1.x', '/docs/versions/2.x', '/docs/versions/2.x/upgrade']);
    const navigation = JSON.parse(readOutput(result.dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    const versions = allPaths(navigation).filter((p) => p.startsWith('/docs/versions'));
    expect(versions).toContain('/docs/versions/1.2');
    expect(versions).not.toContain('/docs/versions/2');
    const [upgrade] = rows("SELECT body FROM _content_docs_en WHERE path = '/docs/versions/2.x/upgrade'");
    const hrefs = (body: unknown) =>
      elements((JSON.parse(String(body)) as { value: MinimarkNode[] }).value)
        .filter(([tag]) => tag === 'a')
        .map(([, props]) => props.href);
    expect(hrefs(upgrade?.body)).toEqual(['/docs/versions/1.2/10.4.3', '/docs/versions/1.x']);
    const [release] = rows("SELECT body FROM _content_docs_en WHERE path = '/docs/versions/1.2/10.4.3'");
    expect(hrefs(release?.body)).toEqual(['/docs/versions/2.x', '/docs/versions/2.x/upgrade']);
    expect(result.warnings.filter((w) => w.file.includes('versions'))).toEqual([]);
  });

  it('turns file and folder names into slugs in any script, titles humanised from the names as written', () => {
    const pages = rows("SELECT path, title FROM _content_docs_en WHERE path LIKE '/docs/named-like-files%' ORDER BY path");
    expect(pages).toEqual(
      [
        { path: '/docs/named-like-files', title: 'Named Like Files' },
        { path: '/docs/named-like-files/links', title: 'Links' },
        { path: '/docs/named-like-files/my-page', title: 'My Page' },
        { path: '/docs/named-like-files/snake-case-name', title: 'Snake case name' },
        { path: '/docs/named-like-files/دليل-البدء', title: 'دليل البدء' },
        { path: '/docs/named-like-files/été-à-paris', title: 'Été à Paris!' },
        { path: '/docs/named-like-files/что-нового', title: 'Что нового' },
        { path: '/docs/named-like-files/हिन्दी-पाठ', title: 'हिन्दी पाठ' },
        { path: '/docs/named-like-files/入門-ガイド', title: '入門 ガイド' },
      ].sort((a, b) => (a.path < b.path ? -1 : 1)),
    );
    const navigation = JSON.parse(readOutput(result.dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    const folder = navigation[0]!.children!.find((n) => n.path === '/docs/named-like-files');
    expect(folder?.title).toBe('Named Like Files');
  });

  it('resolves links written to the original file names (relative, root- and docs-relative) to the slugged paths', () => {
    const [page] = rows("SELECT body FROM _content_docs_en WHERE path = '/docs/named-like-files/links'");
    const hrefs = elements((JSON.parse(String(page?.body)) as { value: MinimarkNode[] }).value)
      .filter(([tag]) => tag === 'a')
      .map(([, props]) => decodeURI(String(props.href)));
    expect(hrefs).toEqual([
      '/docs/named-like-files/my-page#part-one',
      '/docs/named-like-files/été-à-paris',
      '/docs/named-like-files/snake-case-name',
      '/docs/named-like-files/入門-ガイド',
      '/docs/named-like-files/что-нового',
      '/docs/named-like-files',
    ]);
    expect(result.warnings.filter((w) => w.file.includes('Named Like Files'))).toEqual([]);
  });

  it('fails the build naming both files when two names make the same path', async () => {
    const clash = sandbox('basic');
    try {
      clash.write('docs/2.guide/My Page.md', '# One\n');
      clash.write('docs/2.guide/my_page.md', '# Two\n');
      const err = (await buildContent({ contentDir: clash.contentDir, dataDir: clash.dataDir, site: clash.site, quiet: true }).catch(
        (e: unknown) => e,
      )) as ContentBuildError;
      expect(err).toBeInstanceOf(ContentBuildError);
      const [clashError] = err.diagnostics.filter((d) => d.message.includes('/docs/guide/my-page'));
      const files = ['content/docs/2.guide/My Page.md', 'content/docs/2.guide/my_page.md'];
      expect(files).toContain(clashError?.file);
      expect(clashError?.line).toBe(1);
      expect(clashError?.message).toContain(`${files.find((f) => f !== clashError?.file)}:1`);
    } finally {
      clash.cleanup();
    }
  });

  it("gives a body's leading # title no search section of its own: a hit lands on the page or an anchor it has", () => {
    const sections = (JSON.parse(readOutput(result.dbPath, 'docs_en', 'sections')) as SearchSection[]).filter((s) =>
      s.id.startsWith('/docs/guide/heading-title'),
    );
    expect(sections.map(({ id, title, titles, content }) => ({ id, title, titles, content }))).toEqual([
      { id: '/docs/guide/heading-title', title: 'Configuration', titles: [], content: 'Opening words.' },
      { id: '/docs/guide/heading-title#options', title: 'Options', titles: ['Configuration'], content: 'Every option.' },
    ]);
    // The link check agrees: the title heading is no anchor of the page.
    const warnings = result.warnings.filter((w) => w.file.endsWith('9.links-to-title.md')).map((w) => w.message);
    expect(warnings).toEqual([expect.stringContaining('has no heading with the id "configuration"')]);
  });

  it('reads the text inline components show from a prop (kbd, badge, button) into descriptions and search', () => {
    const [page] = rows("SELECT description FROM _content_docs_en WHERE path = '/docs/guide/shortcuts'");
    expect(page?.description).toBe('Press Ctrl K for New search, ⌘ on a Mac.');
    const sections = (JSON.parse(readOutput(result.dbPath, 'docs_en', 'sections')) as SearchSection[]).filter((s) =>
      s.id.startsWith('/docs/guide/shortcuts'),
    );
    expect(sections.map(({ id, title, content }) => ({ id, title, content }))).toEqual([
      { id: '/docs/guide/shortcuts', title: 'Shortcuts', content: 'Press Ctrl K for New search, ⌘ on a Mac.' },
      // The heading's id is made from its written text, as the reference module makes it.
      { id: '/docs/guide/shortcuts#open-with', title: 'Open with ↵', content: 'Then Start or Beta.' },
    ]);
  });

  it('resolves pictures in front matter written relative to the file, and names a missing one as written', () => {
    const [post] = rows("SELECT image, authors FROM _content_posts WHERE path = '/blog/relative-pictures'");
    expect(JSON.parse(String(post?.image))).toMatchObject({ src: '/_content/blog/covers/beside.svg' });
    expect(JSON.parse(String(post?.authors))[0]).toMatchObject({ avatar: { src: '/_content/_images/avatar.png' } });
    const [template] = rows("SELECT mainScreen, image1 FROM _content_templates WHERE path = '/templates/relative'");
    expect(template).toEqual({ mainScreen: '/_content/_images/cover.svg', image1: '/_content/templates/missing-shot.png' });
    expect(result.warnings.filter((w) => w.file === 'content/blog/relative-pictures.md')).toEqual([]);
    expect(result.warnings.filter((w) => w.file === 'content/templates/relative.yml').map((w) => `${w.line}: ${w.message}`)).toEqual([
      '11: image ./missing-shot.png (/_content/templates/missing-shot.png) does not resolve (no file content/templates/missing-shot.png exists)',
    ]);
  });

  it('finds pictures written relative to the page file under content/, and names the missing one', () => {
    const [page] = rows("SELECT body FROM _content_docs_en WHERE path = '/docs/guide/pictures'");
    const body = (JSON.parse(String(page?.body)) as { value: MinimarkNode[] }).value;
    expect(
      elements(body)
        .filter(([tag]) => tag === 'img')
        .map(([, props]) => props.src),
    ).toEqual([
      '/_content/docs/2.guide/diagram.svg',
      '/_content/_images/cover.svg',
      '/_content/docs/2.guide/nope.png',
      // Out of content/: left as written, and named by the check.
      '../../../../outside.png',
    ]);
    const modeImage = elements(body).find(([tag]) => tag === 'color-mode-image')?.[1];
    expect([modeImage?.light, modeImage?.dark]).toEqual(['/_content/docs/2.guide/diagram.svg', '/_content/docs/2.guide/diagram.svg']);
    const pictureWarnings = result.warnings
      .filter((w) => w.file === 'content/docs/2.guide/7.pictures.md')
      .map((w) => `${w.line}: ${w.message}`);
    expect(pictureWarnings).toEqual([
      '7: image nope.png (/_content/docs/2.guide/nope.png) does not resolve (no file content/docs/2.guide/nope.png exists)',
      expect.stringContaining('9: image ../../../../outside.png does not resolve'),
    ]);
  });

  it('reads valid YAML as its author meant it: numbers as the text written, empty values as none, yes/no where a boolean is wanted, merge keys', () => {
    expect(result.warnings.filter((w) => /version|empty|merged|draft-|off|year/.test(w.file))).toEqual([]);
    const page = (path: string) => rows(`SELECT title, description, navigation FROM _content_docs_en WHERE path = '${path}'`)[0];
    expect(page('/docs/guide/version')).toEqual({ title: '2.0', description: '42', navigation: 'false' });
    expect(page('/docs/guide/empty')).toMatchObject({ title: 'From the heading' });
    const navigation = JSON.parse(readOutput(result.dbPath, 'docs_en', 'navigation')) as NavigationNode[];
    const paths = allPaths(navigation);
    expect(paths).not.toContain('/docs/guide/version');
    expect(paths.filter((p) => p.startsWith('/docs/off'))).toEqual([]);
    const guide = navigation[0]!.children!.find((n) => n.path === '/docs/guide');
    expect(guide?.children?.find((n) => n.path === '/docs/guide/merged')).toMatchObject({ title: 'Short', icon: 'i-lucide-anchor' });
    expect(navigation[0]!.children!.find((n) => n.path === '/docs/year')?.title).toBe('2024');
    expect(rows("SELECT path, draft FROM _content_posts WHERE path LIKE '/blog/draft-%' ORDER BY path")).toEqual([
      { path: '/blog/draft-words', draft: 0 },
      { path: '/blog/draft-yes', draft: 1 },
    ]);
    expect(rows("SELECT draft FROM _content_templates WHERE path = '/templates/off'")).toEqual([{ draft: 0 }]);
  });

  it('still refuses a word that is no boolean where one is wanted, naming file and line', async () => {
    const bad = sandbox('basic');
    try {
      bad.write('blog/maybe.md', '---\ntitle: Maybe\ndescription: d\ndate: 2025-03-04\ndraft: maybe\n---\n\nText.\n');
      const err = (await buildContent({ contentDir: bad.contentDir, dataDir: bad.dataDir, site: bad.site, quiet: true }).catch(
        (e: unknown) => e,
      )) as ContentBuildError;
      expect(err).toBeInstanceOf(ContentBuildError);
      expect(err.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual(['content/blog/maybe.md:5']);
    } finally {
      bad.cleanup();
    }
  });
});
