/**
 * One i18next instance per locale, created synchronously from the bundled messages so the
 * server and the browser translate identically on first render (no async backend, so no
 * hydration mismatch). Instances are cached and never switch language: concurrent server
 * requests in different locales each use their own instance.
 */
import i18next, { type i18n } from 'i18next';
import { en, type Messages } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import { ja } from './messages/ja.ts';
import { ar } from './messages/ar.ts';

/** The kit's interface texts (shared by every section); other locales fall back to English. */
export const MESSAGES: Record<string, Messages> = { en, fr, ja, ar };

export const DEFAULT_UI_LOCALE = 'en';

/** The namespace of the kit's own texts; each remote adds its own beside it. */
export const KIT_NAMESPACE = 'translation';

const cache = new Map<string, i18n>();

export function createI18n(locale: string): i18n {
  const cached = cache.get(locale);
  if (cached) return cached;
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Messages }> = { en: { translation: en } };
  const own = MESSAGES[locale];
  if (own) resources[locale] = { translation: own };
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_UI_LOCALE,
    resources,
    initAsync: false,
    // React escapes text itself; i18next escaping would double-encode "&" and quotes.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  cache.set(locale, instance);
  return instance;
}
