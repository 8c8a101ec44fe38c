/**
 * Inline styles from content: plain `property: value` declarations whose value cannot load
 * anything or run script (no url(), expression(), behaviours, bindings, imports, escapes or
 * comments), and that keep the element in the page's flow, under the site's own layers: an
 * element of the content placed `fixed` or `absolute`, or raised with `z-index`, could sit
 * over the header and its links (or over a sign-in button it imitates) wherever the reader
 * scrolls. Highlighted code relies on `color` and `--shiki-*` declarations.
 */
import { decodeEntities, stripInvisible } from './url.ts';

/** The positions that leave an element where the flow puts it (`relative` only offsets it). */
const IN_FLOW_POSITION = /^(static|relative|initial|inherit|unset|revert)$/;

/** Whether a declaration would take the element out of the content's flow or above the site's layers. */
function escapesFlow(property: string, value: string): boolean {
  if (property === 'z-index') return true;
  return property === 'position' && !IN_FLOW_POSITION.test(value.replace(/\s*!important$/, ''));
}

export function safeStyle(value: string): string | null {
  const decoded = decodeEntities(value);
  const kept: string[] = [];
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
    if (escapesFlow(property, squashed)) continue;
    kept.push(`${property}:${val}`);
  }
  return kept.length > 0 ? kept.join(';') : null;
}
