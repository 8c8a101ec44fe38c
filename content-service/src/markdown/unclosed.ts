/**
 * Component structures remark-mdc reads differently from what the author meant, reported as
 * warnings (the page still renders, best effort). Fences themselves are repaired before
 * parsing (repair-fences.ts); what is left are slots and props.
 */
import type { Root } from 'mdast';
import type { WarningList } from './errors.ts';

interface ComponentLike {
  type: string;
  name?: string;
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
  children?: ComponentLike[];
}

/**
 * remark-mdc hands a slot of a nested, unindented component to the outer component and reads
 * the inner closing fence as text: the slot still renders, inside the outer component.
 */
export function warnMisplacedSlots(tree: Root, warnings: WarningList): void {
  const visit = (siblings: ComponentLike[]): void => {
    siblings.forEach((node, index) => {
      const next = siblings[index + 1];
      const pos = node.position;
      if (
        node.type === 'containerComponent' &&
        pos &&
        next?.type === 'componentContainerSection' &&
        next.position?.start.line === pos.end.line
      ) {
        warnings.add(
          pos.end.line,
          `the "#${next.name ?? ''}" slot of component "${node.name ?? ''}" is read as a slot of the outer component.`,
          `Indent the content of "${node.name ?? ''}" (its slots included) by two spaces.`,
        );
      }
      visit(node.children ?? []);
    });
  };
  visit((tree as unknown as ComponentLike).children ?? []);
}

/**
 * A block component whose `{...}` props cannot be read (an unclosed quote or brace) is not
 * an error for remark-mdc: the fence, the body and the closing `::` become a paragraph of
 * literal text on the page. A paragraph line that starts like a component fence with props
 * is therefore reported.
 */
export function warnUnreadableProps(tree: Root, lines: string[], warnings: WarningList): void {
  const walk = (node: ComponentLike): void => {
    if (node.type === 'paragraph' && node.position) {
      for (let line = node.position.start.line; line <= node.position.end.line; line++) {
        const text = (lines[line - 1] ?? '').replace(/^[\s>]*(?:[-*+]\s+|\d+[.)]\s+)?/, '');
        const fence = /^(:{2,})([A-Za-z][\w-]*)\s*\{/.exec(text);
        if (fence) {
          warnings.add(
            line,
            `the props of component "${fence[2]}" cannot be read, so the component is shown as plain text.`,
            'Close every quote and brace in {...}, e.g. ::note{title="Read me"}, and quote values that contain spaces.',
          );
        }
      }
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as ComponentLike);
}
