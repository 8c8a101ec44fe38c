import { parse } from 'parse5';

interface Node {
  nodeName: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
}

/** Values of `attribute` on every element named in `elements`, parsed as a browser would. */
function attributeValues(html: string, elements: string[], attribute: string): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (elements.includes(node.nodeName)) {
      const value = node.attrs?.find((a) => a.name === attribute)?.value;
      if (value !== undefined) out.push(value);
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html) as unknown as Node);
  return out;
}

/** The href of every link in a server-rendered page. */
export function linkHrefs(html: string): string[] {
  return attributeValues(html, ['a', 'link'], 'href');
}

/** The src of every script in a server-rendered page. */
export function scriptSrcs(html: string): string[] {
  return attributeValues(html, ['script'], 'src');
}
