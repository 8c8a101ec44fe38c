/**
 * A landing page's hero: the headline with its highlighted word in primary, the intro and
 * the links. `centred` is one column (Studio); `split` puts the text in its own column with
 * an optional aside beside it (home: the code sample card).
 */
import type { ReactNode } from 'react';
import { splitHighlight, type LandingHero as LandingHeroBlock } from '@site/contracts';
import { LandingLinks } from './LandingLinks.tsx';

export interface LandingHeroProps {
  /** The page's class and id prefix: `home` gives `home-hero`, `home-hero__title` and the id `home-hero-title`. */
  prefix: string;
  /** The `hero` block; without one the page's own title and description stand in. */
  hero: LandingHeroBlock | null;
  page: { title: string; description?: string };
  layout?: 'centred' | 'split';
  linksClassName?: string;
  /** Shown below the links (home: the install command). */
  children?: ReactNode;
  /** `split` layout only: the column beside the text. */
  aside?: ReactNode;
}

export function LandingHero({ prefix, hero, page, layout = 'centred', linksClassName, children, aside }: LandingHeroProps) {
  const titleId = `${prefix}-hero-title`;
  const text = (
    <>
      <h1 id={titleId} className={`${prefix}-hero__title`}>
        <HighlightedTitle title={hero?.title ?? page.title} highlight={hero?.highlight} />
      </h1>
      <p className={`${prefix}-hero__description`}>{hero?.description ?? page.description}</p>
      {hero ? <LandingLinks links={hero.links} className={linksClassName} /> : null}
      {children}
    </>
  );
  return (
    <section className={`${prefix}-hero`} aria-labelledby={titleId}>
      {layout === 'split' ? (
        <>
          <div className={`${prefix}-hero__text`}>{text}</div>
          {aside}
        </>
      ) : (
        text
      )}
    </section>
  );
}

/** A headline whose highlighted word is shown in the primary colour. */
export function HighlightedTitle({ title, highlight }: { title: string; highlight?: string | undefined }) {
  const [before, word, after] = splitHighlight(title, highlight);
  return (
    <>
      {before}
      {word ? <span className="text-primary">{word}</span> : null}
      {after}
    </>
  );
}
