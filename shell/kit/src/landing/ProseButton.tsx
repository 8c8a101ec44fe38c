/** `button` (`u-button`): a link styled as a button; the label is the `label` prop or the default slot. */
import { hasContent, inlineNodes, splitSlots } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';
import { buttonLink } from './landing-props.ts';
import { LinkButton } from './LinkButton.tsx';

export function ProseButton({ props, nodes, render }: ProseComponentProps) {
  const link = buttonLink(props) ?? { label: '' };
  const slots = splitSlots(nodes);
  return <LinkButton link={link}>{hasContent(slots.default) ? render(inlineNodes(slots.default)) : undefined}</LinkButton>;
}
