// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readLandingMeta, type LandingRow, type PageRow } from '@site/contracts';
import { act, cleanup, fireEvent, renderView, screen, within } from '@site/kit/testing';
import { HomeView } from '../src/views/HomeView.tsx';
import { HOME_TEXTS } from '../src/views/i18n/index.ts';
import { prepareTexts } from '@site/kit';

afterEach(cleanup);
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
  return renderView(<HomeView data={{ page, landing: readLandingMeta(page.meta), contentLocale: locale ?? 'en' }} />, locale);
}

/**
 * The page's h1 as read. By text, not accessible name: happy-dom reports no `display` for a
 * <span>, so Testing Library would pad the highlighted word with spaces a browser does not read.
 */
const headline = () => screen.getByRole('heading', { level: 1 }).textContent;
const hero = () => screen.getByRole('heading', { level: 1 }).closest('section')!;
const headings = (level: number, container: HTMLElement = document.body) =>
  within(container)
    .getAllByRole('heading', { level })
    .map((h) => h.textContent);
/** Every link on the page as [text read, href]. */
const links = () => screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('HomeView', () => {
  it('shows the headline with the highlighted word in primary, the intro and the hero links', () => {
    render();
    expect(headline()).toBe('Your content folder, queryable like a database');
    // The highlighted word is drawn in the primary colour by this class.
    expect(within(hero()).getByText('database').className).toBe('text-primary');
    expect(within(hero()).getByText('Write Markdown and YAML next to your code.')).toBeTruthy();
    // The first link is the primary button, the others outlined (the classes draw them so).
    const start = within(hero()).getByRole('link', { name: 'Get started' });
    expect([start.getAttribute('href'), start.className]).toEqual(['/docs/getting-started', 'btn btn-lg btn-primary']);
    const studio = within(hero()).getByRole('link', { name: 'Open Studio' });
    expect([studio.getAttribute('href'), studio.className]).toEqual(['/studio', 'btn btn-lg btn-outline']);
  });

  it('shows the install command with a named copy button that copies it and says so', async () => {
    render();
    expect(within(hero()).getByText('npm ci && npm start').tagName).toBe('CODE');
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (value: string) => void copied.push(value) },
    });
    // act waits for the click's clipboard promise and the update it makes (event order, no clock).
    await act(async () => fireEvent.click(within(hero()).getByRole('button', { name: 'Copy install command' })));
    expect(screen.getByRole('status').textContent).toBe('Install command copied to clipboard');
    expect(copied).toEqual(['npm ci && npm start']);
  });

  it('renders the body code block as the sample card, with its filename and highlighted code', () => {
    render();
    const sample = within(hero());
    expect(sample.getByText('pages/blog.ts')).toBeTruthy();
    const code = hero().querySelector('pre');
    expect(code?.textContent).toBe("const posts = await content.queryCollection('posts')");
    // Shiki's token colours reach the page as custom properties the stylesheet picks per theme.
    expect(sample.getByText('const').style.getPropertyValue('--shiki-light')).toBe('#39ADB5');
    expect(sample.getByRole('button', { name: 'Copy code to clipboard' })).toBeTruthy();
  });

  it('shows the feature grid with icons, the feature rows and the call to action', () => {
    const { container } = render();
    const features = screen.getByRole('region', { name: 'Everything a content site needs, in one module' });
    const cards = within(features).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Typed collections', 'SQL storage']);
    // Each card shows its icon, decorative and so hidden from assistive technology.
    for (const card of cards) expect(card.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(cards[0]!).getByRole('link', { name: 'Typed collections' }).getAttribute('href')).toBe('/docs/collections');
    const row = screen.getByRole('region', { name: 'Write files, not database migrations' });
    expect(headings(3, row)).toEqual(['Schema errors with a line number']);
    expect(screen.queryByText('A section without a title is skipped.')).toBeNull();
    const cta = screen.getByRole('region', { name: 'Start with a folder of Markdown' });
    expect(within(cta).getByRole('link', { name: 'Browse templates' }).getAttribute('href')).toBe('/templates');
    expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(5);
  });

  it("links pages in the reader's locale", () => {
    render('ar');
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/ar/docs/getting-started');
    expect(screen.getByRole('link', { name: 'Browse templates' }).getAttribute('href')).toBe('/ar/templates');
  });

  it("names the copy button in the reader's language", () => {
    render('ja');
    expect(screen.getByRole('button', { name: 'インストールコマンドをコピー' })).toBeTruthy();
    cleanup();
    render('ar');
    expect(screen.getByRole('button', { name: 'نسخ أمر التثبيت' })).toBeTruthy();
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
    render(undefined, { ...home, meta, body: { type: 'minimark', value: [] } } as unknown as LandingRow);
    expect(headline()).toBe('Nuxt Content');
    expect(screen.getByText('The file-based CMS for your web app.')).toBeTruthy();
    // No code sample: the body is empty.
    expect(screen.queryByRole('button', { name: 'Copy code to clipboard' })).toBeNull();
    const features = screen.getByRole('region', { name: 'Features' });
    expect(headings(3, features)).toEqual(['Kept', 'No description']);
    expect(screen.queryByText('no title')).toBeNull();
    // No feature rows: the page's sections are the features and the call to action alone.
    expect(headings(2)).toEqual(['Features', 'Go']);
    // The hero's links went with the hero, the unlabelled CTA link is dropped, GitHub leads as the primary button.
    expect(links()).toEqual([['GitHub (opens in a new tab)', 'https://github.com/nuxt/content']]);
    const github = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect([github.getAttribute('target'), github.getAttribute('rel'), github.className]).toEqual([
      '_blank',
      'noopener noreferrer',
      'btn btn-lg btn-primary',
    ]);
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
    render(undefined, page);
    expect(headline()).toBe('Ship docs fast');
    expect(screen.getByText('Markdown in, site out.')).toBeTruthy();
    expect(headings(2)).toEqual(['Why it helps']);
    expect(screen.queryByText(/Nuxt Content/)).toBeNull();
  });
});
