/** A row of landing-page links: the first is the primary button, the rest are outlined. */
import type { LandingLink } from '@site/contracts';
import { Icon } from '../Icon.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { useT } from '../i18n/useT.ts';
import { InterfaceText } from '../ContentRegion.tsx';

export interface LandingLinksProps {
  links: LandingLink[];
  /** The row's class (each page styles its own row: `home-links`, `landing-links`). */
  className?: string;
}

export function LandingLinks({ links, className = 'landing-links' }: LandingLinksProps) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <div className={className}>
      {links.map((link, index) => {
        // Web links leave the site, so they open in a new tab and say so; mailto: and the like do not.
        const newTab = /^https?:/i.test(link.to);
        return (
          <SiteLink
            key={link.to + link.label}
            to={link.to}
            className={`btn btn-lg ${index === 0 ? 'btn-primary' : 'btn-outline'}`}
            target={newTab ? '_blank' : undefined}
          >
            {link.label}
            {newTab ? <InterfaceText className="sr-only">{` ${t('common.opensInNewTab')}`}</InterfaceText> : null}
            {link.icon ? <Icon name={link.icon} /> : null}
          </SiteLink>
        );
      })}
    </div>
  );
}
