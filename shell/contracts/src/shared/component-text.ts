/**
 * The text an inline component shows from a prop when it has no content of its own
 * (`:kbd{value="Ctrl"}`, `:badge{label="New"}`, `:button{label="Start"}`): the kit renders
 * it so, and the content build reads the same text into titles, search sections,
 * descriptions and the table of contents, so they read as the page reads ("New and Ctrl",
 * never "New and ."). Heading ids stay made from the written text, as the reference module
 * makes them, so anchors do not move.
 */
import type { MinimarkNode } from './collections.ts';
import { canonicalComponentName } from './mdc-components.ts';
import { ownEntry } from './own-entry.ts';

/** What a key cap shows for the named keys of shortcuts; any other key shows in capitals. */
const KEY_SYMBOLS: Record<string, string> = {
  meta: '⌘',
  ctrl: 'Ctrl',
  alt: '⌥',
  shift: '⇧',
  enter: '↵',
  escape: 'Esc',
  arrowup: '↑',
  arrowdown: '↓',
};

/** The text of the key cap for `value` (`ctrl` → `Ctrl`, `k` → `K`). */
export function keyCapText(value: string): string {
  return ownEntry(KEY_SYMBOLS, value.toLowerCase()) ?? value.toUpperCase();
}

/** Per component, the props it shows as its text, the first one written winning. */
const TEXT_PROPS: Record<string, readonly string[]> = {
  kbd: ['value'],
  badge: ['label'],
  button: ['label', 'title'],
  'input-copy': ['value', 'source', 'code'],
};

/** The text `tag` shows from its props when it has no content, or null when it shows none. */
export function propText(tag: string, props: Record<string, unknown>): string | null {
  const name = canonicalComponentName(tag);
  for (const prop of ownEntry(TEXT_PROPS, name) ?? []) {
    const value = Object.hasOwn(props, prop) ? props[prop] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return name === 'kbd' ? keyCapText(value) : value;
  }
  return null;
}

/**
 * The text an element shows, given the text of its content: a key cap shows its `value`
 * (else its content) as a key cap, the other components their content, else their text prop.
 */
function shownText(tag: string, props: Record<string, unknown>, contentText: string): string {
  if (!Object.hasOwn(TEXT_PROPS, canonicalComponentName(tag))) return contentText;
  if (canonicalComponentName(tag) === 'kbd') return propText(tag, props) ?? keyCapText(contentText);
  return contentText.trim() !== '' ? contentText : (propText(tag, props) ?? contentText);
}

/** The text a node shows a reader (template slots included, nothing for void elements). */
export function shownTextOf(node: MinimarkNode): string {
  if (typeof node === 'string') return node;
  let text = '';
  for (let i = 2; i < node.length; i++) text += shownTextOf(node[i] as MinimarkNode);
  return shownText(node[0], node[1], text);
}
