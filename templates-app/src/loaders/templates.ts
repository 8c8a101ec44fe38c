import { defaultLocaleHead, draftStates, loadListIntro, type LoadContext, type LoadResult, type TemplateRow } from '@site/contracts';
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

export async function loadTemplatesList(ctx: LoadContext): Promise<LoadResult<TemplatesListData>> {
  const [intro, templates] = await Promise.all([loadListIntro(ctx.content, '/templates'), listTemplates(ctx)]);
  const categories = [...new Set(templates.flatMap((t) => (t.category ? [t.category] : [])))].sort();
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
