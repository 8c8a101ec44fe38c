/**
 * The site header (spec §2, VISUAL.md): wordmark, the four centre items, "Open Studio" on the
 * home page only, search, colour mode, language selector, repository link, and below the
 * large breakpoint a menu toggle opening the navigation drawer.
 */
import { type DocsSidebar, type SiteConfig, localePath } from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { NavItemLink } from './NavItemLink.tsx';
import { ColorModeButton } from './ColorModeButton.tsx';
import { DocsNavigation } from './docs-navigation-loader.tsx';
import { Icon } from './Icon.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { LocaleLinks } from './LocaleLinks.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavGroup } from './NavGroup.tsx';
import { SearchButton } from './SearchButton.tsx';
import { headerItems } from './header-items.ts';
import { useT } from './i18n/useT.ts';

export interface HeaderProps {
  config: SiteConfig;
  locale: string;
  /** Locale-free path of the current page. */
  path: string;
  /** Set when the route's metadata turns the header off. */
  hidden?: boolean;
  /** Docs navigation, shown in the mobile drawer on docs pages. */
  navigation?: DocsSidebar;
  /** Locales that really have this page (the head's hreflang list): marked in the language lists. */
  translated?: readonly string[] | undefined;
}

export function Header({ config, locale, path, hidden, navigation, translated }: HeaderProps) {
  const t = useT();
  if (hidden) return null;
  const items = headerItems(t, config, locale, path);
  const [first, second] = config.header.wordmark;

  return (
    // data-sticky-offset: fragment targets land below the sticky header (see the shell's sticky-offset.ts).
    <header className="site-header" data-sticky-offset="">
      <div className="container">
        <div className="header-left">
          <AppLink
            href={localePath(config, locale, '/')}
            className="wordmark"
            dir="ltr"
            aria-label={t('header.home', { name: config.header.title })}
          >
            <Icon name="i-simple-icons-nuxt" className="wordmark-logo wordmark-accent" />
            <span>{first}</span> <span className="wordmark-accent">{second}</span>
          </AppLink>
        </div>
        <nav className="header-nav" aria-label={t('header.mainNavigation')}>
          <ul>
            {items.map((item) => (
              <li key={item.label}>{item.children ? <NavGroup item={item} /> : <NavItemLink item={item} />}</li>
            ))}
          </ul>
        </nav>
        <div className="header-right">
          {path === '/' ? (
            <AppLink href={config.studioUrl} className="btn btn-primary header-cta">
              {t('header.openStudio')}
            </AppLink>
          ) : null}
          <SearchButton />
          <ColorModeButton />
          <span className="hide-below-lg">
            <LanguageSelector config={config} locale={locale} path={path} translated={translated} />
          </span>
          <AppLink href={config.repository.url} className="btn btn-ghost btn-icon hide-below-lg" aria-label={t('header.repository')}>
            <Icon name="i-simple-icons-github" />
          </AppLink>
          <MobileMenu items={items} path={path}>
            {navigation?.nodes.length ? <DocsNavigation navigation={navigation} path={path} config={config} locale={locale} /> : null}
            <DrawerLocales config={config} locale={locale} path={path} translated={translated} />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

/** The language links inside the mobile drawer (the popover is hidden there). */
function DrawerLocales({
  config,
  locale,
  path,
  translated,
}: {
  config: SiteConfig;
  locale: string;
  path: string;
  translated?: readonly string[] | undefined;
}) {
  const t = useT();
  if (!config.i18n.enabled || config.i18n.locales.length < 2) return null;
  return (
    <nav className="drawer-nav docs-nav" aria-label={t('header.language')}>
      <LocaleLinks config={config} locale={locale} path={path} translated={translated} linkClassName="nav-link" />
    </nav>
  );
}
