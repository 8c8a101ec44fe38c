/**
 * MDC's attribute syntax after a picture or a link (`![Logo](./logo.png){.rounded width=120}`,
 * `[Nuxt](https://nuxt.com){target=_blank}`), as authors of the reference module's corpora
 * write it: remark-mdc reads it into `node.attributes`, which mdast-util-to-hast ignores, so
 * the size and class an author gave a picture were lost. Only what shapes how the element
 * shows is kept (the sanitiser still checks every property after this): a picture's class and
 * its width and height as whole pixel numbers, a link's class and target. Everything else
 * (ids, styles, event handlers, other attributes) is dropped.
 */
import type { Element, Properties } from 'hast';

/** A class name as CSS reads one unescaped. */
const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;
/** A size as HTML's width and height take it: whole pixels, optionally written with `px`. */
const PIXELS = /^\s*(\d{1,5})\s*(?:px)?\s*$/i;
const TARGETS = new Set(['_blank', '_self', '_parent', '_top']);

function classNames(value: unknown): string[] {
  const names = (Array.isArray(value) ? value : String(value ?? '').split(/\s+/)).map(String);
  return names.filter((name) => CLASS_NAME.test(name));
}

function pixels(value: unknown): number | undefined {
  const match = typeof value === 'number' ? [String(value), String(value)] : PIXELS.exec(String(value ?? ''));
  const n = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The properties the written attributes give an `img` or `a` element (none for other tags). */
function inlineAttributeProperties(tag: string, attributes: Record<string, unknown> | undefined): Properties {
  const props: Properties = {};
  if (!attributes || (tag !== 'img' && tag !== 'a')) return props;
  const classes = classNames(attributes.class ?? attributes.className);
  if (classes.length > 0) props.className = classes;
  if (tag === 'img') {
    for (const key of ['width', 'height'] as const) {
      const size = pixels(attributes[key]);
      if (size !== undefined) props[key] = size;
    }
  } else if (typeof attributes.target === 'string' && TARGETS.has(attributes.target)) {
    props.target = attributes.target;
  }
  return props;
}

/** Adds the attributes written after a picture or link to the element made for it. */
export function withInlineAttributes(element: Element, attributes: Record<string, unknown> | undefined): Element {
  Object.assign(element.properties, inlineAttributeProperties(element.tagName, attributes));
  return element;
}
