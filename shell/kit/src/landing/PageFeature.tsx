/** `page-feature` (`u-page-feature`): props or `#title` / `#description` slots; the default slot is the description. */
import { hasContent, inlineNodes, splitSlots, str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';
import { PageFeatureItem } from './PageFeatureItem.tsx';

export function PageFeature({ props, nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  const title = hasContent(slots.title) ? render(inlineNodes(slots.title)) : str(props.title);
  const description = hasContent(slots.description)
    ? render(inlineNodes(slots.description))
    : hasContent(slots.default)
      ? render(inlineNodes(slots.default))
      : str(props.description);
  return (
    <PageFeatureItem
      icon={str(props.icon)}
      title={title}
      description={description}
      to={str(props.to)}
      orientation={str(props.orientation)}
    />
  );
}
