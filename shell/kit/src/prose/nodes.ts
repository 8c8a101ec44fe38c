/** Helpers over minimark nodes (`string | [tag, props, ...children]`). */
import type { MinimarkNode } from '@site/contracts';

export type ElementNode = [string, Record<string, unknown>, ...MinimarkNode[]];

export function isElement(node: MinimarkNode | undefined): node is ElementNode {
  return Array.isArray(node) && typeof node[0] === 'string';
}

export function tagOf(node: MinimarkNode): string | null {
  return isElement(node) ? node[0] : null;
}

export function propsOf(node: ElementNode): Record<string, unknown> {
  const props = node[1];
  return props && typeof props === 'object' && !Array.isArray(props) ? props : {};
}

export function childrenOf(node: ElementNode): MinimarkNode[] {
  return node.slice(2) as MinimarkNode[];
}

export function textContent(node: MinimarkNode | MinimarkNode[]): string {
  if (typeof node === 'string') return node;
  if (!Array.isArray(node)) return '';
  const list: MinimarkNode[] =
    typeof node[0] === 'string' && node.length >= 2 && !Array.isArray(node[1]) && typeof node[1] === 'object'
      ? (node.slice(2) as MinimarkNode[])
      : (node as MinimarkNode[]);
  return list.map(textContent).join('');
}

/** Splits children into the default slot and named `#slot` templates. */
export function splitSlots(children: MinimarkNode[]): { default: MinimarkNode[]; [slot: string]: MinimarkNode[] } {
  const slots: { default: MinimarkNode[]; [slot: string]: MinimarkNode[] } = { default: [] };
  for (const child of children) {
    if (isElement(child) && child[0] === 'template') {
      const name = typeof propsOf(child).slot === 'string' ? (propsOf(child).slot as string) : 'default';
      const key = name.startsWith('#') ? name.slice(1) : name;
      slots[key] = [...(slots[key] ?? []), ...childrenOf(child)];
    } else {
      slots.default.push(child);
    }
  }
  return slots;
}

/** Whitespace-only text nodes between block components. */
export function isBlank(node: MinimarkNode): boolean {
  return typeof node === 'string' && node.trim() === '';
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** Slot content meant as a line of text (`#title` holds one paragraph): the paragraph's children. */
export function inlineNodes(nodes: MinimarkNode[]): MinimarkNode[] {
  const meaningful = nodes.filter((n) => !isBlank(n));
  const only = meaningful[0];
  if (meaningful.length === 1 && isElement(only) && only[0] === 'p') return childrenOf(only);
  return meaningful;
}

/** Whether nodes render anything a reader sees (text or an element). */
export function hasContent(nodes: MinimarkNode[] | undefined): nodes is MinimarkNode[] {
  return !!nodes && nodes.some((n) => isElement(n) || textContent(n).trim() !== '');
}

export function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === '';
}
