import type { PricingComparison } from '@site/contracts';

/** The comparison table's heading and intro, when the pricing data names them (map shape). */
export function ComparisonHeader({ comparison }: { comparison: PricingComparison }) {
  if (!comparison.title) return null;
  return (
    <header className="pricing-section__header">
      <h2 className="pricing-section__title">{comparison.title}</h2>
      {comparison.description ? <p className="pricing-section__intro">{comparison.description}</p> : null}
    </header>
  );
}
