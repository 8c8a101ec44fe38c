/**
 * VitePress's inline badge, `<Badge type="tip" text="v2" />`, `<Badge text="x" />` or
 * `<Badge type="warning">beta</Badge>`, becomes the site's `badge` with the text as its
 * `label` and a colour for its type (VitePress's default type, `tip`, is drawn in the brand
 * colour: `primary`). As raw HTML the element is no element the site draws, and parse5 reads
 * `<Badge />` as an open tag holding the rest of its paragraph.
 */
import type { Root } from 'mdast';
import type { LooseMdastNode } from './hast-nodes.ts';

const COLORS: Readonly<Record<string, string>> = { tip: 'primary', info: 'info', warning: 'warning', danger: 'error' };

const OPEN_TAG = /^<badge\b((?:\s+[\w:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>$/i;
const CLOSE_TAG = /^<\/badge\s*>$/i;
/** A whole badge written as a block of its own: `<Badge … />` or `<Badge …>text</Badge>`. */
const BLOCK = /^(<badge\b[^>]*>)(?:([^<]*)(<\/badge\s*>))?$/i;
/** Parents whose html children are blocks of their own. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'containerComponent', 'componentContainerSection']);
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

export function vitepressBadges(tree: Root): void {
  const walk = (node: LooseMdastNode): void => {
    const children = node.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type !== 'html') {
        walk(child);
        continue;
      }
      const block = FLOW_PARENTS.has(node.type) ? BLOCK.exec(child.value!.trim()) : null;
      if (block && (block[3] !== undefined || /\/>$/.test(block[1]!))) {
        const badge = badgeOf(OPEN_TAG.exec(block[1]!)?.[1], block[2], child.position);
        if (badge) children[i] = { type: 'paragraph', children: [badge], position: child.position };
        continue;
      }
      const open = OPEN_TAG.exec(child.value!);
      if (!open) continue;
      const close = open[2] ? i : children.findIndex((c, k) => k > i && c.type === 'html' && CLOSE_TAG.test(c.value!));
      if (close === -1) continue;
      const badge = badgeOf(open[1], textOf(children.slice(i + 1, close)), child.position);
      if (badge) children.splice(i, close - i + 1, badge);
    }
  };
  walk(tree as unknown as LooseMdastNode);
}

/** The site's badge for a VitePress badge's attributes and content, or null when it has no text to show. */
function badgeOf(written: string | undefined, content: string | undefined, position: unknown): LooseMdastNode | null {
  const attributes: Record<string, string> = {};
  for (const [, name, ...values] of (written ?? '').matchAll(ATTRIBUTE)) {
    attributes[name!.toLowerCase()] = values.find((v) => v !== undefined) ?? '';
  }
  const label = (content?.trim() || attributes.text) ?? '';
  if (label === '') return null;
  const color = COLORS[(attributes.type ?? 'tip').toLowerCase()];
  return {
    type: 'textComponent',
    name: 'badge',
    attributes: color ? { label, color } : { label },
    fmAttributes: {},
    children: [],
    data: { hName: 'badge', hProperties: {} },
    position,
  } as LooseMdastNode;
}

function textOf(nodes: LooseMdastNode[]): string {
  return nodes.map((node) => (node.type === 'html' ? '' : (node.value ?? textOf(node.children ?? [])))).join('');
}
