/** The remark processor, built once per process: GFM, YAML front matter and MDC components. */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdc from 'remark-mdc';
import type { Root } from 'mdast';

let processor: Processor<Root, Root, Root, undefined, undefined> | null = null;

function getProcessor(): Processor<Root, Root, Root, undefined, undefined> {
  processor ??= unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']).use(remarkMdc).freeze() as unknown as Processor<
    Root,
    Root,
    Root,
    undefined,
    undefined
  >;
  return processor;
}

export async function parseMdast(source: string): Promise<Root> {
  const p = getProcessor();
  return p.run(p.parse(source));
}
