import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig, type SiteConfig } from '@site/contracts';
import { prepareTexts, SiteProvider } from '@site/kit';
import { DOCS_TEXTS } from '../src/i18n/index.ts';
import { DocsPageView } from '../src/components/DocsPageView.tsx';
import type { DocsPageData } from '../src/page-data.ts';

function data(overrides: Partial<DocsPageData> = {}): DocsPageData {
  return {
    page: {
      id: 'docs/docs/1.getting-started/2.installation.md',
      title: 'Installation',
      description: 'Get started with Nuxt Content.',
      body: {
        type: 'minimark',
        value: [
          ['h1', {}, 'Installation'],
          ['h2', { id: 'install' }, 'Install the package'],
          ['p', {}, 'Run it.'],
          ['h3', { id: 'options' }, 'Options'],
        ],
        toc: {
          title: '',
          searchDepth: 2,
          depth: 2,
          links: [{ id: 'install', depth: 2, text: 'Install the package', children: [{ id: 'options', depth: 3, text: 'Options' }] }],
        },
      },
      extension: 'md',
      meta: {},
      navigation: true,
      path: '/docs/getting-started/installation',
      seo: {},
      stem: 'docs/1.getting-started/2.installation',
      links: [{ label: 'Nuxt Discord', icon: 'i-simple-icons-discord', to: 'https://discord.com/invite/ps2h6QT' }],
    },
    collection: 'docs_en',
    contentLocale: 'en',
    fallback: false,
    translations: ['en', 'fr'],
    navigation: [
      {
        title: 'Docs',
        path: '/docs',
        stem: 'docs',
        page: false,
        children: [
          {
            title: 'Getting Started',
            path: '/docs/getting-started',
            stem: 'g',
            icon: 'i-lucide-rocket',
            page: false,
            children: [
              { title: 'Introduction', path: '/docs/getting-started', stem: 'g/i' },
              { title: 'Installation', path: '/docs/getting-started/installation', stem: 'g/in' },
            ],
          },
          {
            title: 'Collections',
            path: '/docs/collections',
            stem: 'c',
            page: false,
            children: [{ title: 'Define', path: '/docs/collections/define', stem: 'c/d' }],
          },
        ],
      },
    ],
    section: { title: 'Getting Started', icon: 'i-lucide-rocket' },
    surround: [
      { title: 'Introduction', path: '/docs/getting-started', stem: 'g/i', description: 'Welcome.' },
      { title: 'Configuration', path: '/docs/getting-started/configuration', stem: 'g/c' },
    ],
    editUrl: 'https://github.com/nuxt/content/edit/main/docs/content/docs/1.getting-started/2.installation.md',
    ...overrides,
  };
}

function view(d: DocsPageData, locale = 'en', config: SiteConfig = siteConfig): string {
  return renderToString(createElement(SiteProvider, { config, locale, path: d.page.path }, createElement(DocsPageView, { data: d })));
}

describe('DocsPageView', () => {
  beforeAll(async () => {
    for (const locale of ['fr', 'ja']) await prepareTexts(locale, [DOCS_TEXTS]);
  });

  it('renders the section name, one h1, description, actions and body', () => {
    const out = view(data());
    expect(out).toContain('<p class="docs-section-name">Getting Started</p>');
    expect(out.match(/<h1/g)).toHaveLength(1);
    expect(out).toContain('<h1 class="page-title">Installation</h1>');
    expect(out).toContain('<p class="docs-description">Get started with Nuxt Content.</p>');
    expect(out).toMatch(/<button[^>]*class="btn btn-outline"[^>]*><svg.*?<\/svg>Copy page<\/button>/);
    expect(out).toContain('aria-label="More page actions"');
    expect(out).toContain('<h2 id="install"><a href="#install" class="heading-anchor">Install the package');
  });

  it('marks the current page in the sidebar and lists sections with their icons', () => {
    const out = view(data());
    expect(out).toMatch(/<p class="docs-nav-heading"><svg[^>]*>.*?<\/svg>Getting Started<\/p>/);
    expect(out).toContain('<a href="/en/docs/getting-started/installation" class="docs-nav-link" aria-current="page">Installation</a>');
    expect(out).toContain('<a href="/en/docs/getting-started" class="docs-nav-link">Introduction</a>');
    expect(out).toMatch(
      /<button type="button" class="btn btn-outline search-button[^"]*" aria-keyshortcuts="Meta\+K" aria-haspopup="dialog">.*?<span class="search-label">Search…<\/span>/,
    );
  });

  it('renders the toc under "On this page" with nested links, no active state on the server, and community links', () => {
    const out = view(data());
    expect(out).toMatch(/<p class="toc-title" id="([^"]+)">On this page<\/p><nav class="toc" aria-labelledby="\1">/);
    expect(out).toContain('<a href="#install">Install the package</a><ul><li><a href="#options">Options</a>');
    expect(out).not.toContain('data-active');
    expect(out).toMatch(/<p class="toc-title">Community<\/p>.*Nuxt Discord/);
  });

  it('links prev/next, edit and report in the route locale', () => {
    const out = view(data(), 'fr');
    expect(out).toMatch(
      /<a href="\/fr\/docs\/getting-started" rel="prev"><span class="sr-only">Page précédente: <\/span>Introduction<\/a>/,
    );
    expect(out).toContain('href="/fr/docs/getting-started/configuration" rel="next"');
    expect(out).toContain('Modifier cette page');
    expect(out).toContain('href="https://github.com/nuxt/content/issues/new?title=Docs%3A+Installation');
  });

  it('shows the fallback notice only when the English page stands in for a translation', () => {
    expect(view(data())).not.toContain('not translated');
    const out = view(data({ fallback: true, contentLocale: 'en', contributeUrl: 'https://example.test/new' }), 'ja');
    // The English content is marked as English; the notice (in Japanese) says so and links to contribute.
    expect(out).toContain('<div lang="en"><div class="callout content-fallback-notice" data-type="note" role="note" lang="ja">');
    expect(out).toContain('このページはまだ翻訳されていません。英語版を表示しています。');
    expect(out).toContain('<a href="https://example.test/new" rel="noopener noreferrer">翻訳に協力する</a>');
    expect(out).toContain('<nav class="toc" lang="en"');
    const en = view(data(), 'en');
    expect(en).not.toContain('content-fallback-notice');
  });
});
