/**
 * The filename of a fenced code block, as Nuxt Content / Docus authors write it: everything
 * between the first `[` and the last `]` of the info string, so route file names with
 * brackets (`pages/[...slug].vue`) are shown whole, escaped or not.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/index.ts';
import { parseCodeMeta } from '../../src/markdown/code-meta.ts';

/** The props of the one code block of `source`, as the page's renderer gets them. */
async function blockProps(source: string): Promise<Record<string, unknown>> {
  const parsed = await parseMarkdown(source, { file: 'content/docs/code.md' });
  const [pre] = parsed.body.value as Array<[string, Record<string, unknown>, ...unknown[]]>;
  expect(pre?.[0]).toBe('pre');
  const { language, filename, highlights, meta } = pre![1];
  return { language, filename, highlights, meta };
}

describe('a code block filename with brackets', () => {
  it.each([
    ['```vue [pages/[...slug].vue]', 'pages/[...slug].vue'],
    ['```vue [pages/[...slug\\].vue]', 'pages/[...slug].vue'],
    ['```vue [pages/\\[...slug\\].vue]', 'pages/[...slug].vue'],
    ['```ts [server/api/[id]/[name].get.ts]', 'server/api/[id]/[name].get.ts'],
    ['```vue [pages/[[optional]].vue]', 'pages/[[optional]].vue'],
  ])('%s is shown whole', async (fence, filename) => {
    expect(await blockProps(`${fence}\n<template />\n\`\`\``)).toMatchObject({ filename });
  });

  it('keeps the language, highlighted lines and the rest of the info string', async () => {
    expect(await blockProps('```vue [pages/[...slug].vue] {1,3-4} twoslash\na\nb\nc\nd\n```')).toEqual({
      language: 'vue',
      filename: 'pages/[...slug].vue',
      highlights: [1, 3, 4],
      meta: 'twoslash',
    });
    expect(await blockProps('```ts [file.ts] {2} meta=x\na\nb\n```')).toEqual({
      language: 'ts',
      filename: 'file.ts',
      highlights: [2],
      meta: 'meta=x',
    });
  });
});

describe('parseCodeMeta', () => {
  it('reads a filename holding braces or spaces as the filename, not as highlighted lines', () => {
    expect(parseCodeMeta('ts', '[my {1} file.ts] {2}')).toEqual({ language: 'ts', filename: 'my {1} file.ts', highlights: [2], meta: '' });
    expect(parseCodeMeta('vue', '{3} [pages/[id].vue] title')).toEqual({
      language: 'vue',
      filename: 'pages/[id].vue',
      highlights: [3],
      meta: 'title',
    });
  });

  it('keeps the backslashes of a Windows path, which escape nothing', () => {
    expect(parseCodeMeta('ts', '[C:\\src\\app.ts]').filename).toBe('C:\\src\\app.ts');
  });

  it('reads no filename from a lone bracket', () => {
    expect(parseCodeMeta('ts', 'a] b [c')).toEqual({ language: 'ts', filename: null, highlights: [], meta: 'a] b [c' });
  });
});
