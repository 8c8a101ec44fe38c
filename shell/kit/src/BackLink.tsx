/** The link above a detail page's title back to its list ("← Blog"); the arrow points the reading direction's way back. */
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { SiteLink } from './SiteLink.tsx';

export interface BackLinkProps {
  /** The list's locale-free path (`/blog`). */
  to: string;
  className?: string;
  /** The list's name. */
  children: ReactNode;
}

export function BackLink({ to, className, children }: BackLinkProps) {
  return (
    <SiteLink to={to} className={className}>
      <Icon name="i-lucide-arrow-left" className="flip-rtl" />
      {children}
    </SiteLink>
  );
}
