/**
 * Inline styles from content: plain `property: value` declarations whose value cannot load
 * anything or run script (no url(), expression(), behaviours, bindings, imports, escapes or
 * comments), and that keep the element in the page's flow, under the site's own layers: an
 * element of the content placed `fixed` or `absolute`, or raised with `z-index`, could sit
 * over the header and its links (or over a sign-in button it imitates) wherever the reader
 * scrolls. Moving it by transform, by a large offset or a large negative margin would put it
 * over the docs navigation just the same, and a width past its column would widen the page:
 * offsets and negative margins are kept only as small nudges (a superscript's `top: 2px`),
 * transforms and zoom dropped, and a width never exceeds the content's column. Highlighted
 * code relies on `color` and `--shiki-*` declarations.
 */
import { decodeEntities, stripInvisible } from './url.ts';

/** The positions that leave an element where the flow puts it (`relative` only offsets it). */
const IN_FLOW_POSITION = /^(static|relative|initial|inherit|unset|revert)$/;

/** Properties that move or grow an element's box away from where the flow puts it, whatever their value. */
const MOVES = /^(z-index|transform|translate|scale|rotate|zoom|offset(-.*)?|min-width|min-inline-size)$/;
/** Properties that offset a box (with `position: relative`) or pull it with a negative margin. */
const OFFSETS = /^(top|right|bottom|left|inset(-.*)?|margin(-.*)?)$/;
/** A nudge: a length of at most 16px or 1em (or 0, auto, a percentage for margins' sake is refused). */
function isNudge(token: string): boolean {
  const length = /^-?(\d*\.?\d+)(px|em|rem)?$/.exec(token);
  if (!length) return token === 'auto' || token === '0';
  const size = Number(length[1]);
  return length[2] === 'em' || length[2] === 'rem' ? size <= 1 : size <= 16;
}

/** Whether a declaration would take the element out of the content's flow, above the site's layers, or past its column. */
function escapesFlow(property: string, value: string): boolean {
  const bare = value.replace(/\s*!important$/, '');
  if (MOVES.test(property)) return true;
  if (property === 'position') return !IN_FLOW_POSITION.test(bare);
  // A margin may be any size outward (positive), only a nudge inward; an offset only a nudge.
  if (property.startsWith('margin')) return bare.split(/\s+/).some((token) => token.startsWith('-') && !isNudge(token));
  if (OFFSETS.test(property)) return !bare.split(/\s+/).every(isNudge);
  return false;
}

/** Spaces and invisible characters: what separates a value's words. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what separates words here
const SEPARATORS = /[\s\u0000-\u001f\u007f-\u00a0\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]+/g;

/** Width properties an element may set, held to its column by the `max-width` appended after them. */
const WIDTHS = /^(width|inline-size)$/;

export function safeStyle(value: string): string | null {
  const decoded = decodeEntities(value);
  const kept: string[] = [];
  let widened = false;
  for (const declaration of decoded.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const val = declaration.slice(colon + 1).trim();
    if (!/^-{0,2}[a-z][a-z0-9-]*$/.test(property) || val === '') continue;
    // Whitespace and control characters could hide a keyword from the check below.
    const squashed = stripInvisible(val.normalize('NFKC').toLowerCase());
    if (/[\\<>&{}]|\/\*|url\(|image\(|image-set\(|expression|javascript|vbscript|@import|behavior|binding|-o-link/.test(squashed)) continue;
    if (/behavior|binding/.test(property)) continue;
    // Judged by its words: every space or invisible character separates them.
    const words = val.normalize('NFKC').toLowerCase().replace(SEPARATORS, ' ').trim();
    if (escapesFlow(property, words)) continue;
    kept.push(`${property}:${val}`);
    if (WIDTHS.test(property)) widened = true;
  }
  // Last, so no max-width of the author's lifts it: a width past the column would widen the page.
  if (widened) kept.push('max-width:100%');
  return kept.length > 0 ? kept.join(';') : null;
}
