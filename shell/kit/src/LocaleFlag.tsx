/**
 * A locale's flag emoji with its code beside it for systems without flag glyphs (Windows,
 * minimal Linux, headless browsers), where the two regional-indicator letters show as boxes.
 * Both are rendered (so server and first client render match); one check (flag-emoji.ts)
 * draws a flag on a canvas and marks <html data-flag-emoji="no"> when it comes out
 * colourless, and CSS then shows the code instead of the emoji.
 */
import { useEffect } from 'react';
import { markFlagEmojiSupport } from './flag-emoji.ts';
import { localeFlag } from './locale-flag.ts';

export function LocaleFlag({ code }: { code: string }) {
  // The page's first script has usually checked already; a page the app rendered alone has not.
  useEffect(markFlagEmojiSupport, []);
  const flag = localeFlag(code);
  return (
    <span className="flag" aria-hidden="true">
      {flag ? <span className="flag-emoji">{flag}</span> : null}
      <span className={flag ? 'flag-code' : 'flag-code flag-code-only'} data-code={code.split(/[-_]/)[0]} />
    </span>
  );
}
