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

describe('unclosed components', () => {
  it('name the component, its opening line and the fence to add', async () => {
    const error = await errorOf(
      lines('---', 'title: Install', '---', '', '# Install', '', 'Intro', '', '::note', 'Remember this.', '', '## Next'),
    );
    expect(error.message).toBe(`${FILE}:9: component "note" is never closed. Add a line with "::" after its content.`);
    expect(error.diagnostic).toEqual({
      file: FILE,
      line: 9,
      message: 'component "note" is never closed.',
      hint: 'Add a line with "::" after its content.',
    });
  });

  it('point at the nested component whose fence is missing', async () => {
    const error = await errorOf(lines('::steps', ':::card', 'x', '::'));
    expect(error.message).toBe(`${FILE}:2: component "card" is never closed. Add a line with ":::" after its content.`);
  });

  it('point at the outer component when only the inner one is closed', async () => {
    const error = await errorOf(lines('::tabs', ':::tabs-item', 'x', ':::'));
    expect(error.message).toBe(`${FILE}:1: component "tabs" is never closed. Add a line with "::" after its content.`);
  });

  it('catch a component left open inside a list item', async () => {
    const error = await errorOf(lines('- step one', '', '  ::tip', '  text', '- step two'));
    expect(error.diagnostic.line).toBe(3);
  });

  it('explain an unindented slot of a nested component', async () => {
    const error = await errorOf(lines('::tabs', ':::tabs-item', '#label', 'L', ':::', '::'));
    expect(error.message).toBe(
      `${FILE}:3: the "#label" slot of component "tabs-item" is read as a slot of the outer component. Indent the content of ":::tabs-item" (its slots included) by two spaces.`,
    );
  });

  it('accept closed components in lists, quotes and CRLF files', async () => {
    await expect(parseMarkdown(lines('- item', '', '  ::tip', '  text', '  ::'), { file: FILE })).resolves.toBeDefined();
    await expect(parseMarkdown('> ::note\n> quoted\n> ::', { file: FILE })).resolves.toBeDefined();
    await expect(parseMarkdown('::note\r\nx\r\n::\r\n', { file: FILE })).resolves.toBeDefined();
  });
});

describe('unreadable component props', () => {
  it('fail instead of showing the component as literal text', async () => {
    const error = await errorOf(lines('# T', '', '::note{title="unclosed}', 'Body', '::'));
    expect(error.message).toBe(
      `${FILE}:3: the props of component "note" cannot be read, so the component is shown as plain text. Close every quote and brace in {...}, e.g. ::note{title="Read me"}, and quote values that contain spaces.`,
    );
  });

  it('leave ordinary text that merely contains colons alone', async () => {
    const parsed = await parseMarkdown(lines('Use `a::b` and std::vector{1} in C++.', '', 'Ratio 2::1 {approx}'), { file: FILE });
    expect(parsed.body.value).toHaveLength(2);
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
