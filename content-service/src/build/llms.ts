/**
 * llms.txt (title and description of every docs page, in navigation order, with its public
 * path, which the server makes a URL), for the default locale; llms-full.txt is in shared/llms.ts.
 */
import type { SiteConfig, Surround } from '@site/contracts';
import { publicPath } from '../shared/llms.ts';

export function llmsTxt(site: SiteConfig, order: Surround[]): string {
  const lines = [`# ${site.name}`, '', `> ${site.description}`, '', '## Docs', ''];
  for (const page of order) {
    // One line an entry: front matter writes long descriptions as folded or literal blocks.
    const title = oneLine(page.title);
    const description = page.description ? oneLine(page.description) : '';
    lines.push(`- [${title}](${publicPath(site, page.path)})${description ? `: ${description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
