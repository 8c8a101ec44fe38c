/** `button` (`u-button`): a link styled as a button; the label is the `label` prop or the default slot. */
import { componentText } from '@site/contracts';
import { inlineNodes, splitSlots } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';
import { buttonLink } from './landing-props.ts';
import { LinkButton } from './LinkButton.tsx';

export function ProseButton({ tag, props, nodes, render }: ProseComponentProps) {
  const link = buttonLink(props) ?? { label: '' };
  const slots = splitSlots(nodes);
  // Its content, else its label or title, as the build reads it for search and descriptions.
  return <LinkButton link={link}>{componentText(tag, props, slots.default) ?? render(inlineNodes(slots.default))}</LinkButton>;
}
