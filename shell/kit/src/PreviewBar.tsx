/** The bar shown while the page is in preview mode (drafts visible), with its exit button. */
import { Icon } from './Icon.tsx';
import { useT } from './i18n/useT.ts';
import { exitPreview } from '@site/contracts/client';

export function PreviewBar() {
  const t = useT();
  return (
    <section className="preview-bar" aria-label={t('preview.label')}>
      <Icon name="i-lucide-eye" />
      <span>{t('preview.message')}</span>
      <button type="button" className="btn btn-outline preview-exit" onClick={exitPreview}>
        {t('preview.exit')}
      </button>
    </section>
  );
}
