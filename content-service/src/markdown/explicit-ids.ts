/**
 * A heading's own id written after its text, as VitePress, Docusaurus, Pandoc and
 * markdown-it-attrs read it: `## Installation {#install}`, `Setup { #setup }` over `---`.
 * Translators keep a translated heading's id equal to the original's this way, so links to
 * `#install` land in every language. The `{#id}` leaves the heading's text (and so its
 * table-of-contents entry and search section); the id is the heading's, as written.
 *
 * remark-mdc reads the braces two ways: right after an inline node (`**Bold**{#b}`,
 * `` `code`{#c} ``, `[a](b){#l}`) as MDC attributes of that node, anywhere else (after a
 * space, after plain text) as text. Both are handled; a `\{` the author escaped, and any
 * `{...}` holding more than one id, are left as written. MDC's own span (`[text]{#id}`)
 * keeps its id.
 */
import type { Heading, Nodes, PhrasingContent, Root, Text } from 'mdast';

/** An id as these tools take it: letters and marks of any script, digits, `-`, `_`, `.`. */
const ID = String.raw`[\p{L}\p{M}\p{N}_.\-]+`;
const WHOLE_ID = new RegExp(`^${ID}$`, 'u');
/** A trailing `{#id}` in a heading's last text, spaces allowed around and inside the braces. */
const TRAILING_ID = new RegExp(String.raw`[ \t]*\{[ \t]*#(${ID})[ \t]*\}[ \t]*$`, 'u');
/** The same as written in the source, not escaped (`\{#id}` is text the author wants shown). */
const TRAILING_ID_WRITTEN = new RegExp(String.raw`(?<!\\)\{[ \t]*#(${ID})[ \t]*\}[ \t]*$`, 'u');

/** 1-based source line of each heading given an explicit id, with that id. */
export type ExplicitHeadingIds = Map<number, string>;

type WithAttributes = PhrasingContent & { attributes?: Record<string, unknown> };

/**
 * Takes every trailing `{#id}` off the headings of the tree and gives the heading that id
 * (`data.hProperties.id`). `source` is the markdown the tree was parsed from. Returns the
 * headings so marked, by line, for `assignHeadingIds` to keep their ids as written.
 */
export function takeExplicitHeadingIds(tree: Root, source: string): ExplicitHeadingIds {
  const found: ExplicitHeadingIds = new Map();
  const walk = (node: Nodes): void => {
    if (node.type === 'heading') {
      const id = takeTrailingId(node, source);
      const line = node.position?.start.line;
      if (id !== null && line !== undefined) {
        node.data ??= {};
        node.data.hProperties = { ...(node.data.hProperties ?? {}), id };
        found.set(line, id);
      }
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return found;
}

function takeTrailingId(heading: Heading, source: string): string | null {
  const last = heading.children.at(-1) as WithAttributes | undefined;
  if (!last) return null;
  if (last.type === 'text') return takeFromText(heading, last, source);
  // MDC attributes right after the heading's last inline node (not MDC's own span or components).
  const attributes = last.attributes;
  if (!attributes || (last.type as string) === 'textComponent') return null;
  const id = attributes.id;
  if (typeof id !== 'string' || !WHOLE_ID.test(id)) return null;
  delete attributes.id;
  if (Object.keys(attributes).length === 0) delete last.attributes;
  return id;
}

function takeFromText(heading: Heading, text: Text, source: string): string | null {
  const match = TRAILING_ID.exec(text.value);
  if (!match) return null;
  const start = text.position?.start.offset;
  const end = text.position?.end.offset;
  if (start === undefined || end === undefined || !TRAILING_ID_WRITTEN.test(source.slice(start, end))) return null;
  const rest = text.value.slice(0, match.index).trimEnd();
  if (rest !== '') {
    text.value = rest;
    return match[1] ?? null;
  }
  heading.children.pop();
  // `**Bold** {#b}`: the space before the braces goes with them.
  const before = heading.children.at(-1);
  if (before?.type === 'text') {
    before.value = before.value.trimEnd();
    if (before.value === '') heading.children.pop();
  }
  return match[1] ?? null;
}
