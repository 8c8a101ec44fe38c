/**
 * A body that opens with its page's title as a `# heading` (a page whose title was taken
 * from that heading, or written twice): the docs page shows the title above the body and
 * leaves this heading out, so the heading and its id are not on the page. The content
 * build reads the same rule, so search never sends a reader to that missing anchor.
 */
import type { MinimarkNode } from './collections.ts';
import { shownTextOf } from './component-text.ts';
import { canonicalComponentName } from './mdc-components.ts';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether `nodes` (a body's top level) opens with an h1 whose text is `title`. */
export function opensWithTitle(nodes: readonly MinimarkNode[], title: string): boolean {
  const first = nodes[0];
  return Array.isArray(first) && first[0] === 'h1' && squash(shownTextOf(first)) === squash(title);
}

/** Components that give a page its own h1 (and its lead): `::u-page-hero`, `::page-header`. */
const TITLE_COMPONENTS = new Set(['page-hero', 'page-header']);

/**
 * Whether `nodes` (a body's top level) opens with a hero or page header: it shows the page's
 * title as its own h1, so a docs page showing the title above the body would have two (a docs
 * root `index.md` written as a landing page, as Docus corpora write it).
 */
export function opensWithHero(nodes: readonly MinimarkNode[]): boolean {
  const first = nodes.find((node) => typeof node !== 'string' || node.trim() !== '');
  return Array.isArray(first) && TITLE_COMPONENTS.has(canonicalComponentName(first[0]));
}

/**
 * Whether `description` is the text of the body's first top-level paragraph: a page without a
 * description of its own gets that text as one (the build, as the reference module makes it),
 * and a page showing its description above the body would show that paragraph twice.
 */
export function isFirstParagraph(nodes: readonly MinimarkNode[], description: string): boolean {
  const first = nodes.find((node) => Array.isArray(node) && node[0] === 'p');
  return first !== undefined && squash(shownTextOf(first)) === squash(description);
}
