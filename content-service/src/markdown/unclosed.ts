/**
 * remark-mdc silently closes a block component at the end of its parent (or of the file)
 * when its closing fence is missing, which swallows the rest of the page into it. We
 * check every block component's last line for a closing fence with exactly as many
 * colons as its opening fence, and fail with the opening line otherwise.
 */
import type { Root } from 'mdast';
import { ContentSyntaxError } from './errors.ts';

interface ComponentLike {
  type: string;
  name?: string;
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
  children?: ComponentLike[];
}

export function assertComponentsClosed(tree: Root, lines: string[], file: string): void {
  visit(tree as unknown as ComponentLike);

  function visit(node: ComponentLike): void {
    if (node.type === 'containerComponent' && node.position) check(node, node.position);
    for (const child of node.children ?? []) visit(child);
  }

  function check(node: ComponentLike, pos: NonNullable<ComponentLike['position']>): void {
    const openLine = lines[pos.start.line - 1] ?? '';
    const colons = /^:+/.exec(openLine.slice(pos.start.column - 1))?.[0] ?? '::';
    const lastLine = (lines[pos.end.line - 1] ?? '').slice(0, pos.end.column - 1);
    // Strip container prefixes (list indentation, blockquote markers) before the fence.
    const closing = lastLine.replace(/^[\s>]*/, '').trimEnd();
    if (pos.end.line > pos.start.line && closing === colons) return;
    // Report the innermost unclosed component first: it is the one the author forgot.
    for (const child of node.children ?? []) visit(child);
    throw new ContentSyntaxError({
      file,
      line: pos.start.line,
      message: `component "${node.name ?? ''}" is never closed.`,
      hint: `Add a line with "${colons}" after its content.`,
    });
  }
}
