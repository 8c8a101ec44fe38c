/**
 * The keyboard shortcuts the site answers anywhere on a page, defined once: the app's
 * handlers use them, and the page's first script holds a shortcut pressed before the app is
 * ready and hands it over once it is (shell/src/client/early-events.ts).
 */
export interface ShortcutKeys {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

/** Meta+K / Ctrl+K: opens or closes the search palette. */
export function isSearchShortcut(event: ShortcutKeys): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Whether the app answers this key anywhere on the page. */
export function isSiteShortcut(event: ShortcutKeys): boolean {
  return isSearchShortcut(event);
}
