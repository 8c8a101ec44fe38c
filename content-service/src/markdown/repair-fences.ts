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
 * - components still open at the end of the file are closed there.
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
}

const CODE_FENCE = /^[\s>]*(`{3,}|~{3,})/;
/** Stands for the first `:` of a fence-like line inside code; never written by authors (private use). */
const COLON_PLACEHOLDER = '\uE000';
const FENCE_LIKE = /^([\s>]*):(?=:)/;
const OPEN_FENCE = /^([\s>]*)(:{2,})([A-Za-z][\w.-]*)(.*)$/;
const CLOSE_FENCE = /^([\s>]*)(:{2,})\s*$/;

export function repairComponentFences(source: string, warnings: WarningList): string {
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const lines = source.split(/\r?\n/);
  const stack: OpenComponent[] = [];
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
    const open = OPEN_FENCE.exec(line);
    if (open) {
      stack.push({ name: open[3]!, colons: open[2]!, line: lineNo, prefix: open[1]! });
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
  if (stack.length === 0 && !changed) return source;
  for (const open of stack.reverse()) {
    warnings.add(
      open.line,
      `component "${open.name}" is never closed, so it is closed at the end of the file.`,
      `Add a line with "${open.colons}" after its content.`,
    );
    lines.push(`${open.prefix}${open.colons}`);
  }
  return lines.join(newline) + (stack.length ? newline : '');
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
function frontMatterEnd(lines: string[]): number {
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
