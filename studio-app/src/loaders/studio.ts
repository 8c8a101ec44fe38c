import { defaultLocaleHead, type LandingRow, type LoadContext, type LoadResult, type PricingRow } from '@site/contracts';
import type { StudioFeaturesData, StudioPricingData } from '../page-data.ts';

export async function loadStudioFeatures(ctx: LoadContext): Promise<LoadResult<StudioFeaturesData>> {
  const page = await ctx.content.queryCollection<LandingRow>('landing').path('/studio').first();
  if (!page) return { notFound: true };
  return {
    data: { page },
    head: {
      title: page.seo?.title ?? page.title,
      description: page.seo?.description ?? page.description,
      ...defaultLocaleHead(ctx.config, ctx.locale),
    },
  };
}

export async function loadStudioPricing(ctx: LoadContext): Promise<LoadResult<StudioPricingData>> {
  const pricing = await ctx.content.queryCollection<PricingRow>('pricing').path('/studio/pricing').first();
  if (!pricing) return { notFound: true };
  return {
    data: { pricing, plans: pricing.plans, comparison: pricing.features },
    head: {
      title: pricing.seo?.title ?? pricing.title,
      description: pricing.seo?.description ?? pricing.description,
      ...defaultLocaleHead(ctx.config, ctx.locale),
    },
  };
}
