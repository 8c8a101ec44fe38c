import {
  defaultLocaleHead,
  draftStates,
  loadListIntro,
  localeTag,
  ownEntry,
  type LoadContext,
  type LoadResult,
  type TemplateRow,
} from '@site/contracts';
import { categoryLabel } from '../components/template-model.ts';
import { TEMPLATES_TEXTS } from '../i18n/index.ts';
import type { TemplateData, TemplatesListData } from '../page-data.ts';

const CARD_COLUMNS = [
  'id',
  'title',
  'name',
  'slug',
  'subtitle',
  'description',
  'category',
  'licenseType',
  'mainScreen',
  // the screenshots' dark variants (`dark` in the template file)
  'meta',
  'path',
  'stem',
  'owner',
  'draft',
] as const;

function listTemplates(ctx: LoadContext, category?: string): Promise<TemplateRow[]> {
  const query = ctx.content
    .queryCollection<TemplateRow>('templates')
    .select(...CARD_COLUMNS)
    .where('draft', 'IN', draftStates(ctx));
  if (category) query.where('category', '=', category);
  return query.order('name', 'ASC').all();
}

/**
 * The categories in the alphabetical order of the reader's language, by the names the reader
 * sees (German puts Ä beside A, Swedish after Z), not by their keys. Ordered here, not in the
 * view: the page's state carries the order the server rendered, so hydration renders the same
 * in a browser whose locale data has no collation for the language (Chromium has none for
 * Khmer, Kyrgyz or Uyghur, and its root order differs).
 */
async function inReadingOrder(categories: string[], locale: string): Promise<string[]> {
  const texts = (await TEMPLATES_TEXTS.load(locale)) as { templates?: { category?: Record<string, string> } } | undefined;
  const label = (category: string) =>
    (texts?.templates?.category && ownEntry(texts.templates.category, category)) ??
    ownEntry(TEMPLATES_TEXTS.en.templates.category, category) ??
    categoryLabel(category);
  const collator = new Intl.Collator(localeTag(locale));
  return categories
    .map((key) => ({ key, label: label(key) }))
    .sort((a, b) => collator.compare(a.label, b.label))
    .map((c) => c.key);
}

export async function loadTemplatesList(ctx: LoadContext): Promise<LoadResult<TemplatesListData>> {
  const [intro, templates] = await Promise.all([loadListIntro(ctx.content, '/templates'), listTemplates(ctx)]);
  const categories = await inReadingOrder([...new Set(templates.flatMap((t) => (t.category ? [t.category] : [])))], ctx.locale);
  // `?category=` lists one category, as the server renders it (a shared link, a chip pressed
  // before the page's script ran). A category no template has goes to the whole list: it
  // would show nothing, and each such URL would be one more page to cache.
  const category = ctx.query?.category;
  if (category !== undefined && !categories.includes(category)) return { redirect: '/templates' };
  const resolved = intro ?? { title: 'Templates', description: '' };
  return {
    data: { intro: resolved, templates, categories, ...(category ? { selected: category } : {}) },
    head: { title: resolved.title, description: resolved.description, ...defaultLocaleHead(ctx.config, ctx.locale) },
  };
}

export async function loadTemplate(ctx: LoadContext): Promise<LoadResult<TemplateData>> {
  const template = await ctx.content
    .queryCollection<TemplateRow>('templates')
    .where('slug', '=', ctx.params.slug ?? '')
    .where('draft', 'IN', draftStates(ctx))
    .first();
  if (!template) return { notFound: true };
  const related = (await listTemplates(ctx, template.category ?? undefined)).filter((t) => t.slug !== template.slug).slice(0, 3);
  return {
    data: { template, related },
    head: {
      title: template.seo?.title ?? template.name,
      description: template.seo?.description ?? template.description ?? template.subtitle ?? '',
      ...defaultLocaleHead(ctx.config, ctx.locale),
    },
  };
}
