import { describe, expect, it } from 'vitest';
import { ContentSyntaxError, parseFrontmatterOnly, parseMarkdown } from '../../src/markdown/index.ts';

const FILE = 'content/docs/1.getting-started/2.installation.md';

async function errorOf(source: string): Promise<ContentSyntaxError> {
  try {
    await parseMarkdown(source, { file: FILE });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentSyntaxError);
    return error as ContentSyntaxError;
  }
  throw new Error('expected a ContentSyntaxError');
}

const lines = (...l: string[]) => l.join('\n');

async function warningsOf(source: string): Promise<string[]> {
  const parsed = await parseMarkdown(source, { file: FILE });
  return parsed.warnings.map((w) => `${w.line}: ${w.message}`);
}

/** Top-level tags of a parsed body, components included. */
async function tagsOf(source: string): Promise<string[]> {
  const parsed = await parseMarkdown(source, { file: FILE });
  return parsed.body.value.map((n) => (typeof n === 'string' ? '#text' : n[0]));
}

describe('component fences recovered like remark-mdc', () => {
  it('close a component left open at the end of the file there, with a warning on its opening line', async () => {
    const source = lines('---', 'title: Install', '---', '', '# Install', '', 'Intro', '', '::note', 'Remember this.', '', '## Next');
    expect(await warningsOf(source)).toEqual(['9: component "note" is never closed, so it is closed at the end of the file.']);
    expect(await tagsOf(source)).toEqual(['h1', 'p', 'note']);
  });

  it('close a component at a closing fence of the wrong length instead of swallowing the page', async () => {
    const source = lines('# T', '', '::note', 'Careful.', ':::', '', 'After the note.', '', '## Next');
    expect(await warningsOf(source)).toEqual([
      '5: component "note" (line 3) is opened with "::" but closed with ":::"; it is closed here.',
    ]);
    expect(await tagsOf(source)).toEqual(['h1', 'note', 'p', 'h2']);
  });

  it('close the nested component first when its own fence is missing', async () => {
    const warnings = await warningsOf(lines('::steps', ':::card', 'x', '::'));
    expect(warnings).toEqual([
      '4: component "card" (line 2) is opened with ":::" but closed with "::"; it is closed here.',
      '1: component "steps" is never closed, so it is closed at the end of the file.',
    ]);
  });

  it('drop a stray closing fence instead of showing it as text', async () => {
    const parsed = await parseMarkdown(lines('# T', '', 'Text', '::', '', 'More'), { file: FILE });
    expect(parsed.warnings.map((w) => w.line)).toEqual([4]);
    expect(JSON.stringify(parsed.body.value)).not.toContain('::');
  });

  it('end a component left open inside a list item with that item', async () => {
    expect(await warningsOf(lines('- step one', '', '  ::tip', '  text', '- step two'))).toEqual([
      '3: component "tip" is never closed, so it ends with its list item (line 5).',
    ]);
  });

  it('read fenced code indented in lists, tabs and steps as code, even when it shows component syntax', async () => {
    const source = lines(
      '::steps',
      '### One',
      '',
      '  ::tabs',
      '    :::tabs-item{label="Markdown"}',
      '    ```md',
      '    ::note',
      '    Inside code.',
      '    :::',
      '    ```',
      '    :::',
      '  ::',
      '::',
      '',
      '- item',
      '',
      '  ```md',
      '  ::',
      '  ```',
      '',
      'After.',
    );
    expect(await warningsOf(source)).toEqual([]);
    expect(await tagsOf(source)).toEqual(['steps', 'ul', 'p']);
  });

  it('keep a blank line and fence-like lines inside code nested in components as code', async () => {
    const source = lines(
      '::u-page-section',
      '  :::tabs',
      '    ::::tabs-item',
      '    ```md',
      '    # A',
      '',
      '    ::note',
      '    hi',
      '    ::',
      '    ```',
      '    ::::',
      '  :::',
      '',
      '#title',
      'Section',
      '::',
    );
    const parsed = await parseMarkdown(source, { file: FILE });
    expect(parsed.warnings.map((w) => w.message).filter((m) => !m.includes('is not one the site draws'))).toEqual([]);
    const json = JSON.stringify(parsed.body.value);
    expect(json).toContain('"code":"# A\\n\\n::note\\nhi\\n::"');
    expect(json).toContain('{"slot":"title"}');
  });

  it('give a nested component written without indentation its own slots, at any depth and in quotes', async () => {
    const bodyOf = async (source: string) => {
      const parsed = await parseMarkdown(source, { file: FILE });
      expect(parsed.warnings).toEqual([]);
      return JSON.stringify(parsed.body.value);
    };
    expect(await bodyOf(lines('::tabs', ':::tabs-item', '#label', 'L', ':::', '::'))).toBe(
      '[["tabs",{},["tabs-item",{},["template",{"slot":"label"},["p",{},"L"]]]]]',
    );
    // Three deep, slots at two levels, a YAML props block, a closing fence with too many colons.
    const deep = lines(
      '::tabs',
      ':::tabs-item{label="Outer"}',
      '::::callout',
      '---',
      'icon: i-lucide-layers',
      '---',
      '#title',
      'Callout title',
      '#default',
      ':::::note',
      '#title',
      'Note title',
      '#default',
      '```md',
      '::inside-code',
      '```',
      '::::::',
      '::::',
      ':::',
      ':::tabs-item{label="Second"}',
      'Second.',
      ':::',
      '::',
    );
    const parsed = await parseMarkdown(deep, { file: FILE });
    expect(parsed.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      '17: component "note" (line 10) is opened with ":::::" but closed with "::::::"; it is closed here.',
    ]);
    const json = JSON.stringify(parsed.body.value);
    expect(json).toMatch(
      /^\[\["tabs",\{\},\["tabs-item",\{"label":"Outer"\},\["callout",\{"icon":"i-lucide-layers"\},\["template",\{"slot":"title"\},\["p",\{\},"Callout title"\]\],\["note",\{\},\["template",\{"slot":"title"\},\["p",\{\},"Note title"\]\],\["pre",\{"language":"md","code":"::inside-code"/,
    );
    expect(json.endsWith(',["tabs-item",{"label":"Second"},["p",{},"Second."]]]]')).toBe(true);
    expect(json).not.toContain('::::');
    expect(await bodyOf(lines('> ::tabs', '> :::tabs-item', '> #label', '> L', '> :::', '> ::'))).toBe(
      '[["blockquote",{},["tabs",{},["tabs-item",{},["template",{"slot":"label"},["p",{},"L"]]]]]]',
    );
  });

  it('accept closed components in lists, quotes and CRLF files without warnings', async () => {
    expect(await warningsOf(lines('- item', '', '  ::tip', '  text', '  ::'))).toEqual([]);
    expect(await warningsOf('> ::note\n> quoted\n> ::')).toEqual([]);
    expect(await warningsOf('::note\r\nx\r\n::\r\n')).toEqual([]);
  });
});

describe('unreadable component props', () => {
  it('warn with the line instead of failing', async () => {
    expect(await warningsOf(lines('# T', '', '::note{title="unclosed}', 'Body', '::'))).toContain(
      '3: the props of component "note" cannot be read, so the component is shown as plain text.',
    );
  });

  it('leave ordinary text that merely contains colons alone', async () => {
    const parsed = await parseMarkdown(lines('Use `a::b` and std::vector{1} in C++.', '', 'Ratio 2::1 {approx}'), { file: FILE });
    expect(parsed.body.value).toHaveLength(2);
    expect(parsed.warnings).toEqual([]);
  });
});

describe('front matter errors', () => {
  it('give the file line of the YAML problem', async () => {
    const error = await errorOf(lines('---', 'title: Install', 'description: a: b', '---', 'x'));
    expect(error.diagnostic.line).toBe(3);
    expect(error.message).toMatch(new RegExp(`^${FILE}:3: invalid YAML front matter: .+ Check the indentation and quote values`));
  });

  it('report duplicate keys', async () => {
    const error = await errorOf(lines('---', 'title: A', 'title: B', '---'));
    expect(error.message).toContain(`${FILE}:3: invalid YAML front matter: Map keys must be unique`);
  });

  it('report a block that is never closed', async () => {
    const error = await errorOf(lines('---', 'title: A', '', '# Heading'));
    expect(error.message).toBe(
      `${FILE}:1: the front matter opened here is never closed. Add a line with "---" after the last front matter key.`,
    );
  });

  it('report front matter that is not key/value pairs', async () => {
    expect(() => parseFrontmatterOnly(lines('---', '- a', '- b', '---'), FILE)).toThrow(
      `${FILE}:2: the front matter is not a list of "key: value" pairs. Write each field on its own line as "key: value".`,
    );
  });

  it('are thrown by parseFrontmatterOnly too, which otherwise returns the data', () => {
    expect(parseFrontmatterOnly(lines('---', 'title: A', 'draft: true', '---', 'body'), FILE)).toEqual({ title: 'A', draft: true });
    expect(() => parseFrontmatterOnly(lines('---', 'a: [1', '---'), FILE)).toThrow(ContentSyntaxError);
  });
});

describe('elements and components left out for safety', () => {
  const page = lines(
    '# Embeds',
    '',
    '::script',
    'alert(1)',
    '::',
    '',
    'Text before.',
    '',
    '::style',
    'body { display: none }',
    '::',
    '',
    '::iframe{src="https://example.com/embed"}',
    '::',
    '',
    '<script>alert(2)</script>',
    '',
    'Inline :iframe{src="https://example.com"} too.',
  );

  it('are named in one warning for the file: each with its line and why, at the first one', async () => {
    const parsed = await parseMarkdown(page, { file: FILE });
    const dropped = parsed.warnings.filter((w) => w.message.includes('left out of the page for safety'));
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ file: FILE, line: 3 });
    const message = dropped[0]!.message;
    expect(message).toContain('::script on line 3 (it would run code');
    expect(message).toContain('::style on line 9 (it would restyle the whole site)');
    expect(message).toContain('::iframe on line 13 (it would embed another page or a plugin)');
    expect(message).toContain('<script> on line 16 (it would run code');
    expect(message).toContain('::iframe on line 18');
    // What the reader gets is unchanged: the content of each is gone, the rest is kept.
    const json = JSON.stringify(parsed.body.value);
    for (const gone of ['alert', 'display: none', 'example.com']) expect(json).not.toContain(gone);
    expect(json).toContain('Text before.');
  });

  it('count past the first few instead of listing every one', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `<svg><title>${i}</title></svg>`).join('\n\n');
    const [warning] = await warningsOf(many);
    expect(warning).toContain('<svg> on line 1 (inline SVG and MathML are refused: use a picture file)');
    expect(warning).toContain('and 4 more.');
  });

  it('leave a page without any no warning', async () => {
    expect(await warningsOf(lines('# Plain', '', '::note', 'Kept.', '::', '', '<div>kept</div>'))).toEqual([]);
  });
});
