/**
 * Drafts: a page whose front matter says `draft: true`, in any page collection, exists only
 * in preview: outside a valid preview no endpoint serves it (rows, dump, navigation,
 * surroundings, search sections, raw markdown, translations). Posts and templates keep the
 * flag in their own `draft` column (spec §3); every other page collection keeps front matter
 * it has no column for in `meta`, so the flag is read there: one rule for every collection.
 */
import { collectionColumns } from '@site/contracts';

const DRAFT_COLUMN = 'draft';

/**
 * SQL condition that keeps the published rows of a collection's table (a missing or NULL
 * flag counts as published); null for a collection that holds no pages (data).
 */
export function publishedOnly(collection: string): string | null {
  let columns: Record<string, string>;
  try {
    columns = collectionColumns(collection);
  } catch {
    return null;
  }
  if (DRAFT_COLUMN in columns) return `"${DRAFT_COLUMN}" IS NOT 1`;
  // JSON true reads as 1: only the boolean `draft: true` makes a draft, as for posts.
  if ('meta' in columns) return `json_extract("meta", '$.${DRAFT_COLUMN}') IS NOT 1`;
  return null;
}

/** Whether a page's row (front matter after validation, before it is stored) is a draft. */
export function isDraftRow(row: Record<string, unknown>): boolean {
  if (row[DRAFT_COLUMN] === true) return true;
  const meta = row.meta;
  return typeof meta === 'object' && meta !== null && (meta as Record<string, unknown>)[DRAFT_COLUMN] === true;
}
