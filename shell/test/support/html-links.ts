import { parse } from 'parse5';

interface Node {
  nodeName: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
}

/** The href of every link in a server-rendered page, parsed as a browser would. */
export function linkHrefs(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === 'a' || node.nodeName === 'link') {
      const href = node.attrs?.find((a) => a.name === 'href')?.value;
      if (href !== undefined) out.push(href);
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html) as unknown as Node);
  return out;
}
