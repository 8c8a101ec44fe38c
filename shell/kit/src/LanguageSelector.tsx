/**
 * Language selector (spec §2): a popover that opens on hover (and on click or keyboard),
 * listing the configured locales; each entry links to the same page in that locale and
 * remembers the choice in the `i18n_redirected` cookie read by the root redirect.
 * Rendered only when i18n is enabled and more than one locale exists; its list is rendered
 * only once opened.
 */
import { type SiteConfig, activeLocales } from '@site/contracts';
import { LazyPopover } from './LazyPopover.tsx';
import { HOVER_CARD_DELAYS } from './hover-intent.ts';
import { LocaleFlag } from './LocaleFlag.tsx';
import { LocaleLinks } from './LocaleLinks.tsx';
import { useT } from './i18n/useT.ts';

export interface LanguageSelectorProps {
  config: SiteConfig;
  locale: string;
  /** Locale-free path of the current page. */
  path: string;
  /** Locales that have this page (marked in the list); undefined when unknown. */
  translated?: readonly string[] | undefined;
}

export function LanguageSelector({ config, locale, path, translated }: LanguageSelectorProps) {
  const t = useT();
  const locales = activeLocales(config);
  if (!config.i18n.enabled || locales.length < 2) return null;
  const current = locales.find((l) => l.code === locale) ?? locales[0]!;

  return (
    <LazyPopover
      triggerClassName="btn btn-ghost btn-icon language-selector"
      triggerLabel={t('header.changeLanguage', { name: current.name })}
      trigger={<LocaleFlag code={current.code} />}
      placement="bottom-end"
      hover={HOVER_CARD_DELAYS}
      label={t('header.language')}
    >
      {(close) => (
        <LocaleLinks config={config} locale={locale} path={path} translated={translated} linkClassName="popover-item" onPick={close} />
      )}
    </LazyPopover>
  );
}
