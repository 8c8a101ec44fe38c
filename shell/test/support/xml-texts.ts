/**
 * XML documents (sitemap, feeds) read with a strict XML parser (xml-js over sax): malformed
 * XML throws, as a crawler would refuse it; no regexes over markup.
 */
import { xml2js, type Element } from 'xml-js';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

function convert(element: Element): XmlElement {
  const children = (element.elements ?? []).filter((e) => e.type === 'element').map(convert);
  const text = (element.elements ?? [])
    .map((e) => (e.type === 'text' || e.type === 'cdata' ? String(e.text ?? e.cdata ?? '') : e.type === 'element' ? convert(e).text : ''))
    .join('');
  const attributes = Object.fromEntries(Object.entries(element.attributes ?? {}).map(([k, v]) => [k, String(v)]));
  return { name: element.name ?? '', attributes, text, children };
}

/** The document's root element; throws on XML a strict parser refuses. */
export function xmlRoot(xml: string): XmlElement {
  const doc = xml2js(xml, { compact: false, captureSpacesBetweenElements: false }) as Element;
  const root = (doc.elements ?? []).find((e) => e.type === 'element');
  if (!root) throw new Error('no root element');
  return convert(root);
}

/** Every element named `name` (qualified, e.g. `xhtml:link`), in document order. */
export function xmlElements(xml: string, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    if (el.name === name) out.push(el);
    for (const child of el.children) walk(child);
  };
  walk(xmlRoot(xml));
  return out;
}

/** Text of every element with this tag name in an XML document. */
export function xmlTexts(xml: string, tag: string): string[] {
  return xmlElements(xml, tag).map((el) => el.text);
}
