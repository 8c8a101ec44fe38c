/** Data the Studio loaders return and their views render. */
import type { IslandFragment, LandingMeta, LandingRow, Plan, PricingRow } from '@site/contracts';

export interface StudioFeaturesData {
  page: LandingRow;
  /** The page's front matter blocks, read by the loader (the schema reader never ships to browsers). */
  landing: LandingMeta;
}
export interface StudioPricingData {
  /** The pricing page without its comparison features (those live in the island). */
  pricing: Omit<PricingRow, 'features'>;
  plans: Plan[];
  /** The server-rendered comparison table (an island), or null when it could not be rendered. */
  comparison: Omit<IslandFragment, 'data'> | null;
}
