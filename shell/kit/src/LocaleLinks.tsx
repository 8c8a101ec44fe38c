import { type SiteConfig, activeLocales, localePath, localeTag } from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { LocaleFlag } from './LocaleFlag.tsx';
import { rememberLocale } from './locale-cookie.ts';

export interface LocaleLinksProps {
  config: SiteConfig;
  /** The visited locale (marked current). */
  locale: string;
  /** Locale-free path of the current page: each link leads to it in another locale. */
  path: string;
  linkClassName: string;
  /** Called after a pick (e.g. to close the popover). */
  onPick?: () => void;
}

/**
 * The configured locales as links to the same page, each remembering the pick in the
 * `i18n_redirected` cookie: the list of the language popover and of the phone drawer.
 */
export function LocaleLinks({ config, locale, path, linkClassName, onPick }: LocaleLinksProps) {
  return (
    <ul>
      {activeLocales(config).map((l) => (
        <li key={l.code}>
          <AppLink
            href={localePath(config, l.code, path)}
            hrefLang={localeTag(l.code)}
            lang={localeTag(l.code)}
            className={linkClassName}
            aria-current={l.code === locale ? 'true' : undefined}
            onClick={() => {
              rememberLocale(l.code);
              onPick?.();
            }}
          >
            <LocaleFlag code={l.code} />
            <span>{l.name}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
