import type { Surround } from '@site/contracts';
import { Icon, SiteLink } from '@site/kit';
import { useBlogText } from '../i18n/index.ts';

/**
 * Previous / next cards under a post. The loader asks for one neighbour on each side, so the
 * array is `[previous, next]`, either of which may be null at the ends of the list.
 */
export function SurroundNav({ surround, label }: { surround: Array<Surround | null>; label: string }) {
  const [previous, next] = surround;
  if (!previous && !next) return null;
  return (
    <nav className="post-surround" aria-label={label}>
      {previous ? <SurroundCard item={previous} direction="previous" /> : null}
      {next ? <SurroundCard item={next} direction="next" /> : null}
    </nav>
  );
}

function SurroundCard({ item, direction }: { item: Surround; direction: 'previous' | 'next' }) {
  const text = useBlogText();
  const isNext = direction === 'next';
  return (
    <div className={`card card-link post-surround__card${isNext ? ' post-surround__card--next' : ''}`}>
      <Icon name={isNext ? 'i-lucide-arrow-right' : 'i-lucide-arrow-left'} className="card-icon flip-rtl" />
      <p className="card-title">
        <SiteLink to={item.path} rel={isNext ? 'next' : 'prev'}>
          <span className="sr-only">{`${text(isNext ? 'common.next' : 'common.previous')}: `}</span>
          {item.title}
        </SiteLink>
      </p>
      {item.description ? <p className="card-body">{item.description}</p> : null}
    </div>
  );
}
