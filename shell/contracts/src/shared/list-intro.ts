import type { LandingRow } from './collections.ts';
import type { ContentClient } from './content-client.ts';
import type { ListIntro } from './page-data.ts';

/** Reads a list page's intro (content/blog.yml, changelog.yml, templates.yml) from the landing collection. */
export async function loadListIntro(content: ContentClient, path: string): Promise<ListIntro | null> {
  const row = await content.queryCollection<LandingRow>('landing').select('title', 'description').path(path).first();
  return row ? { title: row.title, description: row.description } : null;
}

/** Previous and next items of an ordered list, as surround entries (null at either end). */
export function neighbours<T extends { path: string; title: string; stem: string; description?: string }>(
  items: T[],
  path: string,
): Array<{ title: string; path: string; stem: string; description?: string } | null> {
  const index = items.findIndex((item) => item.path === path);
  const pick = (item: T | undefined) =>
    item ? { title: item.title, path: item.path, stem: item.stem, ...(item.description ? { description: item.description } : {}) } : null;
  return index < 0 ? [null, null] : [pick(items[index - 1]), pick(items[index + 1])];
}
