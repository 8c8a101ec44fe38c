/** The link above a detail page's title back to its list ("← Blog"); the arrow points the reading direction's way back. */
import type { ReactNode } from 'react';
import { useInterfaceLanguage } from './ContentRegion.tsx';
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
  // The list's name is an interface text, in the visitor's language even above English content.
  const language = useInterfaceLanguage();
  return (
    <SiteLink to={to} className={className} {...language}>
      <Icon name="i-lucide-arrow-left" className="flip-rtl" />
      {children}
    </SiteLink>
  );
}
