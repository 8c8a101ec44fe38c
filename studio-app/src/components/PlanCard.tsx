import type { Plan } from '@site/contracts';
import { Badge, formatPrice, Icon, InterfaceText, SiteLink, useInterfaceLabel, useInterfaceLanguage, useSite } from '@site/kit';
import { isPeriodic, planPrice, type BillingPeriod } from './pricing-model.ts';
import { useStudioText } from '../i18n/index.ts';

/**
 * One plan (kit `.pricing-plan`: 40px padding, 1px ring, 2px primary ring when
 * highlighted): name and badge, description, price for the chosen period, call to action,
 * and the features as check-circle list.
 */
export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const text = useStudioText();
  const { locale } = useSite();
  const titleId = `plan-${plan.id}-title`;
  const opensTab = !!plan.button && /^https?:/i.test(plan.button.to);
  // The plan is content (English standing in on most locales), its labels the interface's.
  const language = useInterfaceLanguage();
  const includes = useInterfaceLabel(text('pricing.planIncludes', { plan: plan.title }));
  return (
    <article className="pricing-plan" data-highlight={plan.highlight ? '' : undefined} aria-labelledby={titleId}>
      <header className="pricing-plan__header">
        <h2 id={titleId} className="pricing-plan-name">
          {plan.title}
        </h2>
        {plan.badge ? <Badge className="pricing-plan__badge">{plan.badge}</Badge> : null}
      </header>
      <p className="pricing-plan__description">{plan.description}</p>
      <div className="pricing-plan__pricing">
        <p className="pricing-plan__price">
          <span className="pricing-plan-price">{formatPrice(planPrice(plan, period), locale)}</span>
          {isPeriodic(plan) ? (
            <span className="pricing-plan__period" {...language}>
              {text(period === 'month' ? 'pricing.perMonth' : 'pricing.perYear')}
            </span>
          ) : null}
        </p>
        {plan.billing ? <p className="pricing-plan__billing">{plan.billing}</p> : null}
      </div>
      {includes.node}
      <ul className="pricing-plan__features" {...includes.props}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="i-lucide-circle-check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {plan.button ? (
        <SiteLink
          to={plan.button.to}
          className={`btn btn-lg ${plan.highlight ? 'btn-primary' : 'btn-outline'}`}
          target={plan.button.target ?? (opensTab ? '_blank' : undefined)}
        >
          {plan.button.label}
          <InterfaceText className="sr-only">{` (${text('pricing.planAction', { plan: plan.title })})${opensTab ? ` ${text('common.opensInNewTab')}` : ''}`}</InterfaceText>
          {plan.button.icon ? <Icon name={plan.button.icon} /> : null}
        </SiteLink>
      ) : null}
    </article>
  );
}
