/**
 * Language selector (spec §2): a popover that opens on hover (and on click or keyboard),
 * listing the configured locales; each entry links to the same page in that locale.
 * Rendered only when i18n is enabled and more than one locale exists.
 */
import { useEffect, useRef, useState } from 'react';
import { Popover } from '@ark-ui/react/popover';
import type { SiteConfig } from '../shared/site-config.ts';
import { activeLocales } from '../shared/site-config.ts';
import { localePath } from '../shared/routes.ts';
import { AppLink } from './AppLink.tsx';
import { localeFlag } from './locale-flag.ts';
import { useT } from './i18n/useT.ts';

/** Hover-card close delay of spec §9. */
const CLOSE_DELAY_MS = 300;

export interface LanguageSelectorProps {
  config: SiteConfig;
  locale: string;
  /** Locale-free path of the current page. */
  path: string;
}

export function LanguageSelector({ config, locale, path }: LanguageSelectorProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (closeTimer.current) clearTimeout(closeTimer.current); }, []);

  const locales = activeLocales(config);
  if (!config.i18n.enabled || locales.length < 2) return null;
  const current = locales.find((l) => l.code === locale) ?? locales[0]!;

  const hover = (next: boolean) => (event: { pointerType: string }) => {
    if (event.pointerType !== 'mouse') return;
    if (closeTimer.current) clearTimeout(closeTimer.current);
    if (next) setOpen(true);
    else closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'bottom-end', gutter: 8 }}>
      <Popover.Trigger
        className="btn btn-ghost btn-icon language-selector"
        aria-label={t('header.changeLanguage', { name: current.name })}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
      >
        <span className="flag" aria-hidden="true">{localeFlag(current.code)}</span>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content className="popover" onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
          <Popover.Title className="sr-only">{t('header.language')}</Popover.Title>
          <ul>
            {locales.map((l) => (
              <li key={l.code}>
                <AppLink
                  href={localePath(config, l.code, path)}
                  hrefLang={l.code}
                  lang={l.code}
                  className="popover-item"
                  aria-current={l.code === locale ? 'true' : undefined}
                  onClick={() => setOpen(false)}
                >
                  <span className="flag" aria-hidden="true">{localeFlag(l.code)}</span>
                  <span>{l.name}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
