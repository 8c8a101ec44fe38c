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

/**
 * Compares two slash-separated stems (file paths without extension) in reading order:
 * segment by segment, a folder's `index` first, then numeric prefixes by value, then by name.
 */
export function compareStems(a: string, b: string): number {
  const sa = a.split('/');
  const sb = b.split('/');
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i++) {
    const x = sa[i]!;
    const y = sb[i]!;
    if (x === y) continue;
    const xIsLast = i === sa.length - 1;
    const yIsLast = i === sb.length - 1;
    if (xIsLast && stripOrderPrefix(x) === 'index') return -1;
    if (yIsLast && stripOrderPrefix(y) === 'index') return 1;
    const px = PREFIX.exec(x);
    const py = PREFIX.exec(y);
    if (px && py && px[1] !== py[1]) return Number(px[1]) - Number(py[1]);
    if (px && !py) return -1;
    if (!px && py) return 1;
    const byName = collator.compare(x, y);
    if (byName !== 0) return byName;
    return x < y ? -1 : 1;
  }
  return sa.length - sb.length;
}

/** `getting-started` → `Getting started`: the title of a page or folder with no title of its own. */
export function humanize(segment: string): string {
  const words = stripOrderPrefix(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
