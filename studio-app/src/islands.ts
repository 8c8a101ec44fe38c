/**
 * Server-only components of this remote (exposed as `./islands` by the Node container only):
 * the pricing comparison table is rendered to HTML on the server and fetched as an island, so
 * browsers never download its code nor its data.
 */
import {
  pricingComparison,
  pricingPlans,
  type Plan,
  type PricingComparison as Comparison,
  type PricingRow,
  type RemoteIsland,
} from '@site/contracts';
import { InsideContentRegion } from '@site/kit';
import { createElement } from 'react';
import { ComparisonTable } from './components/ComparisonTable.tsx';
import { ComparisonHeader } from './components/ComparisonHeader.tsx';
import { STUDIO_TEXTS } from './i18n/index.ts';

export interface PricingComparisonData {
  plans: Plan[];
  comparison: Comparison;
}

function PricingComparisonView({ data }: { data: PricingComparisonData }) {
  const { plans, comparison } = data;
  // Shown inside the pricing page's region of English content: its interface texts say they are the reader's.
  return createElement(
    InsideContentRegion,
    null,
    createElement(ComparisonHeader, { comparison }),
    createElement(ComparisonTable, { plans, themes: comparison.themes }),
  );
}

const PricingComparison: RemoteIsland<PricingComparisonData> = {
  async load({ props, content }) {
    const path = typeof props.path === 'string' ? props.path : '/studio/pricing';
    const row = await content.queryCollection<PricingRow>('pricing').select('plans', 'features').path(path).first();
    if (!row) return null;
    // Authors write plans as a list or a map, the comparison as themes or grouped includes.
    const plans = pricingPlans(row.plans);
    return { plans, comparison: pricingComparison(row.features, plans) };
  },
  Component: PricingComparisonView,
  texts: STUDIO_TEXTS,
};

// biome-ignore lint/suspicious/noExplicitAny: each island has its own data type
export const islands: Record<string, RemoteIsland<any>> = { PricingComparison };
