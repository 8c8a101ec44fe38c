/**
 * Drafts (posts and templates with `draft: true`) exist only in preview: outside a valid
 * preview no endpoint serves them (rows, dump, navigation, surroundings, search sections,
 * raw markdown). The collections that can hold drafts are those with a `draft` column.
 */
import { collectionColumns } from '@site/contracts';

const DRAFT_COLUMN = 'draft';

/** SQL condition that keeps published rows only (a NULL draft counts as published). */
export const PUBLISHED_ONLY = `"${DRAFT_COLUMN}" IS NOT 1`;

export function hasDrafts(collection: string): boolean {
  try {
    return DRAFT_COLUMN in collectionColumns(collection);
  } catch {
    return false;
  }
}

/** Whether a page's row (front matter after validation) is a draft. */
export function isDraftRow(row: Record<string, unknown>): boolean {
  return row[DRAFT_COLUMN] === true;
}
