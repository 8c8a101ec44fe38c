import { ContentRegion } from '@site/kit';
import { useState } from 'react';
import { BillingToggle } from './BillingToggle.tsx';
import { IslandHtml } from '@site/kit';
import { OnboardingSteps } from './OnboardingSteps.tsx';
import { PlanCard } from './PlanCard.tsx';
import { PricingFaq } from './PricingFaq.tsx';
import { hasBillingChoice, pricingFaq, type BillingPeriod } from './pricing-model.ts';
import type { StudioPricingData } from '../page-data.ts';

/** /studio/pricing: plans with a monthly/yearly switch, the comparison table, onboarding and FAQ. */
export function StudioPricingView({ data }: { data: StudioPricingData }) {
  const { pricing, plans, comparison } = data;
  // Monthly first on the server and before hydration, so the markup is the same on both sides.
  const [period, setPeriod] = useState<BillingPeriod>('month');
  return (
    <ContentRegion className="container pricing-page">
      <header className="page-hero pricing-page__hero">
        <h1>{pricing.title}</h1>
        {pricing.description ? <p>{pricing.description}</p> : null}
      </header>
      {hasBillingChoice(plans) ? <BillingToggle value={period} onChange={setPeriod} /> : null}
      <ul className="pricing-plans" role="list">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} period={period} />
          </li>
        ))}
      </ul>
      {comparison ? <IslandHtml fragment={comparison} /> : null}
      <OnboardingSteps onboarding={pricing.onboarding} />
      <PricingFaq items={pricingFaq(pricing.meta)} />
    </ContentRegion>
  );
}
