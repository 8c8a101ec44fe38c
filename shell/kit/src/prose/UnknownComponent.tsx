/**
 * A component the site does not draw (a site's own `::template-features`, `::example-card`):
 * its slot content, then any list it was given as props that reads as text (items with a
 * `label`, `title` or `name`, and a `content`, `description` or `text`), so a component written
 * with props only does not vanish. The build names it in a warning.
 */
import type { ReactNode } from 'react';
import { str } from './nodes.ts';

interface TextItem {
  term: string;
  detail: string | undefined;
}

function textItems(value: unknown): TextItem[] {
  if (!Array.isArray(value)) return [];
  const items: TextItem[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return [];
    const v = item as Record<string, unknown>;
    const term = str(v.label) ?? str(v.title) ?? str(v.name);
    if (!term) return [];
    items.push({ term, detail: str(v.content) ?? str(v.description) ?? str(v.text) });
  }
  return items;
}

export function UnknownComponent({ name, props, children }: { name: string; props: Record<string, unknown>; children: ReactNode }) {
  const lists = Object.values(props)
    .map(textItems)
    .filter((items) => items.length > 0);
  return (
    <div data-component={/^[a-z][a-z0-9-]*$/.test(name) ? name : 'unknown'}>
      {children}
      {lists.map((items, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the props' lists in the order written
        <dl key={i} className="component-data">
          {items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat a term
            <div key={j}>
              <dt>{item.term}</dt>
              {item.detail ? <dd>{item.detail}</dd> : null}
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}
