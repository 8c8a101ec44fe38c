// @vitest-environment happy-dom
/**
 * The language lists (the header's popover and the phone drawer) as a reader meets them on a
 * page translated into a few locales only: those are marked, in words a screen reader says and
 * with a check mark (a shape, not a colour); every other locale stays a link to the page,
 * where the site serves the original in that locale's interface.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/contracts';
import { LocaleLinks } from '../../src/LocaleLinks.tsx';
import { prepareTexts } from '../../src/i18n/create-i18n.ts';
import { cleanup, renderView, screen, within } from '../../src/testing/index.ts';

beforeAll(async () => {
  for (const locale of ['fr', 'ar', 'he']) await prepareTexts(locale);
});
afterEach(cleanup);

const list = (locale: string, translated?: string[]) =>
  renderView(
    <LocaleLinks config={siteConfig} locale={locale} path="/docs/guide" translated={translated} linkClassName="nav-link" />,
    locale,
    '/docs/guide',
  );

describe('language list marks', () => {
  it('names the locales that have the page translated, in the reader’s language, and keeps the others as links', () => {
    list('fr', ['en', 'fr', 'ja', 'ar']);
    const japanese = screen.getByRole('link', { name: '日本語 cette page est traduite' });
    expect(japanese.getAttribute('href')).toBe('/ja/docs/guide');
    expect(japanese.getAttribute('lang')).toBe('ja');
    // The mark is French inside a Japanese link: its own language, so it is read as French.
    const mark = within(japanese).getByText('cette page est traduite');
    expect(mark.closest('[lang]')?.getAttribute('lang')).toBe('fr');
    // Not colour alone: a check mark drawn beside the name, hidden from screen readers (the words say it).
    expect(japanese.querySelector('svg')?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Français cette page est traduite' }).getAttribute('aria-current')).toBe('true');
    // Without the page: still a link, to the same path in that locale (its fallback), unmarked.
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german.getAttribute('href')).toBe('/de/docs/guide');
    expect(german.querySelector('svg')).toBeNull();
    const marked = screen.getAllByRole('link').filter((link) => link.querySelector('.locale-translated'));
    expect(marked.map((link) => link.getAttribute('hreflang')).sort()).toEqual(['ar', 'en', 'fr', 'ja']);
  });

  it('says it in a right-to-left interface, after the name in reading order', () => {
    list('he', ['en', 'he']);
    const english = screen.getByRole('link', { name: 'English הדף הזה מתורגם' });
    const parts = [...english.children].map((child) => child.textContent);
    expect(parts.at(-1)).toBe(' הדף הזה מתורגם');
    expect(within(english).getByText('הדף הזה מתורגם').closest('[lang]')?.getAttribute('lang')).toBe('he');
    cleanup();
    list('ar', ['en', 'ar']);
    expect(screen.getByRole('link', { name: 'العربية هذه الصفحة مترجمة' }).getAttribute('href')).toBe('/ar/docs/guide');
    // A left-to-right name keeps its own direction in the right-to-left list (its closing parenthesis last).
    expect(
      within(screen.getByRole('link', { name: 'Português (Brasil)' }))
        .getByText('Português (Brasil)')
        .getAttribute('dir'),
    ).toBe('ltr');
    expect(
      within(screen.getByRole('link', { name: /^English/ }))
        .getByText('هذه الصفحة مترجمة')
        .closest('[dir]')
        ?.getAttribute('dir'),
    ).toBe('rtl');
  });

  it('marks nothing when it is not known which locales have the page', () => {
    list('fr');
    expect(screen.getByRole('link', { name: '日本語' }).querySelector('svg')).toBeNull();
    expect(screen.queryByText('cette page est traduite')).toBeNull();
  });
});

describe('language links keep what the page renders from', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const links = (path: string, url: string) => {
    window.history.replaceState(null, '', url);
    renderView(<LocaleLinks config={siteConfig} locale="fr" path={path} linkClassName="nav-link" />, 'fr', path);
  };

  it('a filtered templates list stays filtered in another language; other parameters are left behind', () => {
    links('/templates', '/fr/templates?utm_source=mail&category=docs&preview=secret');
    expect(screen.getByRole('link', { name: '日本語' }).getAttribute('href')).toBe('/ja/templates?category=docs');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/templates?category=docs');
  });

  it('a page that renders from no parameter links without any', () => {
    links('/docs/guide', '/fr/docs/guide?category=docs');
    expect(screen.getByRole('link', { name: '日本語' }).getAttribute('href')).toBe('/ja/docs/guide');
  });
});
