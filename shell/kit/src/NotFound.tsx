/** The not-found screen with the spec's exact texts (spec §2). */
import { type SiteConfig, localePath } from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { useT } from './i18n/useT.ts';

export function NotFound({ config, locale }: { config: SiteConfig; locale: string }) {
  const t = useT();
  return (
    <div className="status-screen container">
      <p className="status-code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <AppLink href={localePath(config, locale, '/')} className="btn btn-primary btn-lg">
        {t('common.backToHome')}
      </AppLink>
    </div>
  );
}
