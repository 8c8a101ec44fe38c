/**
 * The pricing page's json fields as authors write them, mapped to the one shape the views
 * draw. The stored row keeps what the author wrote (as the reference module does); the
 * Studio loader maps it with these functions.
 *
 * - plans: a list of plans with ids, or a map keyed by plan id (`plans: {solo: {…}}`);
 * - features: a list of comparison themes, or `{title, description, includes}` where an entry
 *   is a group holding a list of rows (a group named like a plan lists what that plan
 *   includes, any other group what every plan includes), a group `{title, includes: {id: row}}`,
 *   or a row; a row names its plans (`plans: [solo, team]` or `{solo: true}`) or lists its
 *   values in plan order (`value: ['1', 'Unlimited']`).
 */
import type { ComparisonEntryInput, ComparisonItemInput, ComparisonTheme, FeaturesInput, Plan, PlanInput } from './collections.ts';

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
  // A button without a destination (`to: ''`) has nowhere to go, so the card shows none.
  const button = input.button && typeof input.button.to === 'string' && input.button.to !== '' ? input.button : undefined;
  const billing = input.billing ?? (input.cycle === '' ? undefined : input.cycle);
  return {
    id,
    title: input.title ?? input.name ?? humanize(id),
    description: input.description ?? '',
    price: input.price ?? '',
    ...(billing !== undefined ? { billing } : {}),
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

type Row = Exclude<ComparisonItemInput, string> | ComparisonEntryInput;
type Item = ComparisonTheme['items'][number];

/** One row's value per plan: written per plan, as the ids that include it, in plan order, or implied by its group. */
function rowValues(row: Row | undefined, plans: Plan[], implied: (planId: string) => boolean): Item['plans'] {
  const values: Item['plans'] = {};
  plans.forEach((plan, i) => {
    let value: boolean | string | number | undefined;
    if (Array.isArray(row?.plans)) value = row.plans.includes(plan.id);
    else if (row?.plans) value = row.plans[plan.id];
    else if (row?.value) value = row.value[i];
    values[plan.id] = value === undefined ? implied(plan.id) : typeof value === 'number' ? String(value) : value;
  });
  return values;
}

function toItem(item: string | Row, fallbackTitle: string, plans: Plan[], implied: (planId: string) => boolean): Item | null {
  const row = typeof item === 'string' ? undefined : item;
  const title = typeof item === 'string' ? item : (item.title ?? fallbackTitle);
  if (title === '') return null;
  return { title, ...(row?.soon ? { soon: true } : {}), plans: rowValues(row, plans, implied) };
}

/** The rows of a group written as a map of id to row; nested groups add their rows in place. */
function groupRows(includes: Record<string, ComparisonEntryInput>, plans: Plan[]): Item[] {
  return Object.entries(includes).flatMap(([id, entry]) =>
    entry.includes ? groupRows(entry.includes, plans) : (toItem(entry, humanize(id), plans, () => false) ?? []),
  );
}

/** The comparison table's themes (and its heading, when the map shape names one). */
export function pricingComparison(features: FeaturesInput | undefined, plans: Plan[]): PricingComparison {
  if (features === undefined) return { themes: [] };
  if (Array.isArray(features)) return { themes: features };
  const planIds = new Set(plans.map((p) => p.id));
  const themes: ComparisonTheme[] = [];
  for (const [key, entry] of Object.entries(features.includes ?? {})) {
    if (Array.isArray(entry)) {
      // A group named like a plan lists what that plan includes; any other group, what every plan includes.
      const implied = (planId: string) => (planIds.has(key) ? planId === key : true);
      const title = planIds.has(key) ? (plans.find((p) => p.id === key)?.title ?? humanize(key)) : humanize(key);
      themes.push({ title, items: entry.flatMap((item) => toItem(item, '', plans, implied) ?? []) });
    } else if (entry.includes) {
      themes.push({ title: entry.title ?? humanize(key), items: groupRows(entry.includes, plans) });
    } else {
      // Rows written beside the groups gather in an untitled theme, in the order written.
      const item = toItem(entry, humanize(key), plans, () => false);
      const last = themes[themes.length - 1];
      if (!item) continue;
      if (last && last.title === '') last.items.push(item);
      else themes.push({ title: '', items: [item] });
    }
  }
  return {
    ...(features.title !== undefined ? { title: features.title } : {}),
    ...(features.description !== undefined ? { description: features.description } : {}),
    themes,
  };
}
