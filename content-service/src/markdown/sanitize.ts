/**
 * The allow-list applied to every element and component of a page body (issue 2, item 3).
 *
 * It runs on the tree that parse5 built from the raw HTML, so attribute values are already
 * entity-decoded once; URL and CSS checks decode again (and repeatedly) before deciding, and
 * strip whitespace and control characters the way browsers do when they read a scheme.
 * Everything not listed here is removed: this is an allow-list, never a block-list.
 */

export type TagDecision = 'keep' | 'unwrap' | 'drop';

/** HTML elements kept (with their allowed attributes). */
const KEEP_TAGS = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'audio',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'data',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'i',
  'iframe',
  'img',
  'input',
  'ins',
  'kbd',
  'li',
  'main',
  'mark',
  'nav',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'source',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'track',
  'tt',
  'u',
  'ul',
  'var',
  'video',
  'wbr',
]);

/**
 * Removed together with everything inside: executable or styling content, document-level
 * elements (`base` rewrites every relative URL, `meta` can refresh to javascript:), plugin
 * containers, form controls, and foreign content (SVG and MathML carry most namespace
 * confusion and `use`/`animate`/`set` tricks, so they are not allowed at all).
 */
const DROP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'object',
  'embed',
  'applet',
  'param',
  'frame',
  'frameset',
  'noframes',
  'noembed',
  'xmp',
  'plaintext',
  'listing',
  'svg',
  'math',
  'title',
  'head',
  'base',
  'meta',
  'link',
  'portal',
  'fencedframe',
  'canvas',
  'output',
  'progress',
  'meter',
  'button',
  'dialog',
  'search',
  'slot',
  'image',
  'isindex',
  'keygen',
  'menuitem',
]);

/** Every other element is unwrapped: its text stays, the element goes (form, label, font, custom tags...). */

export function decideTag(tag: string): TagDecision {
  if (KEEP_TAGS.has(tag)) return 'keep';
  if (DROP_TAGS.has(tag)) return 'drop';
  return 'unwrap';
}

/** True for names that are HTML elements this module has an opinion on. */
export function isHtmlTag(tag: string): boolean {
  return KEEP_TAGS.has(tag) || DROP_TAGS.has(tag) || UNWRAPPED_HTML_TAGS.has(tag);
}
const UNWRAPPED_HTML_TAGS = new Set([
  'html',
  'body',
  'form',
  'label',
  'fieldset',
  'legend',
  'font',
  'marquee',
  'blink',
  'big',
  'nobr',
  'acronym',
  'map',
  'area',
  'menu',
  'dir',
  'basefont',
  'bgsound',
  'spacer',
  'frameset',
]);

const GLOBAL_ATTRIBUTES = new Set(['id', 'class', 'title', 'lang', 'dir', 'role', 'style', 'translate', 'hidden']);

const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel', 'hreflang', 'download', 'data-footnote-ref', 'data-footnote-backref'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
  source: ['src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'],
  track: ['src', 'kind', 'srclang', 'label', 'default'],
  video: ['src', 'poster', 'controls', 'width', 'height', 'loop', 'muted', 'playsinline', 'preload', 'autoplay'],
  audio: ['src', 'controls', 'loop', 'muted', 'preload', 'autoplay'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'frameborder', 'sandbox'],
  input: ['type', 'checked', 'disabled'],
  td: ['align', 'colspan', 'rowspan', 'headers', 'valign'],
  th: ['align', 'colspan', 'rowspan', 'headers', 'scope', 'abbr', 'valign'],
  col: ['span', 'width', 'align'],
  colgroup: ['span', 'width'],
  ol: ['start', 'reversed', 'type'],
  ul: ['type'],
  li: ['value'],
  details: ['open'],
  time: ['datetime'],
  data: ['value'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  abbr: ['title'],
  section: ['data-footnotes'],
  h2: ['data-footnotes'],
  // Our own highlighted code blocks; raw HTML `pre` only ever gets strings here.
  pre: ['language', 'filename', 'highlights', 'code', 'meta'],
  code: ['language'],
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster']);

/** Attribute values as they come out of hast: strings, numbers, booleans. */
export type AttributeValue = string | number | boolean;

export function sanitizeAttributes(tag: string, attributes: Record<string, AttributeValue>): Record<string, AttributeValue> {
  const allowed = TAG_ATTRIBUTES[tag];
  const out: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.includes(name) && !name.startsWith('aria-')) continue;
    const clean = sanitizeAttribute(tag, name, value);
    if (clean !== null) out[name] = clean;
  }
  if (tag === 'input' && out.type !== 'checkbox') return {};
  // Embedded pages may not navigate the top window or open forms on our behalf.
  if (tag === 'iframe' && out.src === undefined) return {};
  return out;
}

function sanitizeAttribute(tag: string, name: string, value: AttributeValue): AttributeValue | null {
  if (typeof value === 'boolean') return value ? true : null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Markup inside an attribute is how mutation XSS survives a parse/serialise round trip
  // (`<p title="</noscript><img onerror=...>">`); no legitimate attribute needs it.
  if (/<[a-z/!?]/i.test(value)) return null;
  if (name === 'style') return safeStyle(value);
  if (URL_ATTRIBUTES.has(name)) {
    const kind = tag === 'img' && name === 'src' ? 'image' : tag === 'iframe' ? 'frame' : 'link';
    return safeUrl(value, kind);
  }
  if (name === 'srcset') return safeSrcset(value);
  if (name === 'target') return /^_(blank|self|parent|top)$/i.test(value) ? value.toLowerCase() : null;
  return value;
}

/* ---------------- URLs ---------------- */

export type UrlKind = 'link' | 'image' | 'frame';

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const FRAME_SCHEMES = new Set(['http', 'https']);
/** Raster images only: an SVG data URL is a document that can run script when opened. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp)(?:;base64)?,/;

/**
 * Returns the URL when it is relative or uses an allowed scheme, otherwise null.
 * `jav&#x09;ascript:`, `&#106;avascript:`, ` JaVaScRiPt:`, `java\0script:` all resolve to
 * the javascript scheme here and are rejected.
 */
export function safeUrl(value: string, kind: UrlKind): string | null {
  const normalized = normalizeForScheme(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalized)?.[1];
  if (scheme === undefined) {
    // No scheme: relative, absolute-path or protocol-relative URL (http(s) of the page).
    return value.trim();
  }
  if (kind === 'image' && scheme === 'data') return SAFE_DATA_IMAGE.test(normalized) ? value.trim() : null;
  const allowed = kind === 'frame' ? FRAME_SCHEMES : kind === 'image' ? FRAME_SCHEMES : LINK_SCHEMES;
  return allowed.has(scheme) ? value.trim() : null;
}

/** True when a value reads as a URL with a scheme that can run script or render a document. */
export function hasScriptableScheme(value: string): boolean {
  const normalized = normalizeForScheme(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalized)?.[1];
  if (scheme === undefined) return false;
  if (scheme === 'data') return !SAFE_DATA_IMAGE.test(normalized);
  return SCRIPTABLE_SCHEMES.has(scheme);
}
const SCRIPTABLE_SCHEMES = new Set(['javascript', 'vbscript', 'livescript', 'mocha', 'data', 'blob', 'filesystem', 'jar']);

/**
 * Lower-cased value with entities decoded (repeatedly: double-encoded input is treated as
 * hostile too), then named entities we do not know removed (none of them decodes to a
 * scheme character, so removal can only make a scheme more visible), then every whitespace,
 * control and invisible character removed.
 */
function normalizeForScheme(value: string): string {
  let current = value;
  for (let i = 0; i < 5; i++) {
    const decoded = decodeEntities(current);
    if (decoded === current) break;
    current = decoded;
  }
  current = current.replace(/&[a-z][a-z0-9]*;?/gi, '');
  // Browsers drop leading C0 controls and spaces and remove tab/LF/CR anywhere; we remove all
  // invisible characters everywhere, which is stricter.
  return current
    .replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g, '')
    .toLowerCase();
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  plus: '+',
  equals: '=',
  semi: ';',
  quest: '?',
  commat: '@',
  lowbar: '_',
  bsol: '\\',
};

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));?/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      if (!Number.isFinite(code) || code > 0x10ffff) return '\ufffd';
      // NUL and surrogates decode to U+FFFD, as in the HTML spec.
      return code === 0 || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[(name ?? '').toLowerCase()];
    return named ?? whole;
  });
}

function safeSrcset(value: string): string | null {
  const candidates = value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  for (const candidate of candidates) {
    const url = candidate.split(/\s+/, 1)[0] ?? '';
    if (safeUrl(url, 'image') === null) return null;
  }
  return candidates.join(', ') || null;
}

/* ---------------- CSS ---------------- */

/**
 * Keeps declarations of plain `property: value` form whose value cannot load anything or
 * run script (no url(), expression(), behaviors, bindings, imports, escapes or comments).
 */
export function safeStyle(value: string): string | null {
  const decoded = decodeEntities(value);
  const kept: string[] = [];
  for (const declaration of decoded.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const val = declaration.slice(colon + 1).trim();
    if (!/^-{0,2}[a-z][a-z0-9-]*$/.test(property) || val === '') continue;
    const squashed = val.toLowerCase().replace(/[\s\u0000-\u001f]/g, '');
    if (/[\\<>&{}]|\/\*|url\(|image\(|image-set\(|expression|javascript|vbscript|@import|behavior|binding|-o-link/.test(squashed)) continue;
    if (/behavior|binding/.test(property)) continue;
    kept.push(`${property}:${val}`);
  }
  return kept.length > 0 ? kept.join(';') : null;
}

/* ---------------- Component props ---------------- */

/** Prop names that would be dangerous if a generic renderer spread them onto an element. */
const FORBIDDEN_PROP = /^(on|srcdoc$|formaction$|action$|xlink|xmlns|is$|dangerouslysetinnerhtml$|innerhtml$|outerhtml$|__)/i;
/** Props read as URLs by components (card `to`, links, images...). */
const URL_PROP = /^(href|src|to|url|link|action|cite|poster|background|image|avatar|icon|srcset)$|(Url|Href|Src|Link|To)$/;
const IMAGE_PROP = /^(src|image|avatar|poster|srcset)$|Src$/;

/**
 * Component props go through the same rules as attributes: no event handlers, URL props
 * checked with the link/image allow-list, styles cleaned, and any string anywhere in a
 * bound value that would run as a script URL removed.
 */
export function sanitizeComponentProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    const clean = sanitizePropValue(name, value, 0);
    if (clean !== undefined) out[name] = clean;
  }
  return out;
}

function sanitizePropValue(name: string, value: unknown, depth: number): unknown {
  if (FORBIDDEN_PROP.test(name)) return undefined;
  if (depth > 20) return undefined;
  if (typeof value === 'string') {
    if (name === 'style') return safeStyle(value) ?? undefined;
    if (URL_PROP.test(name) && /[:&]/.test(value) && !/^[a-z0-9-]+:[a-z0-9-]+$/i.test(value)) {
      // Icon names such as "i-lucide:book" are not URLs; anything else with a scheme is checked.
      return safeUrl(value, IMAGE_PROP.test(name) ? 'image' : 'link') ?? undefined;
    }
    return hasScriptableScheme(value) ? undefined : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => sanitizePropValue(name, item, depth + 1)).filter((item) => item !== undefined);
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const clean = sanitizePropValue(key, item, depth + 1);
      if (clean !== undefined) out[key] = clean;
    }
    return out;
  }
  return value;
}
