// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareTexts } from '@site/kit';
import { cleanup, languageOf, renderServerView, renderView, screen, within } from '@site/kit/testing';
import { DOCS_TEXTS } from '../src/i18n/index.ts';
import { DocsPageView } from '../src/components/DocsPageView.tsx';
import type { DocsPageData } from '../src/page-data.ts';
import { type DocsSidebar, type NavigationNode, packNodes, visibleNavigation } from '@site/contracts';

/** The sidebar content-service sends the installation page: its section open, the others closed. */
function sidebar(tree: NavigationNode[]): DocsSidebar {
  return {
    nodes: packNodes(visibleNavigation(tree, '/docs/getting-started/installation', 2)),
    collection: 'docs_en',
    fallbacks: true,
    version: 'b1',
  };
}

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
    navigation: sidebar([
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
    ]),
    section: { title: 'Getting Started', icon: 'i-lucide-rocket' },
    surround: [
      { title: 'Introduction', path: '/docs/getting-started', description: 'Welcome.' },
      { title: 'Configuration', path: '/docs/getting-started/configuration' },
    ],
    editUrl: 'https://github.com/nuxt/content/edit/main/docs/content/docs/1.getting-started/2.installation.md',
    lead: 'Get started with Nuxt Content.',
    ...overrides,
  };
}

afterEach(cleanup);

function view(d: DocsPageData, locale?: string) {
  return renderView(<DocsPageView data={d} />, locale, d.page.path);
}

describe('DocsPageView', () => {
  beforeAll(async () => {
    for (const locale of ['fr', 'ja']) await prepareTexts(locale, [DOCS_TEXTS]);
  });

  it('renders the section name, one h1, description, actions and body', () => {
    view(data());
    expect(screen.getByText('Getting Started', { selector: '.docs-section-name' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Installation']);
    expect(screen.getByText('Get started with Nuxt Content.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More page actions' })).toBeTruthy();
    const h2 = screen.getByRole('heading', { level: 2, name: 'Install the package' });
    expect(h2.id).toBe('install');
    expect(within(h2).getByRole('link').getAttribute('href')).toBe('#install');
  });

  it('leaves the title and lead to a hero the body opens with: one h1 (a docs root written as a landing page had two)', () => {
    const d = data();
    d.page.body = {
      ...d.page.body,
      value: [
        ['u-page-hero', { title: 'Acme Docs', description: 'Everything about Acme.' }],
        ['p', {}, 'Welcome.'],
      ],
    };
    view(d);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Acme Docs']);
    expect(screen.queryByText('Get started with Nuxt Content.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeTruthy();
  });

  it('shows no lead when the loader found the description is the first paragraph', () => {
    view(data({ lead: null }));
    expect(screen.queryByText('Get started with Nuxt Content.')).toBeNull();
  });

  it('marks the current page in the sidebar and lists sections with their icons, other sections closed', () => {
    view(data(), 'en');
    const current = screen.getByRole('treeitem', { name: 'Installation', current: 'page' });
    expect(current.getAttribute('href')).toBe('/en/docs/getting-started/installation');
    expect(screen.getByRole('treeitem', { name: 'Introduction', current: false }).getAttribute('href')).toBe('/en/docs/getting-started');
    const heading = screen.getByRole('treeitem', { name: 'Getting Started', expanded: true });
    expect(heading.querySelector('svg')).toBeTruthy();
    expect(screen.getByRole('treeitem', { name: 'Collections', expanded: false })).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: 'Define' })).toBeNull();
    const search = screen.getByRole('button', { name: /Search…/ });
    expect(search.getAttribute('aria-keyshortcuts')).toBe('Meta+K Control+K');
    // The section's label names its group; the right-hand column is a named complementary landmark.
    expect(within(screen.getByRole('group', { name: 'Getting Started' })).getByRole('treeitem', { name: 'Installation' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'About this page' })).toBeTruthy();
    expect(search.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('renders the toc under "On this page" with nested links and community links', () => {
    view(data());
    // One toc in the right column, one in the phone's collapsible row (CSS shows one of them).
    const tocs = screen.getAllByRole('navigation', { name: 'On this page' });
    expect(tocs.length).toBeGreaterThan(0);
    for (const toc of tocs) {
      const install = within(toc).getByRole('link', { name: 'Install the package' });
      expect(install.getAttribute('href')).toBe('#install');
      // Options is nested under its h2's entry.
      const nested = within(install.closest('li')!).getByRole('link', { name: 'Options' });
      expect(nested.getAttribute('href')).toBe('#options');
    }
    expect(screen.getByText('Community')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Nuxt Discord/ }).getAttribute('href')).toBe('https://discord.com/invite/ps2h6QT');
  });

  it("marks no toc entry active on the server (the reader's position is only known in the browser)", () => {
    const { container } = renderServerView(<DocsPageView data={data()} />);
    const tocLinks = screen.getAllByRole('navigation', { name: 'On this page' }).flatMap((toc) => within(toc).getAllByRole('link'));
    expect(tocLinks.map((a) => a.textContent)).toContain('Install the package');
    // Active means aria-current="location" for assistive technology and data-active for the stylesheet.
    expect(tocLinks.filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
    expect(container.querySelectorAll('[data-active]')).toHaveLength(0);
  });

  it('links prev/next, edit and report in the route locale', () => {
    view(data(), 'fr');
    const prev = screen.getByRole('link', { name: 'Page précédente: Introduction' });
    expect([prev.getAttribute('href'), prev.getAttribute('rel')]).toEqual(['/fr/docs/getting-started', 'prev']);
    const next = screen.getAllByRole('link').find((a) => a.getAttribute('rel') === 'next')!;
    expect(next.getAttribute('href')).toBe('/fr/docs/getting-started/configuration');
    expect(screen.getByRole('link', { name: /Modifier cette page/ })).toBeTruthy();
    const report = screen
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.startsWith('https://github.com/nuxt/content/issues/new'))!;
    expect(new URL(report.getAttribute('href')!).searchParams.get('title')).toMatch(/^Docs: Installation/);
  });

  it("marks an untranslated neighbour's title and description with their language", () => {
    view(
      data({
        surround: [
          { title: 'Introduction (fr)', path: '/docs/getting-started', description: 'Bienvenue.' },
          { title: 'Configuration', path: '/docs/getting-started/configuration', description: 'Options.', lang: 'en' },
        ],
      }),
      'fr',
    );
    expect(screen.getByText('Configuration').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Options.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Introduction (fr)').closest('[lang]')?.getAttribute('lang')).not.toBe('en');
  });

  it('names both lists of English headings "On this page" in the reader’s language', () => {
    view(data({ fallback: true, contentLocale: 'en' }), 'ja');
    const tocs = screen.getAllByRole('navigation', { name: 'このページの内容' });
    expect(tocs).toHaveLength(2);
    for (const toc of tocs) {
      // The headings listed are English; the list's name is the reader's.
      expect(within(toc).getByRole('link', { name: 'Install the package' }).closest('[lang]')?.getAttribute('lang')).toBe('en');
      // The name is read in the page's own language (Japanese), no longer under the list's lang="en".
      expect(languageOf(toc).lang).toBeNull();
    }
  });

  it('shows the fallback notice only when the English page stands in for a translation', () => {
    view(data());
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    view(data({ fallback: true, contentLocale: 'en', contributeUrl: 'https://example.test/new' }), 'ja');
    // The English content is marked as English; the notice (in Japanese) says so and links to contribute.
    const notice = screen.getByRole('note');
    expect(notice.getAttribute('lang')).toBe('ja');
    expect(notice.parentElement?.getAttribute('lang')).toBe('en');
    // Japanese and English run the same way: nothing to turn.
    expect(notice.parentElement?.hasAttribute('data-content-dir')).toBe(false);
    // The page's buttons beside the English title are Japanese, and say so.
    const copy = screen.getByRole('button', { name: 'ページをコピー' });
    expect(copy.closest('[lang]')?.getAttribute('lang')).toBe('ja');
    expect(within(notice).getByText('このページはまだ翻訳されていません。英語版を表示しています。')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: '翻訳に協力する' }).getAttribute('href')).toBe('https://example.test/new');
    for (const toc of screen.getAllByRole('navigation', { name: /./ }).filter((n) => n.classList.contains('toc'))) {
      expect(toc.getAttribute('lang')).toBe('en');
    }
    cleanup();
    view(data(), 'en');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
