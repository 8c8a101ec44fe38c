/** A head tag (app/head-tags.ts) as HTML: attributes escaped, JSON-LD safe inside its script. */
import { escapeHtml } from '@site/contracts';
import type { HeadTag } from '../app/head-tags.ts';
import { jsonForScript } from './script-json.ts';

export function headTagHtml(tag: HeadTag): string {
  const attrs = tag.attrs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return tag.name === 'script' ? `<script${attrs}>${jsonForScript(tag.json)}</script>` : `<${tag.name}${attrs}>`;
}
