// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formatTitle, siteConfig } from '@site/contracts';
import type { PageState } from '../src/app/page-state.ts';
import { PAGE_HEAD_SELECTOR, pageHeadTags } from '../src/app/head-tags.ts';
import { renderDocument } from '../src/server/html-document.ts';
import { replacePageHead } from '../src/client/page-head.ts';

const config = { ...siteConfig, origin: 'https://docs.example.org' };
// No scripts or remote stylesheets: happy-dom would try to fetch them.
const assets = { reader: '/_shell/reader.js', js: [], css: [] };

const docsPage: PageState = {
  config,
  buildId: 'b1',
  remotes: {},
  contentVersions: {},
  route: { id: 'docs', owner: 'docs', page: 'DocsPage', layout: 'docs', locale: 'en', path: '/docs/installation', params: {} },
  status: 200,
  head: {
    title: 'Installation',
    description: 'Install the module',
    alternates: ['en', 'fr'],
    meta: [{ name: 'keywords', content: 'install, setup' }],
    type: 'article',
    breadcrumbs: [{ title: 'Installation', path: '/docs/installation' }],
  },
  view: { kind: 'page', data: {} },
  year: 2026,
};

const blogPost: PageState = {
  ...docsPage,
  route: { id: 'blog-post', owner: 'blog', page: 'BlogPost', layout: 'default', locale: 'fr', path: '/blog/launch', params: {} },
  head: {
    title: 'Lancement',
    description: 'Nous avons lancé « v3 » & plus',
    image: '/_content/_images/launch.svg',
    type: 'article',
    article: { published: '2026-01-31', authors: ['Ada'] },
    meta: [{ name: 'robots', content: 'noarchive' }],
    feeds: [{ title: 'Blog', path: '/blog' }],
  },
};

const missing: PageState = { ...docsPage, status: 404, head: { title: 'Page not found' } };

/** The head's describing elements, as a reader's tools see them: element, attributes, text. */
const described = (head: HTMLHeadElement | Element) =>
  [...head.querySelectorAll(PAGE_HEAD_SELECTOR)].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
    json: el.tagName === 'SCRIPT' ? JSON.parse(el.textContent ?? '') : undefined,
  }));

/** The head a fresh load of `state` gets from the server. */
function serverHead(state: PageState): HTMLHeadElement {
  const doc = new DOMParser().parseFromString(renderDocument(state, '<main></main>', assets), 'text/html');
  return doc.head;
}

describe("a page's head after a client navigation", () => {
  it('describes the page on screen exactly as a fresh load of it does, in any order of pages', () => {
    for (const [from, to] of [
      [docsPage, blogPost],
      [blogPost, docsPage],
      [docsPage, missing],
      [missing, blogPost],
    ] as const) {
      document.head.innerHTML = serverHead(from).innerHTML;
      const kept = [...document.head.children].filter((el) => !el.matches(PAGE_HEAD_SELECTOR)).map((el) => el.outerHTML);
      replacePageHead(pageHeadTags(to, formatTitle(config, to.head.title)));
      expect(described(document.head)).toEqual(described(serverHead(to)));
      // Everything else in the head (charset, styles, the state, scripts) is left as it was.
      expect([...document.head.children].filter((el) => !el.matches(PAGE_HEAD_SELECTOR)).map((el) => el.outerHTML)).toEqual(kept);
    }
  });

  it('a shared link after navigating points at the page navigated to, and a missing page is not indexed', () => {
    document.head.innerHTML = serverHead(docsPage).innerHTML;
    replacePageHead(pageHeadTags(blogPost, 'Lancement'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://docs.example.org/fr/blog/launch');
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://docs.example.org/fr/blog/launch');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    replacePageHead(pageHeadTags(missing, 'Page not found'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('every tag a page can have is one the next navigation replaces', () => {
    for (const state of [docsPage, blogPost, missing]) {
      for (const tag of pageHeadTags(state, state.head.title)) {
        const el = document.createElement(tag.name);
        for (const [name, value] of tag.attrs) el.setAttribute(name, value);
        expect(el.matches(PAGE_HEAD_SELECTOR), el.outerHTML).toBe(true);
      }
    }
  });
});
