/**
 * Lines written for other docs tools, read as this site's markdown before remark sees them.
 *
 * - VitePress and Docusaurus containers: `::: tip` (a space after the colons), a title after
 *   the name (`::: warning Breaking in v2`, `:::info Good to know`), and the names those tools
 *   use for what is here another component (`danger` → `caution`, `details` → `collapsible`).
 *   The fence becomes the MDC one (`:::tip`), a title its `[label]`, which foreignTitles then
 *   makes the callout's `#title` slot (a collapsible's `name`). `:::tip[Pro tip]` and every
 *   other MDC fence are left as written.
 * - MDX's ESM (`import X from '…'`, `export const …` at the start of a line, as Docusaurus
 *   pages open): not content, so left out (up to the next blank line, as MDX reads such a
 *   block) with one warning per file, instead of becoming the page's first paragraph and its
 *   description.
 * - VitePress's `[[toc]]` alone on a line: left out with a warning, the page already shows its
 *   table of contents.
 *
 * Lines inside fenced code are never read. Every line keeps its place, so line numbers in
 * later warnings still point into the author's file.
 */
import type { Root } from 'mdast';
import type { WarningList } from './errors.ts';
import { CODE_FENCE, frontMatterEnd } from './repair-fences.ts';
import type { LooseMdastNode } from './hast-nodes.ts';

/** Container names of VitePress and Docusaurus whose equivalent here has another name. */
const FOREIGN_NAMES: Readonly<Record<string, string>> = { danger: 'caution', details: 'collapsible' };

/** `::: name title`: a space after the colons (VitePress), a title optional. */
const SPACED_FENCE = /^([\s>]*)(:{3,})[ \t]+([A-Za-z][\w-]*)(?:[ \t]+(.*?))?[ \t]*$/;
/** `:::name title` (Docusaurus), or a bare `:::danger`: a title not starting MDC's `[label]` or `{props}`. */
const GLUED_FENCE = /^([\s>]*)(:{3,})([A-Za-z][\w-]*)(?:[ \t]+([^\s[{].*?))?[ \t]*$/;
/** The first line of an MDX import or export (a declaration, a default, or a list), at the start of a line. */
const ESM_START =
  /^(?:import\s*(?:[\w$]|\{|\*|['"])|export\s+(?:(?:const|let|var|function|class|async\s+function)\s+[\w$]|default\b)|export\s*[{*])/;
/** What an import needs: a module to import from. */
const IMPORT_FROM = /(?:\bfrom\s*|^import\s*)['"][^'"\n]+['"]/;
const TOC_LINE = /^[ \t]*\[\[toc\]\][ \t]*$/i;

export interface ForeignLines {
  source: string;
  /** 1-based lines of the fences given a title, which foreignTitles moves into the component. */
  titled: Set<number>;
}

export function rewriteForeignLines(source: string, warnings: WarningList): ForeignLines {
  const lines = source.split(/\r?\n/);
  const titled = new Set<number>();
  let codeFence: string | null = null;
  let changed = false;
  const esm: number[] = [];
  for (let i = frontMatterEnd(lines); i < lines.length; i++) {
    const line = lines[i]!;
    const code = CODE_FENCE.exec(line);
    if (codeFence !== null) {
      if (code && code[1]![0] === codeFence[0] && code[1]!.length >= codeFence.length && line.trim() === code[1]) codeFence = null;
      continue;
    }
    if (code) {
      codeFence = code[1]!;
      continue;
    }
    const esmEnd = esmBlockEnd(lines, i);
    if (esmEnd > i) {
      esm.push(i + 1);
      lines.fill('', i, esmEnd);
      i = esmEnd - 1;
      changed = true;
      continue;
    }
    if (TOC_LINE.test(line)) {
      warnings.add(
        i + 1,
        '"[[toc]]" is not needed here: the page shows its table of contents already, so the line was left out.',
        'Remove the line.',
      );
      lines[i] = '';
      changed = true;
      continue;
    }
    const fence = foreignFence(line);
    if (fence === null) continue;
    lines[i] = fence.line;
    if (fence.titled) titled.add(i + 1);
    changed = true;
  }
  warnEsm(esm, warnings);
  if (!changed) return { source, titled };
  return { source: lines.join(source.includes('\r\n') ? '\r\n' : '\n'), titled };
}

/** The end (exclusive) of an MDX import/export block starting at `start` (its lines up to a blank one), or `start` for any other line. */
function esmBlockEnd(lines: string[], start: number): number {
  if (!ESM_START.test(lines[start]!)) return start;
  let end = start + 1;
  while (end < lines.length && lines[end]!.trim() !== '') end++;
  const block = lines.slice(start, end).join('\n');
  return block.startsWith('import') && !IMPORT_FROM.test(block) ? start : end;
}

/** One warning per file for the MDX import/export blocks left out, at the first one's line. */
function warnEsm(starts: number[], warnings: WarningList): void {
  const [first, ...others] = starts;
  if (first === undefined) return;
  const also = others.length > 0 ? `, as were those on line${others.length > 1 ? 's' : ''} ${others.join(', ')}` : '';
  warnings.add(
    first,
    `an MDX import/export line is not content here; it was left out${also}.`,
    'Components need no import: write them as "::name" blocks or ":name" inline (README.md, "Components and content shapes").',
  );
}

/** The MDC form of a VitePress or Docusaurus container fence, or null for any other line. */
function foreignFence(line: string): { line: string; titled: boolean } | null {
  const match = SPACED_FENCE.exec(line) ?? GLUED_FENCE.exec(line);
  if (!match) return null;
  const [, prefix, colons, written, title] = match as unknown as [string, string, string, string, string | undefined];
  const name = FOREIGN_NAMES[written.toLowerCase()] ?? written;
  if (name === written && title === undefined && line.startsWith(`${prefix}${colons}${written}`)) return null;
  const label = title ? `[${title.replace(/[[\]]/g, '\\$&')}]` : '';
  return { line: `${prefix}${colons}${name}${label}`, titled: Boolean(title) };
}

/**
 * The title of a container rewritten by rewriteForeignLines (remark-mdc reads a `[label]` as
 * inline content at the top of the component) becomes what the component shows as its title:
 * a collapsible's `name`, any other component's `#title` slot (as `#title` written in MDC).
 */
export function foreignTitles(tree: Root, titled: ReadonlySet<number>): void {
  if (titled.size === 0) return;
  const walk = (node: LooseMdastNode): void => {
    const line = node.position?.start.line;
    if (node.type === 'containerComponent' && line !== undefined && titled.has(line)) {
      const children = node.children ?? [];
      let count = 0;
      while (count < children.length && children[count]!.type !== 'paragraph' && children[count]!.position?.start.line === line) count++;
      const label = children.splice(0, count);
      if (node.name === 'collapsible') node.attributes = { ...node.attributes, name: textOf(label).trim() };
      else if (label.length > 0)
        children.unshift({ type: 'componentContainerSection', name: 'title', children: [{ type: 'paragraph', children: label }] });
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as LooseMdastNode);
}

function textOf(nodes: LooseMdastNode[]): string {
  return nodes.map((node) => (typeof node.value === 'string' ? node.value : textOf(node.children ?? []))).join('');
}
