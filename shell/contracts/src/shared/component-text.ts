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

/**
 * Per component, the props it shows as its text, the first one written winning, and whether
 * that text wins over the component's content: a key cap and a copied command show their
 * `value` whatever is written inside (the value is the key, the command copied), a badge and
 * a button show their content and fall back to their label (as Nuxt UI's slots do).
 */
const TEXT_PROPS: Record<string, { props: readonly string[]; propWins: boolean }> = {
  kbd: { props: ['value'], propWins: true },
  badge: { props: ['label'], propWins: false },
  button: { props: ['label', 'title'], propWins: false },
  'input-copy': { props: ['value', 'source', 'code'], propWins: true },
};

/** A prop's value as text: a non-blank string, or a number (`:value="1"` binds one). */
function textOfProp(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/** The text `tag` shows from its props when it has no content, or null when it shows none. */
export function propText(tag: string, props: Record<string, unknown>): string | null {
  const name = canonicalComponentName(tag);
  for (const prop of ownEntry(TEXT_PROPS, name)?.props ?? []) {
    const value = textOfProp(Object.hasOwn(props, prop) ? props[prop] : undefined);
    if (value !== null) return name === 'kbd' ? keyCapText(value) : value;
  }
  return null;
}

/**
 * The text a component shows in place of its content as written (`children`); null when it
 * shows its content as written (an element without text props, a badge or button with
 * content: text or any element, such as an icon). The kit renders by this and the build reads
 * text by it, so what search, descriptions and the table of contents say is what the page shows.
 */
export function componentText(tag: string, props: Record<string, unknown>, children: readonly MinimarkNode[]): string | null {
  const name = canonicalComponentName(tag);
  const spec = ownEntry(TEXT_PROPS, name);
  if (!spec) return null;
  const fromProps = propText(tag, props);
  if (spec.propWins && fromProps !== null) return fromProps;
  if (name === 'kbd') return keyCapText(textOf(children).trim());
  if (name === 'input-copy') return textOf(children).trim();
  const hasContent = children.some((child) => typeof child !== 'string' || child.trim() !== '');
  return hasContent ? null : fromProps;
}

/** The shown text of `nodes[from…]`. */
function textOf(nodes: readonly MinimarkNode[], from = 0): string {
  let text = '';
  for (let i = from; i < nodes.length; i++) text += shownTextOf(nodes[i] as MinimarkNode);
  return text;
}

/** The text a node shows a reader (template slots included, nothing for void elements). */
export function shownTextOf(node: MinimarkNode): string {
  if (typeof node === 'string') return node;
  // Most nodes are plain elements: their children are read in place.
  if (!Object.hasOwn(TEXT_PROPS, canonicalComponentName(node[0]))) return textOf(node as readonly MinimarkNode[], 2);
  const children = node.slice(2) as MinimarkNode[];
  return componentText(node[0], node[1], children) ?? textOf(children);
}
