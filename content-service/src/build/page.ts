/**
 * Turns one source file into a row of its collection's table plus what the rest of the
 * build needs from it (search sections, links and images to check, warnings). This is the
 * unit of work of both the full build and the incremental rebuild.
 */
import type { SearchSection } from '@site/contracts';
import { parseMarkdown, ContentSyntaxError } from '../markdown/index.ts';
import { ContentBuildError, type Diagnostic } from '../errors.ts';
import { parseDataFile, DataSyntaxError } from './data-files.ts';
import { validateFrontMatter } from './front-matter.ts';
import { foldPageHead } from './page-head.ts';
import { readForeignFrontMatter } from './foreign-front-matter.ts';
import { isDocsCollection } from '../shared/outputs.ts';
import { humanize, pathSegment } from '../shared/natural-order.ts';
import { iconExists, parseInstalledIconName } from '../icons/icon-sets.ts';
import type { PageSource } from '../shared/sources.ts';
import { frontMatterBlock, yamlLocator } from './yaml-lines.ts';
import { collectFrontMatterReferences, forEachString, resolveFrontMatterReferences } from './front-matter-references.ts';
import { imageResolver, linkResolver } from '../shared/link-resolution.ts';
import type { SiteConfig } from '@site/contracts';

export interface Reference {
  url: string;
  /** What the author wrote, when the build rewrote the link (link-resolution.ts). */
  written?: string;
  line: number;
  /** Alt text, for images. */
  alt?: string;
}

export interface ParsedPage {
  source: PageSource;
  /**
   * The file's text after the beforeParse hook: what the raw markdown endpoint serves. Null
   * once written into a database (build-database.ts, write-database.ts), which then holds it:
   * a big build does not keep the corpus's text in memory.
   */
  raw: string | null;
  /** A template's line of `slug:` (1 when not written), for the duplicate slug warning. */
  slugLine?: number;
  row: Record<string, unknown>;
  sections: SearchSection[];
  /** Heading ids of the page (without `#`), for anchor checks. */
  anchors: Set<string>;
  links: Reference[];
  images: Reference[];
  warnings: Diagnostic[];
}

export interface BuildHooks {
  /** May return replacement source for the file before it is parsed. */
  beforeParse?(ctx: { file: string; collection: string; source: string }): string | undefined;
  /** May mutate the row before it is stored (e.g. add `meta.readingTime`). */
  afterParse?(ctx: { file: string; collection: string; row: Record<string, unknown> }): void;
}

export interface ParseContext {
  /** Display prefix for diagnostics: the content folder's name. */
  displayRoot: string;
  hooks?: BuildHooks;
  tocDepth?: number;
  /** Longest one file's markdown may take to parse (default parser.ts's PARSE_TIME_LIMIT_MS). */
  parseTimeLimitMs?: number;
}

const EMPTY_BODY = { type: 'minimark', value: [], toc: { title: '', searchDepth: 2, depth: 2, links: [] } };

export function displayPath(ctx: ParseContext, rel: string): string {
  return `${ctx.displayRoot}/${rel}`;
}

/**
 * Parses one page; throws ContentBuildError with every problem found in it. With `site`,
 * links in the body are rewritten to the pages their authors meant (link-resolution.ts).
 */
export async function parsePage(source: PageSource, text: string, ctx: ParseContext, site?: SiteConfig): Promise<ParsedPage> {
  const file = displayPath(ctx, source.rel);
  const replaced = ctx.hooks?.beforeParse?.({ file: source.rel, collection: source.collection, source: text });
  const raw = typeof replaced === 'string' ? replaced : text;
  const fileName = source.stem.slice(source.stem.lastIndexOf('/') + 1);

  let data: Record<string, unknown>;
  let lineOf: (path: ReadonlyArray<PropertyKey>) => number;
  // The text a YAML scalar was written as, for a value the schema wants as text (`title: 2.0`).
  let sourceOf: (path: ReadonlyArray<PropertyKey>) => string | undefined = () => undefined;
  let body: unknown = EMPTY_BODY;
  let parsedTitle = '';
  let parsedDescription = '';
  let sections: SearchSection[] = [];
  const anchors = new Set<string>();
  const links: Reference[] = [];
  const images: Reference[] = [];
  const warnings: Diagnostic[] = [];

  // Where the body's and the front matter's links and pictures go: one pair for both.
  const resolvers = { image: imageResolver(source), ...(site ? { link: linkResolver(site, source) } : {}) };
  if (source.kind === 'markdown') {
    let parsed: Awaited<ReturnType<typeof parseMarkdown>>;
    try {
      parsed = await parseMarkdown(raw, {
        file,
        ...(ctx.tocDepth ? { tocDepth: ctx.tocDepth } : {}),
        ...(ctx.parseTimeLimitMs ? { parseTimeLimitMs: ctx.parseTimeLimitMs } : {}),
        ...(resolvers.link ? { resolveLink: resolvers.link } : {}),
        resolveImage: resolvers.image,
      });
    } catch (err) {
      if (err instanceof ContentSyntaxError) {
        const d = err.diagnostic;
        throw new ContentBuildError([{ file, line: d.line, message: d.message, ...(d.hint ? { hint: d.hint } : {}) }]);
      }
      throw err;
    }
    data = (parsed.frontmatter ?? {}) as Record<string, unknown>;
    const block = frontMatterBlock(raw);
    // Parsing the front matter again for its lines is needed only when something is reported.
    let locator: ReturnType<typeof yamlLocator> | null = null;
    lineOf = (path) => {
      if (!block) return 1;
      locator ??= yamlLocator(block.text);
      return locator.lineOf(path) + block.firstLine - 1;
    };
    sourceOf = (path) => {
      if (!block) return undefined;
      locator ??= yamlLocator(block.text);
      return locator.sourceOf(path);
    };
    body = parsed.body;
    parsedTitle = parsed.title ?? '';
    parsedDescription = parsed.description ?? '';
    for (const id of parsed.anchors) anchors.add(id);
    for (const s of parsed.sections) {
      if (s.id) anchors.add(s.id.replace(/^#/, ''));
      sections.push({ id: `${source.path}${s.id}`, title: s.title, titles: s.titles, content: s.content, level: s.level });
    }
    for (const link of parsed.links as unknown[]) links.push(toReference(link));
    for (const image of parsed.images as unknown[]) images.push(toReference(image));
    for (const w of parsed.warnings as unknown[]) warnings.push(toWarning(w, file));
    for (const icon of parsed.icons) checkIcon(icon.name, () => icon.line, file, warnings);
  } else {
    let value: unknown;
    try {
      value = parseDataFile(raw, source.extension);
    } catch (err) {
      if (err instanceof DataSyntaxError) throw new ContentBuildError([{ file, line: err.line, message: err.message, hint: err.hint }]);
      throw err;
    }
    if (Array.isArray(value)) {
      data = { rows: value };
    } else if (value && typeof value === 'object') {
      data = value as Record<string, unknown>;
    } else {
      throw new ContentBuildError([
        { file, line: 1, message: 'a page data file must hold an object of fields', hint: 'write `key: value` pairs at the top level' },
      ]);
    }
    if (source.extension === 'yml' || source.extension === 'yaml') {
      let locator: ReturnType<typeof yamlLocator> | null = null;
      lineOf = (path) => {
        locator ??= yamlLocator(raw);
        return locator.lineOf(path);
      };
      sourceOf = (path) => {
        locator ??= yamlLocator(raw);
        return locator.sourceOf(path);
      };
    } else {
      lineOf = () => 1;
    }
  }

  // A file named `*.draft.md` is a draft as `draft: true` makes one, unless its front matter sets `draft`.
  const drafted = source.draft && data.draft == null ? { ...data, draft: true } : data;
  const frontMatter = isDocsCollection(source.collection) ? readForeignFrontMatter(drafted, { file, lineOf, warnings }) : drafted;
  const validated = validateFrontMatter(source.collection, resolveFrontMatterReferences(frontMatter, resolvers), {
    file,
    lineOf,
    sourceOf,
  });
  if (!validated.ok) throw new ContentBuildError(validated.diagnostics);
  const { fields } = validated.value;
  const own = foldPageHead(validated.value.meta, fields.seo as Record<string, unknown> | undefined, { file, lineOf, warnings });
  const meta = own.meta;

  const title =
    (fields.title as string | undefined) ??
    // Humanised from the name as written (`Getting Started`), not from its slug; an index page from its folder's.
    (parsedTitle || humanize(pathSegment(fileName) === 'index' ? (source.stem.split('/').at(-2) ?? 'home') : fileName));
  const description = (fields.description as string | undefined) ?? parsedDescription;
  const seo = own.seo;
  seo.title ??= title;
  seo.description ??= description;

  const row: Record<string, unknown> = {
    ...fields,
    id: `${source.collection}/${source.rel}`,
    title,
    body,
    description,
    extension: source.extension,
    meta,
    navigation: fields.navigation ?? true,
    path: source.path,
    seo,
    stem: source.stem,
  };
  fillDefaults(source, row, lineOf, file, warnings);
  if (source.kind === 'markdown' && sections.length === 0) {
    sections = [{ id: source.path, title, titles: [], content: description, level: 1 }];
  }
  collectFrontMatterReferences(data, lineOf, resolvers, links, images);
  collectFrontMatterIcons(data, (name, path) => checkIcon(name, () => lineOf(path), file, warnings));
  ctx.hooks?.afterParse?.({ file: source.rel, collection: source.collection, row });
  const page: ParsedPage = { source, raw, row, sections, anchors, links, images, warnings };
  if (source.collection === 'templates') page.slugLine = lineOfKey(raw, 'slug');
  return page;
}

/** The line of a top-level `key:` in a file's front matter or yaml (1 when it is not written there). */
function lineOfKey(raw: string, key: string): number {
  const at = raw.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return at < 0 ? 1 : at + 1;
}

/**
 * Optional parts authors leave out: a template's slug comes from its file name; an image
 * without alt text is a warning (views fall back to a name).
 */
function fillDefaults(
  source: PageSource,
  row: Record<string, unknown>,
  lineOf: (path: ReadonlyArray<PropertyKey>) => number,
  file: string,
  warnings: Diagnostic[],
): void {
  if (source.collection === 'templates' && typeof row.slug !== 'string') row.slug = source.path.slice(source.path.lastIndexOf('/') + 1);
  const image = row.image as { src?: unknown; alt?: unknown } | undefined;
  if (source.collection === 'posts' && image && typeof image.alt !== 'string') {
    warnings.push({
      file,
      line: lineOf(['image']),
      message: 'the post image has no alt text',
      hint: 'add `alt:` under `image:` describing the picture',
    });
  }
}

/** An icon name no installed collection has is a warning: the page shows no icon there. */
function checkIcon(raw: string, lineOf: () => number, file: string, warnings: Diagnostic[]): void {
  const ref = parseInstalledIconName(raw);
  if (ref && iconExists(ref)) return;
  warnings.push({
    file,
    line: lineOf(),
    message: ref ? `icon "${raw}" is not in the installed "${ref.prefix}" collection` : `"${raw}" is not an icon name`,
    hint: 'use i-{collection}-{name} from an installed @iconify-json set (https://icones.js.org lists them)',
  });
}

/** Warnings for the icons a data file names (a folder's `.navigation.yml`), as for a page's front matter. */
export function dataFileIconWarnings(data: unknown, lineOf: (path: ReadonlyArray<PropertyKey>) => number, file: string): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  collectFrontMatterIcons(data, (name, path) => checkIcon(name, () => lineOf(path), file, warnings));
  return warnings;
}

/** Front matter values under keys named `icon`, `leadingIcon`, `trailing-icon`, … */
function collectFrontMatterIcons(data: unknown, found: (name: string, path: PropertyKey[]) => void): void {
  forEachString(data, (value, path) => {
    if (/icon$/i.test(String(path[path.length - 1] ?? ''))) found(value, path);
  });
}

function toReference(value: unknown): Reference {
  if (typeof value === 'string') return { url: value, line: 1 };
  const v = value as {
    url?: string;
    href?: string;
    src?: string;
    alt?: string;
    written?: string;
    line?: number;
    position?: { start?: { line?: number } };
  };
  return {
    url: v.url ?? v.href ?? v.src ?? '',
    ...(typeof v.written === 'string' ? { written: v.written } : {}),
    line: v.line ?? v.position?.start?.line ?? 1,
    ...(typeof v.alt === 'string' ? { alt: v.alt } : {}),
  };
}

function toWarning(value: unknown, file: string): Diagnostic {
  if (typeof value === 'string') return { file, line: 1, message: value };
  const v = value as Partial<Diagnostic>;
  return { file, line: v.line ?? 1, message: v.message ?? String(value), ...(v.hint ? { hint: v.hint } : {}) };
}
