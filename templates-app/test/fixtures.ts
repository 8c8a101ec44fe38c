import type { TemplateRow } from '@site/contracts';

const emptyBody = { type: 'minimark' as const, value: [] };

/** A template row as the content client decodes it, with the fields of content/templates/{slug}.yml. */
function templateRow(fields: Partial<TemplateRow> & Pick<TemplateRow, 'slug' | 'title' | 'name' | 'category'>): TemplateRow {
  const { slug } = fields;
  return {
    id: `templates/templates/${slug}.yml`,
    body: emptyBody,
    extension: 'yml',
    meta: {},
    navigation: true,
    path: `/templates/${slug}`,
    seo: {},
    stem: `templates/${slug}`,
    owner: 'nuxt-content-templates',
    subtitle: `The ${fields.title} subtitle`,
    description: `What ${fields.title} does.`,
    licenseType: 'free',
    baseDir: '.',
    branch: 'main',
    demo: `https://${slug}.content-templates.nuxt.dev`,
    mainScreen: `/_content/_images/templates/${slug}/main.svg`,
    image1: `/_content/_images/templates/${slug}/home.svg`,
    image2: `/_content/_images/templates/${slug}/page.svg`,
    image3: `/_content/_images/templates/${slug}/mobile.svg`,
    draft: false,
    ...fields,
  };
}

/** Four templates copied from content/templates (one per category). */
export const docus = templateRow({
  slug: 'docus',
  title: 'Docus',
  name: 'docus-starter',
  category: 'docs',
  baseDir: 'docs',
  subtitle: 'Documentation with a sidebar, search and dark mode',
});
export const devlog = templateRow({
  slug: 'devlog',
  title: 'Devlog',
  name: 'devlog',
  category: 'blog',
  subtitle: 'A developer blog with great code blocks',
});
export const folio = templateRow({
  slug: 'folio',
  title: 'Folio',
  name: 'folio',
  category: 'minimal',
  subtitle: 'A portfolio with projects as YAML files',
});
export const saasKit = templateRow({
  slug: 'saas-kit',
  title: 'SaaS Kit',
  name: 'saas-kit',
  category: 'saas',
  licenseType: 'premium',
  baseDir: 'apps/site',
  subtitle: 'A marketing site with docs in four languages',
});
