/** Highlights every fenced code block of a page before the (synchronous) hast conversion. */
import type { Code, Root } from 'mdast';
import type { MinimarkNode } from '@site/contracts';
import { parseCodeMeta } from './code-meta.ts';
import type { WarningList } from './errors.ts';
import { highlightCode } from './highlight.ts';

export async function highlightCodeBlocks(tree: Root, warnings: WarningList): Promise<Map<Code, MinimarkNode>> {
  const blocks: Code[] = [];
  const collect = (node: { type: string; children?: unknown[] }): void => {
    if (node.type === 'code') blocks.push(node as Code);
    for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) collect(child);
  };
  collect(tree);

  const result = new Map<Code, MinimarkNode>();
  await Promise.all(
    blocks.map(async (block) => {
      const meta = parseCodeMeta(block.lang, block.meta);
      const highlighted = await highlightCode(block.value, meta.language);
      if (!highlighted.known) {
        warnings.add(
          block.position?.start.line ?? 1,
          `code language "${meta.language}" is not known to the highlighter, so the block is shown as plain text.`,
          'Use a language name shiki knows (ts, js, vue, bash, json, yaml, ...) or "text".',
        );
      }
      const props: Record<string, unknown> = { language: meta.language, code: block.value, style: highlighted.preStyle };
      if (meta.filename !== null) props.filename = meta.filename;
      if (meta.highlights.length > 0) props.highlights = meta.highlights;
      if (meta.meta !== '') props.meta = meta.meta;
      result.set(block, ['pre', props, ['code', {}, ...highlighted.children]]);
    }),
  );
  return result;
}
