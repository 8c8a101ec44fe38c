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

/** The warning of spec §4 when a page tries to force "system". */
export const FORCED_SYSTEM_WARNING = 'You cannot force the colorMode to system at the page level.';

/**
 * The mode a page forces, applied to <html> for as long as that page is shown: `null` (or
 * "system", which cannot be forced and is ignored with a warning) puts the reader's stored
 * preference back. Called at start-up and after every client navigation.
 */
export function applyForcedColorMode(forced: string | null | undefined): void {
  let mode: 'light' | 'dark' | null = null;
  if (forced === 'light' || forced === 'dark') mode = forced;
  else if (forced === 'system') console.warn(FORCED_SYSTEM_WARNING);
  $forcedColorMode.set(mode);
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (mode) root.setAttribute('data-forced-color-mode', mode);
  else root.removeAttribute('data-forced-color-mode');
  const pref = mode ?? $colorMode.get();
  const dark = resolvedColorMode(pref, window.matchMedia('(prefers-color-scheme: dark)').matches) === 'dark';
  root.classList.toggle('dark', dark);
  root.setAttribute('data-color-mode', pref);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
