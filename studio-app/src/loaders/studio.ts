import { pricingComparison, pricingPlans, type LandingRow, type LoadContext, type LoadResult, type PricingRow } from '@site/contracts';
import type { StudioFeaturesData, StudioPricingData } from '../page-data.ts';

export async function loadStudioFeatures(ctx: LoadContext): Promise<LoadResult<StudioFeaturesData>> {
  const page = await ctx.content.queryCollection<LandingRow>('landing').path('/studio').first();
  if (!page) return { notFound: true };
  return { data: { page }, head: { title: page.seo?.title ?? page.title, description: page.seo?.description ?? page.description } };
}

export async function loadStudioPricing(ctx: LoadContext): Promise<LoadResult<StudioPricingData>> {
  const pricing = await ctx.content.queryCollection<PricingRow>('pricing').path('/studio/pricing').first();
  if (!pricing) return { notFound: true };
  const plans = pricingPlans(pricing.plans);
  return {
    // Authors write plans as a list or a map, the comparison as themes or grouped includes.
    data: { pricing, plans, comparison: pricingComparison(pricing.features, plans) },
    head: { title: pricing.seo?.title ?? pricing.title, description: pricing.seo?.description ?? pricing.description },
  };
}
