/**
 * Preview mode in the browser (spec §7). The server decides whether a token is valid (it
 * alone knows the secret) and says so in the page state; only then does the page keep the
 * token: in a cookie (path /, so every later request carries it) and in session storage, and
 * takes it out of the address bar. An invalid token is never stored. Leaving preview forgets both.
 */
import { PREVIEW_COOKIE, PREVIEW_QUERY } from '../shared/index.ts';

export const PREVIEW_STORAGE_KEY = 'content-preview-token';

/** Keeps the token of `?preview=` when the server accepted it. */
export function rememberPreviewToken(url: URL, accepted: boolean): void {
  const token = url.searchParams.get(PREVIEW_QUERY);
  if (!token || !accepted) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox
  document.cookie = `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  try {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, token);
  } catch {
    // No session storage (privacy settings): the cookie alone keeps preview on.
  }
  // Kept, the secret leaves the address bar: it would stay in the history, in bookmarks, in
  // links copied from the bar and in the referrer of the next page (the cookie keeps preview on).
  const clean = new URL(location.href);
  clean.searchParams.delete(PREVIEW_QUERY);
  history.replaceState(history.state, '', clean.href);
}

/** Forgets the token and reloads the current page without `?preview=`. */
export function exitPreview(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox
  document.cookie = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  const url = new URL(location.href);
  url.searchParams.delete(PREVIEW_QUERY);
  location.assign(url.href);
}
