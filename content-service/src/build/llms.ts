/**
 * llms.txt (title and description of every docs page, in navigation order, with its public
 * URL), for the default locale; llms-full.txt is in shared/llms.ts.
 */
import type { SiteConfig, Surround } from '@site/contracts';
import { publicUrl } from '../shared/llms.ts';

export function llmsTxt(site: SiteConfig, order: Surround[]): string {
  const lines = [`# ${site.name}`, '', `> ${site.description}`, '', '## Docs', ''];
  for (const page of order) {
    lines.push(`- [${page.title}](${publicUrl(site, page.path)})${page.description ? `: ${page.description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
