/**
 * GitHub's alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`, in any
 * case, alone on the first line of a blockquote) become the callout of the same name, the rest
 * of the blockquote its body. remark-mdc reads `[!NOTE]` as a span, so the alert was a quote
 * starting with a "!NOTE" span. Anything else after the marker on its line leaves a quote.
 */
import type { Root } from 'mdast';
import type { LooseMdastNode } from './hast-nodes.ts';

const ALERT = /^!(note|tip|important|warning|caution)$/i;

export function githubAlerts(tree: Root): void {
  const walk = (node: LooseMdastNode): void => {
    for (const child of node.children ?? []) walk(child);
    if (node.type !== 'blockquote') return;
    const first = node.children?.[0];
    const name = first?.type === 'paragraph' ? alertName(first) : null;
    if (!first || !name) return;
    const rest = first.children!.slice(1);
    const next = rest[0];
    if (next?.type === 'break') rest.shift();
    else if (next?.type === 'text') next.value = next.value!.replace(/^[ \t]*\n/, '');
    const body = rest.length > 0 ? [{ ...first, children: rest }, ...node.children!.slice(1)] : node.children!.slice(1);
    Object.assign(node, {
      type: 'containerComponent',
      name,
      attributes: {},
      fmAttributes: {},
      children: body,
      data: { hName: name, hProperties: {} },
    });
  };
  walk(tree as unknown as LooseMdastNode);
}

/** The callout a paragraph's `[!NOTE]` marker names, when the marker is alone on its first line. */
function alertName(paragraph: LooseMdastNode): string | null {
  const [marker, next] = paragraph.children ?? [];
  if (marker?.type !== 'textComponent' || marker.name !== 'span' || Object.keys(marker.attributes ?? {}).length > 0) return null;
  const text = marker.children?.length === 1 && marker.children[0]!.type === 'text' ? marker.children[0]!.value! : '';
  const match = ALERT.exec(text);
  if (!match) return null;
  if (next && next.type !== 'break' && !(next.type === 'text' && /^[ \t]*\n/.test(next.value!))) return null;
  return match[1]!.toLowerCase();
}
