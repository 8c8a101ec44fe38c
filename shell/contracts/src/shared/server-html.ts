/**
 * Page bodies are hydrated as the server's HTML (CONTRACTS.md §6). The server renders each
 * body of a page under an id, and the page's inline state carries, instead of the body's
 * tree, its outline and that id: the browser keeps the element the server rendered (nothing
 * to render, no renderer to load, no tree in the HTML twice). Payloads for client
 * navigation keep whole bodies, which the browser renders itself.
 *
 * The outline keeps each top-level node's tag (text becomes a placeholder), so a view can
 * still choose its layout from a body (empty, only code, its own `# title`), never render it.
 */
import type { MinimarkNode, PageBody } from './collections.ts';

export function isPageBody(value: unknown): value is PageBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'minimark' &&
    Array.isArray((value as { value?: unknown }).value)
  );
}

function outline(nodes: MinimarkNode[]): MinimarkNode[] {
  return nodes.map((node) => (typeof node === 'string' ? (node.trim() === '' ? '' : '…') : [node[0], {}]));
}

/** Bodies sit near the top of page data (`data.page.body`, `data.entries[3].body`); deeper
 * nests (a navigation tree) are not searched, so the walk stays small on large sites. */
const MAX_DEPTH = 4;

/**
 * The page data twice: `render`, with every body given the id its HTML is rendered under,
 * and `inline`, with every body reduced to its outline and that id. Bodies are found in any
 * section's data (up to MAX_DEPTH levels down); nothing else is copied.
 */
export function serverHtmlBodies<T>(data: T): { render: T; inline: T } {
  let count = 0;
  const walk = (value: unknown, depth = 0): { render: unknown; inline: unknown } => {
    if (depth > MAX_DEPTH) return { render: value, inline: value };
    if (isPageBody(value)) {
      const htmlId = `b${count++}`;
      const { htmlId: _render, serverHtml: _inline, ...body } = value;
      return { render: { ...body, htmlId }, inline: { ...body, value: outline(value.value), serverHtml: htmlId } };
    }
    if (Array.isArray(value)) {
      const parts = value.map((v) => walk(v, depth + 1));
      return parts.some((p, i) => p.render !== value[i])
        ? { render: parts.map((p) => p.render), inline: parts.map((p) => p.inline) }
        : { render: value, inline: value };
    }
    if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value).map(([k, v]) => [k, walk(v, depth + 1)] as const);
      if (entries.every(([k, p]) => p.render === (value as Record<string, unknown>)[k])) return { render: value, inline: value };
      return {
        render: Object.fromEntries(entries.map(([k, p]) => [k, p.render])),
        inline: Object.fromEntries(entries.map(([k, p]) => [k, p.inline])),
      };
    }
    return { render: value, inline: value };
  };
  const { render, inline } = walk(data);
  return { render: render as T, inline: inline as T };
}
