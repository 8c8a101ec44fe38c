import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/index.ts';

const parse = (source: string, tocDepth?: number) =>
  parseMarkdown(source, tocDepth === undefined ? { file: 'x.md' } : { file: 'x.md', tocDepth });

describe('heading ids', () => {
  it('are GitHub slugs, unique per page', async () => {
    const parsed = await parse('## Install\n\n## Install\n\n## Café & Crème!\n\n### `useAsyncData()`');
    const ids = parsed.body.value.map((n) => (typeof n === 'string' ? null : n[1].id));
    expect(ids).toEqual(['install', 'install-1', 'café--crème', 'useasyncdata']);
  });

  it('restart for every page', async () => {
    await parse('## Same');
    const parsed = await parse('## Same');
    expect(parsed.body.value[0]).toEqual(['h2', { id: 'same' }, 'Same']);
  });

  it('reach headings inside components', async () => {
    const parsed = await parse('::steps\n### First\nDo it\n::');
    expect(parsed.body.value).toEqual([['steps', {}, ['h3', { id: 'first' }, 'First'], ['p', {}, 'Do it']]]);
  });
});

describe('toc', () => {
  const source = '# Title\n\n## One\n\n### One A\n\n#### Deep\n\n### One B\n\n## Two\n\n::steps\n### In steps\n::';

  it('lists h2 with nested h3 by default', async () => {
    const { body } = await parse(source);
    expect(body.toc).toEqual({
      title: '',
      searchDepth: 2,
      depth: 3,
      links: [
        {
          id: 'one',
          depth: 2,
          text: 'One',
          children: [
            { id: 'one-a', depth: 3, text: 'One A', children: [] },
            { id: 'one-b', depth: 3, text: 'One B', children: [] },
          ],
        },
        { id: 'two', depth: 2, text: 'Two', children: [{ id: 'in-steps', depth: 3, text: 'In steps', children: [] }] },
      ],
    });
  });

  it('follows the tocDepth option', async () => {
    const shallow = await parse(source, 2);
    expect(shallow.body.toc?.links.map((l) => [l.id, l.children?.length])).toEqual([
      ['one', 0],
      ['two', 0],
    ]);
    const deep = await parse(source, 4);
    expect(deep.body.toc?.links[0]?.children?.[0]?.children).toEqual([{ id: 'deep', depth: 4, text: 'Deep', children: [] }]);
  });
});

describe('title and description', () => {
  it('come from the first h1 and the first paragraph', async () => {
    const parsed = await parse('Lead **paragraph** text.\n\n# Real title\n\nSecond.');
    expect(parsed.title).toBe('Real title');
    expect(parsed.description).toBe('Lead paragraph text.');
  });

  it('are null when the page has none', async () => {
    const parsed = await parse('## Only h2\n\n- a list');
    expect(parsed.title).toBeNull();
    expect(parsed.description).toBeNull();
  });
});

describe('search sections (spec §3)', () => {
  it('give one section for the page and one per heading, with parent titles and content', async () => {
    const parsed = await parse(
      '---\ntitle: Guide\n---\n\nIntro with [a link](/x).\n\n## Setup\n\nInstall it.\n\n### Config\n\nEdit `nuxt.config.ts`.\n\n#### Deeper\n\nDeep text.\n\n## Usage\n\n::note\nCallout text.\n::\n\n###### Tiny\n\nsmall',
    );
    expect(parsed.sections).toEqual([
      { id: '', title: 'Guide', titles: [], content: 'Intro with a link.', level: 1 },
      { id: '#setup', title: 'Setup', titles: ['Guide'], content: 'Install it.', level: 2 },
      { id: '#config', title: 'Config', titles: ['Guide', 'Setup'], content: 'Edit nuxt.config.ts.', level: 3 },
      { id: '#deeper', title: 'Deeper', titles: ['Guide', 'Setup', 'Config'], content: 'Deep text.', level: 4 },
      { id: '#usage', title: 'Usage', titles: ['Guide'], content: 'Callout text.', level: 2 },
      { id: '#tiny', title: 'Tiny', titles: ['Guide', 'Usage'], content: 'small', level: 6 },
    ]);
  });

  it('start the chain at an h1 and reset it at the next h1', async () => {
    const parsed = await parse('# Part one\n\n## A\n\ntext a\n\n# Part two\n\n## B\n\ntext b');
    // The leading h1 is the page's title, shown without its id: its section is the page's.
    expect(parsed.sections.map((s) => [s.id, s.titles, s.level])).toEqual([
      ['', [], 1],
      ['#a', ['Part one'], 2],
      ['#part-two', [], 1],
      ['#b', ['Part two'], 2],
    ]);
    expect(parsed.sections[0]?.title).toBe('Part one');
  });

  it("read the page's description before its intro in the page section, once when the intro opens with it", async () => {
    const own = await parse('---\ntitle: T\ndescription: Only in front matter.\n---\n\nThe intro.\n\n## H\n\nx');
    expect(own.sections[0]?.content).toBe('Only in front matter. The intro.');
    const derived = await parse('---\ntitle: T\n---\n\nThe intro, which is the description.\n\n## H\n\nx');
    expect(derived.sections[0]?.content).toBe('The intro, which is the description.');
  });

  it('use the description for the page section when nothing precedes the first heading', async () => {
    const parsed = await parse('---\ntitle: T\ndescription: From front matter.\n---\n\n## H\n\nx');
    expect(parsed.sections[0]).toEqual({ id: '', title: 'T', titles: [], content: 'From front matter.', level: 1 });
  });
});
