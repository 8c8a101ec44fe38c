import { announce, useInterfaceLanguage } from '@site/kit';
import type { BillingPeriod } from './pricing-model.ts';
import { useStudioText } from '../i18n/index.ts';

const OPTIONS = [
  { value: 'month', label: 'pricing.monthly', shown: 'pricing.showingMonthly' },
  { value: 'year', label: 'pricing.yearly', shown: 'pricing.showingYearly' },
] as const satisfies ReadonlyArray<{ value: BillingPeriod; label: string; shown: string }>;

/**
 * Monthly / yearly switch: two toggle buttons in a labelled group. Rendered the same on the
 * server (monthly pressed), so without JavaScript the monthly prices simply stay shown.
 * A change is read out through the page's one polite live region: the prices change
 * elsewhere on the page, away from the button that has focus.
 */
export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const text = useStudioText();
  // Controls of the interface, in the reader's language also among English plans.
  const language = useInterfaceLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled pair of toggle buttons; a fieldset would need a visible legend
    <div className="billing-toggle" role="group" aria-label={text('pricing.billingPeriod')} {...language}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="billing-toggle__option"
          aria-pressed={value === option.value}
          onClick={() => {
            if (option.value === value) return;
            onChange(option.value);
            announce(text(option.shown));
          }}
        >
          {text(option.label)}
        </button>
      ))}
    </div>
  );
}
