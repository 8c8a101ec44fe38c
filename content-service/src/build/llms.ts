/**
 * llms.txt (title and description of every docs page, in navigation order, with its public
 * URL), for the default locale; llms-full.txt is in shared/llms.ts.
 */
import type { SiteConfig, Surround } from '@site/contracts';
import { publicUrl, withoutFrontMatter } from '../shared/llms.ts';
import type { ParsedPage } from './page.ts';

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
