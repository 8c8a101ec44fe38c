/**
 * Shown by the shell in place of a remote's content when that remote is down, identically
 * on the server and in the browser (so hydration matches). Retry reloads the page.
 */
import { useId, type MouseEvent } from 'react';
import { Icon } from './Icon.tsx';
import { useT } from './i18n/useT.ts';

export function UnavailableRegion({ retryHref, name }: { retryHref: string; name?: string }) {
  const t = useT();
  const id = useId();
  const retry = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    window.location.assign(retryHref);
  };
  return (
    <section className="unavailable container" role="region" aria-labelledby={id} data-remote={name}>
      <Icon name="i-lucide-cloud-off" />
      <p id={id}>{t('unavailable.message')}</p>
      <a href={retryHref} className="btn btn-outline" onClick={retry}>
        <Icon name="i-lucide-refresh-cw" />
        {t('unavailable.retry')}
      </a>
    </section>
  );
}
