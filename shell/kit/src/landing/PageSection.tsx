/**
 * `page-section` (`u-page-section`): an h2 title with headline, description, features and
 * links (props or `#title`, `#description`, `#features`, `#links` slots), and the default
 * slot (an image, code, a grid). `orientation: horizontal` puts the default slot beside the
 * text; `reverse` swaps the sides, so sections alternate as the author wrote them.
 */
import { Icon } from '../Icon.tsx';
import { bool, hasContent, splitSlots, str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';
import { blockSlot, inlineSlot } from './slot-or-prop.tsx';
import { ButtonLinks } from './ButtonLinks.tsx';
import { featureItems } from './landing-props.ts';
import { PageFeatureItem } from './PageFeatureItem.tsx';

export function PageSection({ props, nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  const title = inlineSlot(slots, props, 'title', render);
  const headline = inlineSlot(slots, props, 'headline', render);
  const description = blockSlot(slots, props, 'description', render);
  const features = hasContent(slots.features) ? (
    <div className="page-section__features">{render(slots.features)}</div>
  ) : featureItems(props.features).length ? (
    <ul className="page-section__features">
      {featureItems(props.features).map((item) => (
        <li key={item.title}>
          <PageFeatureItem {...item} />
        </li>
      ))}
    </ul>
  ) : null;
  const links = hasContent(slots.links) ? <div className="landing-links">{render(slots.links)}</div> : <ButtonLinks links={props.links} />;
  const body = hasContent(slots.default) ? <div className="page-section__body">{render(slots.default)}</div> : null;
  const icon = str(props.icon);
  const hasText = !!(title || headline || description || features);
  const horizontal = props.orientation === 'horizontal' && hasText && body !== null;
  return (
    <section
      className="page-section"
      data-orientation={horizontal ? 'horizontal' : 'vertical'}
      data-reverse={bool(props.reverse) || undefined}
    >
      {hasText ? (
        <div className="page-section__text">
          {icon ? <Icon name={icon} className="page-section__icon" /> : null}
          {headline ? <p className="page-section__headline">{headline}</p> : null}
          {title ? <h2 className="page-section__title">{title}</h2> : null}
          {description ? <div className="page-section__description">{description}</div> : null}
          {features}
          {links}
        </div>
      ) : (
        links
      )}
      {body}
    </section>
  );
}
