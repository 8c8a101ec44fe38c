/**
 * Whether this system draws flag emoji. Where it does not (Windows, minimal Linux, headless
 * browsers) the two regional-indicator letters of a flag show as boxes; `<html
 * data-flag-emoji="no">` then has the stylesheet show a locale's code instead (LocaleFlag).
 * The page's first script checks it, so the language button is right before the app starts.
 */

/** True when the platform draws flag emoji in colour (a real flag, not two letters or boxes). */
function drawsFlagEmoji(): boolean {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 20;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return true;
  ctx.font = '16px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillText('\u{1F1EB}\u{1F1F7}', 0, 0);
  const pixels = ctx.getImageData(0, 0, 20, 20).data;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r = 0, g = 0, b = 0, a = 0] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
    if (a > 0 && (Math.abs(r - g) > 16 || Math.abs(g - b) > 16)) return true;
  }
  return false;
}

/** Marks `<html data-flag-emoji="yes|no">` once per page load (the attribute says it was checked). */
export function markFlagEmojiSupport(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-flag-emoji')) return;
  try {
    root.setAttribute('data-flag-emoji', drawsFlagEmoji() ? 'yes' : 'no');
  } catch {
    // Canvas unavailable: keep the emoji, and check no more.
    root.setAttribute('data-flag-emoji', 'yes');
  }
}
