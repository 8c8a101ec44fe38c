/**
 * Shiki's notation comments, as authors of Nuxt docs write them (`// [!code ++]`): the reader
 * saw them verbatim in the code, and copied them. They leave the code and mark its lines.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/index.ts';
import { extractNotation } from '../../src/markdown/code-notation.ts';

/** The one code block of `source`: its copyable code, its lines as shown, and what marks them. */
async function block(source: string) {
  const parsed = await parseMarkdown(source, { file: 'content/docs/code.md' });
  const [pre] = parsed.body.value as Array<[string, Record<string, unknown>, ...unknown[]]>;
  expect(pre?.[0]).toBe('pre');
  const { code, highlights, marks } = pre![1];
  const text = (node: unknown): string => (typeof node === 'string' ? node : Array.isArray(node) ? node.slice(2).map(text).join('') : '');
  return { code, highlights, marks, shown: text(pre![2]) };
}

describe('shiki notation comments', () => {
  it('leave the code, shown and copied, and mark the lines they end', async () => {
    const source = [
      '```ts [nuxt.config.ts]',
      'export default defineNuxtConfig({',
      "  modules: ['@nuxt/ui'], // [!code --]",
      "  modules: ['@nuxt/ui-pro'], // [!code ++]",
      '  devtools: { enabled: true }, // [!code highlight]',
      '  ssr: false, // [!code focus]',
      '  nitro: {}, // [!code error]',
      '  app: {}, // [!code warning]',
      '})',
      '```',
    ].join('\n');
    const { code, highlights, marks, shown } = await block(source);
    expect(code).not.toContain('[!code');
    expect(shown).not.toContain('[!code');
    expect((code as string).split('\n')[1]).toBe("  modules: ['@nuxt/ui'],");
    expect(marks).toEqual({ remove: [2], add: [3], focus: [5], error: [6], warning: [7] });
    expect(highlights).toEqual([4]);
  });

  it('on a line of their own mark the lines after them, and leave no empty line; a count marks that many', () => {
    const { code, marks } = extractNotation(['a', '// [!code ++:2]', 'b', 'c', 'd # [!code hl]', '<!-- [!code --] -->', 'e'].join('\n'));
    expect(code).toBe(['a', 'b', 'c', 'd', 'e'].join('\n'));
    expect(marks).toEqual({ add: [2, 3], highlight: [4], remove: [5] });
  });

  it('join the lines {1,3} highlights, and leave code without them as written', async () => {
    expect((await block('```js {1}\nconst a = 1\nconst b = 2 // [!code hl]\n```')).highlights).toEqual([1, 2]);
    const plain = 'const text = "[!code ++] in a string stays"\n// a comment';
    expect(extractNotation(plain)).toEqual({ code: plain, marks: {} });
  });
});
