import type { Plan } from '@site/contracts';

export type BillingPeriod = 'month' | 'year';

/** True when some plan is priced differently per month and per year, so the toggle is worth showing. */
export function hasBillingChoice(plans: Plan[]): boolean {
  return plans.some((p) => typeof p.price === 'object' && p.price.month !== undefined && p.price.year !== undefined);
}

/** The price shown for a period; a single-string price applies to both, a missing period falls back to the other. */
export function planPrice(plan: Plan, period: BillingPeriod): string {
  if (typeof plan.price === 'string') return plan.price;
  const other: BillingPeriod = period === 'month' ? 'year' : 'month';
  return plan.price[period] ?? plan.price[other] ?? '';
}

/** Whether the price depends on the period (a single-string price has no "/month"). */
export function isPeriodic(plan: Plan): boolean {
  return typeof plan.price === 'object';
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The pricing page's FAQ lives in free-form `meta.faq`; keep only well-formed entries. */
export function pricingFaq(meta: Record<string, unknown>): FaqItem[] {
  const faq = meta.faq;
  if (!Array.isArray(faq)) return [];
  return faq.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { question, answer } = item as Record<string, unknown>;
    return typeof question === 'string' && typeof answer === 'string' ? [{ question, answer }] : [];
  });
}
