/**
 * What language models read: llms.txt (title and description of every docs page, in
 * navigation order, with its public path, which the server makes a URL) and llms-full.txt (the full markdown of every docs
 * page). The default locale's llms.txt is built with the content and its llms-full.txt
 * derived by the server when an incremental build left it out; a translated locale's pair
 * (`/{locale}/llms.txt`, server/locale-llms.ts) lists the pages translated into it, under its
 * URLs, and sends a model to the default locale's files for the rest.
 */
import { isFileLink, localePath, localeTag, type SiteConfig, type Surround } from '@site/contracts';
import { linkResolver } from './link-resolution.ts';
import type { PageSource } from './sources.ts';

/**
 * A page's public path in the llms files. The build writes paths, not URLs: the database is
 * built once (in a container image, by CI) and served under whatever origin the server is
 * given, so the server adds its own origin when it sends them (`withOrigin`).
 */
function publicPath(site: SiteConfig, pagePath: string, locale = site.i18n.defaultLocale): string {
  return localePath(site, locale, pagePath);
}

/** Where a fenced code block left unclosed ends: the next page of llms-full.txt (each page is its own document), or the end. */
const UNCLOSED = String.raw`(?=\n---\n\n# [^\n]*\n\nSource: )|(?![\s\S])`;

/**
 * How far a code span is looked for. Unbounded, each backtick run without a partner scanned to
 * its paragraph's end: a page of runs of every length (` `` ``` …, 320 KB) took 1.1 s of the
 * server's thread, growing with the cube of its size. Bounded to a line and this many
 * characters, a hostile page costs a few dozen steps a character; a longer span is rare and
 * only gets its links made absolute.
 */
const CODE_SPAN_MAX = 1000;

/**
 * One pass over Markdown, left to right: code and escapes are matched whole (and kept as
 * they are), so a link is only ever found outside them. `lead` is a link destination's start,
 * before the `/` of a site path (not `//host`).
 *
 * - a fenced code block: from a line opening with ``` or ~~~ (at any indent, as in a list
 *   item or a component's slot) to the line closing it with at least as many of the same
 *   character (or UNCLOSED);
 * - a backslash escape (`\]` opens no link, `\`` no code span);
 * - a code span: a run of backticks to the next run of exactly as many on its line, within
 *   CODE_SPAN_MAX characters (an unmatched run is literal backticks);
 * - an inline link's or image's destination: `](/x)`, `](</x y>)`, `]( /x "title")`;
 * - a link reference definition's (not a footnote's): `[id]: /x`, `[id]: </x>`.
 */
const CODE_AND_ESCAPES = [
  String.raw`^[ \t]*(?<backticks>\`{3,})(?!\`)[^\`\n]*\n?[\s\S]*?(?:^[ \t]*\k<backticks>\`*[ \t]*$|${UNCLOSED})`,
  String.raw`^[ \t]*(?<tildes>~{3,})(?!~)[^\n]*\n?[\s\S]*?(?:^[ \t]*\k<tildes>~*[ \t]*$|${UNCLOSED})`,
  String.raw`\\[\s\S]`,
  String.raw`(?<!\`)(?<code>\`+)(?!\`)[^\n]{0,${CODE_SPAN_MAX}}?(?<!\`)\k<code>(?!\`)`,
];
/** An inline link's or image's destination start, or a link reference definition's (not a footnote's). */
const DESTINATION_LEAD = String.raw`(?<lead>\]\([ \t]*<?|^ {0,3}\[(?!\^)[^\]\n]+\]:[ \t]*<?)`;
const MARKDOWN_TARGETS = new RegExp([...CODE_AND_ESCAPES, String.raw`${DESTINATION_LEAD}\/(?!\/)`].join('|'), 'gm');

/** MARKDOWN_TARGETS' code and escapes, and any destination (not only a site path) as `target`. */
const MARKDOWN_DESTINATIONS = new RegExp([...CODE_AND_ESCAPES, String.raw`${DESTINATION_LEAD}(?<target>[^\s<>()]+)`].join('|'), 'gm');

/**
 * The llms files with every root-relative URL absolute under `origin`: the page links
 * (`- [Title](/en/docs/x)`, `Source: /en/docs/x`) and, in the pages' Markdown, every link,
 * image and link reference definition whose target is a site path (`](/docs/x)`,
 * `![…](/_content/_images/x.svg)`, `[id]: /docs/x`; not `//host/…`), as a reader of the file
 * on its own can follow them. Code is text, not links: fenced code blocks and code spans are
 * left as written.
 */
export function withOrigin(text: string, origin: string): string {
  // The lines the build writes first: never inside a page's code, whatever a page left unclosed.
  const listed = text.replace(/^(- \[.*\]\(|Source: )\//gm, (_match, lead: string) => `${lead}${origin}/`);
  return listed.replace(MARKDOWN_TARGETS, (...args: unknown[]) => {
    const { lead } = args.at(-1) as { lead?: string };
    return lead === undefined ? (args[0] as string) : `${lead}${origin}/`;
  });
}

/**
 * Every link, image and link reference definition of a page's Markdown (outside code) taken
 * where the page's own links go: the build's resolver (link-resolution.ts: relative to the
 * file, to files, docs-relative) and the page's locale prefix, as the page renders them. As
 * written, `](/getting-started/configuration)` or `](./2.installation.md)` was a 404 or no
 * address at all for a reader of the file.
 */
function withPageLinks(site: SiteConfig, entry: Surround, locale: string, markdown: string): string {
  const source: PageSource = {
    type: 'page',
    rel: `${entry.stem}.md`,
    collection: 'docs',
    kind: 'markdown',
    extension: 'md',
    stem: entry.stem,
    path: entry.path,
    locale,
  };
  const resolve = linkResolver(site, source);
  return markdown.replace(MARKDOWN_DESTINATIONS, (...args: unknown[]) => {
    const { lead, target } = args.at(-1) as { lead?: string; target?: string };
    if (lead === undefined || target === undefined) return args[0] as string;
    const resolved = resolve(target);
    const pathname = resolved.split(/[?#]/)[0] ?? resolved;
    const page = resolved.startsWith('/') && !resolved.startsWith('//') && !isFileLink(pathname);
    return `${lead}${page ? localePath(site, locale, resolved) : resolved}`;
  });
}

export function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '').trim();
}

/** `markdownOf(path)`: the page's markdown without front matter (undefined skips the page). */
export function llmsFullTxt(
  site: SiteConfig,
  order: Surround[],
  markdownOf: (pagePath: string) => string | undefined,
  locale = site.i18n.defaultLocale,
): string {
  return [...llmsFullPieces(site, order, markdownOf, locale)].join('');
}

/** llms-full.txt a page at a time (a 100,000-page site's is 150 MB: written in pieces, never joined). */
export function* llmsFullPieces(
  site: SiteConfig,
  order: Surround[],
  markdownOf: (pagePath: string) => string | undefined,
  locale = site.i18n.defaultLocale,
): Generator<string> {
  let first = true;
  for (const entry of order) {
    const markdown = markdownOf(entry.path);
    if (markdown === undefined) continue;
    const body = withPageLinks(site, entry, locale, markdown);
    yield `${first ? '' : '\n---\n\n'}# ${entry.title}\n\nSource: ${publicPath(site, entry.path, locale)}\n\n${body}\n`;
    first = false;
  }
}

export function llmsTxt(site: SiteConfig, order: Surround[], locale = site.i18n.defaultLocale): string {
  const lines = [`# ${site.name}`, '', `> ${site.description}`, ''];
  if (locale !== site.i18n.defaultLocale) {
    const name = site.i18n.locales.find((l) => l.code === locale)?.name ?? locale;
    // Derived by the server (locale-llms.ts), whose origin is the one it serves under.
    const original = `${site.origin}/llms.txt`;
    lines.push(
      `The documentation pages translated into ${name} (language tag ${localeTag(locale)}). Every other page exists in the original language only: see ${original}.`,
      '',
    );
  }
  lines.push('## Docs', '');
  for (const page of order) {
    // One line an entry: front matter writes long descriptions as folded or literal blocks.
    const title = oneLine(page.title);
    const description = page.description ? oneLine(page.description) : '';
    lines.push(`- [${title}](${publicPath(site, page.path, locale)})${description ? `: ${description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The section of the site's llms.txt linking each translated locale's own file
 * (`/{locale}/llms.txt`): llmstxt.org files are sections of links, and a model reading the
 * default locale's would otherwise never learn that translations exist.
 */
export function translationsSection(site: SiteConfig, locales: string[]): string {
  const lines = ['## Translations', ''];
  for (const code of locales) {
    const name = site.i18n.locales.find((l) => l.code === code)?.name ?? code;
    lines.push(`- [${name}](${publicPath(site, '/llms.txt', code)}): the documentation pages translated into ${name} (${localeTag(code)})`);
  }
  return `${lines.join('\n')}\n`;
}
