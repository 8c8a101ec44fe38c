import { type SiteConfig, activeLocales, localeDir, localePath, localeTag } from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';
import { LocaleFlag } from './LocaleFlag.tsx';
import { useT } from './i18n/useT.ts';
import { rememberLocale } from './locale-cookie.ts';
import { usePageQuery } from './use-page-query.ts';

export interface LocaleLinksProps {
  config: SiteConfig;
  /** The visited locale (marked current). */
  locale: string;
  /** Locale-free path of the current page: each link leads to it in another locale. */
  path: string;
  /**
   * Locales that really have this page (the head's hreflang list): each is marked. Undefined
   * when that is not known (a page resolved in the browser, an error page): nothing is marked.
   */
  translated?: readonly string[] | undefined;
  linkClassName: string;
  /** Called after a pick (e.g. to close the popover). */
  onPick?: () => void;
}

/**
 * The configured locales as links to the same page (with the query parameters it renders
 * from), each remembering the pick in the
 * `i18n_redirected` cookie: the list of the language popover and of the phone drawer.
 * Every locale stays a link (one without the page serves the original in its own interface);
 * those that have the page translated carry a check mark whose meaning is in the link's
 * name, in the visited locale's language (the mark is a shape, not a colour).
 */
export function LocaleLinks({ config, locale, path, translated, linkClassName, onPick }: LocaleLinksProps) {
  const t = useT();
  const mark = t('header.pageTranslated');
  const readerTag = localeTag(locale);
  // The same page in another locale keeps what it renders from (a filtered templates list).
  const query = usePageQuery(config, path);
  return (
    <ul>
      {activeLocales(config).map((l) => (
        <li key={l.code}>
          <AppLink
            href={localePath(config, l.code, path) + query}
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
            {/* Its own direction: "Português (Brasil)" in an Arabic list keeps its parenthesis at the end. */}
            <span dir={localeDir(l.code)}>{l.name}</span>
            {translated?.includes(l.code) ? (
              // The name says it in the reader's language; the link's own is the target's.
              <span className="locale-translated" lang={readerTag} dir={localeDir(locale)} title={mark}>
                <Icon name="i-lucide-check" />
                <span className="sr-only"> {mark}</span>
              </span>
            ) : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
