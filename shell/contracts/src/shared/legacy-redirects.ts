/**
 * Looks a locale-free, sanitised path up in the legacy table: the gateway answers old paths
 * with a 301, and the client router follows the same table for links it handles itself.
 */
import { LEGACY_REDIRECTS } from './legacy-table.ts';

const exact = new Map<string, string>();
const prefixes: Array<[prefix: string, to: string]> = [];
for (const [from, to] of LEGACY_REDIRECTS) {
  if (from.endsWith('/**')) prefixes.push([from.slice(0, -3), to]);
  else exact.set(from, to);
}

/** The locale-free target for an old path (with or without a trailing slash), or null. */
export function legacyTarget(path: string): string | null {
  const p = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
  const hit = exact.get(p);
  if (hit) return hit;
  for (const [prefix, to] of prefixes) {
    if (p === prefix || p.startsWith(`${prefix}/`)) return to;
  }
  return null;
}
