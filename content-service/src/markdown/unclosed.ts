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
  visitAll((tree as unknown as ComponentLike).children ?? []);

  function visitAll(siblings: ComponentLike[]): void {
    siblings.forEach((node, index) => {
      if (node.type === 'containerComponent' && node.position) check(node, node.position, siblings[index + 1]);
      else visitAll(node.children ?? []);
    });
  }

  function check(node: ComponentLike, pos: NonNullable<ComponentLike['position']>, next: ComponentLike | undefined): void {
    const openLine = lines[pos.start.line - 1] ?? '';
    const colons = /^:+/.exec(openLine.slice(pos.start.column - 1))?.[0] ?? '::';
    const lastLine = (lines[pos.end.line - 1] ?? '').slice(0, pos.end.column - 1);
    // Strip container prefixes (list indentation, blockquote markers) before the fence.
    const closing = lastLine.replace(/^[\s>]*/, '').trimEnd();
    // Report the innermost problem first: it is the one the author has to fix.
    visitAll(node.children ?? []);
    if (pos.end.line > pos.start.line && closing === colons) return;

    const name = node.name ?? '';
    if (next?.type === 'componentContainerSection' && next.position?.start.line === pos.end.line) {
      // remark-mdc hands a slot of a nested, unindented component to the outer component
      // and reads the inner closing fence as text.
      throw new ContentSyntaxError({
        file,
        line: pos.end.line,
        message: `the "#${next.name ?? ''}" slot of component "${name}" is read as a slot of the outer component.`,
        hint: `Indent the content of "${colons}${name}" (its slots included) by two spaces.`,
      });
    }
    throw new ContentSyntaxError({
      file,
      line: pos.start.line,
      message: `component "${name}" is never closed.`,
      hint: `Add a line with "${colons}" after its content.`,
    });
  }
}

/**
 * A block component whose `{...}` props cannot be read (an unclosed quote or brace) is not
 * an error for remark-mdc: the fence, the body and the closing `::` silently become a
 * paragraph of literal text on the page. A paragraph line that starts like a component
 * fence with props is therefore reported.
 */
export function assertComponentPropsReadable(tree: Root, lines: string[], file: string): void {
  const walk = (node: ComponentLike): void => {
    if (node.type === 'paragraph' && node.position) {
      for (let line = node.position.start.line; line <= node.position.end.line; line++) {
        const text = (lines[line - 1] ?? '').replace(/^[\s>]*(?:[-*+]\s+|\d+[.)]\s+)?/, '');
        const fence = /^(:{2,})([A-Za-z][\w-]*)\s*\{/.exec(text);
        if (fence) {
          throw new ContentSyntaxError({
            file,
            line,
            message: `the props of component "${fence[2]}" cannot be read, so the component is shown as plain text.`,
            hint: 'Close every quote and brace in {...}, e.g. ::note{title="Read me"}, and quote values that contain spaces.',
          });
        }
      }
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as ComponentLike);
}
