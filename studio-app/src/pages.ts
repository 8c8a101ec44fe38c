/** The pages this remote exposes to the shell (`./pages`): Studio features and pricing. */
import { STUDIO_TEXTS } from './i18n/index.ts';
import { loaderOnDemand, type RemotePage } from '@site/contracts';
import { StudioFeaturesView } from './components/StudioFeaturesView.tsx';
import { StudioPricingView } from './components/StudioPricingView.tsx';
import type { StudioFeaturesData, StudioPricingData } from './page-data.ts';

const loaders = () => import('./loaders/studio.ts');

const StudioFeatures: RemotePage<StudioFeaturesData> = {
  load: loaderOnDemand(loaders, (m) => m.loadStudioFeatures),
  Component: StudioFeaturesView,
  texts: STUDIO_TEXTS,
};
const StudioPricing: RemotePage<StudioPricingData> = {
  load: loaderOnDemand(loaders, (m) => m.loadStudioPricing),
  Component: StudioPricingView,
  texts: STUDIO_TEXTS,
};

// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export const pages: Record<string, RemotePage<any>> = { StudioFeatures, StudioPricing };
