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
 * pass over every text node of the tree (every regex on every text), a few percent of a big
 * build. That pass is taken out of the parser and run only on trees where some text node
 * holds `www.`, `://` or `@`, which every literal autolink needs: a file whose only URLs
 * are link targets or code (most docs pages) gets the same tree without it.
 */
const MAY_HAVE_AUTOLINKS = /www\.|:\/\/|@/i;

type Transform = (tree: Root) => Root | undefined;

/** The literal-autolink extension of remark-gfm's, found by the construct it handles. */
function isLiteralAutolinkExtension(extension: unknown): extension is { enter: Record<string, unknown>; transforms: Transform[] } {
  const e = extension as { enter?: Record<string, unknown> } | null;
  return Boolean(e?.enter && 'literalAutolink' in e.enter);
}

let processor: MdastProcessor | undefined;
/** remark-gfm's literal-autolink transforms, taken out of the processor's parse. */
const autolinkTransforms: Transform[] = [];

/** A remark plugin (after remark-gfm) that moves the literal-autolink pass out of parsing, into `autolinkTransforms`. */
function withoutLiteralAutolinkPass(this: Processor): void {
  const data = this.data() as { fromMarkdownExtensions?: unknown[] };
  const strip = (extension: unknown): unknown => {
    if (Array.isArray(extension)) return extension.map(strip);
    if (!isLiteralAutolinkExtension(extension)) return extension;
    autolinkTransforms.push(...extension.transforms);
    return { ...extension, transforms: [] };
  };
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(strip);
}

/**
 * remark-mdc before remark-gfm: micromark tries the constructs of the extension added last
 * first, and MDC's span (`[text]`) would otherwise take GFM's footnote calls (`[^1]`),
 * leaving a `^1` span and the note unshown.
 */
function getProcessor(): MdastProcessor {
  processor ??= unified()
    .use(remarkParse)
    .use(remarkMdc)
    .use(remarkGfm)
    .use(withoutLiteralAutolinkPass)
    .use(remarkFrontmatter, ['yaml'])
    .freeze() as unknown as MdastProcessor;
  return processor;
}

/** Whether a text node of the tree may hold a literal autolink. */
function hasAutolinkCandidate(node: { type: string; value?: unknown; children?: unknown[] }): boolean {
  if (node.type === 'text') return typeof node.value === 'string' && MAY_HAVE_AUTOLINKS.test(node.value);
  const children = node.children as Array<{ type: string; value?: unknown; children?: unknown[] }> | undefined;
  return children ? children.some(hasAutolinkCandidate) : false;
}

/**
 * The mdast of a markdown file: parsed, with remark-gfm's literal-autolink pass run where it
 * runs in remark (after parsing, before remark-mdc's transforms). `autolinks`: run that pass
 * always or never (by default, when a text node may hold a literal autolink).
 */
export async function parseMdast(source: string, autolinks?: boolean): Promise<Root> {
  const p = getProcessor();
  let tree = p.parse(source);
  if (autolinks ?? hasAutolinkCandidate(tree)) for (const transform of autolinkTransforms) tree = transform(tree) || tree;
  return p.run(tree);
}
