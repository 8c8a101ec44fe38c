/**
 * Numeric ordering prefixes (`1.getting-started/10.advanced.md`): they order pages
 * naturally (2 before 10) and are dropped from paths and titles. A name that is a version
 * (`1`, `1.2`, `1.x`, `1.2.x`, `10.4.3`) has no prefix to drop: it is kept whole, as the
 * reference content module keeps it (`docs/2.x/` is `/docs/2.x`, never `/docs/x`).
 */
const PREFIX = /^(\d+)\./;
const VERSION_NAME = /^\d+(\.\d+)*(\.x)?$/;
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** `10.advanced` → `advanced`; a version name (`2.x`) and names without a prefix are returned unchanged. */
function stripOrderPrefix(segment: string): string {
  if (VERSION_NAME.test(segment)) return segment;
  const stripped = segment.replace(PREFIX, '');
  return stripped === '' ? segment : stripped;
}

/**
 * A file or folder name as the segment of its page's path, as the reference module makes
 * it: the order prefix dropped, then a slug: lower case, spaces and underscores to hyphens,
 * every character that is neither a letter, a mark, a digit, `.` nor `-` dropped. Letters
 * of every script stay letters (`Été` → `été`, `入門` → `入門`), never transliterated away;
 * a version name stays whole (`1.2.x`). A name with nothing left to slug, or only a dot
 * segment (`[..]`, ` .`: URLs resolve `..` away), keeps its name (no route serves it).
 */
export function pathSegment(name: string): string {
  const stripped = stripOrderPrefix(name);
  if (VERSION_NAME.test(stripped)) return stripped;
  const slug = stripped
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_]+/gu, '-')
    .replace(/[^\p{L}\p{M}\p{N}.-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' || slug === '.' || slug === '..' ? stripped : slug;
}

/** The path of a list of file or folder names below `prefix`: each name as `pathSegment` makes it. */
export function segmentsPath(prefix: string, names: string[]): string {
  return [prefix.replace(/\/$/, ''), ...names.map(pathSegment)].join('/');
}

/** A stem split once for sorting: each segment with what the reading order compares. */
type StemKey = ReadonlyArray<{ name: string; prefix: string | null; index: boolean }>;

function stemKey(stem: string): StemKey {
  const names = stem.split('/');
  return names.map((name, i) => ({
    name,
    prefix: PREFIX.exec(name)?.[1] ?? null,
    index: i === names.length - 1 && stripOrderPrefix(name) === 'index',
  }));
}

/**
 * Compares two slash-separated stems (file paths without extension) in reading order:
 * segment by segment, a folder's `index` first, then numeric prefixes by value, then by name.
 */
function compareStemKeys(sa: StemKey, sb: StemKey): number {
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i++) {
    const x = sa[i]!;
    const y = sb[i]!;
    if (x.name === y.name) continue;
    if (x.index) return -1;
    if (y.index) return 1;
    if (x.prefix !== null && y.prefix !== null && x.prefix !== y.prefix) return Number(x.prefix) - Number(y.prefix);
    if (x.prefix !== null && y.prefix === null) return -1;
    if (x.prefix === null && y.prefix !== null) return 1;
    const byName = collator.compare(x.name, y.name);
    if (byName !== 0) return byName;
    return x.name < y.name ? -1 : 1;
  }
  return sa.length - sb.length;
}

/** Two stems (or two sibling file names) compared in reading order. */
export function compareStems(a: string, b: string): number {
  return compareStemKeys(stemKey(a), stemKey(b));
}

/**
 * `items` in the reading order of their stems, each stem split once: a sort compares every
 * item about log2(n) times, and splitting and matching the stem on each comparison took
 * seconds at 100,000 pages.
 */
export function sortByStem<T>(items: readonly T[], stemOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: stemKey(stemOf(item)) }))
    .sort((a, b) => compareStemKeys(a.key, b.key))
    .map(({ item }) => item);
}

/** `getting-started` → `Getting started`: the title of a page or folder with no title of its own. */
export function humanize(segment: string): string {
  const words = stripOrderPrefix(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
