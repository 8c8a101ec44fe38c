import type { PostRow } from '@site/contracts';

/**
 * The release version of a changelog entry: taken from its title when the title names one
 * (`v3.5.0: Search sections`), else from its slug (`v3-5-0` → `v3.5.0`).
 */
export function changelogVersion(entry: Pick<PostRow, 'title' | 'path'>): string | null {
  const fromTitle = /\bv?(\d+\.\d+(?:\.\d+)?(?:-[0-9a-z.]+)?)\b/i.exec(entry.title);
  if (fromTitle) return `v${fromTitle[1]}`;
  const slug = entry.path.split('/').pop() ?? '';
  const fromSlug = /^v?(\d+)-(\d+)(?:-(\d+))?$/i.exec(slug);
  if (fromSlug) return `v${[fromSlug[1], fromSlug[2], fromSlug[3]].filter(Boolean).join('.')}`;
  return null;
}

/** Newest first; entries of the same day keep the loader's order. */
export function newestFirst<T extends { date: string }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * A release title without its leading version (`v3.5.0: versioned dumps` → `Versioned dumps`),
 * for places that already show the version as a badge. Titles without one are unchanged.
 */
export function titleWithoutVersion(title: string, version: string | null): string {
  if (!version) return title;
  const rest = title.replace(new RegExp(`^\\s*${version.replace(/\./g, '\\.').replace(/^v/, 'v?')}\\s*[:\u2013\u2014-]\\s*`, 'i'), '');
  if (rest === title || rest === '') return title;
  return rest.charAt(0).toLocaleUpperCase('en') + rest.slice(1);
}
