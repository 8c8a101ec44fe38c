/**
 * Icon names as content and code write them, read into an Iconify collection prefix and an
 * icon name: `i-lucide-rocket`, `lucide:rocket`, `i-ph:rocket-launch-duotone`, and the
 * bare `simple-icons-github` some pages use. Collection prefixes may contain dashes
 * (`simple-icons`, `vscode-icons`), so the known prefixes decide where the name starts.
 */

export interface IconRef {
  prefix: string;
  name: string;
}

const SEGMENTS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Each prefix list longest first, sorted once per list (the same list on every call: a render draws dozens of icons). */
const sortedPrefixes = new WeakMap<readonly string[], readonly string[]>();

/** The prefixes longest first, so `vscode-icons` wins over a `vscode` set. */
function byLength(prefixes: readonly string[]): readonly string[] {
  let sorted = sortedPrefixes.get(prefixes);
  if (!sorted) {
    sorted = [...prefixes].sort((a, b) => b.length - a.length);
    sortedPrefixes.set(prefixes, sorted);
  }
  return sorted;
}

export function parseIconName(raw: string, prefixes: readonly string[]): IconRef | null {
  const value = raw.trim().toLowerCase();
  const colon = /^(?:i-)?([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(value);
  if (colon) return { prefix: colon[1]!, name: colon[2]! };
  const prefixed = value.startsWith('i-');
  const body = prefixed ? value.slice(2) : value;
  if (!SEGMENTS.test(body)) return null;
  for (const prefix of byLength(prefixes)) {
    if (body.startsWith(`${prefix}-`) && body.length > prefix.length + 1) return { prefix, name: body.slice(prefix.length + 1) };
  }
  // An `i-` name from a collection nobody installed: its first segment is the best guess.
  const dash = body.indexOf('-');
  return prefixed && dash > 0 ? { prefix: body.slice(0, dash), name: body.slice(dash + 1) } : null;
}

/** The canonical `i-{prefix}-{name}` form, the key of the inlined icon map. */
export function iconKey(ref: IconRef): string {
  return `i-${ref.prefix}-${ref.name}`;
}

/** Spec §7/§9: the icon API path under the base URL, and the longest URL a client sends. */
export const ICON_API_PREFIX = '/api/_nuxt_icon';
export const ICON_API_MAX_URL = 500;
