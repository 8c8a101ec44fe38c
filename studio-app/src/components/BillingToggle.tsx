import type { BillingPeriod } from './pricing-model.ts';
import { useStudioText } from '../i18n/index.ts';

const OPTIONS = [
  { value: 'month', label: 'pricing.monthly' },
  { value: 'year', label: 'pricing.yearly' },
] as const satisfies ReadonlyArray<{ value: BillingPeriod; label: string }>;

/**
 * Monthly / yearly switch: two toggle buttons in a labelled group. Rendered the same on the
 * server (monthly pressed), so without JavaScript the monthly prices simply stay shown.
 */
export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const text = useStudioText();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled pair of toggle buttons; a fieldset would need a visible legend
    <div className="billing-toggle" role="group" aria-label={text('pricing.billingPeriod')}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="billing-toggle__option"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {text(option.label)}
        </button>
      ))}
    </div>
  );
}
