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
