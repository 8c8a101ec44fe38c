import { describe, expect, it } from 'vitest';
import { readFrontMatterHead, safeHeadMeta, seoHead } from '../src/shared/index.ts';

describe("a page's own head (front matter head:)", () => {
  it('keeps the title, a description pair as the description, and allow-listed name/content pairs', () => {
    const head = readFrontMatterHead({
      title: 'Custom title',
      meta: [
        { name: 'description', content: 'From head' },
        { name: 'Keywords', content: 'nuxt, content' },
        { name: 'robots', content: 'noindex' },
        { name: 'author', content: 42 },
      ],
    });
    expect(head).toEqual({
      title: 'Custom title',
      description: 'From head',
      meta: [
        { name: 'keywords', content: 'nuxt, content' },
        { name: 'robots', content: 'noindex' },
        { name: 'author', content: '42' },
      ],
      refused: [],
    });
  });

  it('refuses http-equiv, charset, property, names off the list, scripts and every other head key, saying where and why', () => {
    const head = readFrontMatterHead({
      meta: [
        { 'http-equiv': 'refresh', content: '0;url=javascript:alert(1)' },
        { name: 'keywords', content: 'x', 'http-equiv': 'set-cookie' },
        { charset: 'utf-7' },
        { property: 'og:title', content: 'x' },
        { name: 'referrer', content: 'unsafe-url' },
        { name: 'keywords', content: 'x'.repeat(1001) },
        'keywords',
      ],
      script: [{ src: 'https://evil.example/x.js' }],
      link: [{ rel: 'stylesheet', href: '//evil.example/x.css' }],
    });
    expect(head.meta).toEqual([]);
    expect(head.refused.map((r) => r.path)).toEqual([
      ['meta', 0],
      ['meta', 1],
      ['meta', 2],
      ['meta', 3],
      ['meta', 4],
      ['meta', 5],
      ['meta', 6],
      ['script'],
      ['link'],
    ]);
    expect(head.refused[1]!.reason).toContain('"http-equiv" cannot be set');
    expect(head.refused[4]!.reason).toContain('only these names are allowed');
    expect(head.refused[7]!.reason).toContain('"script" cannot be set from content');
    expect(readFrontMatterHead('Title').refused).toEqual([{ path: [], reason: 'write `head` as a map with `title` and `meta`' }]);
  });

  it('renders only plain allowed pairs from stored data, and loaders take title and description from seo first', () => {
    expect(
      safeHeadMeta([
        { name: 'keywords', content: 'a' },
        { name: 'refresh', content: '0' },
        { name: 'robots', content: 'noindex', 'http-equiv': 'refresh' },
        { name: 'description', content: 'the page description is its own tag' },
        null,
      ]),
    ).toEqual([{ name: 'keywords', content: 'a' }]);
    expect(seoHead({ title: 'T', description: 'D', seo: { title: 'S', meta: [{ name: 'author', content: 'A' }] } })).toEqual({
      title: 'S',
      description: 'D',
      meta: [{ name: 'author', content: 'A' }],
    });
    expect(seoHead({ title: 'T', description: 'D', seo: {} })).toEqual({ title: 'T', description: 'D' });
  });
});
