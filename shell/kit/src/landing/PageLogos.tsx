/** `page-logos` (`u-page-logos`): a title and a row of logos, from `items` (icon names or `{src, alt}`) or the default slot. */
import { checkUrl } from '@site/contracts';
import { Icon } from '../Icon.tsx';
import { hasContent, splitSlots, str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function PageLogos({ props, nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  const items = Array.isArray(props.items) ? props.items : [];
  return (
    <section className="page-logos">
      {str(props.title) ? <p className="page-logos__title">{str(props.title)}</p> : null}
      <div className="page-logos__items">
        {items.map((item, index) => {
          if (typeof item === 'string') return <Icon key={item} name={item} className="page-logos__icon" />;
          const src = item && typeof item === 'object' ? str((item as Record<string, unknown>).src) : undefined;
          const safe = src ? checkUrl(src, 'image') : null;
          if (!safe) return null;
          const alt = str((item as Record<string, unknown>).alt) ?? '';
          // biome-ignore lint/suspicious/noArrayIndexKey: logos may repeat; their order is the key.
          return <img key={index} src={safe} alt={alt} height={32} width={128} loading="lazy" decoding="async" />;
        })}
        {hasContent(slots.default) ? render(slots.default) : null}
      </div>
    </section>
  );
}
