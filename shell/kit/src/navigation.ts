/**
 * Client-side navigation entry point. The shell registers its router here; kit components
 * (links, search results) call `navigate` without knowing the shell.
 */
import { isFileLink } from '@site/contracts';

type Navigator = (href: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
}

/** True for same-origin page links the router can handle without a full load. */
export function isRouterLink(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return !isFileLink(href.split(/[?#]/)[0] ?? href);
}

export function navigate(href: string, options?: { replace?: boolean }): void {
  if (navigator && isRouterLink(href)) navigator(href, options);
  else if (typeof window !== 'undefined') window.location.assign(href);
}
