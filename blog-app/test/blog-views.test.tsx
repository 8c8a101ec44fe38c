import { beforeAll, describe, expect, it } from 'vitest';
import { BlogListView } from '../src/components/BlogListView.tsx';
import { BlogPostView } from '../src/components/BlogPostView.tsx';
import { ChangelogListView } from '../src/components/ChangelogListView.tsx';
import { ChangelogEntryView } from '../src/components/ChangelogEntryView.tsx';
import { announcingV3, queryBuilder, v300, v340, v341 } from './fixtures.ts';
import { renderToHtml, textOf } from '@site/kit/testing';
import { BLOG_TEXTS } from '../src/i18n/index.ts';
import { prepareTexts } from '@site/kit';

// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar']) await prepareTexts(locale, [BLOG_TEXTS]);
});

const intro = { title: 'Blog', description: 'Release announcements, tutorials and stories.' };

describe('BlogListView', () => {
  const html = renderToHtml(<BlogListView data={{ intro, posts: [queryBuilder, announcingV3] }} />);

  it('shows the centred title, the intro and one card per post in the order given', () => {
    expect(html).toContain('<header class="page-hero"><h1>Blog</h1>');
    expect(html).toContain('Release announcements, tutorials and stories.');
    const titles = [...html.matchAll(/<h2 class="card-title post-card__title"><a href="[^"]+">([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual(['Querying collections with the builder', 'Announcing Nuxt Content v3']);
  });

  it('gives each card its cover with alt text, category, date, link, description and authors', () => {
    expect(html).toContain('src="/_content/_images/blog/announcing-v3.svg" alt="Green database cylinder over a folder of Markdown files"');
    expect(html).toContain('<span class="badge" data-color="primary">announcement</span>');
    expect(html).toMatch(/<time[^>]*dateTime="2026-01-15"[^>]*>January 15, 2026<\/time>/);
    expect(html).toContain('href="/blog/announcing-v3"');
    expect(html).toContain('Announcing Nuxt Content v3: what it is about.');
    expect(html).toContain('aria-label="Written by Mara Lindqvist, Kenji Arai"');
    expect(html).toContain('alt="Kenji Arai"');
  });

  it('shows initials for an author without a picture', () => {
    expect(html).toContain('<span role="img" aria-label="Priya Raman">PR</span>');
  });

  it("links posts in the reader's locale", () => {
    const fr = renderToHtml(<BlogListView data={{ intro, posts: [announcingV3] }} />, 'fr');
    expect(fr).toContain('href="/fr/blog/announcing-v3"');
    expect(fr).toMatch(/dateTime="2026-01-15"[^>]*>15 janvier 2026</);
  });

  it("shows its interface texts in the reader's language", () => {
    expect(renderToHtml(<BlogListView data={{ intro, posts: [] }} />, 'fr')).toContain('Aucun article n&#x27;a encore été publié.');
    expect(renderToHtml(<BlogListView data={{ intro, posts: [] }} />, 'ja')).toContain('まだ記事は公開されていません。');
    expect(renderToHtml(<BlogListView data={{ intro, posts: [{ ...queryBuilder, draft: true }] }} />, 'ar')).toContain('مسودة');
  });

  it('shows no draft badge for a published list and marks a draft when one is passed (preview)', () => {
    expect(html).not.toContain('Draft');
    const preview = renderToHtml(<BlogListView data={{ intro, posts: [{ ...queryBuilder, draft: true }] }} />);
    expect(preview).toContain('<span class="badge" data-color="warning">Draft</span>');
  });

  it('says so when there are no posts', () => {
    expect(renderToHtml(<BlogListView data={{ intro, posts: [] }} />)).toContain('No posts have been published yet.');
  });
});

describe('BlogPostView', () => {
  const html = renderToHtml(
    <BlogPostView
      data={{
        post: announcingV3,
        surround: [null, { title: 'Querying collections with the builder', path: '/blog/query-builder', stem: 'blog/query-builder' }],
      }}
    />,
  );

  it('shows title, date, authors with links and avatars, cover and body', () => {
    expect(html).toContain('<h1 class="page-title post-page__title">Announcing Nuxt Content v3</h1>');
    expect(html).toContain('dateTime="2026-01-15"');
    expect(html).toMatch(/<a href="https:\/\/github.com\/maralindqvist"[^>]*>Mara Lindqvist<\/a>/);
    expect(html).toContain('@kenjiarai');
    expect(html).toContain('src="/_content/_images/avatars/kenji-arai.svg"');
    expect(html).toContain('class="post-page__cover" src="/_content/_images/blog/announcing-v3.svg"');
    expect(html).toContain('Body of Announcing Nuxt Content v3.');
  });

  it('links only the neighbour that exists', () => {
    expect(html).toMatch(/<a href="\/blog\/query-builder" rel="next">/);
    expect(textOf(html)).toContain('Next: Querying collections with the builder');
    expect(html).not.toContain('rel="prev"');
  });
});

describe('ChangelogListView', () => {
  const html = renderToHtml(
    <ChangelogListView data={{ intro: { title: 'Changelog', description: 'Every release.' }, entries: [v300, v341, v340] }} />,
  );

  it('lists releases newest first with version, date and summary', () => {
    const titles = [...html.matchAll(/<h2 class="timeline__title"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(titles).toEqual(['/changelog/v3-4-1', '/changelog/v3-4-0', '/changelog/v3-0-0']);
    expect(html).toContain('post-version" data-color="primary">v3.4.1<');
    // Version from the slug when the title does not name one.
    expect(html).toContain('post-version" data-color="primary">v3.0.0<');
    expect(html).toContain('Search in every language: what it is about.');
    expect(html).toContain('dateTime="2026-06-10"');
  });

  it('does not repeat the version badge in a title that starts with it', () => {
    expect(html).toContain('<a href="/changelog/v3-4-1">Tokenizer fixes</a>');
    expect(html).toContain('<a href="/changelog/v3-4-0">Search in every language</a>');
  });
});

describe('ChangelogEntryView', () => {
  it('shows the version, date, title, notes and the neighbouring releases', () => {
    const html = renderToHtml(
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
    expect(html).toContain('post-version" data-color="primary">v3.4.0<');
    expect(html).toContain('<h1 class="page-title post-page__title">Search in every language</h1>');
    expect(html).toContain('Body of Search in every language.');
    expect(html).toContain('<a href="/changelog/v3-0-0" rel="prev">');
    expect(html).toContain('<a href="/changelog/v3-4-1" rel="next">');
  });
});
