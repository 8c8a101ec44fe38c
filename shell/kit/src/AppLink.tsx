/**
 * A link that routes on the client for same-site pages (through the shell's registered
 * navigator) and is a plain link otherwise. External links never get the opener.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { checkUrl } from '@site/contracts';
import { isRouterLink, navigate } from './navigation.ts';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

export function AppLink({ href: rawHref, onClick, target, rel, children, ...rest }: AppLinkProps) {
  // Every link of every component lands here: the site's one URL check, and its normalised
  // value is what reaches the DOM. A refused URL leaves the text without a link.
  const href = checkUrl(rawHref, 'link');
  if (href === null) return <span className={rest.className}>{children}</span>;
  const external = isExternalHref(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || (target && target !== '_self')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!isRouterLink(href)) return;
    event.preventDefault();
    navigate(href);
  };
  const safeRel = external ? [...new Set(['noopener', 'noreferrer', ...(rel ?? '').split(/\s+/).filter(Boolean)])].join(' ') : rel;
  return (
    <a href={href} target={target} rel={safeRel} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
