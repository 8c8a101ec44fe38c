/**
 * A locale's flag emoji with its code beside it for systems without flag glyphs (Windows,
 * minimal Linux, headless browsers), where the two regional-indicator letters show as boxes.
 * Both are rendered (so server and first client render match); after mount one check draws
 * a flag on a canvas and marks <html data-flag-emoji="no"> when it comes out colourless,
 * and CSS then shows the code instead of the emoji.
 */
import { useEffect } from 'react';
import { localeFlag } from './locale-flag.ts';

let checked = false;

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

function checkFlagEmoji(): void {
  if (checked) return;
  checked = true;
  try {
    if (!drawsFlagEmoji()) document.documentElement.setAttribute('data-flag-emoji', 'no');
  } catch {
    // Canvas unavailable: keep the emoji.
  }
}

export function LocaleFlag({ code }: { code: string }) {
  useEffect(checkFlagEmoji, []);
  const flag = localeFlag(code);
  return (
    <span className="flag" aria-hidden="true">
      {flag ? <span className="flag-emoji">{flag}</span> : null}
      <span className={flag ? 'flag-code' : 'flag-code flag-code-only'} data-code={code.split(/[-_]/)[0]} />
    </span>
  );
}
