/**
 * `page-hero` (`u-page-hero`): headline, the page's h1 title, description and links from
 * props or the `#headline`, `#title`, `#description`, `#links` slots; the default slot
 * (an image, a code sample) beside the text when `orientation: horizontal`, below it
 * otherwise; `#top` and `#bottom` around it all.
 */
import { Icon } from '../Icon.tsx';
import { bool, hasContent, inlineNodes, splitSlots, str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';
import { blockSlot, inlineSlot } from './slot-or-prop.tsx';
import { ButtonLinks } from './ButtonLinks.tsx';
import { buttonLink } from './landing-props.ts';
import { LinkButton } from './LinkButton.tsx';

export function PageHero({ props, nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  const badge = buttonLink(props.badge);
  const headline = hasContent(slots.headline) ? (
    <div className="page-hero__headline">{render(inlineNodes(slots.headline))}</div>
  ) : str(props.headline) ? (
    <p className="page-hero__headline">{str(props.headline)}</p>
  ) : badge ? (
    <div className="page-hero__headline">
      <LinkButton link={{ ...badge, variant: badge.variant ?? 'outline' }} />
    </div>
  ) : null;
  const title = inlineSlot(slots, props, 'title', render);
  const description = blockSlot(slots, props, 'description', render);
  const aside = hasContent(slots.default) ? <div className="page-hero__aside">{render(slots.default)}</div> : null;
  const icon = str(props.icon);
  const horizontal = props.orientation === 'horizontal' && aside !== null;
  return (
    <section
      className="page-hero"
      data-orientation={horizontal ? 'horizontal' : 'vertical'}
      data-reverse={bool(props.reverse) || undefined}
    >
      {hasContent(slots.top) ? <div className="page-hero__top">{render(slots.top)}</div> : null}
      <div className="page-hero__text">
        {headline}
        {icon ? <Icon name={icon} className="page-hero__icon" /> : null}
        {title ? <h1 className="page-hero__title">{title}</h1> : null}
        {description ? <div className="page-hero__description">{description}</div> : null}
        {hasContent(slots.links) ? <div className="landing-links">{render(slots.links)}</div> : <ButtonLinks links={props.links} />}
      </div>
      {aside}
      {hasContent(slots.bottom) ? <div className="page-hero__bottom">{render(slots.bottom)}</div> : null}
    </section>
  );
}
