/**
 * llms-full.txt (the full markdown of every docs page, in navigation order, with its public
 * URL), which the server derives, and the helpers the build's llms.txt shares.
 */
import type { SiteConfig, Surround } from '@site/contracts';

/**
 * A page's public path in the llms files. The build writes paths, not URLs: the database is
 * built once (in a container image, by CI) and served under whatever origin the server is
 * given, so the server adds its own origin when it sends them (`withOrigin`).
 */
export function publicPath(site: SiteConfig, pagePath: string): string {
  const prefix = site.i18n.enabled ? `/${site.i18n.defaultLocale}` : '';
  return `${prefix}${pagePath}`;
}

/** The llms files' page links (`- [Title](/en/docs/x)`, `Source: /en/docs/x`) as absolute URLs under `origin`. */
export function withOrigin(text: string, origin: string): string {
  return text.replace(/^(- \[.*\]\(|Source: )\//gm, (_match, lead: string) => `${lead}${origin}/`);
}

export function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '').trim();
}

/** `markdownOf(path)`: the page's markdown without front matter (undefined skips the page). */
export function llmsFullTxt(site: SiteConfig, order: Surround[], markdownOf: (pagePath: string) => string | undefined): string {
  const parts: string[] = [];
  for (const entry of order) {
    const markdown = markdownOf(entry.path);
    if (markdown === undefined) continue;
    parts.push(`# ${entry.title}\n\nSource: ${publicPath(site, entry.path)}\n\n${markdown}\n`);
  }
  return parts.join('\n---\n\n');
}
