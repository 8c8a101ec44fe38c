/**
 * One element through the policy: the content build calls it for every element of a page
 * body, the prose renderer for every element it renders. URL-bearing attributes are
 * normalised and checked by `checkUrl` first, styles by `safeStyle`; then
 * `hast-util-sanitize` applies the allow-list of schema.ts, including the clobber prefix.
 *
 * Idempotent: an already prefixed id is not prefixed twice (the renderer sees the build's
 * output), and heading ids the build generated (slugs, never an app id) stay as they are
 * so the table of contents and `#heading` links keep landing.
 */
import { slug } from 'github-slugger';
import type { Element, Properties, Root } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { find, html } from 'property-information';
import { CLOBBER_PREFIX, PAGE_ELEMENT_IDS } from './page-ids.ts';
import { SANITIZE_SCHEMA, attributeOf } from './schema.ts';
import { safeStyle } from './style.ts';
import { checkSrcset, checkUrl, type UrlKind } from './url.ts';

/** Attribute values as they come out of hast: strings, numbers, booleans (lists joined). */
export type AttributeValue = string | number | boolean;

/** Every attribute that carries a URL, whatever the element (finding 7's list and more). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster', 'action', 'formaction', 'xlink:href', 'background', 'longdesc']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const RESERVED_IDS = new Set(Object.values(PAGE_ELEMENT_IDS).map((id) => id.toLowerCase()));

function urlKind(tag: string, attribute: string): UrlKind {
  if (tag === 'iframe') return 'frame';
  if (attribute === 'src' || attribute === 'poster') return tag === 'a' ? 'link' : 'image';
  return 'link';
}

/** The slugs the content build gives headings: lower case, no spaces or punctuation, never an app id. */
export function isGeneratedHeadingId(id: string): boolean {
  return id !== '' && slug(id) === id && !RESERVED_IDS.has(id);
}

/** Ids reserved for the app, which the build's heading slugger must skip. */
export function reservedHeadingIds(): string[] {
  return [...RESERVED_IDS];
}

/** A value with the clobber prefix, added once. */
export function clobberSafe(value: string): string {
  return value.startsWith(CLOBBER_PREFIX) ? value : CLOBBER_PREFIX + value;
}

/** The content-provided id without the prefix, for the build to slug a heading's own id. */
export function unprefixed(value: string): string {
  return value.startsWith(CLOBBER_PREFIX) ? value.slice(CLOBBER_PREFIX.length) : value;
}

/** Cleans one value before the schema sees it; null drops the attribute. */
function preClean(tag: string, attribute: string, value: AttributeValue): AttributeValue | null {
  if (typeof value === 'boolean') return value ? true : null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Markup inside an attribute is how mutation XSS survives a parse/serialise round trip
  // (`<p title="</noscript><img onerror=...>">`); no legitimate attribute needs it.
  if (/<[a-z/!?]/i.test(value)) return null;
  if (attribute === 'style') return safeStyle(value);
  if (URL_ATTRIBUTES.has(attribute)) return checkUrl(value, urlKind(tag, attribute));
  if (attribute === 'srcset') return checkSrcset(value);
  return value;
}

/**
 * The allowed, cleaned attributes of one element (HTML attribute names in and out), or
 * null when the element is not worth keeping (an `input` that is not a task checkbox).
 */
export function sanitizeElement(tag: string, attributes: Record<string, unknown>): Record<string, AttributeValue> | null {
  // Only GFM task-list checkboxes: any other input is a form control content may not add.
  if (tag === 'input' && String(attributes.type ?? '').toLowerCase() !== 'checkbox') return null;
  const properties: Properties = {};
  let headingId: string | undefined;
  for (const [rawName, raw] of Object.entries(attributes)) {
    const name = rawName.toLowerCase();
    if (raw === null || raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.filter((v) => typeof v === 'string' || typeof v === 'number').join(' ') : raw;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    if (name === 'id' && HEADINGS.has(tag) && typeof value === 'string' && isGeneratedHeadingId(value)) {
      headingId = value;
      continue;
    }
    const clean = preClean(tag, name === 'classname' ? 'class' : name, value);
    if (clean === null) continue;
    const info = find(html, name === 'classname' ? 'class' : name);
    const property = info.property;
    const isClobbered = SANITIZE_SCHEMA.clobber?.includes(property) ?? false;
    if (info.spaceSeparated && typeof clean === 'string') {
      const tokens = clean.split(/\s+/).filter(Boolean);
      properties[property] = isClobbered ? tokens.map(unprefixed) : tokens;
    } else {
      properties[property] = isClobbered && typeof clean === 'string' ? unprefixed(clean) : clean;
    }
  }
  const element: Element = { type: 'element', tagName: tag, properties, children: [] };
  const root = sanitize({ type: 'root', children: [element] }, SANITIZE_SCHEMA) as Root;
  const safe = root.children[0];
  if (safe?.type !== 'element' || safe.tagName !== tag) return null;
  const out: Record<string, AttributeValue> = {};
  for (const [property, value] of Object.entries(safe.properties)) {
    if (value === null || value === undefined || value === false) continue;
    const attribute = attributeOf(property);
    out[attribute] = Array.isArray(value) ? value.join(' ') : value;
  }
  if (tag === 'input' && out.type !== 'checkbox') return null;
  return headingId === undefined ? out : { id: headingId, ...out };
}
