/**
 * A landing component's text parts come from a named slot (`#title`) or the prop of the same
 * name; these read either, the one way every landing component does.
 */
import type { ReactNode } from 'react';
import type { MinimarkNode } from '@site/contracts';
import { hasContent, inlineNodes, str } from '../prose/nodes.ts';
import type { RenderNodes } from '../prose/types.ts';

type Slots = { default: MinimarkNode[]; [slot: string]: MinimarkNode[] };

/** A line of text (a title, a headline): the slot's paragraph unwrapped, or the string prop. */
export function inlineSlot(slots: Slots, props: Record<string, unknown>, name: string, render: RenderNodes): ReactNode {
  const slot = slots[name];
  return hasContent(slot) ? render(inlineNodes(slot)) : str(props[name]);
}

/** Block text (a description): the slot's blocks, or the string prop as a paragraph. */
export function blockSlot(slots: Slots, props: Record<string, unknown>, name: string, render: RenderNodes): ReactNode {
  const slot = slots[name];
  if (hasContent(slot)) return render(slot);
  const text = str(props[name]);
  return text ? <p>{text}</p> : null;
}
