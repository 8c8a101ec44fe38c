/**
 * `page-card` (`u-page-card`, also `card` in a landing grid): icon, title, description and
 * default-slot content; with `to` the whole card is one link target; `spotlight` adds the
 * highlighted ring.
 */
import { Icon } from '../Icon.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { bool, hasContent, inlineNodes, splitSlots, str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function PageCard({ props, nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  const to = str(props.to);
  const title = hasContent(slots.title) ? render(inlineNodes(slots.title)) : str(props.title);
  const description = hasContent(slots.description) ? render(inlineNodes(slots.description)) : str(props.description);
  const target = props.target === '_blank' ? '_blank' : undefined;
  const icon = str(props.icon);
  return (
    <div className={to ? 'card card-link page-card' : 'card page-card'} data-spotlight={bool(props.spotlight) || undefined}>
      {icon ? <Icon name={icon} className="card-icon" /> : null}
      {title ? (
        <h3 className="card-title">
          {to ? (
            <SiteLink to={to} target={target}>
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </h3>
      ) : null}
      {description ? <div className="card-body">{description}</div> : null}
      {hasContent(slots.default) ? <div className="card-body">{render(slots.default)}</div> : null}
    </div>
  );
}
