/**
 * Reads server-rendered pages as a browser or a crawler parses them (parse5, the HTML
 * standard's parser): element names, attributes and text, never regexes over markup.
 */
import { parse } from 'parse5';

interface Node {
  nodeName: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
}

/** One element of a parsed page: its name, attributes, text and enclosing elements (nearest first). */
export interface PageElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  ancestors: PageElement[];
}

const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node.value ?? '')
    : [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])].map(textOf).join('');

/** Every element of a page in document order (template contents included). */
export function pageElements(html: string): PageElement[] {
  const out: PageElement[] = [];
  const walk = (node: Node, ancestors: PageElement[]) => {
    let inner = ancestors;
    if (node.attrs) {
      const element = {
        tag: node.nodeName,
        attrs: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])),
        text: textOf(node),
        ancestors,
      };
      out.push(element);
      inner = [element, ...ancestors];
    }
    for (const child of node.childNodes ?? []) walk(child, inner);
    if (node.content) walk(node.content, inner);
  };
  walk(parse(html) as unknown as Node, []);
  return out;
}

/** Values of `attribute` on every element named in `elements`, parsed as a browser would. */
function attributeValues(html: string, elements: string[], attribute: string): string[] {
  return pageElements(html)
    .filter((el) => elements.includes(el.tag) && el.attrs[attribute] !== undefined)
    .map((el) => el.attrs[attribute]!);
}

/** The href of every link in a server-rendered page. */
export function linkHrefs(html: string): string[] {
  return attributeValues(html, ['a', 'link'], 'href');
}

/**
 * Every script a server-rendered page loads: `src` attributes (the page's first script), and
 * the URLs that script adds at the reader's first intent (its `data-scripts`, then its `data-preload`).
 */
export function scriptSrcs(html: string): string[] {
  const listed = (attribute: string) => attributeValues(html, ['script'], attribute).flatMap((value) => value.split(' ').filter(Boolean));
  return [...attributeValues(html, ['script'], 'src'), ...listed('data-scripts'), ...listed('data-preload')];
}

/** What a document tells browsers and crawlers about itself: language, title, canonical, alternates, robots. */
export function documentHead(html: string) {
  const elements = pageElements(html);
  const root = elements.find((el) => el.tag === 'html');
  const links = (rel: string) => elements.filter((el) => el.tag === 'link' && el.attrs.rel === rel);
  return {
    lang: root?.attrs.lang,
    dir: root?.attrs.dir,
    title: elements.find((el) => el.tag === 'title')?.text,
    canonical: links('canonical').map((el) => el.attrs.href),
    /** hreflang → href of each alternate, in document order. */
    alternates: links('alternate')
      .filter((el) => el.attrs.hreflang !== undefined)
      .map((el) => [el.attrs.hreflang, el.attrs.href]),
    /** Feeds announced for discovery: type, title and href of each. */
    feeds: links('alternate')
      .filter((el) => el.attrs.type !== undefined)
      .map((el) => ({ type: el.attrs.type, title: el.attrs.title, href: el.attrs.href })),
    robots: elements.find((el) => el.tag === 'meta' && el.attrs.name === 'robots')?.attrs.content,
    description: elements.find((el) => el.tag === 'meta' && el.attrs.name === 'description')?.attrs.content,
  };
}
