import {
  defaultLocaleHead,
  pricingPlans,
  readLandingMeta,
  type LandingRow,
  type LoadContext,
  type LoadResult,
  type PricingRow,
  seoHead,
} from '@site/contracts';
import type { StudioFeaturesData, StudioPricingData } from '../page-data.ts';

export async function loadStudioFeatures(ctx: LoadContext): Promise<LoadResult<StudioFeaturesData>> {
  const page = await ctx.content.queryCollection<LandingRow>('landing').path('/studio').first();
  if (!page) return { notFound: true };
  return {
    data: { page, landing: readLandingMeta(page.meta) },
    head: {
      ...seoHead(page),
      ...defaultLocaleHead(ctx.config, ctx.locale),
    },
  };
}

export async function loadStudioPricing(ctx: LoadContext): Promise<LoadResult<StudioPricingData>> {
  const pricing = await ctx.content.queryCollection<PricingRow>('pricing').path('/studio/pricing').first();
  if (!pricing) return { notFound: true };
  // The comparison table is an island: the page keeps its HTML only (no table code, no table data).
  const comparison = await ctx.island('PricingComparison', { path: '/studio/pricing' }).then(
    ({ key, html, head }) => ({ key, html, head }),
    (err: unknown) => {
      console.warn(`[studio] the comparison table is unavailable: ${(err as Error).message}`);
      return null;
    },
  );
  const { features: _features, ...rest } = pricing;
  return {
    // Authors write plans as a list or a map (the comparison's shapes are mapped in the island).
    data: { pricing: rest, plans: pricingPlans(pricing.plans), comparison },
    head: {
      ...seoHead(pricing),
      ...defaultLocaleHead(ctx.config, ctx.locale),
    },
  };
}
