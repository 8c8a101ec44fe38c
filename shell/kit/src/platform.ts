/**
 * Which modifier key the reader's platform uses for shortcuts: ⌘ (Meta) on Apple platforms,
 * Ctrl elsewhere. `navigator.platform` is deprecated but present in every browser, and still
 * the one value that says "Apple" reliably (iPadOS reports `MacIntel`).
 */
export type ShortcutModifier = 'meta' | 'ctrl';

export function shortcutModifier(platform: string): ShortcutModifier {
  return /mac|iphone|ipad|ipod/i.test(platform) ? 'meta' : 'ctrl';
}

/** The modifier of the browser this runs in; `ctrl` on the server (most platforms). */
export function currentShortcutModifier(): ShortcutModifier {
  return typeof navigator === 'undefined' ? 'ctrl' : shortcutModifier(navigator.platform ?? '');
}
