// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TemplatesListView } from '../src/components/TemplatesListView.tsx';
import { TemplateView } from '../src/components/TemplateView.tsx';
import { categoryFromSearch, filterTemplates, templateRepositoryUrl } from '../src/components/template-model.ts';
import { devlog, docus, folio, saasKit } from './fixtures.ts';
import { cleanup, fireEvent, languageOf, renderToHtml, renderView, screen, within } from '@site/kit/testing';
import { createI18n, prepareTexts } from '@site/kit';
import { TEMPLATES_TEXTS } from '../src/i18n/index.ts';

// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar', 'ru', 'he']) await prepareTexts(locale, [TEMPLATES_TEXTS]);
});

afterEach(() => {
  cleanup();
  // A chip click keeps the filter in the URL; the next test starts unfiltered.
  window.history.replaceState(null, '', '/');
});

const intro = {
  title: 'Templates',
  description: 'Start from a site that already works.',
};

function renderList(locale?: string) {
  return renderView(
    <TemplatesListView data={{ intro, templates: [docus, devlog, folio, saasKit], categories: ['docs', 'blog', 'minimal', 'saas'] }} />,
    locale,
  );
}

/** The template cards of the grid, each an article named by its heading. */
const cards = () => screen.getAllByRole('article');

describe('TemplatesListView', () => {
  it('shows the intro and one card per template with its screenshot, name, subtitle, category and licence', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeTruthy();
    expect(screen.getByText('Start from a site that already works.')).toBeTruthy();
    expect(cards()).toHaveLength(4);
    const saas = cards().find((card) => within(card).queryByRole('heading', { name: 'SaaS Kit' }))!;
    expect(within(saas).getByRole('img', { name: 'Main screen of the SaaS Kit template' }).getAttribute('src')).toBe(
      '/_content/_images/templates/saas-kit/main.svg',
    );
    expect(within(saas).getByText('SaaS')).toBeTruthy();
    expect(saas.textContent).toContain('Licence: Premium');
    const docsCard = cards().find((card) => within(card).queryByRole('heading', { name: 'Docus' }))!;
    expect(within(docsCard).getByRole('link', { name: 'Docus' }).getAttribute('href')).toBe('/templates/docus');
    expect(within(docsCard).getByText('Documentation with a sidebar, search and dark mode')).toBeTruthy();
    expect(docsCard.textContent).toContain('Licence: Free');
  });

  it("sends the first row's screenshots in the server's HTML; later ones wait for the page to be interactive", () => {
    const list = [docus, devlog, folio, saasKit];
    const html = renderToHtml(<TemplatesListView data={{ intro, templates: list, categories: [] }} />);
    // The server's HTML as a browser without scripts reads it, <noscript> content included.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const screenshots = [...doc.querySelectorAll('article')].map((card) => {
      const img = card.querySelector('img');
      return [card.querySelector('h2')?.textContent, img?.getAttribute('loading'), !!img?.closest('noscript')];
    });
    // A browser running scripts asks for the first row's (the first eagerly); the fourth
    // renders after hydration and is in the HTML for readers without scripts only, lazy.
    expect(screenshots).toEqual([
      ['Docus', 'eager', false],
      ['Devlog', 'lazy', false],
      ['Folio', 'lazy', false],
      ['SaaS Kit', 'lazy', true],
    ]);
  });

  it('offers category chips as links, with "All" current before any filter', () => {
    renderList();
    const filter = screen.getByRole('navigation', { name: 'Filter templates by category' });
    const all = within(filter).getByRole('link', { name: 'All' });
    expect(all.getAttribute('href')).toBe('/templates');
    expect(all.getAttribute('aria-current')).toBe('true');
    const hrefs = within(filter)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const c of ['docs', 'blog', 'minimal', 'saas']) expect(hrefs).toContain(`/templates?category=${c}`);
    expect(screen.getByRole('status').textContent).toBe('4 templates');
  });

  it('renders on the server the category its link asks for (a shared link, a chip pressed before the script ran)', () => {
    const data = { intro, templates: [docus, devlog, folio, saasKit], categories: ['docs', 'blog', 'minimal', 'saas'], selected: 'saas' };
    // The server's HTML, as a browser that runs no script shows it.
    const doc = new DOMParser().parseFromString(renderToHtml(<TemplatesListView data={data} />), 'text/html');
    expect([...doc.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(['SaaS Kit']);
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('1 template in SaaS');
    // In the browser at that URL, the same state shows the same, with the chip current.
    const before = window.location.href;
    window.history.replaceState(null, '', '/templates?category=saas');
    try {
      renderView(<TemplatesListView data={data} />);
      expect(cards()).toHaveLength(1);
      const filter = screen.getByRole('navigation', { name: 'Filter templates by category' });
      expect(within(filter).getByRole('link', { name: 'SaaS' }).getAttribute('aria-current')).toBe('true');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('filters in place when a chip is clicked, and says how many are shown', () => {
    renderList();
    const filter = screen.getByRole('navigation', { name: 'Filter templates by category' });
    fireEvent.click(within(filter).getByRole('link', { name: 'SaaS' }));
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByRole('heading', { name: 'SaaS Kit' })).toBeTruthy();
    expect(within(filter).getByRole('link', { name: 'SaaS' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('1 template');
  });

  it("labels the filter, count and categories in the reader's language", () => {
    renderList('fr');
    expect(screen.getByRole('status').textContent).toBe('4 modèles');
    expect(screen.getByRole('link', { name: 'Tous' })).toBeTruthy();
    expect(screen.getAllByText('Documentation').length).toBeGreaterThan(0);
    cleanup();
    renderList('ja');
    expect(screen.getByRole('navigation', { name: 'カテゴリでテンプレートを絞り込む' })).toBeTruthy();
  });

  it("says how many templates in the plural form of the reader's language, with its digits", async () => {
    for (const locale of ['ru', 'pl', 'fa_ir']) await prepareTexts(locale, [TEMPLATES_TEXTS]);
    const all = [docus, devlog, folio, saasKit];
    const templates = (n: number) => Array.from({ length: n }, (_, i) => ({ ...all[i % 4]!, id: `t${i}`, slug: `t${i}` }));
    const status = (locale: string, n: number) => {
      cleanup();
      renderView(<TemplatesListView data={{ intro, templates: templates(n), categories: [] }} />, locale);
      return screen.getByRole('status').textContent;
    };
    // Russian and Polish take three forms for whole numbers (1 and 21; 2 to 4 and 22; 5 to 20).
    expect([1, 2, 5, 21, 22].map((n) => status('ru', n))).toEqual(['1 шаблон', '2 шаблона', '5 шаблонов', '21 шаблон', '22 шаблона']);
    expect([1, 3, 5, 12, 22].map((n) => status('pl', n))).toEqual([
      '1 szablon',
      '3 szablony',
      '5 szablonów',
      '12 szablonów',
      '22 szablony',
    ]);
    // Arabic: a dual, then plurals for 3 to 10, singular accusative from 11, in the locale's digits.
    const arabic = [1, 2, 3, 11, 100].map((n) => status('ar', n));
    expect(arabic.slice(0, 2)).toEqual(['قالب واحد', 'قالبان']);
    expect(arabic.slice(2)).toEqual([
      `${(3).toLocaleString('ar')} قوالب`,
      `${(11).toLocaleString('ar')} قالبًا`,
      `${(100).toLocaleString('ar')} قالب`,
    ]);
    expect(status('fa_ir', 2)).toBe('۲ قالب');
    expect(status('en', 1)).toBe('1 template');
  });

  it('shows the category chips in the order the page data gives (the loader orders them by the reader’s alphabet)', () => {
    renderView(<TemplatesListView data={{ intro, templates: [docus], categories: ['zoo', 'apps', 'äther'] }} />, 'de');
    const filter = screen.getByRole('navigation', { name: /./ });
    const chips = within(filter)
      .getAllByRole('link')
      .slice(1)
      .map((a) => a.textContent);
    expect(chips).toEqual(['Zoo', 'Apps', 'Äther']);
  });

  it("keeps the reader's locale in card and chip links", () => {
    renderList('fr');
    expect(screen.getByRole('link', { name: 'Docus' }).getAttribute('href')).toBe('/fr/templates/docus');
    const filter = screen.getByRole('navigation');
    expect(within(filter).getByRole('link', { name: 'SaaS' }).getAttribute('href')).toBe('/fr/templates?category=saas');
    // Static images are not pages: no locale prefix.
    expect(screen.getByRole('img', { name: /Docus/ }).getAttribute('src')).toBe('/_content/_images/templates/docus/main.svg');
  });

  it('filters by category the way a chip click does', () => {
    const templates = [docus, devlog, folio, saasKit];
    expect(filterTemplates(templates, 'docs').map((t) => t.slug)).toEqual(['docus']);
    expect(filterTemplates(templates, null)).toHaveLength(4);
    expect(categoryFromSearch('?category=saas', ['docs', 'saas'])).toBe('saas');
    expect(categoryFromSearch('?category=unknown', ['docs', 'saas'])).toBeNull();
  });
});

describe('TemplateView', () => {
  const renderTemplate = () => renderView(<TemplateView data={{ template: saasKit, related: [docus, devlog] }} />);

  it('shows the name, subtitle, description, licence and three screenshots with alt text', () => {
    renderTemplate();
    expect(screen.getByRole('heading', { level: 1, name: 'SaaS Kit' })).toBeTruthy();
    expect(screen.getByText('A marketing site with docs in four languages')).toBeTruthy();
    expect(screen.getByText('What SaaS Kit does.')).toBeTruthy();
    expect(document.body.textContent).toContain('Licence: Premium');
    const repository = screen.getByText('nuxt-content-templates/saas-kit').parentElement!;
    expect(repository.textContent).toContain('Repository: nuxt-content-templates/saas-kit');
    expect(within(repository).getByText('main')).toBeTruthy();
    expect(within(repository).getByText('apps/site')).toBeTruthy();
    for (const [i, file] of ['home', 'page', 'mobile'].entries()) {
      const shot = screen.getByRole('img', { name: `SaaS Kit template, screenshot ${i + 1} of 3` });
      expect(shot.getAttribute('src')).toBe(`/_content/_images/templates/saas-kit/${file}.svg`);
    }
  });

  it('lays an English template out left to right for an Arabic reader, its branch-and-folder sentence right to left', () => {
    renderView(<TemplateView data={{ template: saasKit, related: [] }} />, 'ar');
    const article = screen.getByRole('article');
    const region = within(article).getByRole('note').parentElement!;
    expect([region.getAttribute('lang'), region.getAttribute('dir')]).toEqual(['en', 'ltr']);
    const sentence = within(article).getByText('apps/site').parentElement!;
    expect([sentence.getAttribute('lang'), sentence.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });

  it("numbers the screenshots in the reader's digits", async () => {
    await prepareTexts('fa_ir', [TEMPLATES_TEXTS]);
    renderView(<TemplateView data={{ template: saasKit, related: [] }} />, 'fa_ir');
    expect(screen.getByRole('img', { name: 'قالب SaaS Kit، تصویر ۲ از ۳' })).toBeTruthy();
  });

  it('shows each screenshot in the mode the reader reads in: the dark variants under `dark`, lazy but for the first light one', () => {
    const dark = (file: string) => `/_content/_images/templates/saas-kit/${file}.dark.svg`;
    const template = {
      ...saasKit,
      meta: { dark: { mainScreen: dark('home'), image1: dark('home'), image2: dark('page'), image3: dark('mobile') } },
    };
    renderView(<TemplateView data={{ template, related: [] }} />);
    const gallery = screen.getByRole('list', { name: 'SaaS Kit screenshots' });
    for (const [i, file] of ['home', 'page', 'mobile'].entries()) {
      // Both variants are in the page; the stylesheet shows the one for the mode (light by default).
      const [light, darkShot] = within(gallery).getAllByRole('img', { name: `SaaS Kit template, screenshot ${i + 1} of 3` });
      expect(light!.getAttribute('src')).toBe(`/_content/_images/templates/saas-kit/${file}.svg`);
      expect(light!.className).toContain('color-mode-image--light');
      expect(darkShot!.getAttribute('src')).toBe(dark(file));
      expect(darkShot!.className).toContain('color-mode-image--dark');
      // Only the first light one is eager: an eager image is fetched even while hidden.
      expect(light!.getAttribute('loading')).toBe(i === 0 ? 'eager' : 'lazy');
      expect(darkShot!.getAttribute('loading')).toBe('lazy');
    }
    cleanup();
    renderView(<TemplatesListView data={{ intro, templates: [template], categories: ['saas'] }} />);
    const covers = screen.getAllByRole('img', { name: 'Main screen of the SaaS Kit template' });
    expect(covers.map((img) => img.getAttribute('src'))).toEqual(['/_content/_images/templates/saas-kit/main.svg', dark('home')]);
  });

  it('links "Use this template" to the folder in the repository and the demo in new tabs', () => {
    renderTemplate();
    const use = screen.getByRole('link', { name: /Use this template/ });
    expect(use.getAttribute('href')).toBe('https://github.com/nuxt-content-templates/saas-kit/tree/main/apps/site');
    const demo = screen.getAllByRole('link').find((a) => a.getAttribute('href') === 'https://saas-kit.content-templates.nuxt.dev')!;
    expect(demo.getAttribute('target')).toBe('_blank');
    expect(demo.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists related templates', () => {
    renderTemplate();
    const related = screen.getByRole('heading', { name: 'Related templates' });
    expect(related).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Docus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Docus' }).getAttribute('href')).toBe('/templates/docus');
  });
});

/**
 * The templates are English on every locale without translated content (the region says
 * lang="en"): the interface's texts among them say they are the reader's, so a screen reader
 * reads "4 шаблона" and "Лицензия:" with the Russian voice, "כל" with the Hebrew one.
 */
describe('interface texts among English templates', () => {
  const readers = [
    { locale: 'ru', lang: 'ru', dir: 'ltr' },
    { locale: 'he', lang: 'he', dir: 'rtl' },
  ];
  const textsOf = (locale: string) => {
    const { t } = createI18n(locale);
    return (key: string, vars: Record<string, unknown> = {}) => t(key, { ns: TEMPLATES_TEXTS.name, ...vars });
  };

  it.each(readers)('the list: count, filter, badges and screenshots ($locale)', ({ locale, lang, dir }) => {
    renderList(locale);
    const text = textsOf(locale);
    const reader = { lang, dir };
    const count = text('templates.count', { count: 4, number: '4' });
    expect(screen.getByRole('status').textContent).toBe(count);
    expect(languageOf(screen.getByText(count))).toEqual(reader);
    const filter = screen.getByRole('navigation', { name: text('templates.filter') });
    expect(languageOf(filter)).toEqual(reader);
    expect(languageOf(within(filter).getByRole('link', { name: text('templates.all') }))).toEqual(reader);
    expect(languageOf(within(filter).getByRole('link', { name: text('templates.category.docs') }))).toEqual(reader);
    const saas = cards().find((card) => within(card).queryByRole('heading', { name: 'SaaS Kit' }))!;
    expect(languageOf(within(saas).getByText(text('templates.licence').trim()))).toEqual(reader);
    expect(languageOf(within(saas).getByText(text('templates.premium')))).toEqual(reader);
    expect(languageOf(within(saas).getByRole('img', { name: text('templates.mainScreen', { name: 'SaaS Kit' }) }))).toEqual(reader);
    // The templates themselves stay English.
    expect(languageOf(within(saas).getByRole('heading', { name: 'SaaS Kit' })).lang).toBe('en');
    expect(languageOf(screen.getByRole('heading', { level: 1, name: 'Templates' })).lang).toBe('en');
  });

  it.each(readers)('the details: actions, gallery and related templates ($locale)', ({ locale, lang, dir }) => {
    renderView(<TemplateView data={{ template: saasKit, related: [docus, devlog] }} />, locale);
    const text = textsOf(locale);
    const reader = { lang, dir };
    expect(languageOf(screen.getByText(text('templates.use')))).toEqual(reader);
    expect(languageOf(screen.getByRole('list', { name: text('templates.screenshots', { name: 'SaaS Kit' }) }))).toEqual(reader);
    expect(languageOf(screen.getByRole('heading', { level: 2, name: text('templates.related') }))).toEqual(reader);
    expect(languageOf(screen.getByText(`${text('templates.repository')}:`, { exact: false }))).toEqual(reader);
    expect(languageOf(screen.getByRole('heading', { level: 1, name: 'SaaS Kit' })).lang).toBe('en');
  });
});

describe('templateRepositoryUrl', () => {
  it('omits the folder for a template at the repository root', () => {
    expect(templateRepositoryUrl(devlog)).toBe('https://github.com/nuxt-content-templates/devlog/tree/main');
  });
});
