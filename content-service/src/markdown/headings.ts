/**
 * Heading ids (github-slugger: the ids GitHub would give, unique per page) and the table of
 * contents. Runs on the sanitised tree so raw HTML headings get ids too and an author's
 * explicit id is kept (made unique).
 */
import GithubSlugger, { slug } from 'github-slugger';
import {
  CLOBBER_PREFIX,
  clobberSafe,
  isGeneratedHeadingId,
  reservedHeadingIds,
  shownTextOf,
  unprefixed,
  type MinimarkNode,
  type PageBody,
  type TocLink,
} from '@site/contracts';
import type { WarningList } from './errors.ts';
import type { ExplicitHeadingIds } from './explicit-ids.ts';
import { headingLevel, squash, textOf } from './text.ts';

export const DEFAULT_TOC_DEPTH = 3;
/** Headings are looked for at the top level and one component level down (steps, tabs...). */
const TOC_SEARCH_DEPTH = 2;

interface HeadingIdOptions {
  /** Headings given an id as written (`## Title {#id}`), by source line (explicit-ids.ts). */
  explicit?: ExplicitHeadingIds;
  /** The source line of each heading element (to-minimark.ts). */
  lines?: ReadonlyMap<MinimarkNode, number>;
  /** Where an id written twice, a reserved id and a heading without text are reported. */
  warnings?: WarningList;
}

/**
 * Gives every heading outside code blocks an id, in document order. Heading ids are the
 * build's (generated slugs, unique, never one of the app's own ids), so they carry no
 * clobber prefix: an author's own heading id (prefixed by the sanitizer) is slugged like
 * the heading text would be, and `#that-id` links keep landing. An id written after the
 * heading's text (`{#id}`, explicit-ids.ts) is kept as written, and generated ids step
 * around it; written twice, the second heading gets it with a suffix and a warning.
 */
export function assignHeadingIds(
  nodes: MinimarkNode[],
  { explicit = new Map(), lines = new Map(), warnings }: HeadingIdOptions = {},
): void {
  const slugger = new GithubSlugger();
  const reserved = new Set(reservedHeadingIds());
  for (const id of reserved) slugger.slug(id);
  const slugForm = (id: string) => slug(id) === id;
  for (const id of new Set(explicit.values())) if (slugForm(id) && !reserved.has(id.toLowerCase())) slugger.slug(id);
  /** Explicit id → line of the heading that has it. */
  const given = new Map<string, number>();

  const explicitId = (written: string, line: number): string => {
    if (reserved.has(written.toLowerCase())) {
      const id = slugger.slug(written);
      warnings?.add(
        line,
        `the heading id "${written}" is one the site uses for its own page elements, so this heading's id is "${id}".`,
        'Choose another id after the heading text, e.g. {#my-section}.',
      );
      return id;
    }
    const first = given.get(written);
    if (first === undefined) {
      given.set(written, line);
      return written;
    }
    let id = slugForm(written) ? slugger.slug(written) : '';
    for (let n = 1; id === '' || given.has(id); n++) id = `${written}-${n}`;
    given.set(id, line);
    warnings?.add(
      line,
      `the heading id "${written}" is already the id of the heading on line ${first}, so this heading's id is "${id}".`,
      'Give each heading its own id after its text ({#id}): links to the id go to the first heading only.',
    );
    return id;
  };

  const walk = (list: MinimarkNode[]): void => {
    for (const node of list) {
      if (typeof node === 'string' || node[0] === 'pre' || node[0] === 'code') continue;
      if (headingLevel(node) > 0) {
        const props = node[1];
        const line = lines.get(node);
        const own = typeof props.id === 'string' && unprefixed(props.id).trim() !== '' ? unprefixed(props.id) : null;
        const written = line === undefined ? undefined : explicit.get(line);
        if (written !== undefined && own === written) props.id = explicitId(written, line as number);
        else props.id = slugger.slug(own ?? squash(textOf(node))) || slugger.slug('section');
        if (squash(shownTextOf(node)) === '') {
          warnings?.add(
            line ?? 1,
            isBare(node)
              ? 'this heading has no text, so it is left out of the page, its table of contents and search.'
              : 'this heading has no text, so it is left out of the table of contents and of search.',
            'Write the heading text after the #s, or remove the empty heading.',
          );
        }
      }
      walk(node.slice(2) as MinimarkNode[]);
    }
  };
  walk(nodes);
  dropBareHeadings(nodes, 0);
}

/** A heading with nothing in it at all (`## ` alone): no text, no picture, no element. */
function isBare(node: Exclude<MinimarkNode, string>): boolean {
  return node.slice(2).every((child) => typeof child === 'string' && child.trim() === '');
}

/**
 * Removes bare headings from `list` (from index `from`: an element's children start at 2):
 * a screen reader would announce an empty "heading level 2" (axe's empty-heading rule), and
 * the text after it reads as part of the section before, as it looks.
 */
function dropBareHeadings(list: MinimarkNode[], from: number): void {
  for (let i = list.length - 1; i >= from; i--) {
    const node = list[i]!;
    if (typeof node === 'string' || node[0] === 'pre' || node[0] === 'code') continue;
    if (headingLevel(node) > 0 && isBare(node)) list.splice(i, 1);
    else dropBareHeadings(node as MinimarkNode[], 2);
  }
}

/** Builds the toc: h2 links with their h3 (up to `depth`) children. */
export function buildToc(nodes: MinimarkNode[], depth: number = DEFAULT_TOC_DEPTH): NonNullable<PageBody['toc']> {
  const flat: TocLink[] = [];
  const walk = (list: MinimarkNode[], nesting: number): void => {
    for (const node of list) {
      if (typeof node === 'string' || node[0] === 'pre') continue;
      const level = headingLevel(node);
      if (level >= 2 && level <= depth && typeof node[1].id === 'string') {
        // A heading without text has no entry: a link that reads as nothing (assignHeadingIds warns).
        const text = squash(shownTextOf(node));
        // An id written in another form than the build's slugs (`{#v1.2_notes}`) is rendered
        // with the content prefix (sanitize/element.ts): the entry links to that element, so it
        // lands without script and the section being read is marked.
        const id = isGeneratedHeadingId(node[1].id) ? node[1].id : clobberSafe(node[1].id);
        if (text !== '') flat.push({ id, depth: level, text });
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
