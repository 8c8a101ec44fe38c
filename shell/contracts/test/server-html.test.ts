import { describe, expect, it } from 'vitest';
import { isPageBody, serverHtmlBodies, type PageBody } from '@site/contracts';

const body = (value: PageBody['value'], extra: Partial<PageBody> = {}): PageBody => ({ type: 'minimark', value, ...extra });

describe('serverHtmlBodies: bodies are rendered once, by the server', () => {
  it('gives every body an id for the render and keeps only its outline and that id for the inline state', () => {
    const toc = { title: '', searchDepth: 2, depth: 3, links: [{ id: 'a', depth: 2, text: 'A' }] };
    const data = {
      page: {
        title: 'T',
        body: body(['\n', ['h1', { id: 'x' }, 'Title'], 'some text', ['pre', { code: 'x' }, ['code', {}, 'x']]], { toc }),
      },
      entries: [{ body: body([['p', {}, 'one']]) }, { body: body([]) }],
      navigation: [{ title: 'Nav', path: '/docs' }],
    };
    const { render, inline } = serverHtmlBodies(data);

    expect(render.page.body).toEqual({ ...data.page.body, htmlId: 'b0' });
    expect(render.entries.map((e) => e.body.htmlId)).toEqual(['b1', 'b2']);
    expect(inline.page.body).toEqual({ type: 'minimark', value: ['', ['h1', {}], '…', ['pre', {}]], toc, serverHtml: 'b0' });
    expect(inline.entries.map((e) => [e.body.value, e.body.serverHtml])).toEqual([
      [[['p', {}]], 'b1'],
      [[], 'b2'],
    ]);
    // What holds no body is shared, not copied; the input is left as it was.
    expect(render.navigation).toBe(data.navigation);
    expect(inline.navigation).toBe(data.navigation);
    expect(data.page.body.htmlId).toBeUndefined();
  });

  it('returns data without bodies as it is, and leaves bodies nested deeper than page data holds them', () => {
    const plain = { posts: [{ title: 'A' }], intro: { title: 'Blog' } };
    expect(serverHtmlBodies(plain).inline).toBe(plain);
    const deep = { a: { b: { c: { d: { e: { body: body([['p', {}, 'deep']]) } } } } } };
    expect(serverHtmlBodies(deep).inline).toBe(deep);
  });

  it('recognises page bodies only', () => {
    expect(isPageBody(body([]))).toBe(true);
    expect(isPageBody({ type: 'minimark' })).toBe(false);
    expect(isPageBody({ type: 'root', value: [] })).toBe(false);
    expect(isPageBody(null)).toBe(false);
  });
});
