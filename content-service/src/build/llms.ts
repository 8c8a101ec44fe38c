/**
 * llms.txt (title and description of every docs page, in navigation order, with its public
 * URL) and llms-full.txt (their full markdown), for the default locale.
 */
import type { SiteConfig, Surround } from '@site/contracts';
import type { ParsedPage } from './page.ts';

function publicUrl(site: SiteConfig, pagePath: string): string {
  const prefix = site.i18n.enabled ? `/${site.i18n.defaultLocale}` : '';
  return `${site.origin}${prefix}${pagePath}`;
}

export function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '').trim();
}

const bodies = new WeakMap<ParsedPage, string>();

/** A page's markdown without its front matter, computed once per parse of the page. */
export function markdownBody(page: ParsedPage): string {
  let body = bodies.get(page);
  if (body === undefined) {
    body = withoutFrontMatter(page.raw);
    bodies.set(page, body);
  }
  return body;
}

export function llmsTxt(site: SiteConfig, order: Surround[]): string {
  const lines = [`# ${site.name}`, '', `> ${site.description}`, '', '## Docs', ''];
  for (const page of order) {
    lines.push(`- [${page.title}](${publicUrl(site, page.path)})${page.description ? `: ${page.description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
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
