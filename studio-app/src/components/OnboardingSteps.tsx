import { PAGE_ELEMENT_IDS, type PricingRow } from '@site/contracts';
import { StepsList } from '@site/kit';

/** How a new customer gets started: numbered steps with icons. Optional: pricing pages may have none. */
export function OnboardingSteps({ onboarding }: { onboarding: PricingRow['onboarding'] }) {
  if (!onboarding || onboarding.steps.length === 0) return null;
  return (
    <section className="onboarding" aria-labelledby={onboarding.title ? PAGE_ELEMENT_IDS.pricingOnboarding : undefined}>
      {onboarding.title ? (
        <h2 id={PAGE_ELEMENT_IDS.pricingOnboarding} className="pricing-section__title">
          {onboarding.title}
        </h2>
      ) : null}
      {onboarding.description ? <p className="pricing-section__intro">{onboarding.description}</p> : null}
      <StepsList steps={onboarding.steps} />
    </section>
  );
}
