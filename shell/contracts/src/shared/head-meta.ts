/**
 * A page's own head meta pairs (`seo.meta`, filled by the build from front matter `head:` and
 * `seo.meta`: head-front-matter.ts) and the head fields a loader takes from a page's row. Plain
 * checks, no schema library: loaders run in the browser too.
 */
import type { PageRow } from './collections.ts';

/** Meta names a page may set. `description` sets the page's description (one description tag). */
export const HEAD_META_NAMES = ['description', 'keywords', 'author', 'robots', 'googlebot', 'bingbot', 'format-detection'] as const;

/** The names rendered as their own tag (a description is the page's description). */
const PAGE_META_NAMES: ReadonlySet<string> = new Set(HEAD_META_NAMES.filter((name) => name !== 'description'));

/** Longest content kept: a description or keyword list, not a document. */
export const MAX_META_CONTENT = 1000;

/** A `<meta name content>` pair a page sets in its head. */
export interface HeadMeta {
  name: string;
  content: string;
}

/** The pairs of a stored `seo.meta` the shell may render: checked again, as the renderer sanitises bodies again. */
export function safeHeadMeta(list: unknown): HeadMeta[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return [];
    const keys = Object.keys(entry);
    const { name, content } = entry as Record<string, unknown>;
    const plain = keys.length === 2 && typeof name === 'string' && typeof content === 'string';
    return plain && PAGE_META_NAMES.has(name) && content.length <= MAX_META_CONTENT ? [{ name, content }] : [];
  });
}

/** A page's head title, description and meta pairs from its row (its `seo`, filled by the build). */
export function seoHead(row: Pick<PageRow, 'title' | 'description' | 'seo'>): { title: string; description: string; meta?: HeadMeta[] } {
  const meta = safeHeadMeta(row.seo?.meta);
  return {
    title: row.seo?.title ?? row.title,
    description: row.seo?.description ?? row.description,
    ...(meta.length ? { meta } : {}),
  };
}

/** Whether a page's own head asks search engines not to index it (`robots` or `googlebot` with `noindex`). */
export function isNoindex(row: Pick<PageRow, 'seo'>): boolean {
  return safeHeadMeta(row.seo?.meta).some(
    (m) =>
      (m.name === 'robots' || m.name === 'googlebot') &&
      m.content
        .toLowerCase()
        .split(/[\s,]+/)
        .includes('noindex'),
  );
}
