/** The site footer (spec §2): copyright with the current year, the changelog link; socials, repository, colour mode. */
import type { SiteConfig } from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { ColorModeButton } from './ColorModeButton.tsx';
import { Icon } from './Icon.tsx';
import { SiteLink } from './SiteLink.tsx';
import { useT } from './i18n/useT.ts';
import { useSite } from './site-context.tsx';
import { formatYear } from './i18n/intl-format.ts';

export interface FooterProps {
  config: SiteConfig;
  hidden?: boolean;
  /**
   * The year to print. The shell passes the year of the render so server and browser agree
   * even across New Year's Eve; defaults to the current year.
   */
  year?: number;
}

export function Footer({ config, hidden, year = new Date().getFullYear() }: FooterProps) {
  const t = useT();
  const { locale } = useSite();
  if (hidden) return null;
  const repoIsSocial = config.socials.some((s) => s.href === config.repository.url);
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('footer.copyright', { year: formatYear(year, locale) })}</p>
        <nav aria-label={t('footer.links')}>
          <SiteLink to="/changelog" className="footer-link">
            {t('footer.changelog')}
          </SiteLink>
        </nav>
        <div className="footer-links">
          <ul className="footer-links" aria-label={t('footer.socials')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {config.socials.map((s) => (
              <li key={s.href}>
                <AppLink href={s.href} className="btn btn-ghost btn-icon" aria-label={s.label}>
                  <Icon name={`i-simple-icons-${s.icon}`} />
                </AppLink>
              </li>
            ))}
          </ul>
          {repoIsSocial ? null : (
            <AppLink href={config.repository.url} className="btn btn-ghost btn-icon" aria-label={t('header.repository')}>
              <Icon name="i-simple-icons-github" />
            </AppLink>
          )}
          <ColorModeButton />
        </div>
      </div>
    </footer>
  );
}
