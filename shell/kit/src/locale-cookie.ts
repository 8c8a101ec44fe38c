/**
 * The reader's chosen locale, remembered for the root redirect (spec §2 reads
 * `i18n_redirected`): path /, one year, SameSite=Lax, like the seed's i18n module.
 */
import { LOCALE_COOKIE } from '@site/contracts';

export { LOCALE_COOKIE };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function localeCookie(code: string, secure = false): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Stores the choice in the browser; does nothing on the server. */
export function rememberLocale(code: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; this one write is all we need
  document.cookie = localeCookie(code, location.protocol === 'https:');
}
