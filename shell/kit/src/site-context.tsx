/**
 * Where a kit component is rendered: the site configuration, the route's locale and its
 * locale-free path. The shell provides it once around the app (on the server per request,
 * in the browser per navigation); remotes read it instead of global stores, so concurrent
 * server renders in different locales never mix.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type SiteConfig, localePath } from '@site/contracts';
import { ArkLocale } from './ArkLocale.tsx';
import { I18nProvider } from './i18n/useT.ts';

export interface SiteContextValue {
  config: SiteConfig;
  locale: string;
  /** Locale-free path of the current page. */
  path: string;
}

// No default value: the shell provides the context around every page and island (and the
// kit's test helpers around every view). A default would be the site configuration with its
// table of locale names, in every browser's first load for no render that uses it.
const SiteContext = createContext<SiteContextValue | null>(null);

/**
 * Provides the site context, the interface texts of `locale`, and Ark UI's locale: every
 * overlay (palette, menus, popovers, drawer) takes its direction from it, so right-to-left
 * locales mirror their placement and keyboard arrows too.
 */
export function SiteProvider({ config, locale, path, children }: SiteContextValue & { children?: ReactNode }) {
  const value = useMemo(() => ({ config, locale, path }), [config, locale, path]);
  return (
    <SiteContext.Provider value={value}>
      <ArkLocale locale={locale}>
        <I18nProvider locale={locale}>{children}</I18nProvider>
      </ArkLocale>
    </SiteContext.Provider>
  );
}

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite: the component is rendered outside <SiteProvider>');
  return site;
}

/** Builds a same-site link for the current locale from a locale-free path (`/docs/x#y`). */
export function useLocaleHref(): (path: string) => string {
  const { config, locale } = useSite();
  return (path) => (path.startsWith('/') && !path.startsWith('//') ? localePath(config, locale, path) : path);
}
