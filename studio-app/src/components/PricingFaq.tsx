import { PAGE_ELEMENT_IDS } from '@site/contracts';
import type { FaqItem } from './pricing-model.ts';
import { useInterfaceLanguage } from '@site/kit';
import { useStudioText } from '../i18n/index.ts';

/**
 * Questions as a disclosure list. Native `<details>` gives keyboard and screen-reader
 * support and works before hydration and without JavaScript, with no script to ship.
 */
export function PricingFaq({ items }: { items: FaqItem[] }) {
  const text = useStudioText();
  const language = useInterfaceLanguage();
  if (items.length === 0) return null;
  return (
    <section className="pricing-faq" aria-labelledby={PAGE_ELEMENT_IDS.pricingFaq}>
      <h2 id={PAGE_ELEMENT_IDS.pricingFaq} className="pricing-section__title" {...language}>
        {text('pricing.faq')}
      </h2>
      <div className="pricing-faq__list">
        {items.map((item) => (
          <details key={item.question} className="pricing-faq__item">
            <summary className="pricing-faq__question">{item.question}</summary>
            <p className="pricing-faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
