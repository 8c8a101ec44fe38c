/** The remark processor, built once per process: GFM, YAML front matter and MDC components. */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdc from 'remark-mdc';
import type { Root } from 'mdast';

type MdastProcessor = Processor<Root, Root, Root, undefined, undefined>;

/**
 * GFM's literal autolinks (`www.x.com`, `https://…`, `a@b.co` in plain text) are found by a
 * pass over every text node of the tree, a few percent of a big build. A file with no
 * `www.`, `://` or `@` has none, so it is parsed without that pass: same tree, less work.
 */
const MAY_HAVE_AUTOLINKS = /www\.|:\/\/|@/i;

/** A remark plugin (after remark-gfm) that leaves out the literal-autolink pass over the tree. */
function withoutLiteralAutolinkPass(this: Processor): void {
  const data = this.data() as { fromMarkdownExtensions?: unknown[] };
  const strip = (extension: unknown): unknown => {
    if (Array.isArray(extension)) return extension.map(strip);
    const e = extension as { enter?: Record<string, unknown>; transforms?: unknown[] } | null;
    return e?.enter && 'literalAutolink' in e.enter ? { ...e, transforms: [] } : extension;
  };
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(strip);
}

const processors: { full?: MdastProcessor; plain?: MdastProcessor } = {};

function getProcessor(autolinks: boolean): MdastProcessor {
  const key = autolinks ? 'full' : 'plain';
  let processor = processors[key];
  if (!processor) {
    const gfm = unified().use(remarkParse).use(remarkGfm);
    const p = autolinks ? gfm : gfm.use(withoutLiteralAutolinkPass);
    processor = p.use(remarkFrontmatter, ['yaml']).use(remarkMdc).freeze() as unknown as MdastProcessor;
    processors[key] = processor;
  }
  return processor;
}

/** `autolinks`: whether to look for literal autolinks (by default, when the source may hold one). */
export async function parseMdast(source: string, autolinks = MAY_HAVE_AUTOLINKS.test(source)): Promise<Root> {
  const p = getProcessor(autolinks);
  return p.run(p.parse(source));
}
