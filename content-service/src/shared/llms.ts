/**
 * llms-full.txt (the full markdown of every docs page, in navigation order, with its public
 * URL), which the server derives, and the helpers the build's llms.txt shares.
 */
import type { SiteConfig, Surround } from '@site/contracts';

export function publicUrl(site: SiteConfig, pagePath: string): string {
  const prefix = site.i18n.enabled ? `/${site.i18n.defaultLocale}` : '';
  return `${site.origin}${prefix}${pagePath}`;
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
    parts.push(`# ${entry.title}\n\nSource: ${publicUrl(site, entry.path)}\n\n${markdown}\n`);
  }
  return parts.join('\n---\n\n');
}
