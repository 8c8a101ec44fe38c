/**
 * The pricing page's json fields as authors write them, mapped to the one shape the views
 * draw. The stored row keeps what the author wrote (as the reference module does); the
 * Studio loader maps it with these functions.
 *
 * - plans: a list of plans with ids, or a map keyed by plan id (`plans: {solo: {…}}`);
 * - features: a list of comparison themes, or `{title, description, includes: {group: [items]}}`,
 *   where a group named like a plan lists what that plan includes and any other group
 *   lists what every plan includes.
 */
import type { ComparisonTheme, FeaturesInput, Plan, PlanInput } from './collections.ts';

export interface PricingComparison {
  title?: string;
  description?: string;
  themes: ComparisonTheme[];
}

function humanize(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function itemTitle(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && typeof (item as { title?: unknown }).title === 'string') return (item as { title: string }).title;
  return '';
}

function toPlan(input: PlanInput, fallbackId: string): Plan {
  const id = input.id ?? fallbackId;
  const badge = typeof input.badge === 'string' ? input.badge : input.badge?.label;
  const button = input.button && typeof input.button.to === 'string' ? input.button : undefined;
  return {
    id,
    title: input.title ?? input.name ?? humanize(id),
    description: input.description ?? '',
    price: input.price ?? '',
    ...(input.billing !== undefined ? { billing: input.billing } : {}),
    ...(badge !== undefined ? { badge } : {}),
    ...(input.highlight !== undefined ? { highlight: input.highlight } : {}),
    features: (input.features ?? []).map(itemTitle).filter((t) => t !== ''),
    ...(button
      ? {
          button: {
            label: typeof button.label === 'string' ? button.label : humanize(id),
            to: button.to as string,
            ...(typeof button.icon === 'string' ? { icon: button.icon } : {}),
            ...(typeof button.target === 'string' ? { target: button.target } : {}),
          },
        }
      : {}),
  };
}

/** Plans in the order written, whether the author wrote a list or a map keyed by plan id. */
export function pricingPlans(plans: PlanInput[] | Record<string, PlanInput>): Plan[] {
  if (Array.isArray(plans)) return plans.map((plan, i) => toPlan(plan, `plan-${i + 1}`));
  return Object.entries(plans).map(([id, plan]) => toPlan(plan, id));
}

/** The comparison table's themes (and its heading, when the map shape names one). */
export function pricingComparison(features: FeaturesInput | undefined, plans: Plan[]): PricingComparison {
  if (features === undefined) return { themes: [] };
  if (Array.isArray(features)) return { themes: features };
  const planIds = new Set(plans.map((p) => p.id));
  const themes: ComparisonTheme[] = Object.entries(features.includes ?? {}).map(([group, items]) => ({
    title: planIds.has(group) ? (plans.find((p) => p.id === group)?.title ?? humanize(group)) : humanize(group),
    items: items
      .map((item) => {
        const title = itemTitle(item);
        const written = typeof item === 'object' ? item.plans : undefined;
        const values: Record<string, boolean | string> = {};
        for (const plan of plans) {
          const value = written?.[plan.id];
          values[plan.id] =
            value === undefined ? (planIds.has(group) ? plan.id === group : true) : typeof value === 'number' ? String(value) : value;
        }
        return { title, ...(typeof item === 'object' && item.soon ? { soon: true } : {}), plans: values };
      })
      .filter((item) => item.title !== ''),
  }));
  return {
    ...(features.title !== undefined ? { title: features.title } : {}),
    ...(features.description !== undefined ? { description: features.description } : {}),
    themes,
  };
}
