/**
 * Highlights every fenced code block of a page, and every inline code given a language
 * (`` `const a = 1`{lang=ts} ``, remark-mdc's inline attributes), before the (synchronous)
 * hast conversion.
 */
import type { Code, InlineCode, Root } from 'mdast';
import type { MinimarkNode } from '@site/contracts';
import { parseCodeMeta } from './code-meta.ts';
import type { WarningList } from './errors.ts';
import { highlightCode } from './highlight.ts';
import { extractNotation } from './code-notation.ts';

type CodeNode = Code | InlineCode;

/** The language an inline code's attributes name (`{lang=ts}`, `{language="vue"}`), if any. */
function inlineLanguage(node: InlineCode): string | null {
  const attributes = (node as InlineCode & { attributes?: Record<string, unknown> }).attributes;
  const lang = attributes?.lang ?? attributes?.language;
  return typeof lang === 'string' && lang.trim() !== '' ? lang.trim().toLowerCase() : null;
}

function warnUnknown(warnings: WarningList, node: CodeNode, language: string, what: string): void {
  warnings.add(
    node.position?.start.line ?? 1,
    `code language "${language}" is not known to the highlighter, so the ${what} is shown as plain text.`,
    'Use a language name shiki knows (ts, js, vue, bash, json, yaml, ...) or "text".',
  );
}

/** The tokens of highlighted code as one run of text: inline code has no lines. */
function inlineTokens(lines: readonly MinimarkNode[]): MinimarkNode[] {
  return lines.flatMap((line) => (typeof line === 'string' ? [' '] : line.slice(2)) as MinimarkNode[]);
}

export async function highlightCodeBlocks(tree: Root, warnings: WarningList): Promise<Map<CodeNode, MinimarkNode>> {
  const blocks: CodeNode[] = [];
  const collect = (node: { type: string; children?: unknown[] }): void => {
    if (node.type === 'code' || (node.type === 'inlineCode' && inlineLanguage(node as InlineCode))) blocks.push(node as CodeNode);
    for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) collect(child);
  };
  collect(tree);

  const result = new Map<CodeNode, MinimarkNode>();
  await Promise.all(
    blocks.map(async (block) => {
      if (block.type === 'inlineCode') {
        const language = inlineLanguage(block)!;
        const highlighted = await highlightCode(block.value, language);
        if (!highlighted.known) warnUnknown(warnings, block, language, 'inline code');
        // Unknown: the plain code the reader would have got without the attribute.
        result.set(block, highlighted.known ? ['code', { language }, ...inlineTokens(highlighted.children)] : ['code', {}, block.value]);
        return;
      }
      const meta = parseCodeMeta(block.lang, block.meta);
      const { code, marks } = extractNotation(block.value);
      const highlighted = await highlightCode(code, meta.language);
      if (!highlighted.known) warnUnknown(warnings, block, meta.language, 'block');
      const props: Record<string, unknown> = { language: meta.language, code, style: highlighted.preStyle };
      if (meta.filename !== null) props.filename = meta.filename;
      const { highlight = [], ...lineMarks } = marks;
      const highlights = [...new Set([...meta.highlights, ...highlight])].sort((a, b) => a - b);
      if (highlights.length > 0) props.highlights = highlights;
      if (Object.keys(lineMarks).length > 0) props.marks = lineMarks;
      if (meta.meta !== '') props.meta = meta.meta;
      result.set(block, ['pre', props, ['code', {}, ...highlighted.children]]);
    }),
  );
  return result;
}
