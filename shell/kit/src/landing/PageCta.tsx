/** `page-cta` (`u-page-cta`): a closing call to action, h2 title, description and links, optional image beside. */
import { hasContent, splitSlots } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';
import { blockSlot, inlineSlot } from './slot-or-prop.tsx';
import { ButtonLinks } from './ButtonLinks.tsx';

export function PageCta({ props, nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  const title = inlineSlot(slots, props, 'title', render);
  const description = blockSlot(slots, props, 'description', render);
  return (
    <section className="page-cta" data-orientation={props.orientation === 'horizontal' ? 'horizontal' : 'vertical'}>
      <div className="page-cta__text">
        {title ? <h2 className="page-cta__title">{title}</h2> : null}
        {description ? <div className="page-cta__description">{description}</div> : null}
        {hasContent(slots.links) ? <div className="landing-links">{render(slots.links)}</div> : <ButtonLinks links={props.links} />}
      </div>
      {hasContent(slots.default) ? <div className="page-cta__body">{render(slots.default)}</div> : null}
    </section>
  );
}
