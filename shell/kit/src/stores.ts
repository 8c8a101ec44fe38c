/**
 * Browser-wide state as nanostores atoms. The kit is a federation singleton, so the shell
 * and every remote see the same atoms (one colour mode, one search palette, one drawer); the locale and path come from the site context.
 */
import { atom } from 'nanostores';
import { COLOR_MODE_STORAGE_KEY } from '@site/contracts';

export type ColorModePreference = 'system' | 'light' | 'dark';

/** The reader's stored preference (spec §4). */
export const $colorMode = atom<ColorModePreference>('system');
/** A mode forced by the current page, or null. */
export const $forcedColorMode = atom<'light' | 'dark' | null>(null);
/** Whether the search palette is open (spec §4). */
export const $searchOpen = atom(false);
/** Whether the mobile navigation is open; the shell closes it on route change. */
export const $mobileMenuOpen = atom(false);

export function resolvedColorMode(pref: ColorModePreference, prefersDark: boolean): 'light' | 'dark' {
  return pref === 'system' ? (prefersDark ? 'dark' : 'light') : pref;
}

/** Applies a preference to <html> and stores it; does nothing while a page forces a mode. */
export function setColorMode(mode: ColorModePreference): void {
  if ($forcedColorMode.get()) return;
  $colorMode.set(mode);
  if (typeof document === 'undefined') return;
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this page.
  }
  const dark = resolvedColorMode(mode, window.matchMedia('(prefers-color-scheme: dark)').matches) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.setAttribute('data-color-mode', mode);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
