/**
 * What content written for other docs tools shows its readers and tells its authors:
 * `{#id}` after a heading (VitePress, Docusaurus, Pandoc, markdown-it-attrs), empty headings,
 * front matter errors at the line to fix, and links the site refuses to follow.
 */
import { describe, expect, it } from 'vitest';
import type { MinimarkNode, TocLink } from '@site/contracts';
import { ContentSyntaxError, parseMarkdown } from '../../src/markdown/index.ts';

const FILE = 'content/docs/5.links/2.anchors.md';
const parse = (source: string) => parseMarkdown(source, { file: FILE });

const headings = (nodes: MinimarkNode[]): Array<[string, unknown, string]> => {
  const out: Array<[string, unknown, string]> = [];
  const walk = (list: MinimarkNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      if (/^h[1-6]$/.test(node[0])) out.push([node[0], node[1].id, JSON.stringify(node.slice(2))]);
      walk(node.slice(2) as MinimarkNode[]);
    }
  };
  walk(nodes);
  return out;
};
const tocEntries = (links: TocLink[]): Array<[string, string]> => links.flatMap((l) => [[l.id, l.text], ...tocEntries(l.children ?? [])]);

describe('a heading id written after the heading text ({#id})', () => {
  it('is the heading id, and the braces leave its text, its table-of-contents entry and its search section', async () => {
    const parsed = await parse(
      ['# Anchors', '', '## Third heading {#custom-anchor}', '', 'Text under it.', '', 'See [the third heading](#custom-anchor).', ''].join(
        '\n',
      ),
    );
    expect(parsed.body.value[1]).toEqual(['h2', { id: 'custom-anchor' }, 'Third heading']);
    expect(tocEntries(parsed.body.toc?.links ?? [])).toEqual([['custom-anchor', 'Third heading']]);
    expect(parsed.sections.map((s) => [s.id, s.title])).toContainEqual(['#custom-anchor', 'Third heading']);
    expect(JSON.stringify(parsed.sections)).not.toContain('{#');
    expect(JSON.stringify(parsed.body)).not.toContain('{#');
    // The link to it lands: `#custom-anchor` is an anchor of the page.
    expect(parsed.anchors.has('custom-anchor')).toBe(true);
    expect(parsed.warnings).toEqual([]);
  });

  it('works on setext headings, with spaces, and with ids in any script, digits, ".", "_" and "-"', async () => {
    const parsed = await parse(
      [
        'Setext title {#setext}',
        '---',
        '',
        '## Spaced out  { #spaced }',
        '',
        '## Übersicht {#übersicht-中文}',
        '',
        '## مقدمة {#مقدمة-١}',
        '',
        '### Version 1.2 {#v1.2_notes}',
        '',
        '## Written close{#close}',
        '',
        '## Closed ATX {#closed} ##',
      ].join('\n'),
    );
    expect(headings(parsed.body.value)).toEqual([
      ['h2', 'setext', '["Setext title"]'],
      ['h2', 'spaced', '["Spaced out"]'],
      ['h2', 'übersicht-中文', '["Übersicht"]'],
      ['h2', 'مقدمة-١', '["مقدمة"]'],
      ['h3', 'v1.2_notes', '["Version 1.2"]'],
      ['h2', 'close', '["Written close"]'],
      ['h2', 'closed', '["Closed ATX"]'],
    ]);
    // An id in another form than a slug is rendered with the content prefix: its entry links there.
    expect(tocEntries(parsed.body.toc?.links ?? []).find(([, text]) => text === 'Version 1.2')?.[0]).toBe('user-content-v1.2_notes');
    expect(tocEntries(parsed.body.toc?.links ?? []).find(([, text]) => text === 'Spaced out')?.[0]).toBe('spaced');
  });

  it('works where remark-mdc reads the braces as attributes of the last inline node, or keeps them as text after one', async () => {
    const parsed = await parse(
      [
        '## **Bold**{#bold}',
        '',
        '## The `useFetch`{#use-fetch} composable',
        '',
        '## Call `useFetch` {#call}',
        '',
        '## See [docs](/docs){#see}',
      ].join('\n'),
    );
    expect(headings(parsed.body.value)).toEqual([
      ['h2', 'bold', '[["strong",{},"Bold"]]'],
      // Not the heading's end: the braces belong to the code, as MDC reads them, and the id is generated.
      ['h2', 'the-usefetch-composable', '["The ",["code",{},"useFetch"]," composable"]'],
      ['h2', 'call', '["Call ",["code",{},"useFetch"]]'],
      ['h2', 'see', '["See ",["a",{"href":"/docs"},"docs"]]'],
    ]);
    expect(tocEntries(parsed.body.toc?.links ?? []).map(([, text]) => text)).toEqual([
      'Bold',
      'The useFetch composable',
      'Call useFetch',
      'See docs',
    ]);
  });

  it('warns with file and line when written twice, and keeps every id of the page unique', async () => {
    const parsed = await parse(['## Intro', '', '## First {#intro}', '', '## Second {#intro}', '', '## Intro'].join('\n'));
    // The written id is the heading's; generated ids step around it.
    expect(headings(parsed.body.value).map(([, id]) => id)).toEqual(['intro-1', 'intro', 'intro-2', 'intro-3']);
    expect(parsed.warnings).toEqual([
      expect.objectContaining({
        file: FILE,
        line: 5,
        message: expect.stringContaining('"intro" is already the id of the heading on line 3'),
      }),
    ]);
  });

  it('never takes an id of the site itself', async () => {
    const parsed = await parse('## Main part {#main}\n');
    expect(parsed.body.value[0]).toEqual(['h2', { id: 'main-1' }, 'Main part']);
    expect(parsed.warnings).toEqual([expect.objectContaining({ file: FILE, line: 1, message: expect.stringContaining('"main"') })]);
  });

  it('is left as written when escaped, in code, or not at the end', async () => {
    const parsed = await parse(['## Shown \\{#shown}', '', '## Code `{#code}`', '', '## Middle {#mid} text'].join('\n'));
    expect(headings(parsed.body.value)).toEqual([
      ['h2', 'shown-shown', '["Shown {#shown}"]'],
      ['h2', 'code-code', '["Code ",["code",{},"{#code}"]]'],
      ['h2', 'middle-mid-text', '["Middle {#mid} text"]'],
    ]);
  });

  it('leaves the ids of headings without it as they were', async () => {
    const parsed = await parse('## Install\n\n## Install\n\n## Café & Crème!\n\n<h2 id="Own.Id">Raw</h2>\n');
    expect(headings(parsed.body.value).map(([, id]) => id)).toEqual(['install', 'install-1', 'café--crème', 'ownid']);
  });
});

describe('a heading without text', () => {
  it('is left out of the page, its table of contents and search, and is reported with file and line', async () => {
    const parsed = await parse(['# Page', '', '## First', '', 'One.', '', '## ', '', 'Two.', '', '### Under it', '', '##'].join('\n'));
    // No empty heading for a screen reader to announce: the page reads as it looks.
    expect(parsed.body.value.map((n) => (typeof n === 'string' ? n : n[0]))).toEqual(['h1', 'h2', 'p', 'p', 'h3']);
    expect(tocEntries(parsed.body.toc?.links ?? [])).toEqual([
      ['first', 'First'],
      ['under-it', 'Under it'],
    ]);
    expect(parsed.sections.map((s) => [s.id, s.title, s.titles, s.content])).toEqual([
      // The page's own section: its description, the first paragraph.
      ['', 'Page', [], 'One.'],
      ['#first', 'First', ['Page'], 'One. Two.'],
      ['#under-it', 'Under it', ['Page', 'First'], ''],
    ]);
    expect(parsed.warnings).toEqual([
      expect.objectContaining({ file: FILE, line: 7, message: expect.stringContaining('heading has no text') }),
      expect.objectContaining({ file: FILE, line: 13, message: expect.stringContaining('heading has no text') }),
    ]);
  });
});

describe('a YAML front matter error', () => {
  const lineOf = async (source: string): Promise<string> => {
    const error = await parse(source).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ContentSyntaxError);
    return (error as ContentSyntaxError).message;
  };

  it('points at the line of a quote never closed, not at the closing ---', async () => {
    const message = await lineOf('---\ntitle: "Broken front matter\ndescription: Fine\nnavigation: true\n---\n\n# Body\n');
    expect(message).toMatch(new RegExp(`^${FILE}:2: invalid YAML front matter: Missing closing "quote\\.`));
    expect(await lineOf("---\ntitle: Fine\ndescription: 'never closed\n---\n")).toMatch(new RegExp(`^${FILE}:3: `));
  });

  it('points at the line of a [ or { never closed', async () => {
    expect(await lineOf('---\ntitle: Fine\ntags: [one, two\nnavigation: true\n---\n')).toMatch(new RegExp(`^${FILE}:3: invalid YAML`));
    expect(await lineOf('---\ntitle: Fine\nseo: {title: x,\n  description: y\n---\n')).toMatch(new RegExp(`^${FILE}:3: invalid YAML`));
    expect(await lineOf('---\ntitle: Fine\nlinks:\n  - [a, b\n---\n')).toMatch(new RegExp(`^${FILE}:4: invalid YAML`));
  });
});

describe('a link that would run a script', () => {
  it('is reported with file and line, its text staying in the page unlinked', async () => {
    const parsed = await parse(
      [
        '# Links',
        '',
        'A [markdown link](javascript:alert(1)).',
        '',
        '<a href="javascript:alert(2)">A raw link</a>',
        '',
        '::card{title="A card" to="javascript:alert(document.cookie)"}',
        'Card text',
        '::',
        '',
        '[Fine](https://example.com)',
      ].join('\n'),
    );
    const text = JSON.stringify(parsed.body.value);
    expect(text).not.toContain('javascript');
    for (const kept of ['markdown link', 'A raw link', 'A card', 'Card text']) expect(text).toContain(kept);
    expect(parsed.links.map((l) => l.href)).toEqual(['https://example.com']);
    // One warning for the file, listing each place.
    expect(parsed.warnings).toHaveLength(1);
    const [warning] = parsed.warnings;
    expect(warning).toMatchObject({ file: FILE, line: 3 });
    expect(warning?.message).toContain('left out of the page for safety');
    for (const place of ['href="javascript:…" on line 3', 'href="javascript:…" on line 5', 'to="javascript:…" on line 7']) {
      expect(warning?.message).toContain(place);
    }
    // The target itself is never echoed: it may hold a script or control characters.
    expect(warning?.message).not.toContain('alert');
  });
});
