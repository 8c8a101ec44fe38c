/**
 * Allow-lists for the body tree. The tree is sanitised at build time; this is the second
 * line of defence: only known tags and attributes reach the DOM, never event handlers,
 * raw HTML or script URLs.
 */

/** HTML tags rendered as themselves. */
export const SAFE_TAGS = new Set([
  'p',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'code',
  'kbd',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'img',
  'figure',
  'figcaption',
  'span',
  'div',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'abbr',
  'cite',
  'q',
  'time',
  'picture',
  'source',
  'section',
  'input',
  'var',
  'samp',
  'wbr',
  'bdi',
  'bdo',
]);

/** Tags dropped with their content: active content or document-level elements. */
export const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'textarea',
  'button',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'noscript',
  'template-raw',
  'svg',
  'math',
  'portal',
  'html',
  'head',
  'body',
  'title',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col', 'source', 'input', 'wbr']);
export const isVoidTag = (tag: string) => VOID_TAGS.has(tag);

const GLOBAL_ATTRS = new Set(['id', 'title', 'lang', 'dir', 'role']);
const TAG_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel', 'hreflang'],
  img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes'],
  source: ['srcset', 'type', 'media', 'sizes'],
  th: ['align', 'colspan', 'rowspan', 'scope'],
  td: ['align', 'colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  time: ['datetime'],
  q: ['cite'],
  blockquote: ['cite'],
  details: ['open'],
  input: ['type', 'checked', 'disabled'],
  abbr: [],
};
const URL_ATTRS = new Set(['href', 'src', 'cite']);
const REACT_NAMES: Record<string, string> = {
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  hreflang: 'hrefLang',
  datetime: 'dateTime',
};

/** http(s), mailto, tel, fragment and relative URLs; no `javascript:`/`data:` and friends. */
export function safeUrl(value: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: strip them before checking.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (!scheme) return value.trim();
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? value.trim() : null;
}

/**
 * Parsed styles by source text. Highlighted code repeats a few dozen token styles thousands
 * of times, so each is parsed once; the map is bounded so arbitrary content cannot grow it.
 * Results are frozen: they are shared between elements.
 */
const styleCache = new Map<string, Readonly<Record<string, string>>>();
const STYLE_CACHE_MAX = 2000;

/** `"color: red; --shiki-light: #fff"` → `{ color: 'red', '--shiki-light': '#fff' }`. */
export function styleToObject(style: string): Readonly<Record<string, string>> {
  const cached = styleCache.get(style);
  if (cached) return cached;
  const parsed = Object.freeze(parseStyle(style));
  if (styleCache.size >= STYLE_CACHE_MAX) styleCache.clear();
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
    // No resource loads or legacy script hooks from content styles.
    if (/url\s*\(|expression\s*\(|javascript:|@import|behavior/i.test(value)) continue;
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

function classValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  return undefined;
}

/** React props for an allowed HTML tag, keeping only allowed, well-typed attributes. */
export function safeProps(tag: string, props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const allowed = TAG_ATTRS[tag] ?? [];
  for (const [rawName, value] of Object.entries(props)) {
    const name = rawName.toLowerCase();
    if (name.startsWith('on') || name === 'dangerouslysetinnerhtml' || name === 'ref' || name === 'key') continue;
    if (
      value === null ||
      value === undefined ||
      typeof value === 'function' ||
      (typeof value === 'object' && name !== 'class' && name !== 'classname')
    )
      continue;
    if (name === 'class' || name === 'classname') {
      const cls = classValue(value);
      if (cls) out.className = cls;
    } else if (name === 'style') {
      if (typeof value === 'string') out.style = styleToObject(value);
    } else if (name.startsWith('aria-') || (name.startsWith('data-') && /^data-[a-z0-9-]+$/.test(name))) {
      out[name] = String(value);
    } else if (GLOBAL_ATTRS.has(name) || allowed.includes(name)) {
      if (URL_ATTRS.has(name)) {
        const url = safeUrl(String(value));
        if (url !== null) out[name] = url;
      } else if (name === 'srcset') {
        if (
          String(value)
            .split(',')
            .every((part) => safeUrl(part.trim().split(/\s+/)[0] ?? '') !== null)
        )
          out.srcSet = String(value);
      } else {
        out[REACT_NAMES[name] ?? name] = value;
      }
    }
  }
  if (tag === 'input') {
    // Only GFM task-list checkboxes, always read-only.
    if (out.type !== 'checkbox') return { type: 'checkbox', disabled: true };
    out.disabled = true;
    out.readOnly = true;
  }
  if (tag === 'a' && out.target === '_blank') out.rel = 'noopener noreferrer';
  return out;
}
