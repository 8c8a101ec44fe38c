import { describe, expect, it } from 'vitest';
import type { MinimarkNode } from '@site/contracts';
import { highlightCacheSize, parseMarkdown } from '../../src/markdown/index.ts';

type El = [string, Record<string, unknown>, ...MinimarkNode[]];

async function firstPre(source: string) {
  const parsed = await parseMarkdown(source, { file: 'content/docs/code.md' });
  return { pre: parsed.body.value[0] as El, warnings: parsed.warnings };
}

describe('code highlighting', () => {
  it('emits lines of token spans with light and dark colours as CSS variables', async () => {
    const { pre } = await firstPre('```ts\nconst a = 1\nlet b = 2\n```');
    const [tag, props, code] = pre;
    expect(tag).toBe('pre');
    expect(props.style).toMatch(
      /--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6};--shiki-light-bg:#[0-9a-f]{6};--shiki-dark-bg:#[0-9a-f]{6}/i,
    );
    const [codeTag, codeProps, ...lines] = code as El;
    expect([codeTag, codeProps]).toEqual(['code', {}]);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('\n');
    const firstLine = lines[0] as El;
    expect(firstLine[0]).toBe('span');
    expect(firstLine[1]).toEqual({ class: 'line' });
    const keyword = firstLine[2] as El;
    expect(keyword).toEqual(['span', { style: expect.stringMatching(/^--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}$/i) }, 'const']);
    // The tokens spell the source back.
    const text = (lines as El[]).map((l) => (typeof l === 'string' ? l : (l.slice(2) as El[]).map((t) => t[2]).join(''))).join('');
    expect(text).toBe('const a = 1\nlet b = 2');
  });

  it('gives keywords and numbers different colours', async () => {
    const { pre } = await firstPre('```js\nreturn 42\n```');
    const line = ((pre[2] as El)[2] as El).slice(2) as El[];
    const styleOf = (t: string) => line.find((s) => s[2] === t)?.[1].style;
    expect(styleOf('return')).toBeDefined();
    expect(styleOf('42')).toBeDefined();
    expect(styleOf('return')).not.toBe(styleOf('42'));
  });

  it('falls back to plain text with a warning for an unknown language', async () => {
    const { pre, warnings } = await firstPre('```klingon [ship.kl]\nqapla\n```');
    expect(pre[1]).toMatchObject({ language: 'klingon', filename: 'ship.kl', code: 'qapla' });
    expect((pre[2] as El)[2]).toEqual(['span', { class: 'line' }, ['span', { style: expect.stringContaining('--shiki-light:') }, 'qapla']]);
    expect(warnings).toEqual([
      {
        file: 'content/docs/code.md',
        line: 1,
        message: 'code language "klingon" is not known to the highlighter, so the block is shown as plain text.',
        hint: 'Use a language name shiki knows (ts, js, vue, bash, json, yaml, ...) or "text".',
      },
    ]);
  });

  it('does not warn for fences without a language or marked as text', async () => {
    expect((await firstPre('```\nplain\n```')).warnings).toEqual([]);
    expect((await firstPre('```text\nplain\n```')).warnings).toEqual([]);
  });

  it('highlights a repeated block once and reuses the result', async () => {
    const block = '```vue\n<template><div>cache probe 7f3a</div></template>\n```';
    await firstPre(block);
    const size = highlightCacheSize();
    const again = await parseMarkdown(`# Other page\n\n${block}\n\n${block}`, { file: 'other.md' });
    expect(highlightCacheSize()).toBe(size);
    const [a, b] = again.body.value.slice(1) as El[];
    expect(a).toEqual(b);
    // Same code in another language is a different entry.
    await firstPre('```html\n<template><div>cache probe 7f3a</div></template>\n```');
    expect(highlightCacheSize()).toBe(size + 1);
  });

  it('keeps code out of the toc and heading ids', async () => {
    const parsed = await parseMarkdown('```md\n## Not a heading\n```', { file: 'x.md' });
    expect(parsed.body.toc?.links).toEqual([]);
    expect(parsed.sections).toHaveLength(1);
  });
});

describe('inline code with a language (remark-mdc `code`{lang=ts})', () => {
  const paragraph = async (source: string) => {
    const parsed = await parseMarkdown(source, { file: 'content/docs/code.md' });
    return { nodes: (parsed.body.value[0] as El).slice(2), warnings: parsed.warnings, sections: parsed.sections };
  };

  it('is highlighted like a fenced block: token spans with both themes, the attribute text gone', async () => {
    const { nodes, warnings, sections } = await paragraph('Write `const a = 1`{lang=ts} or `x`{lang="JS"} once, and `plain` as is.');
    const [, highlighted, , second, , plain] = nodes as El[];
    expect(highlighted![0]).toBe('code');
    expect(highlighted![1]).toEqual({ language: 'ts' });
    const tokens = highlighted!.slice(2) as El[];
    expect(tokens.map((t) => t[2]).join('')).toBe('const a = 1');
    expect(tokens[0]).toEqual([
      'span',
      { style: expect.stringMatching(/^--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}$/i) },
      'const',
    ]);
    expect(new Set(tokens.map((t) => t[1].style)).size).toBeGreaterThan(1);
    expect(second).toEqual(['code', { language: 'js' }, ['span', { style: expect.stringContaining('--shiki-dark:') }, 'x']]);
    expect(plain).toEqual(['code', {}, 'plain']);
    expect(JSON.stringify(nodes)).not.toContain('lang=');
    expect(warnings).toEqual([]);
    // Its text is the page's like any code's.
    expect(sections[0]!.content).toContain('Write const a = 1 or x once');
  });

  it('with a language shiki does not know stays plain code, with a warning on its line', async () => {
    const { nodes, warnings } = await paragraph('\nSay `qapla`{lang=klingon}.');
    expect(nodes[1]).toEqual(['code', {}, 'qapla']);
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [2, 'code language "klingon" is not known to the highlighter, so the inline code is shown as plain text.'],
    ]);
  });
});
