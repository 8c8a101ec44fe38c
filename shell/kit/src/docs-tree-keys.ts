/**
 * The keyboard of the docs navigation tree (WAI-ARIA treeview, navigation variant): Up and
 * Down move between visible items, Right opens a folder or enters an open one, Left closes a
 * folder or goes up to its parent (both mirrored right to left), Home and End, Enter and
 * Space act on a folder (a link keeps its own Enter), `*` opens a folder and its siblings,
 * and typed characters move to the next item whose name starts with them (the kit's
 * typeahead, 1000 ms buffer). Items are the rendered `role="treeitem"` elements (a folder's
 * is its label; the group of its children follows it): a closed folder renders no children,
 * so every item found is visible.
 */
import { isTypeaheadKey, type Typeahead } from './typeahead.ts';

export interface TreeKeyActions {
  /** Opens or closes a folder item. */
  setOpen(item: HTMLElement, open: boolean): void;
  /** Enter or Space on an item that is not a link (a folder toggles, a retry row retries). */
  activate(item: HTMLElement): void;
}

interface Key {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ITEM = '[role="treeitem"]';

const isFolder = (item: HTMLElement) => item.hasAttribute('aria-expanded');
const isOpen = (item: HTMLElement) => item.getAttribute('aria-expanded') === 'true';
/** Items sit in rows (`li`); a folder's row holds its item, then the group of its children. */
const itemOfRow = (row: Element | null | undefined) => row?.querySelector<HTMLElement>(`:scope > ${ITEM}`) ?? null;
const parentItem = (item: HTMLElement) => itemOfRow(item.closest('[role="group"]')?.parentElement);
const firstChild = (folder: HTMLElement) => folder.nextElementSibling?.querySelector<HTMLElement>(ITEM) ?? null;

/** Folder items that share a parent with `item` (itself included when it is one). */
function siblingFolders(item: HTMLElement): HTMLElement[] {
  const rows = item.closest('li')?.parentElement?.children ?? [];
  return [...rows].map(itemOfRow).filter((el): el is HTMLElement => el !== null && isFolder(el));
}

/** Handles a key pressed in `tree`; true when it was the tree's (the caller prevents the default). */
export function handleTreeKey(event: Key, tree: HTMLElement, typeahead: Typeahead, actions: TreeKeyActions): boolean {
  const item = event.target instanceof Element ? event.target.closest<HTMLElement>(ITEM) : null;
  if (!item || !tree.contains(item)) return false;
  const items = [...tree.querySelectorAll<HTMLElement>(ITEM)];
  const at = items.indexOf(item);
  const rtl = getComputedStyle(tree).direction === 'rtl';
  const inward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const outward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const focus = (target: HTMLElement | null | undefined) => {
    target?.focus();
    return true;
  };
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  // While a name is being typed, Space is part of it ("getting started"), not a click.
  const key = event.key === ' ' && typeahead.buffer !== '' ? 'typed space' : event.key;
  switch (key) {
    case 'ArrowDown':
      return focus(items[at + 1]);
    case 'ArrowUp':
      return focus(items[at - 1]);
    case 'Home':
      return focus(items[0]);
    case 'End':
      return focus(items[items.length - 1]);
    case inward:
      if (!isFolder(item)) return true;
      if (!isOpen(item)) actions.setOpen(item, true);
      else focus(firstChild(item));
      return true;
    case outward:
      if (isFolder(item) && isOpen(item)) actions.setOpen(item, false);
      else focus(parentItem(item));
      return true;
    case 'Enter':
    case ' ':
      if (item instanceof HTMLAnchorElement) {
        // Enter follows the link by itself; Space does the same for a link in a tree.
        if (event.key === ' ') item.click();
        return event.key === ' ';
      }
      actions.activate(item);
      return true;
    case '*':
      for (const folder of siblingFolders(item)) if (!isOpen(folder)) actions.setOpen(folder, true);
      return true;
  }
  if (!isTypeaheadKey(event)) return false;
  const choices = items.map((el, i) => ({ value: String(i), label: el.textContent ?? '' }));
  const found = typeahead.type(event.key, choices, String(at));
  if (found !== null) focus(items[Number(found)]);
  return true;
}
