/**
 * Server-only components of this remote (exposed as `./islands` by the Node container only):
 * the pricing comparison table is rendered to HTML on the server and fetched as an island, so
 * browsers never download its code nor its data.
 */
import type { ComparisonTheme, Plan, PricingRow, RemoteIsland } from '@site/contracts';
import { createElement } from 'react';
import { ComparisonTable } from './components/ComparisonTable.tsx';

export interface PricingComparisonData {
  plans: Plan[];
  themes: ComparisonTheme[];
}

function PricingComparisonView({ data }: { data: PricingComparisonData }) {
  return createElement(ComparisonTable, { plans: data.plans, themes: data.themes });
}

const PricingComparison: RemoteIsland<PricingComparisonData> = {
  async load({ props, content }) {
    const path = typeof props.path === 'string' ? props.path : '/studio/pricing';
    const row = await content.queryCollection<PricingRow>('pricing').select('plans', 'features').path(path).first();
    return row ? { plans: row.plans, themes: row.features } : null;
  },
  Component: PricingComparisonView,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own data type
export const islands: Record<string, RemoteIsland<any>> = { PricingComparison };
