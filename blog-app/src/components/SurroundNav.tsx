import { localeDir, localeTag, type Surround } from '@site/contracts';
import { Icon, SiteLink, useSite } from '@site/kit';
import type { ReactNode } from 'react';
import { useBlogText } from '../i18n/index.ts';

/**
 * Previous / next cards under a post. The loader asks for one neighbour on each side, so the
 * array is `[previous, next]`, either of which may be null at the ends of the list. The nav is
 * the page's interface, placed after the post's ContentRegion, not in it: it takes the page's
 * direction, so in a right-to-left locale the cards and their arrows mirror (as the docs pages'
 * do) even when the post itself is an English stand-in laid out left to right. The neighbours'
 * titles and descriptions are content: where it may be in the other direction than the page's
 * (English posts standing in for Arabic ones), each runs in its own direction, isolated
 * (`dir="auto"`), so an English sentence keeps its full stop at its end while the card keeps the
 * page's alignment; in any other locale than the default they carry its `lang`.
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
  const { config, locale } = useSite();
  const isNext = direction === 'next';
  // Posts are written in the default locale (their page marks them so, ContentRegion): in
  // another locale their titles and descriptions say which language they are in, so a screen
  // reader voices them in it, and run in their own direction where the page's is the other.
  const defaultLocale = config.i18n.defaultLocale;
  const foreign = config.i18n.enabled && locale !== defaultLocale;
  const otherDirection = foreign && localeDir(locale) !== localeDir(defaultLocale);
  const own = (content: string): ReactNode =>
    foreign ? (
      <span lang={localeTag(defaultLocale)} dir={otherDirection ? 'auto' : undefined}>
        {content}
      </span>
    ) : (
      content
    );
  return (
    <div className={`card card-link post-surround__card${isNext ? ' post-surround__card--next' : ''}`}>
      <Icon name={isNext ? 'i-lucide-arrow-right' : 'i-lucide-arrow-left'} className="card-icon flip-rtl" />
      <p className="card-title">
        <SiteLink to={item.path} rel={isNext ? 'next' : 'prev'}>
          <span className="sr-only">{`${text(isNext ? 'common.next' : 'common.previous')}: `}</span>
          {own(item.title)}
        </SiteLink>
      </p>
      {item.description ? <p className="card-body">{own(item.description)}</p> : null}
    </div>
  );
}
