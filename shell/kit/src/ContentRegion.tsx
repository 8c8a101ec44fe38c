/**
 * The part of a page whose content is in `contentLocale`. When that is not the visited
 * locale (an English page standing in for a missing translation), the region says so
 * honestly: it carries `lang` of its real language, and a short notice in the visitor's
 * language leads it, with a link to contribute the translation.
 */
import type { ReactNode } from 'react';
import { localeTag } from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';
import { useT } from './i18n/useT.ts';
import { languageName } from './i18n/language-name.ts';
import { useSite } from './site-context.tsx';

export interface ContentRegionProps {
  /** Locale of the content; by default the site's default locale (content written only in it). */
  contentLocale?: string;
  /** Notice text in the visitor's language; the kit's general one by default. */
  notice?: string;
  /** Where to contribute a translation; the repository's content folder by default. */
  contributeUrl?: string;
  className?: string;
  children?: ReactNode;
}

export function ContentRegion(props: ContentRegionProps) {
  const { notice, contributeUrl, className, children } = props;
  const t = useT();
  const { config, locale } = useSite();
  const contentLocale = props.contentLocale ?? config.i18n.defaultLocale;
  if (!config.i18n.enabled || contentLocale === locale) return <div className={className}>{children}</div>;
  const { url, branch } = config.repository;
  return (
    <div className={className} lang={localeTag(contentLocale)}>
      <div className="callout content-fallback-notice" data-type="note" role="note" lang={localeTag(locale)}>
        <Icon name="i-lucide-languages" />
        <p className="callout-body">
          <span suppressHydrationWarning>{notice ?? t('fallback.notice', { language: languageName(config, locale) })}</span>{' '}
          <AppLink href={contributeUrl ?? `${url}/tree/${branch}/content`}>{t('fallback.contribute')}</AppLink>
        </p>
      </div>
      {children}
    </div>
  );
}
