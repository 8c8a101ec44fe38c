/**
 * A component the site does not draw (a site's own `::template-features`, `::example-card`):
 * its slot content, then any list it was given as props that reads as text (items with a
 * `label`, `title` or `name`, and a `content`, `description` or `text`), so a component written
 * with props only does not vanish. The build names it in a warning.
 *
 * An inline one (`:my-chip[text]{x="1"}` in a sentence) holds only text: it is a `<span>`,
 * as a `<div>` in a paragraph is no valid HTML and the browser ends the paragraph before it,
 * breaking the sentence over three blocks.
 */
import type { MinimarkNode } from '@site/contracts';
import type { ReactNode } from 'react';
import { isElement, str } from './nodes.ts';

/** HTML's phrasing elements, and the inline components of the kit, that a sentence may hold. */
const PHRASING = new Set(
  'a abbr b bdi bdo br cite code data del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr badge icon'.split(
    ' ',
  ),
);

/** Whether nodes are what a sentence holds (text and phrasing elements, at any depth), so a `<span>` may hold them. */
export function isPhrasingOnly(nodes: MinimarkNode[]): boolean {
  return nodes.every(
    (node) =>
      typeof node === 'string' ||
      (isElement(node) && PHRASING.has(node[0].toLowerCase()) && isPhrasingOnly(node.slice(2) as MinimarkNode[])),
  );
}

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

export function UnknownComponent({
  name,
  props,
  inline,
  children,
}: {
  name: string;
  props: Record<string, unknown>;
  /** It holds only phrasing content (isPhrasingOnly). */
  inline: boolean;
  children: ReactNode;
}) {
  const lists = Object.values(props)
    .map(textItems)
    .filter((items) => items.length > 0);
  const dataName = /^[a-z][a-z0-9-]*$/.test(name) ? name : 'unknown';
  if (inline && lists.length === 0) return <span data-component={dataName}>{children}</span>;
  return (
    <div data-component={dataName}>
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
