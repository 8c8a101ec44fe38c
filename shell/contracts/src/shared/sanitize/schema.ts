/**
 * The one allow-list for HTML coming from content (architecture issue, point 3), as a
 * `hast-util-sanitize` schema: the content build cleans raw HTML with it and the prose
 * renderer applies it again to every element it renders. Anything not listed is removed.
 *
 * - `strip`: removed with everything inside (script, style, embeds, forms, SVG/MathML...).
 * - Other unknown elements are unwrapped: their text stays (`form`, `label`, custom tags).
 * - `clobber`: `id`, `name` and the attributes that reference ids get the `user-content-`
 *   prefix, so content can never take over an id or a `document`/`window` name the app uses.
 */
import type { Schema } from 'hast-util-sanitize';
import { defaultSchema } from 'hast-util-sanitize';
import { find, html } from 'property-information';
import { CLOBBER_PREFIX } from './page-ids.ts';

const KEEP_TAGS = [
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
];

/**
 * Removed with their content: executable or styling content, document-level elements (`base`
 * rewrites every relative URL, `meta` can refresh to javascript:), plugin containers, form
 * controls, foreign content (SVG and MathML carry most namespace confusion), and frames (the
 * site's CSP loads no other origin's frames, and a same-origin one would be a page content controls).
 */
const STRIP_TAGS = [
  'iframe',
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
];

/** HTML elements unwrapped (text kept): named so a component called `form` follows HTML rules. */
const UNWRAP_TAGS = [
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
];

const ARIA = [
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-description',
  'aria-details',
  'aria-hidden',
  'aria-level',
  'aria-roledescription',
  'aria-current',
  'aria-expanded',
  'aria-controls',
];
const GLOBAL_ATTRIBUTES = ['id', 'class', 'title', 'lang', 'dir', 'role', 'style', 'translate', 'hidden', 'data*', ...ARIA];

/** Attributes per element, as HTML attribute names. */
const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'name', 'rel', 'hreflang', 'download'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
  source: ['src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'],
  track: ['src', 'kind', 'srclang', 'label', 'default'],
  video: ['src', 'poster', 'controls', 'width', 'height', 'loop', 'muted', 'playsinline', 'preload', 'autoplay'],
  audio: ['src', 'controls', 'loop', 'muted', 'preload', 'autoplay'],
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
  // The build's own highlighted code blocks carry these; raw HTML `pre` only ever gets strings.
  pre: ['language', 'filename', 'highlights', 'code', 'meta'],
  code: ['language'],
};

/** The hast property name of an HTML attribute (`colspan` → `colSpan`). */
function propertyOf(attribute: string): string {
  return attribute === 'data*' ? attribute : find(html, attribute).property;
}

/** The HTML attribute name of a hast property (`colSpan` → `colspan`). */
export function attributeOf(property: string): string {
  return find(html, property).attribute;
}

const toProperties = (attributes: readonly string[]) => attributes.map(propertyOf);

export const SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: KEEP_TAGS,
  strip: STRIP_TAGS,
  // Applied one element at a time (the parsers already nest tables correctly), so no ancestry rules.
  ancestors: {},
  attributes: {
    '*': toProperties(GLOBAL_ATTRIBUTES),
    ...Object.fromEntries(Object.entries(TAG_ATTRIBUTES).map(([tag, list]) => [tag, toProperties(list)])),
    input: [['type', 'checkbox'], 'checked', ['disabled', true]],
    a: [...toProperties(TAG_ATTRIBUTES.a ?? []), ['target', '_blank', '_self', '_parent', '_top']],
  },
  // Task-list checkboxes are never editable.
  required: { input: { disabled: true } },
  // Checked again here after `checkUrl` has normalised and vetted each value (see element.ts).
  protocols: {
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https', 'data'],
    cite: ['http', 'https'],
    poster: ['http', 'https', 'data'],
  },
  clobber: ['id', 'name', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaControls', 'ariaDetails', 'htmlFor', 'headers'],
  clobberPrefix: CLOBBER_PREFIX,
  allowComments: false,
  allowDoctypes: false,
};

export type TagDecision = 'keep' | 'unwrap' | 'drop';

const KEEP = new Set(KEEP_TAGS);
const STRIP = new Set(STRIP_TAGS);
const UNWRAP = new Set(UNWRAP_TAGS);

/** What happens to an element of this name: kept, dropped with its content, or unwrapped. */
export function decideTag(tag: string): TagDecision {
  if (KEEP.has(tag)) return 'keep';
  if (STRIP.has(tag)) return 'drop';
  return 'unwrap';
}

/** Why the policy removes an element, in words for the author (build warnings), by group of STRIP_TAGS. */
const DROP_REASONS: ReadonlyArray<[reason: string, tags: readonly string[]]> = [
  ['it would run code in readers’ browsers', ['script', 'noscript']],
  ['it would restyle the whole site', ['style']],
  [
    'it would embed another page or a plugin',
    ['iframe', 'frame', 'frameset', 'noframes', 'object', 'embed', 'applet', 'param', 'portal', 'fencedframe', 'noembed'],
  ],
  [
    'form controls and interactive widgets are not content',
    [
      'textarea',
      'select',
      'option',
      'optgroup',
      'datalist',
      'input',
      'output',
      'button',
      'dialog',
      'search',
      'keygen',
      'isindex',
      'menuitem',
    ],
  ],
  ['inline SVG and MathML are refused: use a picture file', ['svg', 'math', 'image']],
  ['it belongs to the document head, not to a page body', ['title', 'head', 'base', 'meta', 'link']],
];

/** Why an element of this name is left out of a page, or a general reason for one the policy refuses otherwise. */
export function droppedTagReason(tag: string): string {
  for (const [reason, tags] of DROP_REASONS) if (tags.includes(tag)) return reason;
  return 'the sanitize policy does not allow it in content';
}

/** True for names that are HTML elements the policy has an opinion on. */
export function isHtmlTag(tag: string): boolean {
  return KEEP.has(tag) || STRIP.has(tag) || UNWRAP.has(tag);
}
