import { Icon } from '../Icon.tsx';
import { hasContent, inlineNodes, splitSlots, str } from './nodes.ts';
import type { ProseComponentProps } from './types.ts';

/** One `accordion-item`: a native disclosure, so it works before hydration and without script. */
export function ProseAccordionItem({ props, nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  const label = hasContent(slots.label) ? render(inlineNodes(slots.label)) : (str(props.label) ?? str(props.title));
  const icon = str(props.icon);
  return (
    <details className="accordion-item" open={props.defaultOpen === true || undefined}>
      <summary className="accordion-item__label">
        {icon ? <Icon name={icon} /> : null}
        {label}
        <Icon name="i-lucide-chevron-down" className="accordion-item__chevron" />
      </summary>
      <div className="accordion-item__content">{render(slots.default)}</div>
    </details>
  );
}
