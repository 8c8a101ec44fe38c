// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BlogListView } from '../src/components/BlogListView.tsx';
import { BlogPostView } from '../src/components/BlogPostView.tsx';
import { ChangelogListView } from '../src/components/ChangelogListView.tsx';
import { ChangelogEntryView } from '../src/components/ChangelogEntryView.tsx';
import { announcingV3, postRow, queryBuilder, v300, v340, v341 } from './fixtures.ts';
import { cleanup, languageOf, renderToHtml, renderView, screen, within } from '@site/kit/testing';
import { createI18n, prepareTexts } from '@site/kit';
import { BLOG_TEXTS } from '../src/i18n/index.ts';

afterEach(cleanup);
beforeAll(async () => {
  // happy-dom loads no images: report them as loaded, so avatars show their pictures as in a browser.
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 48 });
  // The shell makes the locale's texts ready before it renders a page; these tests render directly.
  for (const locale of ['fr', 'ja', 'ar', 'ru', 'he']) await prepareTexts(locale, [BLOG_TEXTS]);
});

const intro = { title: 'Blog', description: 'Release announcements, tutorials and stories.' };

/** The `<time>` element showing `text`, and its machine-readable date. */
const dateTimeOf = (text: string) => screen.getByText(text).closest('time')?.getAttribute('datetime');
const cardTitled = (name: string) => screen.getAllByRole('article').find((card) => within(card).queryByRole('heading', { name }))!;

describe('BlogListView', () => {
  const renderList = (locale?: string, posts = [queryBuilder, announcingV3]) =>
    renderView(<BlogListView data={{ intro, posts }} />, locale);

  it('shows the centred title, the intro and one card per post in the order given', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(screen.getByText('Release announcements, tutorials and stories.')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Querying collections with the builder', 'Announcing Nuxt Content v3']);
  });

  it('keeps a right-to-left reader’s layout on a list of English posts, each paragraph in its own direction', () => {
    renderList('ar');
    const region = screen.getByRole('note').parentElement!;
    expect([region.getAttribute('lang'), region.getAttribute('data-content-dir'), region.hasAttribute('dir')]).toEqual([
      'en',
      'ltr',
      false,
    ]);
  });

  it('gives each card its cover with alt text, category, date, link, description and authors', () => {
    renderList();
    const card = cardTitled('Announcing Nuxt Content v3');
    const cover = within(card).getByRole('img', { name: 'Green database cylinder over a folder of Markdown files' });
    expect(cover.getAttribute('src')).toBe('/_content/_images/blog/announcing-v3.svg');
    expect(within(card).getByText('announcement')).toBeTruthy();
    expect(dateTimeOf('January 15, 2026')).toBe('2026-01-15');
    expect(within(card).getByRole('link', { name: 'Announcing Nuxt Content v3' }).getAttribute('href')).toBe('/blog/announcing-v3');
    expect(within(card).getByText('Announcing Nuxt Content v3: what it is about.')).toBeTruthy();
    const authors = within(card).getByRole('list', { name: 'Written by Mara Lindqvist and Kenji Arai' });
    expect(within(authors).getByRole('img', { name: 'Kenji Arai' })).toBeTruthy();
  });

  it('loads the first cover at once and at high priority, and the rest as they near the viewport', () => {
    const posts = Array.from({ length: 5 }, (_, i) =>
      postRow({ slug: `post-${i}`, folder: 'blog', title: `Post ${i}`, date: '2026-01-01' }),
    );
    renderList(undefined, posts);
    const covers = posts.map((post) => screen.getByRole('img', { name: `Cover of ${post.title}` }));
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto', 'auto', 'auto']);
  });

  it("sends the first row's covers in the server's HTML; later covers and the avatars wait for the page to be interactive", () => {
    const posts = Array.from({ length: 5 }, (_, i) =>
      postRow({ slug: `post-${i}`, folder: 'blog', title: `Post ${i}`, date: '2026-01-01', authors: announcingV3.authors }),
    );
    const html = renderToHtml(<BlogListView data={{ intro, posts }} />);
    const noscripts = [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map((m) => m[1]!);
    const sources = (markup: string) => [...markup.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    // What a browser running scripts asks for before hydration: the first row's covers only.
    expect(sources(html.replace(/<noscript>.*?<\/noscript>/g, ''))).toEqual(posts.slice(0, 3).map((post) => post.image!.src));
    // Without scripts, everything is there: the later covers, lazy, and every avatar.
    const covers = posts.slice(3).map((post) => post.image!.src);
    const avatars = posts.flatMap(() => announcingV3.authors.map((author) => author.avatar!.src));
    expect(noscripts.flatMap(sources).sort()).toEqual([...covers, ...avatars].sort());
    for (const src of covers) expect(noscripts.find((markup) => markup.includes(src))).toContain('loading="lazy"');
  });

  it('shows initials for an author without a picture', () => {
    renderList();
    expect(screen.getByRole('img', { name: 'Priya Raman' }).textContent).toBe('PR');
  });

  it("links posts in the reader's locale", () => {
    renderList('fr', [announcingV3]);
    expect(screen.getByRole('link', { name: 'Announcing Nuxt Content v3' }).getAttribute('href')).toBe('/fr/blog/announcing-v3');
    expect(dateTimeOf('15 janvier 2026')).toBe('2026-01-15');
  });

  it("shows its interface texts in the reader's language", () => {
    renderList('fr', []);
    expect(screen.getByText("Aucun article n'a encore été publié.")).toBeTruthy();
    cleanup();
    renderList('ja', []);
    expect(screen.getByText('まだ記事は公開されていません。')).toBeTruthy();
    cleanup();
    renderList('ar', [{ ...queryBuilder, draft: true }]);
    expect(screen.getByText('مسودة')).toBeTruthy();
  });

  it('shows no draft badge for a published list and marks a draft when one is passed (preview)', () => {
    renderList();
    expect(screen.queryByText('Draft')).toBeNull();
    cleanup();
    renderList(undefined, [{ ...queryBuilder, draft: true }]);
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('says so when there are no posts', () => {
    renderList(undefined, []);
    expect(screen.getByText('No posts have been published yet.')).toBeTruthy();
  });
});

describe('BlogPostView', () => {
  const renderPost = (locale?: string) =>
    renderView(
      <BlogPostView
        data={{
          post: announcingV3,
          surround: [null, { title: 'Querying collections with the builder', path: '/blog/query-builder', stem: 'blog/query-builder' }],
        }}
      />,
      locale,
    );

  it('lays an English post out left to right in a right-to-left reader, its notice, date and back link in the reader’s language and direction', () => {
    renderPost('ar');
    const notice = screen.getByRole('note');
    expect([notice.getAttribute('lang'), notice.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const region = notice.parentElement!;
    // The article is laid out in its own direction: title, body and tables start on the left.
    expect([region.getAttribute('lang'), region.getAttribute('data-content-dir'), region.getAttribute('dir')]).toEqual([
      'en',
      'ltr',
      'ltr',
    ]);
    const time = region.querySelector('time')!;
    expect([time.getAttribute('lang'), time.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-01-15T00:00:00Z')),
    );
    const back = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/ar/blog')!;
    expect([back.getAttribute('lang'), back.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')?.getAttribute('lang')).toBe('en');
    cleanup();
    // In English, nothing to mark.
    renderPost('en');
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.querySelector('time')?.hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('article').querySelector('[dir]')).toBeNull();
  });

  it('shows title, date, authors with links and avatars, cover and body', () => {
    renderPost();
    expect(screen.getByRole('heading', { level: 1, name: 'Announcing Nuxt Content v3' })).toBeTruthy();
    expect(dateTimeOf('January 15, 2026')).toBe('2026-01-15');
    expect(screen.getByRole('link', { name: 'Mara Lindqvist' }).getAttribute('href')).toBe('https://github.com/maralindqvist');
    expect(screen.getByText('@kenjiarai')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kenji Arai' }).getAttribute('src')).toBe('/_content/_images/avatars/kenji-arai.svg');
    expect(screen.getByRole('img', { name: 'Green database cylinder over a folder of Markdown files' }).getAttribute('src')).toBe(
      '/_content/_images/blog/announcing-v3.svg',
    );
    expect(screen.getByText('Body of Announcing Nuxt Content v3.')).toBeTruthy();
  });

  it('marks its neighbours with the language posts are written in, in any other locale, in either direction', () => {
    for (const locale of ['he', 'ja']) {
      renderPost(locale);
      expect(screen.getByText('Querying collections with the builder').getAttribute('lang'), locale).toBe('en');
      cleanup();
    }
    renderPost();
    // In the default locale nothing is marked: it is the page's own language.
    expect(screen.getByText('Querying collections with the builder').closest('nav')?.querySelector('[lang]')).toBeNull();
  });

  it('links only the neighbour that exists', () => {
    renderPost();
    const next = screen.getByRole('link', { name: /Querying collections with the builder/ });
    expect(next.getAttribute('href')).toBe('/blog/query-builder');
    expect(next.getAttribute('rel')).toBe('next');
    expect(next.textContent?.replace(/\s+/g, ' ')).toContain('Next');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('rel') === 'prev')).toHaveLength(0);
  });
});

describe('ChangelogListView', () => {
  const renderChangelog = () =>
    renderView(<ChangelogListView data={{ intro: { title: 'Changelog', description: 'Every release.' }, entries: [v300, v341, v340] }} />);

  it('lists releases newest first with version, date and summary', () => {
    renderChangelog();
    const links = screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['/changelog/v3-4-1', '/changelog/v3-4-0', '/changelog/v3-0-0']);
    expect(screen.getByText('v3.4.1')).toBeTruthy();
    // Version from the slug when the title does not name one.
    expect(screen.getByText('v3.0.0')).toBeTruthy();
    expect(screen.getByText('Search in every language: what it is about.')).toBeTruthy();
    expect(dateTimeOf('June 10, 2026')).toBe('2026-06-10');
  });

  it('does not repeat the version badge in a title that starts with it', () => {
    renderChangelog();
    expect(screen.getByRole('link', { name: 'Tokenizer fixes' }).getAttribute('href')).toBe('/changelog/v3-4-1');
    expect(screen.getByRole('link', { name: 'Search in every language' }).getAttribute('href')).toBe('/changelog/v3-4-0');
  });
});

describe('ChangelogEntryView', () => {
  it('shows the version, date, title, notes and the neighbouring releases', () => {
    renderView(
      <ChangelogEntryView
        data={{
          entry: v340,
          surround: [
            { title: 'Collections and SQL storage', path: '/changelog/v3-0-0', stem: 'changelog/v3-0-0' },
            { title: 'v3.4.1: tokenizer fixes', path: '/changelog/v3-4-1', stem: 'changelog/v3-4-1' },
          ],
        }}
      />,
    );
    expect(screen.getByText('v3.4.0')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Search in every language' })).toBeTruthy();
    expect(screen.getByText('Body of Search in every language.')).toBeTruthy();
    const prev = screen.getByRole('link', { name: /Collections and SQL storage/ });
    expect([prev.getAttribute('href'), prev.getAttribute('rel')]).toEqual(['/changelog/v3-0-0', 'prev']);
    const next = screen.getByRole('link', { name: /tokenizer fixes/ });
    expect([next.getAttribute('href'), next.getAttribute('rel')]).toEqual(['/changelog/v3-4-1', 'next']);
  });
});

/**
 * Posts are English on every locale without translated content (the region says lang="en"):
 * the list's links, the authors' labels and the dates say they are the reader's, so a screen
 * reader reads them with the reader's voice; titles, descriptions and names stay English.
 */
describe('interface texts among English posts', () => {
  it.each([
    { locale: 'ru', lang: 'ru', dir: 'ltr' },
    { locale: 'he', lang: 'he', dir: 'rtl' },
  ])('in the list and on a post ($locale)', ({ locale, lang, dir }) => {
    const { t } = createI18n(locale);
    const text = (key: string, vars: Record<string, unknown> = {}) => t(key, { ns: BLOG_TEXTS.name, ...vars });
    const reader = { lang, dir };
    renderView(<BlogListView data={{ intro, posts: [queryBuilder, announcingV3] }} />, locale);
    expect(languageOf(screen.getByRole('link', { name: text('blog.changelog') }))).toEqual(reader);
    expect(languageOf(screen.getByRole('link', { name: text('blog.feed') }))).toEqual(reader);
    const card = cardTitled('Announcing Nuxt Content v3');
    // The avatars' list, named "Written by …" in the reader's words.
    const [authors] = within(card).getAllByRole('list');
    expect(languageOf(authors!)).toEqual(reader);
    expect(languageOf(within(card).getByRole('heading', { name: 'Announcing Nuxt Content v3' })).lang).toBe('en');
    cleanup();
    renderView(<BlogPostView data={{ post: announcingV3, surround: [null, null] }} />, locale);
    expect(languageOf(screen.getByRole('list', { name: text('blog.authors') }))).toEqual(reader);
    expect(languageOf(screen.getByRole('heading', { level: 1, name: 'Announcing Nuxt Content v3' })).lang).toBe('en');
  });
});
