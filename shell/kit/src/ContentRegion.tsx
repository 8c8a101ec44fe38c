/**
 * The part of a page whose content is in `contentLocale`. When that is not the visited
 * locale (an English page standing in for a missing translation), the region says so
 * honestly: it carries `lang` of its real language, and a short notice in the visitor's
 * language leads it, with a link to contribute the translation. The page keeps the
 * visitor's direction (its controls and layout are the visitor's interface), while each
 * paragraph of the content takes the direction of its own text (`data-content-dir`,
 * styles.css): English paragraphs of an Arabic page run left to right, their full stop at the
 * end. A region that is one article takes the content's direction whole (`article`), so its
 * title, lists, tables and headings start on the side its text starts from. Interface texts
 * inside the region (a date, a back link, buttons, counts, filters, the labels of code and
 * tables) say they are in the visitor's language: the kit's components that write interface
 * texts do it themselves, through the three helpers below (`useInterfaceLanguage` for an
 * element whose whole text is the interface's, `InterfaceText` for a text among content,
 * `useInterfaceLabel` for the name of an element holding content), and so do a remote's.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import { localeDir, localeTag } from '@site/contracts';
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
  /**
   * The region is one article (a docs page, a post, a release, a template): in another
   * direction than the reader's, it is laid out in its own (title, body and tables start on
   * the side its text starts from), its interface texts keeping the reader's. A page that
   * lists or presents several pieces keeps the reader's layout, each paragraph its own
   * direction.
   */
  article?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Set inside a region whose content is in another language than the visitor's. */
const ForeignRegion = createContext(false);

/**
 * Content rendered apart from its page (an island rendered on the server on its own) and
 * shown inside a region of another language: its interface texts say so as if rendered in it.
 */
export function InsideContentRegion({ contentLocale, children }: { contentLocale?: string; children?: ReactNode }) {
  const { config, locale } = useSite();
  const foreign = config.i18n.enabled && (contentLocale ?? config.i18n.defaultLocale) !== locale;
  return <ForeignRegion.Provider value={foreign}>{children}</ForeignRegion.Provider>;
}

/**
 * `lang` and `dir` for an interface text (in the visitor's language) placed inside content
 * of another language; nothing where the surroundings already are the visitor's.
 */
export function useInterfaceLanguage(): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const foreign = useContext(ForeignRegion);
  const { locale } = useSite();
  return foreign ? { lang: localeTag(locale), dir: localeDir(locale) } : {};
}

/**
 * An interface text placed among content (a visually hidden "Licence:", "opens in a new
 * tab"): inside content of another language, in a span in the visitor's language; the text
 * alone (or in a span of `className`) elsewhere.
 */
export function InterfaceText({ className, children }: { className?: string; children?: ReactNode }) {
  const language = useInterfaceLanguage();
  if (!language.lang && !className) return <>{children}</>;
  return (
    <span className={className} {...language}>
      {children}
    </span>
  );
}

/**
 * The accessible name, in the visitor's language, of an element whose own text is content
 * (a table, a code block, a list of a plan's features): `aria-label` where the surroundings
 * are in the visitor's language; inside content of another language, the element keeps the
 * content's language and is named by a hidden element in the visitor's (`labelledBy`), which
 * `node` renders: place it beside the element (before it, or inside it where HTML allows).
 */
export function useInterfaceLabel(label: string): {
  props: { 'aria-label': string } | { 'aria-labelledby': string };
  node: ReactNode;
} {
  const language = useInterfaceLanguage();
  const id = useId();
  if (!language.lang) return { props: { 'aria-label': label }, node: null };
  return {
    props: { 'aria-labelledby': id },
    node: (
      <span id={id} hidden {...language}>
        {label}
      </span>
    ),
  };
}

export function ContentRegion(props: ContentRegionProps) {
  const { notice, contributeUrl, className, article, children } = props;
  const t = useT();
  const { config, locale } = useSite();
  const contentLocale = props.contentLocale ?? config.i18n.defaultLocale;
  if (!config.i18n.enabled || contentLocale === locale) return <div className={className}>{children}</div>;
  const { url, branch } = config.repository;
  const contentDir = localeDir(contentLocale) !== localeDir(locale) ? localeDir(contentLocale) : undefined;
  return (
    <div
      className={className}
      lang={localeTag(contentLocale)}
      {...(contentDir ? { 'data-content-dir': contentDir, ...(article ? { dir: contentDir } : {}) } : {})}
    >
      <div className="callout content-fallback-notice" data-type="note" role="note" lang={localeTag(locale)} dir={localeDir(locale)}>
        <Icon name="i-lucide-languages" />
        <p className="callout-body">
          <span suppressHydrationWarning>{notice ?? t('fallback.notice', { language: languageName(config, locale) })}</span>{' '}
          <AppLink href={contributeUrl ?? `${url}/tree/${branch}/content`}>{t('fallback.contribute')}</AppLink>
        </p>
      </div>
      <ForeignRegion.Provider value={true}>{children}</ForeignRegion.Provider>
    </div>
  );
}
