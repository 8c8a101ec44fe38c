/**
 * The renderer's side of the one sanitize policy: every element of a page body goes through
 * `sanitizeElement` of @site/contracts (the allow-list the content build used, applied again
 * as a second line of defence), and only then are the clean attributes turned into React
 * props (`class` → `className`, `style` text → object, `colspan` → `colSpan`).
 */
import { LRUCache } from 'lru-cache';
import { find, html } from 'property-information';
import { decideTag, isHtmlTag, sanitizeElement, type TagDecision } from '@site/contracts';

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col', 'source', 'input', 'wbr', 'track', 'area']);
export const isVoidTag = (tag: string) => VOID_TAGS.has(tag);

/** How the renderer treats a tag with no component: as HTML (policy decision) or as an unknown component. */
export function renderDecision(tag: string): TagDecision | 'component' {
  return isHtmlTag(tag) ? decideTag(tag) : 'component';
}

/**
 * Parsed styles by source text. Highlighted code repeats a few dozen token styles thousands
 * of times, so each is parsed once; bounded in bytes so arbitrary content cannot grow it.
 * Results are frozen: they are shared between elements.
 */
const styleCache = new LRUCache<string, Readonly<Record<string, string>>>({
  maxSize: 512 * 1024,
  sizeCalculation: (value, key) => key.length * 2 + JSON.stringify(value).length * 2 + 64,
});

/** `"color: red; --shiki-light: #fff"` (already cleaned by the policy) → `{ color: 'red', '--shiki-light': '#fff' }`. */
function styleToObject(style: string): Readonly<Record<string, string>> {
  const cached = styleCache.get(style);
  if (cached) return cached;
  const parsed = Object.freeze(parseStyle(style));
  styleCache.set(style, parsed);
  return parsed;
}

function parseStyle(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!value || !/^-{0,2}[a-zA-Z][\w-]*$/.test(name)) continue;
    const key = name.startsWith('--')
      ? name
      : name
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[key] = value;
  }
  return out;
}

/** React's name for an HTML attribute: hyphenated data-/aria- names stay, others take the DOM property name. */
function reactName(attribute: string): string {
  if (attribute.includes('-')) return attribute;
  return find(html, attribute).property;
}

/**
 * Clean props by source props object and tag. A page body is immutable once loaded (the
 * server's content cache and the browser's payload hand out the same objects for every
 * render of a page), so each element is sanitised once, not at every render. Weakly held:
 * a body that is no longer cached takes its entries with it.
 */
const cleanByProps = new WeakMap<Record<string, unknown>, Map<string, Readonly<Record<string, unknown>> | null>>();
/** Props-less elements share one object per tag (`{}` literals would each miss the weak map). */
const cleanWithoutProps = new Map<string, Readonly<Record<string, unknown>> | null>();

/** React props for a tag, or null when the policy drops the element (non-checkbox input, unsafe iframe). Frozen: shared between renders. */
export function safeProps(tag: string, props: Record<string, unknown>): Readonly<Record<string, unknown>> | null {
  let byTag = Object.keys(props).length === 0 ? cleanWithoutProps : cleanByProps.get(props);
  if (!byTag) {
    byTag = new Map();
    cleanByProps.set(props, byTag);
  }
  const known = byTag.get(tag);
  if (known !== undefined) return known;
  const computed = computeSafeProps(tag, props);
  byTag.set(tag, computed);
  return computed;
}

function computeSafeProps(tag: string, props: Record<string, unknown>): Readonly<Record<string, unknown>> | null {
  const clean = sanitizeElement(tag, props);
  if (clean === null) return null;
  const out: Record<string, unknown> = {};
  for (const [attribute, value] of Object.entries(clean)) {
    if (attribute === 'style') {
      if (typeof value === 'string') out.style = styleToObject(value);
    } else {
      out[reactName(attribute)] = value;
    }
  }
  // Task-list checkboxes are shown, never edited.
  if (tag === 'input') out.readOnly = true;
  if (tag === 'a' && out.target === '_blank') out.rel = 'noopener noreferrer';
  return Object.freeze(out);
}
