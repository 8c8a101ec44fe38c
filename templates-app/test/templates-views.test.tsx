import { beforeAll, describe, expect, it } from 'vitest';
import { TemplatesListView } from '../src/components/TemplatesListView.tsx';
import { TemplateView } from '../src/components/TemplateView.tsx';
import { categoryFromSearch, filterTemplates, templateRepositoryUrl } from '../src/components/template-model.ts';
import { devlog, docus, folio, saasKit } from './fixtures.ts';
import { renderToHtml, textOf } from '@site/kit/testing';
import { TEMPLATES_TEXTS } from '../src/i18n/index.ts';
import { prepareTexts } from '@site/kit';

// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar']) await prepareTexts(locale, [TEMPLATES_TEXTS]);
});

const intro = {
  title: 'Templates',
  description: 'Start from a site that already works.',
};

function listHtml(locale?: string) {
  return renderToHtml(
    <TemplatesListView data={{ intro, templates: [docus, devlog, folio, saasKit], categories: ['docs', 'blog', 'minimal', 'saas'] }} />,
    locale,
  );
}

describe('TemplatesListView', () => {
  it('shows the intro and one card per template with its screenshot, name, subtitle, category and licence', () => {
    const html = listHtml();
    expect(html).toContain('<h1>Templates</h1>');
    expect(html).toContain('Start from a site that already works.');
    expect(html.match(/<article class="card card-link template-card">/g)).toHaveLength(4);
    expect(html).toContain('src="/_content/_images/templates/saas-kit/main.svg" alt="Main screen of the SaaS Kit template"');
    expect(html).toContain('<a href="/templates/docus">Docus</a>');
    expect(html).toContain('Documentation with a sidebar, search and dark mode');
    expect(html).toContain('>SaaS</span>');
    expect(textOf(html)).toContain('SaaS Licence: Premium');
    expect(textOf(html)).toContain('Docs Licence: Free');
  });

  it('offers category chips as links, with "All" current before any filter', () => {
    const html = listHtml();
    expect(html).toContain('aria-label="Filter templates by category"');
    expect(html).toContain('href="/templates" aria-current="true">All</a>');
    for (const c of ['docs', 'blog', 'minimal', 'saas']) expect(html).toContain(`href="/templates?category=${c}"`);
    expect(html).toContain('role="status">4 templates</p>');
  });

  it("labels the filter, count and categories in the reader's language", () => {
    const fr = textOf(listHtml('fr'));
    expect(fr).toContain('4 modèles');
    expect(fr).toContain('Tous');
    expect(fr).toContain('Documentation');
    expect(listHtml('ja')).toContain('aria-label="カテゴリでテンプレートを絞り込む"');
  });

  it("keeps the reader's locale in card and chip links", () => {
    const html = listHtml('fr');
    expect(html).toContain('href="/fr/templates/docus"');
    expect(html).toContain('href="/fr/templates?category=saas"');
    // Static images are not pages: no locale prefix.
    expect(html).toContain('src="/_content/_images/templates/docus/main.svg"');
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
  const html = renderToHtml(<TemplateView data={{ template: saasKit, related: [docus, devlog] }} />);

  it('shows the name, subtitle, description, licence and three screenshots with alt text', () => {
    expect(html).toContain('<h1 class="page-title template-page__title">SaaS Kit</h1>');
    expect(html).toContain('A marketing site with docs in four languages');
    expect(html).toContain('What SaaS Kit does.');
    expect(textOf(html)).toContain('Licence: Premium');
    expect(textOf(html)).toContain('nuxt-content-templates/saas-kit branch main , folder apps/site');
    for (const [i, file] of ['home', 'page', 'mobile'].entries()) {
      expect(html).toContain(`src="/_content/_images/templates/saas-kit/${file}.svg" alt="SaaS Kit template, screenshot ${i + 1} of 3"`);
    }
  });

  it('links "Use this template" to the folder in the repository and the demo in new tabs', () => {
    expect(html).toMatch(/href="https:\/\/github.com\/nuxt-content-templates\/saas-kit\/tree\/main\/apps\/site"[^>]*>.*Use this template/);
    expect(html).toMatch(/href="https:\/\/saas-kit.content-templates.nuxt.dev" target="_blank" rel="noopener noreferrer"/);
  });

  it('lists related templates', () => {
    expect(html).toContain('Related templates');
    expect(html).toContain('<h3 class="card-title template-card__title"><a href="/templates/docus">Docus</a></h3>');
  });
});

describe('templateRepositoryUrl', () => {
  it('omits the folder for a template at the repository root', () => {
    expect(templateRepositoryUrl(devlog)).toBe('https://github.com/nuxt-content-templates/devlog/tree/main');
  });
});
