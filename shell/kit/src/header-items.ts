/** The header's centre navigation (spec §2), built for a locale and the current path. */
import { type SiteConfig, docsEntryPath, localePath } from '@site/contracts';
import type { Translate } from './i18n/useT.ts';

export interface NavItem {
  label: string;
  icon?: string;
  to?: string;
  description?: string;
  active?: boolean;
  badge?: string;
  target?: '_blank' | '_self';
  children?: NavItem[];
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** `path` is locale-free (e.g. `/docs/getting-started`). */
export function headerItems(t: Translate, config: SiteConfig, locale: string, path: string): NavItem[] {
  const to = (p: string) => localePath(config, locale, p);
  return [
    {
      label: t('header.documentation'),
      icon: 'i-lucide-book-open',
      to: to(docsEntryPath(config)),
      active: path.startsWith(`/${config.docsRoot}`),
    },
    {
      label: t('header.studio'),
      icon: 'i-lucide-pen-tool',
      active: under(path, '/studio'),
      children: [
        {
          label: t('header.features'),
          icon: 'i-lucide-sparkles',
          description: t('header.featuresDescription'),
          to: to('/studio'),
          active: path === '/studio',
        },
        {
          label: t('header.pricing'),
          icon: 'i-lucide-credit-card',
          description: t('header.pricingDescription'),
          to: to('/studio/pricing'),
          active: path === '/studio/pricing',
        },
      ],
    },
    { label: t('header.templates'), icon: 'i-lucide-layout-template', to: to('/templates'), active: under(path, '/templates') },
    { label: t('header.blog'), icon: 'i-lucide-newspaper', to: to('/blog'), active: under(path, '/blog') },
  ];
}

/**
 * What the header's server HTML takes from the path: which items are active and whether it
 * is the home page (the only one with the Studio button). Its drawer and language list are
 * rendered only in the browser, once opened, so the path's other uses never reach the
 * server's HTML. The shell renders the header once per locale, build and this key
 * (shell/src/server/chrome-cache.ts); shell/test/chrome-cache.test.ts checks that a header so
 * cached is byte for byte the one rendered for every kind of page.
 */
export function headerRenderKey(config: SiteConfig, locale: string, path: string): string {
  const flags = (items: NavItem[]): string =>
    items.map((item) => `${item.active ? 1 : 0}${item.children ? `(${flags(item.children)})` : ''}`).join('');
  return `${path === '/' ? 'home' : 'page'}:${flags(headerItems((key) => key, config, locale, path))}`;
}
