/**
 * Pages migrated from VitePress, Docusaurus and GitHub: their containers, alerts, MDX lines,
 * badges and code titles render as this site's equivalent, and what has none is a warning
 * with file and line saying how to write it here.
 */
import { describe, expect, it } from 'vitest';
import type { MinimarkNode } from '@site/contracts';
import { parseMarkdown } from '../../src/markdown/index.ts';

const FILE = 'content/docs/1.guide/3.migrated.md';
const parse = (source: string | string[]) => parseMarkdown(Array.isArray(source) ? source.join('\n') : source, { file: FILE });

/** The tree without the highlighted code's spans and styles: name, props and text. */
const shape = (nodes: MinimarkNode[]): unknown[] =>
  nodes.map((node) => {
    if (typeof node === 'string') return node;
    if (node[0] === 'pre') return ['pre', { language: node[1].language, filename: node[1].filename, code: node[1].code }];
    return [node[0], node[1], ...shape(node.slice(2) as MinimarkNode[])];
  });

describe('VitePress and Docusaurus containers', () => {
  it('render as the callout, collapsible or code group they mean, a title as the callout’s #title slot', async () => {
    const parsed = await parse([
      '::: tip',
      'Plain tip.',
      ':::',
      '',
      '::: warning Breaking in v2',
      'The **API** changed.',
      ':::',
      '',
      ':::info Good to know',
      'Info body.',
      ':::',
      '',
      '::: details Click to see',
      'Hidden.',
      ':::',
      '',
      ':::danger',
      'Careful.',
      ':::',
      '',
      '::: code-group',
      '```js [a.js]',
      'a',
      '```',
      '```ts [b.ts]',
      'b',
      '```',
      ':::',
      '',
      '> ::: tip Quoted [v2]',
      '> In a quote.',
      '> :::',
    ]);
    expect(shape(parsed.body.value)).toEqual([
      ['tip', {}, ['p', {}, 'Plain tip.']],
      ['warning', {}, ['template', { slot: 'title' }, ['p', {}, 'Breaking in v2']], ['p', {}, 'The ', ['strong', {}, 'API'], ' changed.']],
      ['info', {}, ['template', { slot: 'title' }, ['p', {}, 'Good to know']], ['p', {}, 'Info body.']],
      ['collapsible', { name: 'Click to see' }, ['p', {}, 'Hidden.']],
      ['caution', {}, ['p', {}, 'Careful.']],
      [
        'code-group',
        {},
        ['pre', { language: 'js', filename: 'a.js', code: 'a' }],
        ['pre', { language: 'ts', filename: 'b.ts', code: 'b' }],
      ],
      ['blockquote', {}, ['tip', {}, ['template', { slot: 'title' }, ['p', {}, 'Quoted [v2]']], ['p', {}, 'In a quote.']]],
    ]);
    // No fence text left to become the page's description.
    expect(parsed.description).toBeNull();
    expect(parsed.warnings).toEqual([]);
  });

  it('nest with more colons, and leave MDC fences and code as they were', async () => {
    const parsed = await parse([
      ':::: warning Outer',
      '::: tip',
      'Inner.',
      ':::',
      '::::',
      '',
      ':::tip[Pro tip]',
      'Kept.',
      ':::',
      '',
      '::note',
      'Note.',
      '::',
      '',
      '```md',
      '::: tip Not a container',
      ':::',
      '```',
    ]);
    expect(shape(parsed.body.value)).toEqual([
      ['warning', {}, ['template', { slot: 'title' }, ['p', {}, 'Outer']], ['tip', {}, ['p', {}, 'Inner.']]],
      ['tip', {}, 'Pro tip', ['p', {}, 'Kept.']],
      ['note', {}, ['p', {}, 'Note.']],
      ['pre', { language: 'md', filename: undefined, code: '::: tip Not a container\n:::' }],
    ]);
    expect(parsed.warnings).toEqual([]);
  });
});

describe('GitHub alerts', () => {
  it('render as the callout they name, in any case, the rest of the quote as its body', async () => {
    const parsed = await parse([
      '> [!NOTE]',
      '> Useful **info**.',
      '>',
      '> Second paragraph.',
      '',
      '> [!tip]',
      '> A tip.',
      '',
      '> [!Important]',
      '> Read this.',
      '',
      '> [!WARNING]',
      '> Watch out.',
      '',
      '- > [!CAUTION]',
      '  > In a list.',
      '',
      '> [!NOTE] with text after it',
      '',
      '> A plain quote.',
    ]);
    expect(parsed.body.value).toEqual([
      ['note', {}, ['p', {}, 'Useful ', ['strong', {}, 'info'], '.'], ['p', {}, 'Second paragraph.']],
      ['tip', {}, ['p', {}, 'A tip.']],
      ['important', {}, ['p', {}, 'Read this.']],
      ['warning', {}, ['p', {}, 'Watch out.']],
      ['ul', {}, ['li', {}, ['caution', {}, ['p', {}, 'In a list.']]]],
      // Not an alert on GitHub either: the marker is not alone on its line.
      ['blockquote', {}, ['p', {}, ['span', {}, '!NOTE'], ' with text after it']],
      ['blockquote', {}, ['p', {}, 'A plain quote.']],
    ]);
    expect(parsed.warnings).toEqual([]);
  });
});

describe('MDX import and export lines', () => {
  it('are left out with one warning, so they are neither the first paragraph nor the description', async () => {
    const parsed = await parse([
      '---',
      'title: Tabs',
      '---',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'export const Highlight = ({children}) => (',
      '  <span>{children}</span>',
      ');',
      '',
      'The first paragraph.',
      '',
      'import the module first: prose, not an import.',
      '',
      '```js',
      "import x from 'y';",
      '```',
    ]);
    expect(shape(parsed.body.value)).toEqual([
      ['p', {}, 'The first paragraph.'],
      ['p', {}, 'import the module first: prose, not an import.'],
      ['pre', { language: 'js', filename: undefined, code: "import x from 'y';" }],
    ]);
    expect(parsed.description).toBe('The first paragraph.');
    expect(parsed.warnings).toEqual([
      expect.objectContaining({
        file: FILE,
        line: 4,
        message: 'an MDX import/export line is not content here; it was left out, as were those on line 7.',
      }),
    ]);
  });
});

describe('VitePress [[toc]]', () => {
  it('is left out with a warning: the page shows its table of contents already', async () => {
    const parsed = await parse(['# Page', '', '[[toc]]', '', '## Part', '', '`[[toc]]` in code stays.']);
    expect(parsed.body.value.map((node) => (typeof node === 'string' ? node : node[0]))).toEqual(['h1', 'h2', 'p']);
    expect(JSON.stringify(parsed.body.value.at(-1))).toContain('[[toc]]');
    expect(parsed.warnings).toEqual([
      expect.objectContaining({ file: FILE, line: 3, message: expect.stringContaining('shows its table of contents already') }),
    ]);
  });
});

describe('VitePress badges', () => {
  it('render as the site’s badge, the text its label and the type its colour', async () => {
    const parsed = await parse([
      '## useFetch <Badge type="info" text="default" />',
      '',
      'New <Badge type="tip" text="v2" /> and <Badge text="x" />, <Badge type="warning">beta</Badge> and <Badge type="danger" text=\'gone\'/>.',
      '',
      '<Badge type="warning" text="on its own" />',
    ]);
    expect(parsed.body.value).toEqual([
      ['h2', { id: 'usefetch' }, 'useFetch ', ['badge', { label: 'default', color: 'info' }]],
      [
        'p',
        {},
        'New ',
        ['badge', { label: 'v2', color: 'primary' }],
        ' and ',
        ['badge', { label: 'x', color: 'primary' }],
        ', ',
        ['badge', { label: 'beta', color: 'warning' }],
        ' and ',
        ['badge', { label: 'gone', color: 'error' }],
        '.',
      ],
      ['p', {}, ['badge', { label: 'on its own', color: 'warning' }]],
    ]);
    expect(parsed.warnings).toEqual([]);
  });
});

describe('a Docusaurus code block title', () => {
  it('is the code block’s filename, as [file] gives it, its line highlights kept', async () => {
    const parsed = await parse([
      '```jsx title="src/pages/index.js" {2}',
      'a',
      'b',
      '```',
      '',
      "```ts title='pages/[slug].ts' showLineNumbers",
      'c',
      '```',
      '',
      '```vue [app.vue]',
      'd',
      '```',
    ]);
    const pres = parsed.body.value.map((node) => (typeof node === 'string' ? node : [node[1].filename, node[1].highlights]));
    expect(pres).toEqual([
      ['src/pages/index.js', [2]],
      ['pages/[slug].ts', undefined],
      ['app.vue', undefined],
    ]);
    expect(parsed.warnings).toEqual([]);
  });
});

describe('an HTML element the site does not draw', () => {
  it('is named once per file with its first line and how to write it here, its content kept', async () => {
    const parsed = await parse([
      '<Tabs>',
      '  <TabItem value="apple" label="Apple">',
      '    An apple',
      '  </TabItem>',
      '  <TabItem value="pear" label="Pear">',
      '    A pear',
      '  </TabItem>',
      '</Tabs>',
      '',
      'Some <font color="red">red</font> and <font>more</font> text.',
    ]);
    expect(parsed.body.value).toEqual(['\n  \n    An apple\n  \n  \n    A pear\n  \n\n', ['p', {}, 'Some red and more text.']]);
    expect(parsed.warnings).toEqual([
      expect.objectContaining({
        file: FILE,
        line: 1,
        message: '<tabs> is not an element the site draws, so it was left out and its content shown in its place.',
        hint: expect.stringContaining('"::tabs"'),
      }),
      expect.objectContaining({ file: FILE, line: 2, message: expect.stringContaining('<tabitem> is not an element the site draws') }),
      expect.objectContaining({ file: FILE, line: 10, message: expect.stringContaining('<font> is not an element the site draws') }),
    ]);
  });
});
