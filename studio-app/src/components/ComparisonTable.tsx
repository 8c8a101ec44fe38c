import { type ComparisonTheme, PAGE_ELEMENT_IDS, type Plan } from '@site/contracts';
import { Badge, Icon, InterfaceText, useInterfaceLanguage } from '@site/kit';
import { useStudioText } from '../i18n/index.ts';

/**
 * The feature comparison: one row group per theme, one column per plan. Included and
 * missing features are icons with a text alternative; other values are shown as text.
 */
export function ComparisonTable({ plans, themes }: { plans: Plan[]; themes: ComparisonTheme[] }) {
  const text = useStudioText();
  // The plans and features are content; the caption, the column of features and the marks the interface's.
  const language = useInterfaceLanguage();
  if (themes.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll container named by the table caption, not a document section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1)
    <div className="pricing-comparison" role="region" aria-labelledby={PAGE_ELEMENT_IDS.pricingComparison} tabIndex={0}>
      <table className="pricing-table">
        <caption id={PAGE_ELEMENT_IDS.pricingComparison} {...language}>
          {text('pricing.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" {...language}>
              {text('pricing.feature')}
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={plan.highlight ? 'comparison__plan comparison__plan--highlight' : 'comparison__plan'}
              >
                {plan.title}
              </th>
            ))}
          </tr>
        </thead>
        {themes.map((theme, i) => (
          // Themes are in the order written; rows written outside any group form an untitled one.
          // biome-ignore lint/suspicious/noArrayIndexKey: two themes may share a title (or have none)
          <tbody key={i}>
            {theme.title ? (
              <tr className="theme-row">
                <th scope="rowgroup" colSpan={plans.length + 1} className="comparison__theme">
                  {theme.title}
                </th>
              </tr>
            ) : null}
            {theme.items.map((item) => (
              <tr key={item.title}>
                <th scope="row" className="comparison__item">
                  {item.title}
                  {item.soon ? (
                    <Badge color="secondary" className="comparison__soon">
                      <InterfaceText>{text('pricing.soon')}</InterfaceText>
                    </Badge>
                  ) : null}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id}>
                    <ComparisonValue value={item.plans[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/**
 * A mark is an image named by its meaning (role="img" with aria-label), not an icon beside
 * visually hidden text: the table has dozens of them, and each hidden text was still a box
 * laid out and shaped, an absolutely positioned one, on the page's first load (in Arabic, a
 * tenth of the pricing page's layout; issue 15, Total Blocking Time). Screen readers read the
 * same name in the cell.
 */
function ComparisonValue({ value }: { value: boolean | string | undefined }) {
  const text = useStudioText();
  const language = useInterfaceLanguage();
  if (value === true) {
    return (
      <span className="comparison__yes" role="img" aria-label={text('pricing.included')} {...language}>
        <Icon name="i-lucide-check" />
      </span>
    );
  }
  if (value === false || value === undefined) {
    return (
      <span className="comparison__no" role="img" aria-label={text('pricing.notIncluded')} {...language}>
        <Icon name="i-lucide-x" />
      </span>
    );
  }
  return <span className="comparison__text">{value}</span>;
}
