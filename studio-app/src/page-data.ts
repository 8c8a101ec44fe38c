/** Data the Studio loaders return and their views render. */
import type { LandingRow, Plan, PricingComparison, PricingRow } from '@site/contracts';

export interface StudioFeaturesData {
  page: LandingRow;
}
export interface StudioPricingData {
  pricing: PricingRow;
  plans: Plan[];
  comparison: PricingComparison;
}
