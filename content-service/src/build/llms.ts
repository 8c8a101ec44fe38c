/**
 * llms.txt (title and description of every docs page, in navigation order, with its public
 * URL) and llms-full.txt (their full markdown), for the default locale.
 */
import type { SiteConfig, Surround } from '@site/kit';
import type { ParsedPage } from './page.ts';

function publicUrl(site: SiteConfig, pagePath: string): string {
  const prefix = site.i18n.enabled ? `/${site.i18n.defaultLocale}` : '';
  return `${site.origin}${prefix}${pagePath}`;
}

const bodies = new WeakMap<ParsedPage, string>();

/** A page's markdown without its front matter, computed once per parse of the page. */
function markdownBody(page: ParsedPage): string {
  let body = bodies.get(page);
  if (body === undefined) {
    body = page.raw.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '').trim();
    bodies.set(page, body);
  }
  return body;
}

export function llmsTxt(site: SiteConfig, order: Surround[]): string {
  const lines = [`# ${site.name}`, '', `> ${site.description}`, '', '## Docs', ''];
  for (const page of order) {
    lines.push(`- [${page.title}](${publicUrl(site, page.path)})${page.description ? `: ${page.description}` : ''}`);
  }
  return lines.join('\n') + '\n';
}

export function llmsFullTxt(site: SiteConfig, order: Surround[], pages: ParsedPage[]): string {
  const byPath = new Map(pages.map((p) => [p.source.path, p]));
  const parts: string[] = [];
  for (const entry of order) {
    const page = byPath.get(entry.path);
    if (!page) continue;
    parts.push(`# ${entry.title}\n\nSource: ${publicUrl(site, entry.path)}\n\n${markdownBody(page)}\n`);
  }
  return parts.join('\n---\n\n');
}
