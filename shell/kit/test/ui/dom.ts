/**
 * Reads server-rendered markup as a reader's tools do, by role and accessible text, through
 * parse5 (a real HTML parser, no regexes over markup).
 */
import { parseFragment } from 'parse5';

interface Node {
  nodeName: string;
  value?: string;
  content?: { childNodes: Node[] };
}
interface Element extends Node {
  tagName: string;
  attrs: Array<{ name: string; value: string }>;
  childNodes: Node[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function elements(html: string): Element[] {
  const out: Element[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (isElement(node)) {
        out.push(node);
        walk(node.childNodes);
      }
      if (node.content) walk(node.content.childNodes);
    }
  };
  walk((parseFragment(html) as unknown as { childNodes: Node[] }).childNodes);
  return out;
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function text(el: Node): string {
  if (el.nodeName === '#text') return el.value ?? '';
  if (!isElement(el)) return '';
  return el.childNodes.map((child) => text(child)).join('');
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Headings of a level (1-6) by their text. */
export function headings(html: string, level: number): string[] {
  return elements(html)
    .filter((el) => el.tagName === `h${level}`)
    .map((el) => squash(text(el)));
}

/** Links as `text → href`. */
export function links(html: string): Array<{ name: string; href: string | undefined }> {
  return elements(html)
    .filter((el) => el.tagName === 'a')
    .map((el) => ({ name: squash(text(el)), href: attr(el, 'href') }));
}

export function byTag(html: string, tag: string): Element[] {
  return elements(html).filter((el) => el.tagName === tag);
}

/** All text of the markup, whitespace collapsed. */
export function visibleText(html: string): string {
  const root = elements(`<div>${html}</div>`)[0];
  return root ? squash(text(root)) : '';
}
