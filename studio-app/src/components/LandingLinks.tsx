import { Icon, SiteLink } from '@site/kit/ui';
import type { LandingLink } from './landing-meta.ts';
import { useStudioText } from './use-text.ts';

/** A row of call-to-action links: the first one is the primary button, the rest outlined. */
export function LandingLinks({ links, className = 'landing-links' }: { links: LandingLink[]; className?: string }) {
  const text = useStudioText();
  if (links.length === 0) return null;
  return (
    <div className={className}>
      {links.map((link, index) => {
        const external = /^[a-z]+:/i.test(link.to);
        return (
          <SiteLink
            key={link.to + link.label}
            to={link.to}
            className={`btn btn-lg ${index === 0 ? 'btn-primary' : 'btn-outline'}`}
            target={external && /^https?:/i.test(link.to) ? '_blank' : undefined}
          >
            {link.label}
            {external && /^https?:/i.test(link.to) ? <span className="sr-only">{` ${text('common.opensInNewTab')}`}</span> : null}
            {link.icon ? <Icon name={link.icon} /> : null}
          </SiteLink>
        );
      })}
    </div>
  );
}
