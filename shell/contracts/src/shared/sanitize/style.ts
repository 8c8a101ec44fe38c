/**
 * Inline styles from content: plain `property: value` declarations whose value cannot load
 * anything or run script (no url(), expression(), behaviours, bindings, imports, escapes or
 * comments). Highlighted code relies on `color` and `--shiki-*` declarations.
 */
import { decodeEntities, stripInvisible } from './url.ts';

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
    kept.push(`${property}:${val}`);
  }
  return kept.length > 0 ? kept.join(';') : null;
}
