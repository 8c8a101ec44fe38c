/**
 * List items, and the GFM task-list item among them (`- [x] Write docs`): its checkbox, shown
 * and never edited, is named by the item's text (`aria-labelledby` on the text that follows
 * it, up to a nested list or other block), so a screen reader reads "Write docs, checkbox,
 * checked" and axe's `label` rule holds. A loose list's item holds the checkbox in its first
 * paragraph, as the build writes it. Any other list item renders as the policy allows.
 */
import { createElement, Fragment, type ReactNode, useId } from 'react';
import type { MinimarkNode } from '@site/contracts';
import { childrenOf, hasContent, isBlank, isElement, propsOf, type ElementNode } from './nodes.ts';
import { safeProps } from './react-props.ts';
import type { ProseComponentProps, RenderNodes } from './types.ts';
import { isPhrasingOnly } from './UnknownComponent.tsx';

function isCheckbox(node: MinimarkNode | undefined): node is ElementNode {
  return isElement(node) && node[0].toLowerCase() === 'input' && String(propsOf(node).type ?? '').toLowerCase() === 'checkbox';
}

/** The nodes around the named checkbox, keyed apart from it. */
function around(nodes: MinimarkNode[], key: string, render: RenderNodes): ReactNode {
  return <Fragment key={key}>{render(nodes)}</Fragment>;
}

/**
 * The nodes with their leading checkbox named by the text after it (in `nodes` or in their first
 * paragraph), or null when they start with no checkbox followed by text.
 */
function labelCheckbox(nodes: MinimarkNode[], id: string, render: RenderNodes): ReactNode[] | null {
  const at = nodes.findIndex((node) => !isBlank(node));
  const first = nodes[at];
  if (isElement(first) && first[0].toLowerCase() === 'p') {
    const inner = labelCheckbox(childrenOf(first), id, render);
    const safe = safeProps('p', propsOf(first));
    if (!inner || !safe) return null;
    return [
      around(nodes.slice(0, at), 'before', render),
      createElement('p', { ...safe, key: 'task' }, ...inner),
      around(nodes.slice(at + 1), 'after', render),
    ];
  }
  const input = isCheckbox(first) ? safeProps('input', propsOf(first)) : null;
  if (!input) return null;
  let end = at + 1;
  while (end < nodes.length && isPhrasingOnly(nodes.slice(end, end + 1))) end++;
  const text = nodes.slice(at + 1, end);
  if (!hasContent(text)) return null;
  return [
    around(nodes.slice(0, at), 'before', render),
    createElement('input', { ...input, key: 'checkbox', 'aria-labelledby': id }),
    <span key="label" id={id}>
      {render(text)}
    </span>,
    around(nodes.slice(end), 'after', render),
  ];
}

export function ProseListItem({ props, nodes, render }: ProseComponentProps) {
  const id = useId();
  const safe = safeProps('li', props);
  if (safe === null) return null;
  return createElement('li', safe, ...(labelCheckbox(nodes, id, render) ?? render(nodes)));
}
