import { isRouterLink } from '@site/kit/client';
import { AppLink, useLocaleHref, type AppLinkProps } from '@site/kit/ui';

/**
 * Turns a locale-free site path (`/blog/x`, as stored in content) into the link for the
 * current locale (from the kit's site context). Static files (`/_content/...`) and external
 * URLs pass through unchanged.
 */
export function useLocalePath(): (path: string) => string {
  const localeHref = useLocaleHref();
  return (path) => (isRouterLink(path) ? localeHref(path) : path);
}

/** The kit's client-routing link, for a locale-free site path or an external URL. */
export function SiteLink({ to, ...rest }: Omit<AppLinkProps, 'href'> & { to: string }) {
  const localePath = useLocalePath();
  return <AppLink {...rest} href={localePath(to)} />;
}
