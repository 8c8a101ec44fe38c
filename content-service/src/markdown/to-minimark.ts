/**
 * hast (after raw HTML parsing) → the compact body tree of CONTRACTS.md §3, sanitising every
 * element and component on the way (the one policy of @site/contracts) and collecting links and images with their
 * source lines for the build's link checks.
 */
import type { ElementContent, Properties, Root, RootContent } from 'hast';
import {
  decideTag,
  hasScriptableScheme,
  isHtmlTag,
  knownComponent,
  normalizeUrl,
  sanitizeComponentProps,
  sanitizeElement,
  type AttributeValue,
  type MinimarkNode,
} from '@site/contracts';
import type { MdcComponentNode } from './hast-nodes.ts';
import { PHRASING_TAGS } from './text.ts';

export interface LinkRef {
  /** Where the link goes (after resolution). */
  href: string;
  /** What the author wrote, when the build rewrote it. */
  written?: string;
  line: number;
}
export interface ImageRef {
  src: string;
  /** What the author wrote, when the build rewrote it (link-resolution.ts `imageResolver`). */
  written?: string;
  /** Absent for a component's picture (`color-mode-image` light/dark, a video poster): those may be decorative. */
  alt?: string;
  line: number;
}

/** Component props that name a picture or a media file the page loads. */
const COMPONENT_MEDIA_PROPS = ['src', 'light', 'dark', 'poster', 'image'];
/**
 * Attributes of raw HTML media elements that name a file the page loads, beside `img src`
 * (README-style `<video src="./demo.mp4">`, `<picture><source srcset="./dark.png">`): resolved
 * and checked as pictures are, so a file written relative to the page is found.
 */
const HTML_MEDIA_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src'],
  track: ['src'],
};
/** A `srcset` candidate: its URL and what follows it (`./a.png 2x`). */
const SRCSET_CANDIDATE = /^(\S+)(\s.*)?$/s;

interface ComponentRef {
  name: string;
  line: number;
}

/** An element or component left out of the body by the sanitize policy, as the author wrote it. */
export interface DroppedRef extends ComponentRef {
  /** `::name` (a component, block or inline) or `<name>` (raw HTML). */
  written: 'component' | 'html';
}

export interface MinimarkResult {
  value: MinimarkNode[];
  links: LinkRef[];
  images: ImageRef[];
  /** Components the renderer does not draw itself (it shows their content), for build warnings. */
  unknownComponents: ComponentRef[];
  /** Icon names in component props (`icon`, `trailing-icon`, `:icon{name}`), for build warnings. */
  icons: ComponentRef[];
  /** Elements and components removed with their content for safety (`::script`, `<iframe>`), for build warnings. */
  dropped: DroppedRef[];
  /** Elements and components unwrapped by the sanitize policy (`<Tabs>`, `<font>`): their tags left out, their content kept. */
  unwrapped: DroppedRef[];
  /** Link targets the URL check left out (`javascript:`, an unknown scheme), their text kept, for build warnings. */
  unsafeLinks: UnsafeLinkRef[];
  /** The source line of each heading element of `value`. */
  headingLines: Map<MinimarkNode, number>;
}

/** A link target left out of the body by the URL check, as the author wrote it. */
export interface UnsafeLinkRef {
  /** `href` of `<a>` or a markdown link, or the component prop (`to`, `href`). */
  attribute: string;
  /** Its scheme (`javascript`), lower case, or null for a target that has none (`:x`): never the whole target, which may hold control characters or a script. */
  scheme: string | null;
  line: number;
  /** Whether it would run script (`javascript:`, `vbscript:`, a `data:` document). */
  scriptable: boolean;
}

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Attributes of an HTML element and props of a component that are where a link goes. */
const LINK_ATTRIBUTES = ['href', 'xlink:href'];
const LINK_PROPS = ['to', 'href'];

/**
 * Phrasing elements and the inline components: whitespace between two of them is a visible
 * space, never layout noise.
 */
const INLINE_TAGS = new Set([...PHRASING_TAGS, 'img', 'icon', 'button', 'link', 'input-copy']);
function isInline(node: MinimarkNode | undefined): boolean {
  if (node === undefined) return false;
  if (typeof node === 'string') return node.trim() !== '';
  return INLINE_TAGS.has(node[0]) || INLINE_TAGS.has(knownComponent(node[0]) ?? '');
}

/**
 * Drops whitespace-only text that only separates blocks; keeps it between two inline
 * neighbours (`**Bold** \`code\`` in a tight list item keeps its space).
 */
function dropLayoutWhitespace(nodes: MinimarkNode[], onlyWithNewline: boolean): MinimarkNode[] {
  return nodes.filter((item, i) => {
    if (typeof item !== 'string' || item.trim() !== '') return true;
    if (onlyWithNewline && !item.includes('\n')) return true;
    return isInline(nodes[i - 1]) && isInline(nodes[i + 1]);
  });
}

type Props = Record<string, unknown>;

/** Parents whose newline-only text children are layout noise from the markdown, not content. */
const BLOCK_PARENTS = new Set([
  '#root',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'blockquote',
  'div',
  'section',
  'details',
  'figure',
  'dl',
  'header',
  'footer',
  'nav',
  'main',
  'article',
  'aside',
  'template',
  'picture',
  'video',
  'audio',
]);

export interface MinimarkOptions {
  /** Where a link goes (shared/link-resolution.ts): hrefs and component `to`/`href` props are rewritten to it. */
  resolveLink?: (href: string) => string;
  /** Where a picture is (shared/link-resolution.ts): img `src` and component media props are rewritten to it. */
  resolveImage?: (src: string) => string;
}

export function hastToMinimark(
  root: Root,
  { resolveLink = (href) => href, resolveImage = (src) => src }: MinimarkOptions = {},
): MinimarkResult {
  const links: LinkRef[] = [];
  const images: ImageRef[] = [];
  /** Rewrites a link prop to where it goes, and lists it. */
  const resolved = (props: Record<string, unknown>, key: string, line: number): LinkRef => {
    const written = props[key] as string;
    const href = resolveLink(written);
    props[key] = href;
    return href === written ? { href, line } : { href, written, line };
  };
  /** Rewrites a picture prop to where the picture is, and lists it. */
  const picture = (props: Record<string, unknown>, key: string, line: number): ImageRef => {
    const written = props[key] as string;
    const src = resolveImage(written);
    props[key] = src;
    return src === written ? { src, line } : { src, written, line };
  };
  /** Each candidate of a `srcset` resolved and listed as a picture, its descriptor kept. */
  const resolveSrcset = (srcset: string, line: number): string =>
    srcset
      .split(',')
      .map((candidate) => {
        const match = SRCSET_CANDIDATE.exec(candidate.trim());
        if (!match) return candidate;
        const props = { url: match[1] };
        images.push(picture(props, 'url', line));
        return `${props.url}${match[2] ?? ''}`;
      })
      .join(', ');
  const unknownComponents: ComponentRef[] = [];
  const icons: ComponentRef[] = [];
  const dropped: DroppedRef[] = [];
  const unwrapped: DroppedRef[] = [];
  const unsafeLinks: UnsafeLinkRef[] = [];
  const headingLines = new Map<MinimarkNode, number>();
  /** Lists each link target the sanitizer took out of `after`. */
  const noteUnsafeLinks = (keys: readonly string[], before: Record<string, unknown>, after: Record<string, unknown>, line: number) => {
    for (const key of keys) {
      const value = before[key];
      if (typeof value !== 'string' || value.trim() === '' || typeof after[key] === 'string') continue;
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalizeUrl(value))?.[1]?.toLowerCase() ?? null;
      unsafeLinks.push({ attribute: key, scheme, line, scriptable: hasScriptableScheme(value) });
    }
  };

  const convertAll = (nodes: Array<RootContent | ElementContent>, parent: string, line: number, isComponent: boolean): MinimarkNode[] => {
    const out: MinimarkNode[] = [];
    for (const node of nodes) {
      for (const item of convert(node, line)) {
        const last = out[out.length - 1];
        if (typeof item === 'string') {
          if (typeof last === 'string') out[out.length - 1] = last + item;
          else out.push(item);
        } else {
          out.push(item);
        }
      }
    }
    if (BLOCK_PARENTS.has(parent)) return dropLayoutWhitespace(out, false);
    if (isComponent) return dropLayoutWhitespace(out, true);
    return out;
  };

  const convert = (node: RootContent | ElementContent, parentLine: number): MinimarkNode[] => {
    const line = node.position?.start?.line ?? parentLine;
    switch (node.type) {
      case 'text':
        return node.value === '' ? [] : [node.value];
      case 'element': {
        const tag = node.tagName.toLowerCase();
        const decision = decideTag(tag);
        if (decision === 'drop') {
          dropped.push({ name: tag, line, written: 'html' });
          return [];
        }
        const children = convertAll(node.children, tag, line, false);
        if (decision === 'unwrap') {
          unwrapped.push({ name: tag, line, written: 'html' });
          return children;
        }
        return element(tag, attributesOf(node.properties), children, line, 'html');
      }
      case 'mdcComponent':
        return component(node, line);
      case 'mdcSlot': {
        const name = /^[A-Za-z0-9_-]+$/.test(node.name) ? node.name : 'default';
        return [['template', { slot: name }, ...convertAll(node.children, 'template', line, true)]];
      }
      case 'mdcCode':
        return [node.node];
      default:
        // comments, doctypes and any raw HTML left over are never rendered
        return [];
    }
  };

  const element = (
    tag: string,
    attributes: Record<string, AttributeValue>,
    children: MinimarkNode[],
    line: number,
    written: DroppedRef['written'],
  ): MinimarkNode[] => {
    // Null for the elements not worth keeping: inputs other than task checkboxes, unsafe embeds.
    const props = sanitizeElement(tag, attributes);
    if (props === null) {
      dropped.push({ name: tag, line, written });
      return [];
    }
    noteUnsafeLinks(LINK_ATTRIBUTES, attributes, props, line);
    if (tag === 'a' && typeof props.href === 'string') links.push(resolved(props, 'href', line));
    if (tag === 'img' && typeof props.src === 'string') {
      images.push({ ...picture(props, 'src', line), alt: typeof props.alt === 'string' ? props.alt : '' });
    }
    for (const key of Object.hasOwn(HTML_MEDIA_ATTRIBUTES, tag) ? (HTML_MEDIA_ATTRIBUTES[tag] ?? []) : []) {
      if (typeof props[key] === 'string' && props[key].trim() !== '') images.push(picture(props, key, line));
    }
    if (typeof props.srcset === 'string') props.srcset = resolveSrcset(props.srcset, line);
    const made: MinimarkNode = [tag, props, ...children];
    if (HEADING_TAGS.has(tag)) headingLines.set(made, line);
    return [made];
  };

  const component = (node: MdcComponentNode, line: number): MinimarkNode[] => {
    const name = node.name;
    // `[text]{.class}` is a span, `::div` a div: names that are HTML tags follow the HTML rules.
    const known = knownComponent(name);
    if (!known && isHtmlTag(name)) {
      const decision = decideTag(name);
      if (decision === 'drop') {
        dropped.push({ name, line, written: 'component' });
        return [];
      }
      const children = convertAll(node.children, name, line, true);
      const attributes: Record<string, AttributeValue> = {};
      for (const [key, value] of Object.entries(node.attributes)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') attributes[key.toLowerCase()] = value;
      }
      if (decision === 'unwrap') {
        unwrapped.push({ name, line, written: 'component' });
        return children;
      }
      return element(name, attributes, children, line, 'component');
    }
    if (!known) unknownComponents.push({ name, line });
    const props = sanitizeComponentProps(node.props);
    noteUnsafeLinks(LINK_PROPS, node.props, props, line);
    for (const [key, value] of Object.entries(props)) {
      if (typeof value === 'string' && (/icon$/i.test(key) || (known === 'icon' && key === 'name'))) icons.push({ name: value, line });
    }
    for (const key of ['to', 'href'] as const) {
      if (typeof props[key] === 'string') links.push(resolved(props, key, line));
    }
    for (const key of COMPONENT_MEDIA_PROPS) {
      const value = props[key];
      if (typeof value === 'string' && value.trim() !== '') images.push(picture(props, key, line));
    }
    return [[name, props as Props, ...convertAll(node.children, name, line, true)]];
  };

  const value = convertAll(root.children, '#root', 1, false);
  return { value, links, images, unknownComponents, icons, dropped, unwrapped, unsafeLinks, headingLines };
}

/** hast property names (className, dataFootnoteRef, ariaLabel, onClick) → HTML attribute names. */
function attributesOf(properties: Properties): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const attribute = attributeName(name);
    if (Array.isArray(value)) out[attribute] = value.join(attribute === 'srcset' || attribute === 'sizes' ? ', ' : ' ');
    else out[attribute] = value;
  }
  return out;
}

function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (property === 'httpEquiv') return 'http-equiv';
  if (property === 'acceptCharset') return 'accept-charset';
  if (/^data[A-Z0-9]/.test(property))
    return `data-${property
      .slice(4)
      .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      .replace(/^-/, '')}`;
  if (/^aria[A-Z]/.test(property)) return `aria-${property.slice(4).toLowerCase()}`;
  if (/^xLink[A-Z]/.test(property)) return `xlink:${property.slice(5).toLowerCase()}`;
  if (/^xml[A-Z]/.test(property)) return `xml:${property.slice(3).toLowerCase()}`;
  return property.toLowerCase();
}
