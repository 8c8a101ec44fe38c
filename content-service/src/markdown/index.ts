/**
 * The markdown pipeline of content-service: one markdown file in, the stored page data out.
 *
 *   source ─ front matter (yaml) ─ other tools' lines read (foreign-lines.ts) ─ component fences repaired ─ remark (gfm, mdc) ─ `{#id}` off headings
 *          ─ slot and props warnings
 *          ─ shiki (cached) ─ hast ─ parse5 for raw HTML ─ sanitise + minimark
 *          ─ heading ids, toc, title, description, search sections
 *
 * Pure apart from the process-wide highlighter and its cache.
 */
import { opensWithTitle, type PageBody, shownTextOf } from '@site/contracts';
import { assignHeadingIds, buildToc, DEFAULT_TOC_DEPTH, linkContentAnchors } from './headings.ts';
import { highlightCodeBlocks } from './code-blocks.ts';
import { ContentSyntaxError, WarningList, type ContentDiagnostic } from './errors.ts';
import { bodyFirstLine, parseFrontmatter } from './frontmatter.ts';
import { ParseTimeLimitError, parseMdast } from './parser.ts';
import { buildSections, type SearchSectionDraft } from './sections.ts';
import { squash } from './text.ts';
import { mdastToHast } from './to-hast.ts';
import { hastToMinimark, type ImageRef, type LinkRef } from './to-minimark.ts';
import { warnDropped, warnUnsafeLinks, warnUnwrapped } from './dropped.ts';
import { takeExplicitHeadingIds } from './explicit-ids.ts';
import { repairComponentFences, restoreCodeColons } from './repair-fences.ts';
import { foreignTitles, rewriteForeignLines } from './foreign-lines.ts';
import { githubAlerts } from './github-alerts.ts';
import { vitepressBadges } from './vitepress-badges.ts';
import { warnMisplacedSlots, warnUnreadableProps } from './unclosed.ts';

export { ContentSyntaxError } from './errors.ts';
export { highlightCacheSize } from './highlight.ts';

export interface ParsedMarkdown {
  /** YAML front matter, parsed. */
  frontmatter: Record<string, unknown>;
  body: PageBody;
  /** Text of the first top-level h1, if any. */
  title: string | null;
  /** Text of the first top-level paragraph, if any. */
  description: string | null;
  /** Search sections (spec §3), ids without the page path: '' for the page, '#heading-id' for headings. */
  sections: SearchSectionDraft[];
  /** Every kept link (`a href`, component `to` / `href` props), for link checks. */
  links: LinkRef[];
  images: ImageRef[];
  /** Every id and anchor name of the body (headings, footnotes, the author's own): where a `#fragment` may land. */
  anchors: Set<string>;
  /** Icon names the body's components use, with their lines. */
  icons: Array<{ name: string; line: number }>;
  warnings: ContentDiagnostic[];
}

export interface ParseOptions {
  /** Path shown in diagnostics, e.g. content/docs/1.getting-started/2.installation.md */
  file: string;
  /** Deepest heading level in the toc (default 3: h2 and h3). */
  tocDepth?: number;
  /** Where each link of the body goes (rewritten in the body, and listed so for the link check). */
  resolveLink?: (href: string) => string;
  /** Where each picture of the body is (rewritten in the body, and listed so for the image check). */
  resolveImage?: (src: string) => string;
  /** Longest the markdown may take to parse (default PARSE_TIME_LIMIT_MS). */
  parseTimeLimitMs?: number;
}

/**
 * The page data of a markdown file. A file the parser cannot get through in bounded time or
 * stack (parser.ts's PARSE_TIME_LIMIT_MS; constructs nested hundreds of levels deep) is a
 * syntax error naming it, not a build that hangs or a bare "Maximum call stack size exceeded".
 */
export async function parseMarkdown(source: string, options: ParseOptions): Promise<ParsedMarkdown> {
  try {
    return await parseMarkdownFile(source, options);
  } catch (err) {
    if (err instanceof ParseTimeLimitError) throw tooSlowToParse(source, options.file, err.limitMs);
    if (!(err instanceof RangeError && /call stack/i.test(err.message))) throw err;
    throw new ContentSyntaxError({
      file: options.file,
      line: bodyFirstLine(source, options.file),
      message: 'the markdown below this line is nested too deeply to parse.',
      hint: 'Lists, quotes, components or HTML elements nested hundreds of levels inside each other: flatten them.',
    });
  }
}

/** The error of a file whose markdown took longer than `limitMs` to parse (here, or on a parse worker stopped for it). */
export function tooSlowToParse(source: string, file: string, limitMs: number): ContentSyntaxError {
  return new ContentSyntaxError({
    file,
    line: bodyFirstLine(source, file),
    message: `the markdown below this line is too slow to parse (${new ParseTimeLimitError(limitMs).message}).`,
    hint: 'The parser slows down sharply on long runs of unclosed *, _ or [, very wide tables, components with thousands of attributes and lists, quotes or components nested hundreds of levels: split the file or simplify that part.',
  });
}

async function parseMarkdownFile(source: string, options: ParseOptions): Promise<ParsedMarkdown> {
  const { file } = options;
  const tocDepth = Math.min(6, Math.max(2, options.tocDepth ?? DEFAULT_TOC_DEPTH));
  const warnings = new WarningList(file);

  const frontmatter = parseFrontmatter(source, file);
  const foreign = rewriteForeignLines(source, warnings);
  const repaired = repairComponentFences(foreign.source, warnings);
  const mdast = await parseMdast(repaired, undefined, options.parseTimeLimitMs);
  restoreCodeColons(mdast);
  foreignTitles(mdast, foreign.titled);
  githubAlerts(mdast);
  vitepressBadges(mdast);
  const explicitIds = takeExplicitHeadingIds(mdast, repaired);
  warnMisplacedSlots(mdast, warnings);
  warnUnreadableProps(mdast, repaired.split(/\r?\n|\r/), warnings);

  const code = await highlightCodeBlocks(mdast, warnings);
  const hast = mdastToHast(mdast, { source: repaired, warnings, code });
  const { value, links, images, unknownComponents, icons, dropped, unwrapped, unsafeLinks, headingLines } = hastToMinimark(hast, {
    ...(options.resolveLink ? { resolveLink: options.resolveLink } : {}),
    ...(options.resolveImage ? { resolveImage: options.resolveImage } : {}),
  });
  for (const { name, line } of unknownComponents) {
    warnings.add(
      line,
      `component "${name}" is not one the site draws, so only its content is shown.`,
      'See "Components and content shapes" in README.md for the supported names.',
    );
  }
  warnDropped(dropped, warnings);
  warnUnwrapped(unwrapped, warnings);
  warnUnsafeLinks(unsafeLinks, warnings);
  assignHeadingIds(value, { explicit: explicitIds, lines: headingLines, warnings });
  const anchors = linkContentAnchors(value);

  const firstOf = (tag: string): string | null => {
    const node = value.find((n) => typeof n !== 'string' && n[0] === tag);
    const text = node === undefined ? '' : squash(shownTextOf(node));
    return text === '' ? null : text;
  };
  const title = firstOf('h1');
  const description = firstOf('p');
  const pageTitle = typeof frontmatter.title === 'string' ? frontmatter.title : (title ?? '');
  const pageDescription = typeof frontmatter.description === 'string' ? frontmatter.description : description;
  // A leading `# Title` is shown as the page's title, not as a heading of the body: no anchor (title-heading.ts).
  const first = value[0];
  if (Array.isArray(first) && opensWithTitle(value, pageTitle) && typeof first[1].id === 'string') anchors.delete(first[1].id);

  return {
    frontmatter,
    body: { type: 'minimark', value, toc: buildToc(value, tocDepth) },
    title,
    description,
    sections: buildSections(value, pageTitle, pageDescription),
    links,
    images,
    icons,
    anchors,
    warnings: warnings.items,
  };
}

/** Front matter alone (no markdown parsing), for callers that need only the data. */
export function parseFrontmatterOnly(source: string, file: string): Record<string, unknown> {
  return parseFrontmatter(source, file);
}
