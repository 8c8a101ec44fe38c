import type { PricingRow } from '@site/kit';
import { Icon } from '@site/kit/ui';

/** How a new customer gets started: numbered steps with icons. */
export function OnboardingSteps({ onboarding }: { onboarding: PricingRow['onboarding'] }) {
  if (onboarding.steps.length === 0) return null;
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title" className="pricing-section__title">{onboarding.title}</h2>
      {onboarding.description ? <p className="pricing-section__intro">{onboarding.description}</p> : null}
      <ol className="workflow-steps">
        {onboarding.steps.map((step) => (
          <li key={step.title} className="workflow-step">
            {step.icon ? <span className="workflow-step__icon"><Icon name={step.icon} /></span> : null}
            <h3 className="workflow-step__title">{step.title}</h3>
            <p className="workflow-step__description">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
