/**
 * Emoji shortcodes, as Nuxt Content's default remark-emoji converts them: `:rocket:` in text is
 * 🚀, while MDC's inline components (`:badge[New]`, `:kbd{…}`), `::` component fences, code and
 * component props are left as written.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/index.ts';

const parse = async (source: string) => (await parseMarkdown(source, { file: 'content/docs/emoji.md' })).body.value;

describe('emoji shortcodes', () => {
  it('become the emoji they name in text', async () => {
    expect(await parse('Ship it :rocket: and wave :wave:.')).toEqual([['p', {}, 'Ship it 🚀 and wave 👋.']]);
    expect(await parse('Nice :+1: and **bold :tada:** in a [link :sparkles:](/docs).')).toEqual([
      ['p', {}, 'Nice 👍 and ', ['strong', {}, 'bold 🎉'], ' in a ', ['a', { href: '/docs' }, 'link ✨'], '.'],
    ]);
  });

  it('leave names no emoji has, and colons that are not shortcodes, as written', async () => {
    expect(await parse('Call :not-an-emoji-name: at 10:30:45.')).toEqual([['p', {}, 'Call :not-an-emoji-name: at 10:30:45.']]);
  });

  it('leave inline code and code blocks as written', async () => {
    const [paragraph, pre] = await parse('Type `:rocket:` to get one.\n\n```md\nShip it :rocket:\n```');
    expect(paragraph).toEqual(['p', {}, 'Type ', ['code', {}, ':rocket:'], ' to get one.']);
    const [tag, props, ...shown] = pre as [string, Record<string, unknown>, ...unknown[]];
    expect([tag, props.code]).toEqual(['pre', 'Ship it :rocket:']);
    expect(JSON.stringify(shown)).toContain('Ship it :rocket:');
  });

  it('keep MDC inline components and block component fences working', async () => {
    expect(await parse('See :badge[New]{color="green"} :rocket: then :kbd{value="K"} and :icon.')).toEqual([
      ['p', {}, 'See ', ['badge', { color: 'green' }, 'New'], ' 🚀 then ', ['kbd', { value: 'K' }], ' and ', ['icon', {}], '.'],
    ]);
    expect(await parse('::tip{title=":rocket: props stay"}\nInside :tada:\n::')).toEqual([
      ['tip', { title: ':rocket: props stay' }, ['p', {}, 'Inside 🎉']],
    ]);
  });
});
