/**
 * What language models read: llms.txt (title and description of every docs page, in
 * navigation order, with its public path, which the server makes a URL) and llms-full.txt (the full markdown of every docs
 * page). The default locale's llms.txt is built with the content and its llms-full.txt
 * derived by the server when an incremental build left it out; a translated locale's pair
 * (`/{locale}/llms.txt`, server/locale-llms.ts) lists the pages translated into it, under its
 * URLs, and sends a model to the default locale's files for the rest.
 */
import { localePath, localeTag, type SiteConfig, type Surround } from '@site/contracts';

/**
 * A page's public path in the llms files. The build writes paths, not URLs: the database is
 * built once (in a container image, by CI) and served under whatever origin the server is
 * given, so the server adds its own origin when it sends them (`withOrigin`).
 */
function publicPath(site: SiteConfig, pagePath: string, locale = site.i18n.defaultLocale): string {
  return localePath(site, locale, pagePath);
}

/** The llms files' page links (`- [Title](/en/docs/x)`, `Source: /en/docs/x`) as absolute URLs under `origin`. */
export function withOrigin(text: string, origin: string): string {
  return text.replace(/^(- \[.*\]\(|Source: )\//gm, (_match, lead: string) => `${lead}${origin}/`);
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
    yield `${first ? '' : '\n---\n\n'}# ${entry.title}\n\nSource: ${publicPath(site, entry.path, locale)}\n\n${markdown}\n`;
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
