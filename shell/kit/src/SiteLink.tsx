/**
 * Links for paths stored in content. Content paths are locale-free (`/blog/x`): pages get
 * the current locale's prefix (from the site context), while files, the content API and
 * other non-page paths (`/_content/…`, `/api/…`, `/__nuxt_content/…`, `/llms.txt`, a
 * public folder's `/blog/cover.png`), anchors and external URLs pass through unchanged.
 */
import { isFileLink } from '@site/contracts';
import { AppLink, type AppLinkProps } from './AppLink.tsx';
import { useLocaleHref } from './site-context.tsx';

/** The href for a locale-free site path (or any other URL) in the current locale. */
export function useLocalePath(): (path: string) => string {
  const localeHref = useLocaleHref();
  return (path) => {
    if (!path.startsWith('/') || path.startsWith('//')) return path;
    const pathname = path.split(/[?#]/)[0] ?? path;
    return isFileLink(pathname) ? path : localeHref(path);
  };
}

export type SiteLinkProps = Omit<AppLinkProps, 'href'> & { to: string };

/** The kit's client-routing link for a locale-free site path or an external URL. */
export function SiteLink({ to, ...rest }: SiteLinkProps) {
  const localePath = useLocalePath();
  return <AppLink {...rest} href={localePath(to)} />;
}
