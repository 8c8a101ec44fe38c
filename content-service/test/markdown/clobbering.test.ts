/**
 * DOM clobbering at build time (issue 14, finding 4): ids and names written by content get
 * the `user-content-` prefix, heading ids stay the build's own slugs (never an app id), and
 * in-page links follow the ids they point at.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/index.ts';

const parse = (markdown: string) => parseMarkdown(markdown, { file: 'content/docs/clobber.md' });

describe('content ids and names are prefixed', () => {
  it.each([
    ['<div id="__SITE_STATE__">{"view":{}}</div>', ['div', { id: 'user-content-__SITE_STATE__' }, '{"view":{}}']],
    ['<div id="app">x</div>', ['div', { id: 'user-content-app' }, 'x']],
    ['<a name="getElementById" href="/x">x</a>', ['p', {}, ['a', { name: 'user-content-getElementById', href: '/x' }, 'x']]],
    ['<img name="cookie" id="body" src="/a.png" alt="a">', ['img', { id: 'user-content-body', src: '/a.png', alt: 'a' }]],
    ['<form name="head" id="documentElement"><span id="user-content-x">t</span></form>', ['span', { id: 'user-content-x' }, 't']],
  ])('%s', async (html, expected) => {
    const parsed = await parse(`${html}\n`);
    expect(parsed.body.value).toEqual([expected]);
  });

  it('gives headings build ids, never an app id, and keeps the toc pointing at them', async () => {
    const parsed = await parse('# Title\n\n## Main\n\n<h2 id="__SITE_STATE__">State</h2>\n\n<h2 id="Setup">Custom</h2>\n\n## App\n');
    const ids = parsed.body.value.filter((n) => typeof n !== 'string').map((n) => (n as [string, { id?: string }])[1].id);
    expect(ids).toEqual(['title', 'main-1', '__site_state__-1', 'setup', 'app-1']);
    expect(parsed.body.toc?.links.map((l) => l.id)).toEqual(['main-1', '__site_state__-1', 'setup', 'app-1']);
  });

  it("never gives a heading an id of the app's own elements, written {#id} or slugged (the live region, section titles)", async () => {
    const parsed = await parse(
      '## Updates {#site-announcer}\n\n## Site announcer\n\n## Related {#template-related-title}\n\n## Comparison caption\n',
    );
    const ids = parsed.body.value.map((n) => (n as [string, { id?: string }])[1].id);
    expect(ids).toEqual(['site-announcer-1', 'site-announcer-2', 'template-related-title-1', 'comparison-caption-1']);
  });

  it('points in-page links at the prefixed id of the content element, and heading links at the heading', async () => {
    const parsed = await parse(
      '## Install\n\n<a name="legacy"></a>Old anchor\n\n[a](#legacy) [b](#install) [c](#missing) [d](/docs/x#legacy)\n',
    );
    const links = JSON.stringify(parsed.body.value);
    expect(links).toContain('"href":"#user-content-legacy"');
    expect(links).toContain('"href":"#install"');
    expect(links).toContain('"href":"#missing"');
    expect(links).toContain('"href":"/docs/x#legacy"');
  });
});
