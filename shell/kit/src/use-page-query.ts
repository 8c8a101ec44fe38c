/**
 * The query string of the current URL that the page renders from (its route's declared
 * parameters, `RouteDef.query`: the templates list's `?category=`), for links that lead to
 * the same page elsewhere (another locale): the reader keeps the filtered list they were
 * reading. Other parameters (tracking, a preview token) are not carried over.
 *
 * Empty on the server and while hydrating (React reads the server snapshot then), so the HTML
 * matches; the browser's URL afterwards, read at each render.
 */
import { useSyncExternalStore } from 'react';
import { localePath, pageQueryParams, type SiteConfig } from '@site/contracts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** `?name=value…` of the parameters declared for the locale-free `path` present in `search`, in the route's order; '' when none. */
function keptPageQuery(config: SiteConfig, path: string, search: string): string {
  // The route table is matched on a path with its locale; the parameters are the same in every locale.
  const names = pageQueryParams(config, localePath(config, config.i18n.defaultLocale, path));
  if (names.length === 0 || search === '') return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

export function usePageQuery(config: SiteConfig, path: string): string {
  return useSyncExternalStore(
    subscribe,
    () => keptPageQuery(config, path, window.location.search),
    () => '',
  );
}
