import { beforeAll, describe, expect, it } from 'vitest';
import type { LandingRow, PageRow } from '@site/contracts';
import { renderToHtml, textOf } from '@site/kit/testing';
import { HomeView } from '../src/views/HomeView.tsx';
import { HOME_TEXTS } from '../src/views/i18n/index.ts';
import { prepareTexts } from '@site/kit';

// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar']) await prepareTexts(locale, [HOME_TEXTS]);
});

/**
 * content/index.md as the landing collection stores it (front matter keys in `meta`, the body
 * one highlighted code block). Cast: the kit's LandingRow is `PageRow & Record<string, never>`
 * (z.object({}) output), which no literal satisfies; a landing row holds exactly a PageRow.
 */
const home = {
  id: 'landing/index.md',
  title: 'Nuxt Content',
  description: 'The file-based CMS for your web app.',
  extension: 'md',
  navigation: true,
  path: '/',
  seo: {},
  stem: 'index',
  meta: {
    hero: {
      title: 'Your content folder, queryable like a database',
      highlight: 'database',
      description: 'Write Markdown and YAML next to your code.',
      links: [
        { label: 'Get started', to: '/docs/getting-started', icon: 'i-lucide-arrow-right' },
        { label: 'Open Studio', to: '/studio', icon: 'i-lucide-pencil-ruler' },
      ],
      install: 'npm ci && npm start',
    },
    features: {
      title: 'Everything a content site needs, in one module',
      description: 'From a folder of files to a fast, searchable site.',
      items: [
        { title: 'Typed collections', description: 'Declare each collection once.', icon: 'i-lucide-layers', to: '/docs/collections' },
        { title: 'SQL storage', description: 'Every collection becomes a SQLite table.', icon: 'i-lucide-database' },
      ],
    },
    sections: [
      {
        title: 'Write files, not database migrations',
        description: 'Your content lives in git beside your code.',
        items: [{ title: 'Schema errors with a line number', description: 'path:line, what is wrong.', icon: 'i-lucide-circle-alert' }],
      },
      { description: 'A section without a title is skipped.' },
    ],
    cta: {
      title: 'Start with a folder of Markdown',
      links: [{ label: 'Browse templates', to: '/templates', icon: 'i-lucide-layout-template' }],
    },
  },
  body: {
    type: 'minimark',
    value: [
      [
        'pre',
        { language: 'ts', filename: 'pages/blog.ts', code: "const posts = await content.queryCollection('posts')" },
        [
          'code',
          {},
          [
            'span',
            { class: 'line' },
            ['span', { style: '--shiki-light:#39ADB5;--shiki-dark:#89DDFF' }, 'const'],
            ['span', { style: '--shiki-light:#90A4AE;--shiki-dark:#BABED8' }, " posts = await content.queryCollection('posts')"],
          ],
        ],
      ],
    ],
  },
} satisfies PageRow as unknown as LandingRow;

function render(locale?: string, page: LandingRow = home) {
  return renderToHtml(<HomeView data={{ page, contentLocale: locale ?? 'en' }} />, locale);
}

describe('HomeView', () => {
  const html = render();

  it('shows the headline with the highlighted word in primary, the intro and the hero links', () => {
    expect(html).toContain('Your content folder, queryable like a <span class="text-primary">database</span></h1>');
    expect(html).toContain('Write Markdown and YAML next to your code.');
    expect(html).toMatch(/<a href="\/docs\/getting-started" class="btn btn-lg btn-primary">Get started/);
    expect(html).toMatch(/<a href="\/studio" class="btn btn-lg btn-outline">Open Studio/);
  });

  it('shows the install command with a named copy button', () => {
    expect(html).toContain('npm ci &amp;&amp; npm start</code>');
    expect(html).toMatch(/<button type="button" class="[^"]*home-install__copy" aria-label="Copy install command"/);
  });

  it('renders the body code block as the sample card, with its filename and highlighted code', () => {
    const sample = html.slice(html.indexOf('home-hero__sample'));
    expect(sample).toContain('pages/blog.ts');
    expect(sample).toContain('--shiki-light:#39ADB5');
    expect(sample).toContain('posts = await content.queryCollection(&#x27;posts&#x27;)');
  });

  it('shows the feature grid with icons, the feature rows and the call to action', () => {
    expect(html).toContain('Everything a content site needs, in one module');
    expect(html.match(/class="card[^"]*home-feature"/g)).toHaveLength(2);
    expect(html).toContain('<a href="/docs/collections">Typed collections</a>');
    expect(html).toContain('Write files, not database migrations');
    expect(html).not.toContain('A section without a title is skipped.');
    expect(html).toContain('Start with a folder of Markdown');
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)!.length).toBeGreaterThanOrEqual(5);
  });

  it("links pages in the reader's locale", () => {
    const ar = render('ar');
    expect(ar).toContain('href="/ar/docs/getting-started"');
    expect(ar).toContain('href="/ar/templates"');
  });

  it("names the copy button in the reader's language", () => {
    expect(render('ja')).toContain('aria-label="インストールコマンドをコピー"');
    expect(render('ar')).toContain('aria-label="نسخ أمر التثبيت"');
  });

  it('keeps the well-formed parts of hand-written front matter and falls back to the page title', () => {
    const meta = {
      hero: { title: '   ', links: [{ label: 'Docs', to: '/docs' }] },
      features: {
        title: 'Features',
        description: '  ',
        items: [{ title: 'Kept', description: 'shown' }, { description: 'no title' }, 'junk', { title: 'No description' }],
      },
      sections: 'not a list',
      cta: {
        title: 'Go',
        links: [
          { label: '', to: '/x' },
          { label: 'GitHub', to: 'https://github.com/nuxt/content' },
        ],
      },
    };
    const html = render(undefined, { ...home, meta, body: { type: 'minimark', value: [] } } as unknown as LandingRow);
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Nuxt Content<\/h1>/);
    expect(text).toContain('The file-based CMS for your web app.');
    expect(html).not.toContain('href="/docs"');
    expect(html).not.toContain('home-hero__sample');
    expect(html.match(/class="card feature-card home-feature"/g)).toHaveLength(2);
    expect(text).not.toContain('no title');
    expect(html).not.toContain('home-row');
    expect(html).not.toContain('href="/x"');
    expect(html).toMatch(
      /<a href="https:\/\/github.com\/nuxt\/content" target="_blank" rel="noopener noreferrer" class="btn btn-lg btn-primary">GitHub<span class="sr-only"> \(opens in a new tab\)<\/span>/,
    );
  });
});

describe('HomeView written in markdown with page components', () => {
  it('renders the body: its hero title is the h1 and its sections follow, not the page title', () => {
    const page = {
      ...home,
      meta: {},
      body: {
        type: 'minimark',
        value: [
          [
            'u-page-hero',
            {},
            ['template', { slot: 'title' }, ['p', {}, 'Ship docs fast']],
            ['template', { slot: 'description' }, ['p', {}, 'Markdown in, site out.']],
          ],
          ['u-page-section', { title: 'Why it helps' }, ['template', { slot: 'description' }, ['p', {}, 'Less wiring.']]],
        ],
      },
    } as unknown as LandingRow;
    const text = textOf(renderToHtml(<HomeView data={{ page, contentLocale: 'en' }} />));
    expect(text).toContain('Ship docs fast');
    expect(text).toContain('Markdown in, site out.');
    expect(text).toContain('Why it helps');
    expect(text).not.toContain('Nuxt Content');
  });
});
