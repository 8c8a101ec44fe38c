/** `accordion` with `accordion-item`s: each item a disclosure (`label` prop, content below). */
import type { ProseComponentProps } from './types.ts';

export function ProseAccordion({ nodes, render }: ProseComponentProps) {
  return <div className="accordion">{render(nodes)}</div>;
}
