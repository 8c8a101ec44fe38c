/**
 * Component fences recovered the way remark-mdc's authors expect, before remark sees them.
 *
 * Real content closes a `::note` with `:::`, forgets the closing fence at the end of a
 * file, or leaves a stray `::` behind after an edit. remark-mdc then swallows the rest of the
 * page into the component, or shows the `::` as text. This pass walks the lines once with a
 * stack of open components and repairs the source so the page renders as meant:
 *
 * - a closing fence always closes the innermost open component (its colons are rewritten
 *   to the opening fence's count when they differ);
 * - a closing fence with nothing open is dropped;
 * - components still open at the end of the file are closed there;
 * - a nested component with a slot (`#title`) written at its parent's indentation
 *   (`:::tabs-item` then `::::callout` at the start of the line, as the colon count allows)
 *   is indented: remark-mdc gives such a slot to an outer component and reads the inner
 *   closing fence as text, so the slot, and in tabs the whole nested component, was lost.
 *   Not a warning: the author wrote valid MDC.
 *
 * Every repair is a warning naming the line. Lines inside fenced code (at any indentation,
 * in lists, tabs or steps) and inside a component's YAML props block are never read as
 * fences. remark-mdc itself does read a `::` line of a code block nested in components as
 * a fence once the code has a blank line (the rest of the page is then swallowed), so such
 * lines get a placeholder for their first colon, which restoreCodeColons puts back in the
 * parsed code. The line count before the end of the file is unchanged, so every line number
 * the parser reports still points into the author's file.
 */
import type { Root } from 'mdast';
import type { WarningList } from './errors.ts';

interface OpenComponent {
  name: string;
  colons: string;
  line: number;
  /** The text before the fence (indentation, blockquote markers), repeated on the closing fence. */
  prefix: string;
  /** Index of the opening fence's line, and of its closing fence's once it is closed. */
  index: number;
  close?: number;
  /** The component it is nested in. */
  parent?: OpenComponent;
  /** Set once a slot line is seen in it. */
  hasSlot?: boolean;
}

export const CODE_FENCE = /^[\s>]*(`{3,}|~{3,})/;
/** Stands for the first `:` of a fence-like line inside code; never written by authors (private use). */
const COLON_PLACEHOLDER = '\uE000';
const FENCE_LIKE = /^([\s>]*):(?=:)/;
const OPEN_FENCE = /^([\s>]*)(:{2,})([A-Za-z][\w.-]*)(.*)$/;
const CLOSE_FENCE = /^([\s>]*)(:{2,})\s*$/;
const SLOT = /^(?:[ \t]*>)*[ \t]*#[A-Za-z][\w-]*\s*$/;

export function repairComponentFences(source: string, warnings: WarningList): string {
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const lines = source.split(/\r?\n/);
  const stack: OpenComponent[] = [];
  const withSlots: OpenComponent[] = [];
  let codeFence: string | null = null;
  let inProps = false;
  let changed = false;
  const start = frontMatterEnd(lines);

  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    const lineNo = i + 1;
    if (codeFence !== null) {
      const fence = CODE_FENCE.exec(line);
      if (fence && fence[1]![0] === codeFence[0] && fence[1]!.length >= codeFence.length && line.trim() === fence[1]) codeFence = null;
      else if (stack.length > 0 && FENCE_LIKE.test(line)) {
        lines[i] = line.replace(FENCE_LIKE, `$1${COLON_PLACEHOLDER}`);
        changed = true;
      }
      continue;
    }
    if (inProps) {
      if (line.trim() === '---') inProps = false;
      continue;
    }
    const code = CODE_FENCE.exec(line);
    if (code) {
      codeFence = code[1]!;
      continue;
    }
    if (line.trim() !== '' && !CLOSE_FENCE.test(line)) closeEndedContainers(stack, indentOf(line), lineNo, warnings);
    if (SLOT.test(line)) markSlotted(stack, withSlots);
    const open = OPEN_FENCE.exec(line);
    if (open) {
      stack.push({ name: open[3]!, colons: open[2]!, line: lineNo, prefix: open[1]!, index: i, parent: stack.at(-1) });
      // `::name` followed by `---` opens the component's YAML props block.
      if ((lines[i + 1] ?? '').trim() === '---') {
        inProps = true;
        i++;
      }
      continue;
    }
    const close = CLOSE_FENCE.exec(line);
    if (!close) continue;
    const top = stack.pop();
    if (top) top.close = i;
    if (!top) {
      warnings.add(lineNo, `the closing fence "${close[2]}" closes no component, so it is ignored.`, 'Remove the line.');
      lines[i] = '';
      changed = true;
    } else if (top.colons !== close[2]) {
      warnings.add(
        lineNo,
        `component "${top.name}" (line ${top.line}) is opened with "${top.colons}" but closed with "${close[2]}"; it is closed here.`,
        `Close it with "${top.colons}".`,
      );
      lines[i] = `${close[1]}${top.colons}`;
      changed = true;
    }
  }
  if (stack.length === 0 && !changed && withSlots.length === 0) return source;
  for (const open of stack.reverse()) {
    warnings.add(
      open.line,
      `component "${open.name}" is never closed, so it is closed at the end of the file.`,
      `Add a line with "${open.colons}" after its content.`,
    );
    lines.push(`${open.prefix}${open.colons}`);
    open.close = lines.length - 1;
  }
  indentNestedComponents(lines, withSlots);
  return lines.join(newline) + (stack.length ? newline : '');
}

/** Blockquote markers at the start of a line (`> > `), inside which a component is indented. */
const QUOTE_MARKERS = /^(?:[ \t]*>[ \t]?)*/;

/** A slot line inside a nested component: its indentation is looked at once the walk ends. */
function markSlotted(stack: OpenComponent[], withSlots: OpenComponent[]): void {
  const top = stack[stack.length - 1];
  if (!top?.parent || top.hasSlot) return;
  top.hasSlot = true;
  withSlots.push(top);
}

/** The column of a fence inside any blockquote markers, a tab advancing to the next multiple of 4 as in Markdown. */
function columnOf(prefix: string): number {
  let column = 0;
  for (const char of prefix.replace(QUOTE_MARKERS, '')) column = char === '\t' ? column + 4 - (column % 4) : column + 1;
  return column;
}

/**
 * remark-mdc gives a slot line of a nested component to an enclosing one when the nested
 * fence is written at its parent's column (not indented), or indented from it by exactly as
 * much as the parent is indented from its own parent (a container reads its content with
 * that indentation taken off). Each such component with slots is indented (outermost first,
 * so the columns looked at are those its ancestors were moved to) to two more than its
 * parent's indentation (rounded up to a multiple of 4, so a tab after the added spaces keeps
 * its width), which differs from it at every depth.
 */
function indentNestedComponents(lines: string[], components: OpenComponent[]): void {
  const column = (component: OpenComponent | undefined) => (component ? columnOf(/^[\s>]*/.exec(lines[component.index]!)![0]) : 0);
  for (const component of components.sort((a, b) => a.index - b.index)) {
    const parent = component.parent!;
    const parentIndent = column(parent) - column(parent.parent);
    const indent = column(component) - column(parent);
    if (indent > 0 && indent !== parentIndent) continue;
    const by = Math.ceil((parentIndent + 2 - indent) / 4) * 4;
    indentLines(lines, component.index, component.close ?? lines.length - 1, ' '.repeat(by));
  }
}

/** Indents lines `from` to `to` (inclusive) by `pad` inside any blockquote markers, blank lines left as they are. */
function indentLines(lines: string[], from: number, to: number, pad: string): void {
  for (let k = from; k <= to; k++) {
    const line = lines[k]!;
    const markers = QUOTE_MARKERS.exec(line)![0];
    if (line.slice(markers.length).trim() !== '') lines[k] = `${markers}${pad}${line.slice(markers.length)}`;
  }
}

function indentOf(line: string): number {
  return /^\s*/.exec(line)![0].length;
}

/**
 * A component opened inside a list item ends with that item (remark-mdc closes it with its
 * parent): a line indented less than the fence means the author forgot its closing fence.
 */
function closeEndedContainers(stack: OpenComponent[], indent: number, lineNo: number, warnings: WarningList): void {
  while (stack.length && indentOf(stack[stack.length - 1]!.prefix) > indent) {
    const open = stack.pop()!;
    warnings.add(
      open.line,
      `component "${open.name}" is never closed, so it ends with its list item (line ${lineNo}).`,
      `Add a line with "${open.colons}" after its content.`,
    );
  }
}

/** Index of the first line after the YAML front matter block (0 without one). */
export function frontMatterEnd(lines: string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  for (let i = 1; i < lines.length; i++) if (lines[i]!.trim() === '---') return i + 1;
  return 0;
}

interface CodeLike {
  type: string;
  value?: string;
  children?: CodeLike[];
}

/** Puts back the colons repairComponentFences replaced inside code blocks. */
export function restoreCodeColons(tree: Root): void {
  const walk = (node: CodeLike): void => {
    if ((node.type === 'code' || node.type === 'inlineCode' || node.type === 'text') && node.value?.includes(COLON_PLACEHOLDER)) {
      node.value = node.value.replaceAll(COLON_PLACEHOLDER, ':');
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as CodeLike);
}
