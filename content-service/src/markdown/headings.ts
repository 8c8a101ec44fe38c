/**
 * Heading ids (github-slugger: the ids GitHub would give, unique per page) and the table of
 * contents. Runs on the sanitised tree so raw HTML headings get ids too and an author's
 * explicit id is kept (made unique).
 */
import GithubSlugger from 'github-slugger';
import {
  CLOBBER_PREFIX,
  reservedHeadingIds,
  shownTextOf,
  unprefixed,
  type MinimarkNode,
  type PageBody,
  type TocLink,
} from '@site/contracts';
import { headingLevel, squash, textOf } from './text.ts';

export const DEFAULT_TOC_DEPTH = 3;
/** Headings are looked for at the top level and one component level down (steps, tabs...). */
const TOC_SEARCH_DEPTH = 2;

/**
 * Gives every heading outside code blocks an id, in document order. Heading ids are the
 * build's (generated slugs, unique, never one of the app's own ids), so they carry no
 * clobber prefix: an author's own heading id (prefixed by the sanitizer) is slugged like
 * the heading text would be, and `#that-id` links keep landing.
 */
export function assignHeadingIds(nodes: MinimarkNode[]): void {
  const slugger = new GithubSlugger();
  for (const id of reservedHeadingIds()) slugger.slug(id);
  const walk = (list: MinimarkNode[]): void => {
    for (const node of list) {
      if (typeof node === 'string' || node[0] === 'pre' || node[0] === 'code') continue;
      if (headingLevel(node) > 0) {
        const props = node[1];
        const own = typeof props.id === 'string' && unprefixed(props.id).trim() !== '' ? unprefixed(props.id) : null;
        const id = slugger.slug(own ?? squash(textOf(node)));
        props.id = id || slugger.slug('section');
      }
      walk(node.slice(2) as MinimarkNode[]);
    }
  };
  walk(nodes);
}

/** Builds the toc: h2 links with their h3 (up to `depth`) children. */
export function buildToc(nodes: MinimarkNode[], depth: number = DEFAULT_TOC_DEPTH): NonNullable<PageBody['toc']> {
  const flat: TocLink[] = [];
  const walk = (list: MinimarkNode[], nesting: number): void => {
    for (const node of list) {
      if (typeof node === 'string' || node[0] === 'pre') continue;
      const level = headingLevel(node);
      if (level >= 2 && level <= depth && typeof node[1].id === 'string') {
        flat.push({ id: node[1].id, depth: level, text: squash(shownTextOf(node)) });
      } else if (level === 0 && nesting < TOC_SEARCH_DEPTH) {
        walk(node.slice(2) as MinimarkNode[], nesting + 1);
      }
    }
  };
  walk(nodes, 1);
  return { title: '', searchDepth: TOC_SEARCH_DEPTH, depth, links: nest(flat) };
}

/** Nests each link under the closest preceding link of a smaller depth. */
function nest(flat: TocLink[]): TocLink[] {
  const roots: TocLink[] = [];
  const stack: TocLink[] = [];
  for (const link of flat) {
    const item: TocLink = { ...link, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1] as TocLink).depth >= item.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.children ??= [];
      parent.children.push(item);
    } else roots.push(item);
    stack.push(item);
  }
  return roots;
}

/**
 * In-page links to ids the content gave its own elements (`<a name="x">`, `<div id="x">`,
 * now `user-content-x`) follow their target: `#x` becomes `#user-content-x` when no
 * heading took `x`. Links to headings and to other pages are left alone. Returns every id
 * (and anchor name) of the page: where a link's `#fragment` may land.
 */
export function linkContentAnchors(nodes: MinimarkNode[]): Set<string> {
  const ids = new Set<string>();
  const collect = (list: MinimarkNode[]): void => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      for (const key of ['id', 'name']) {
        const value = node[1][key];
        if (typeof value === 'string') ids.add(value);
      }
      collect(node.slice(2) as MinimarkNode[]);
    }
  };
  const rewrite = (list: MinimarkNode[]): void => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      const href = node[1].href;
      if (node[0] === 'a' && typeof href === 'string' && href.startsWith('#') && href.length > 1) {
        const target = safeDecode(href.slice(1));
        if (!ids.has(target) && ids.has(CLOBBER_PREFIX + target)) node[1].href = `#${CLOBBER_PREFIX}${target}`;
      }
      rewrite(node.slice(2) as MinimarkNode[]);
    }
  };
  collect(nodes);
  rewrite(nodes);
  return ids;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
