/** The landing `cta` block: a closing call to action with its heading, intro and links. */
import type { LandingCta as LandingCtaBlock } from '@site/contracts';
import { LandingLinks } from './LandingLinks.tsx';

export interface LandingCtaProps {
  /** The page's class and id prefix: `home` gives `home-cta` and the id `home-cta-title`. */
  prefix: string;
  cta: LandingCtaBlock;
  linksClassName?: string;
}

export function LandingCta({ prefix, cta, linksClassName }: LandingCtaProps) {
  const titleId = `${prefix}-cta-title`;
  return (
    <section className={`landing-cta ${prefix}-cta`} aria-labelledby={titleId}>
      <h2 id={titleId}>{cta.title}</h2>
      {cta.description ? <p>{cta.description}</p> : null}
      <LandingLinks links={cta.links} className={linksClassName} />
    </section>
  );
}
