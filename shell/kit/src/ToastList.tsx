/**
 * Renders the toaster's toasts: title, description, a close button and a progress bar that
 * runs for the toast's duration. The group's own live region is turned off: `notify`
 * announces through the page's one live region instead. Loaded on the first toast (Toasts.tsx).
 * Its direction comes from Ark UI's locale (SiteProvider), so the end side mirrors in RTL.
 */
import { Toast, Toaster } from '@ark-ui/react/toast';
import { localeDir } from '@site/contracts';
import { Icon } from './Icon.tsx';
import { useSite } from './site-context.tsx';
import { useT } from './i18n/useT.ts';
import { toaster } from './toast-store.ts';
import { TOAST_DEFAULTS } from './timings.ts';

const ICONS: Record<string, string> = {
  success: 'i-lucide-circle-check',
  error: 'i-lucide-circle-x',
  info: 'i-lucide-info',
};

export default function ToastList() {
  const t = useT();
  const { locale } = useSite();
  // zag resolves "end" to a physical side for the locale's direction, then writes it as
  // inset-inline-start: under dir="rtl" that lands on the other side again. The group is laid
  // out left to right so the computed side holds; each toast reads in the locale's direction.
  return (
    <Toaster toaster={toaster} aria-live="off" className="toaster" dir="ltr">
      {(toast) => (
        <Toast.Root className="toast" data-type={toast.type} dir={localeDir(locale)}>
          <Icon name={ICONS[toast.type ?? 'info'] ?? 'i-lucide-info'} className="toast-icon" />
          <div className="toast-text">
            <Toast.Title className="toast-title">{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description className="toast-description">{toast.description}</Toast.Description> : null}
          </div>
          <Toast.CloseTrigger className="btn btn-ghost btn-icon toast-close" aria-label={t('common.close')}>
            <Icon name="i-lucide-x" />
          </Toast.CloseTrigger>
          <span
            className="toast-progress"
            aria-hidden="true"
            style={{ animationDuration: `${toast.duration ?? TOAST_DEFAULTS.durationMs}ms` }}
          />
        </Toast.Root>
      )}
    </Toaster>
  );
}
