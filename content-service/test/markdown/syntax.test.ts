import { describe, expect, it } from 'vitest';
import type { MinimarkNode } from '@site/contracts';
import { parseMarkdown } from '../../src/markdown/index.ts';
import { parseCodeMeta } from '../../src/markdown/code-meta.ts';

const parse = (source: string) => parseMarkdown(source, { file: 'content/docs/syntax.md' });

describe('front matter', () => {
  it('is parsed from YAML and kept out of the body', async () => {
    const parsed = await parse(
      '---\ntitle: Install\nnavigation:\n  icon: i-lucide-download\nlinks:\n  - label: Repo\n    to: https://github.com/x\n---\n\nHello',
    );
    expect(parsed.frontmatter).toEqual({
      title: 'Install',
      navigation: { icon: 'i-lucide-download' },
      links: [{ label: 'Repo', to: 'https://github.com/x' }],
    });
    expect(parsed.body.value).toEqual([['p', {}, 'Hello']]);
  });

  it('is optional', async () => {
    expect((await parse('# Hi')).frontmatter).toEqual({});
  });
});

describe('GFM', () => {
  it('renders tables, strikethrough, autolinks and task lists', async () => {
    const parsed = await parse('| a | b |\n|:--|--:|\n| 1 | ~~2~~ |\n\nhttps://nuxt.com\n\n- [x] done');
    expect(parsed.body.value).toEqual([
      [
        'table',
        {},
        ['thead', {}, ['tr', {}, ['th', { align: 'left' }, 'a'], ['th', { align: 'right' }, 'b']]],
        ['tbody', {}, ['tr', {}, ['td', { align: 'left' }, '1'], ['td', { align: 'right' }, ['del', {}, '2']]]],
      ],
      ['p', {}, ['a', { href: 'https://nuxt.com' }, 'https://nuxt.com']],
      [
        'ul',
        { class: 'contains-task-list' },
        ['li', { class: 'task-list-item' }, ['input', { type: 'checkbox', checked: true, disabled: true }], ' done'],
      ],
    ]);
  });
});

describe('block components', () => {
  it('keep their name and parse plain and bound props', async () => {
    const parsed = await parse(
      `::callout{icon="i-lucide-info" color="primary" :count="3" :data='{"a":1,"b":[true,null]}' required}\nBody text\n::`,
    );
    expect(parsed.body.value).toEqual([
      [
        'callout',
        { icon: 'i-lucide-info', color: 'primary', count: 3, data: { a: 1, b: [true, null] }, required: true },
        ['p', {}, 'Body text'],
      ],
    ]);
  });

  it('normalise names to kebab-case and prop names to camelCase', async () => {
    const parsed = await parse('::CodeGroup{default-tab="npm" data-x="1"}\n::');
    expect(parsed.body.value).toEqual([['code-group', { defaultTab: 'npm', dataX: '1' }]]);
  });

  it('nest by adding colons, with #slot sections', async () => {
    const parsed = await parse(
      '::tabs\n  :::tabs-item{label="npm" icon="i-simple-icons-npm"}\n  npm i\n  :::\n\n  :::tabs-item{label="pnpm"}\n  #label\n  **PNPM**\n  #extra\n  pnpm add\n  :::\n::',
    );
    expect(parsed.body.value).toEqual([
      [
        'tabs',
        {},
        ['tabs-item', { label: 'npm', icon: 'i-simple-icons-npm' }, ['p', {}, 'npm i']],
        [
          'tabs-item',
          { label: 'pnpm' },
          ['template', { slot: 'label' }, ['p', {}, ['strong', {}, 'PNPM']]],
          ['template', { slot: 'extra' }, ['p', {}, 'pnpm add']],
        ],
      ],
    ]);
  });

  it('take props from a YAML block at their top', async () => {
    const parsed = await parse('::card\n---\ntitle: From YAML\nicon: i-lucide-star\n---\nBody\n::');
    expect(parsed.body.value).toEqual([['card', { title: 'From YAML', icon: 'i-lucide-star' }, ['p', {}, 'Body']]]);
  });

  it('keep class and id attributes', async () => {
    const parsed = await parse('::note{.wide #intro}\nx\n::');
    // A component's id comes from content, so it carries the clobber prefix like an element's.
    expect(parsed.body.value).toEqual([['note', { class: 'wide', id: 'user-content-intro' }, ['p', {}, 'x']]]);
  });

  it('warn and keep the text when a bound prop is not JSON', async () => {
    const parsed = await parse("::card{:items='[oops'}\n::");
    expect(parsed.body.value).toEqual([['card', { items: '[oops' }]]);
    expect(parsed.warnings).toEqual([
      expect.objectContaining({ file: 'content/docs/syntax.md', line: 1, message: expect.stringContaining('":items"') }),
    ]);
  });
});

describe('GFM footnotes', () => {
  it('link their reference to the note at the end, not read as MDC spans', async () => {
    const parsed = await parse(
      '# Page\n\n## Part\n\nNode 20 or newer.[^old] A [span]{.c} and [plain].\n\n[^old]: Older versions are not tested.\n',
    );
    const [part, paragraph, notes] = (parsed.body.value as MinimarkNode[]).slice(-3);
    expect(part).toEqual(['h2', { id: 'part' }, 'Part']);
    expect(paragraph).toEqual([
      'p',
      {},
      'Node 20 or newer.',
      ['sup', {}, ['a', expect.objectContaining({ href: '#user-content-fn-old', id: 'user-content-fnref-old' }), '1']],
      ' A ',
      ['span', { class: 'c' }, 'span'],
      ' and ',
      ['span', {}, 'plain'],
      '.',
    ]);
    expect(JSON.stringify(notes)).toContain('"id":"user-content-fn-old"');
    expect(JSON.stringify(notes)).toContain('Older versions are not tested.');
    // The notes' label is for screen readers: no entry of the table of contents, no search section.
    expect(parsed.body.toc?.links.map((l) => l.text)).toEqual(['Part']);
    expect(parsed.sections.map((s) => s.title)).toEqual(['Page', 'Part']);
  });

  it("leave the build's English label and back arrows out of the search text", async () => {
    const parsed = await parse('# Page\n\nText.[^a] Again.[^a]\n\n[^a]: The note.\n');
    const [page] = parsed.sections;
    expect(page?.content).toContain('The note.');
    expect(page?.content).not.toContain('Footnotes');
    expect(page?.content).not.toContain('↩');
    expect(parsed.description).not.toMatch(/Footnotes|↩/);
  });
});

describe('inline components and span attributes', () => {
  it('parse :name[text]{props}, :name{props} and [text]{.class}', async () => {
    const parsed = await parse(
      'Press :kbd{value="meta"} + :kbd{value="K"}, see :badge[New]{color="green"} and [important]{.text-primary}.',
    );
    expect(parsed.body.value).toEqual([
      [
        'p',
        {},
        'Press ',
        ['kbd', { value: 'meta' }],
        ' + ',
        ['kbd', { value: 'K' }],
        ', see ',
        ['badge', { color: 'green' }, 'New'],
        ' and ',
        ['span', { class: 'text-primary' }, 'important'],
        '.',
      ],
    ]);
  });
});

describe('fenced code meta', () => {
  it('reads language, [filename], highlighted lines and the rest', () => {
    expect(parseCodeMeta('ts', '[nuxt.config.ts] {2,4-5} twoslash')).toEqual({
      language: 'ts',
      filename: 'nuxt.config.ts',
      highlights: [2, 4, 5],
      meta: 'twoslash',
    });
    expect(parseCodeMeta('[app.vue]', null)).toEqual({ language: '', filename: 'app.vue', highlights: [], meta: '' });
    expect(parseCodeMeta('bash{1}', null)).toEqual({ language: 'bash', filename: null, highlights: [1], meta: '' });
    expect(parseCodeMeta('ts', '[my [odd\\] file.ts]')).toEqual({ language: 'ts', filename: 'my [odd] file.ts', highlights: [], meta: '' });
    expect(parseCodeMeta(undefined, undefined)).toEqual({ language: '', filename: null, highlights: [], meta: '' });
  });

  it('become the pre props of CONTRACTS.md §3', async () => {
    const parsed = await parse('```ts [nuxt.config.ts] {2}\nexport default {\n  a: 1\n}\n```');
    const pre = parsed.body.value[0] as [string, Record<string, unknown>, ...unknown[]];
    expect(pre[0]).toBe('pre');
    expect(pre[1]).toMatchObject({ language: 'ts', filename: 'nuxt.config.ts', highlights: [2], code: 'export default {\n  a: 1\n}' });
  });
});

describe('links and images', () => {
  it('are reported with their source lines', async () => {
    const parsed = await parse(
      '---\ntitle: x\n---\n\nSee [install](/docs/install).\n\n![Shot](/_content/_images/a.png)\n\n::card{to="/docs/b"}\n::\n\n<a href="https://example.com">raw</a>',
    );
    expect(parsed.links).toEqual([
      { href: '/docs/install', line: 5 },
      { href: '/docs/b', line: 9 },
      { href: 'https://example.com', line: 12 },
    ]);
    expect(parsed.images).toEqual([{ src: '/_content/_images/a.png', alt: 'Shot', line: 7 }]);
  });

  it('keep the class and pixel size written in MDC attributes after a picture, and nothing else', async () => {
    const parsed = await parse(
      [
        '![Logo](/_content/_images/a.png){.rounded.shadow width=120 height="80px" #logo style="position:fixed" onerror="alert(1)" data-x=1}',
        '',
        '![Wide][shot]{width=50% height=-3 class="ok bad:name"}',
        '',
        '[shot]: /_content/_images/b.png',
      ].join('\n'),
    );
    expect(parsed.body.value).toEqual([
      ['p', {}, ['img', { src: '/_content/_images/a.png', alt: 'Logo', class: 'rounded shadow', width: 120, height: 80 }]],
      ['p', {}, ['img', { src: '/_content/_images/b.png', alt: 'Wide', class: 'ok' }]],
    ]);
  });

  it('keep the class and a browsing-context target written after a link', async () => {
    const parsed = await parse('[Nuxt](https://nuxt.com){target=_blank .external rel=opener} [Other](/docs/x){target="javascript:x"}');
    expect(parsed.body.value).toEqual([
      ['p', {}, ['a', { href: 'https://nuxt.com', class: 'external', target: '_blank' }, 'Nuxt'], ' ', ['a', { href: '/docs/x' }, 'Other']],
    ]);
  });
});

describe('raw HTML that is allowed', () => {
  it('keeps formatting tags and harmless attributes', async () => {
    const parsed = await parse('<details><summary>More</summary>\n\nHidden *text*\n\n</details>\n\nH<sub>2</sub>O <kbd>Ctrl</kbd>');
    expect(parsed.body.value).toEqual([
      ['details', {}, ['summary', {}, 'More'], ['p', {}, 'Hidden ', ['em', {}, 'text']]],
      ['p', {}, 'H', ['sub', {}, '2'], 'O ', ['kbd', {}, 'Ctrl']],
    ]);
  });
});

describe('text fidelity', () => {
  it('keeps the space between a bold lead-in and inline code in tight list items and components', async () => {
    const { parseMarkdown } = await import('../../src/markdown/index.ts');
    const parsed = await parseMarkdown('- **Bold** `code` rest\n\n::note\n_Lead_ `x`\n::\n', { file: 'x.md' });
    expect(parsed.body.value).toEqual([
      ['ul', {}, ['li', {}, ['strong', {}, 'Bold'], ' ', ['code', {}, 'code'], ' rest']],
      ['note', {}, ['p', {}, ['em', {}, 'Lead'], ' ', ['code', {}, 'x']]],
    ]);
  });
});
