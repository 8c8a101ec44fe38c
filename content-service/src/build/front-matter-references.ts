/**
 * Pictures and links named in front matter (a post's `image`, a template's screenshots, an
 * author's `avatar`, a hero's `light`/`dark`, any `/_content/…` value; `to:` paths). A
 * picture written relative to the page's file (`./cover.png`, `../_images/shot.png`) is
 * resolved by the same resolver as the body's pictures (link-resolution.ts
 * `imageResolver`), and a `to:` by the same resolver as the body's links (`linkResolver`:
 * `/getting-started/configuration` in docs is the docs page, as it is in the body), so the
 * stored field holds the URL that works and the checks check that one, naming what was written.
 */
/** A reference found in front matter, with the line of its key. */
interface FoundReference {
  url: string;
  written?: string;
  line: number;
}

/** Calls `visit` with every string in a front matter value and the key path that leads to it. */
export function forEachString(data: unknown, visit: (value: string, path: PropertyKey[]) => void): void {
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, [...path, i]);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    } else if (typeof node === 'string') visit(node, path);
  };
  walk(data, []);
}

const IMAGE_KEYS = new Set(['image', 'image1', 'image2', 'image3', 'mainScreen', 'src', 'avatar', 'light', 'dark', 'poster']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a front matter string at `key` names a picture (an empty value is a field left out). */
function isPicture(key: string, value: string): boolean {
  if (value.trim() === '') return false;
  return value.startsWith('/_content/') || (IMAGE_KEYS.has(key) && !SCHEME.test(value));
}

/** A `to:` the link resolver takes (a site path or one relative to the file; not a URL). */
function isLinkPath(key: string, value: string): boolean {
  return key === 'to' && value.trim() !== '' && !SCHEME.test(value) && !value.startsWith('//') && !value.startsWith('#');
}

/** Where front matter's pictures and `to:` links go: the page's resolvers (link-resolution.ts). */
export interface FrontMatterResolvers {
  image: (src: string) => string;
  /** Absent outside a site build (no site configuration to resolve against). */
  link?: (href: string) => string;
}

/** Front matter with every picture and `to:` link resolved as the body's are. */
export function resolveFrontMatterReferences(data: Record<string, unknown>, resolve: FrontMatterResolvers): Record<string, unknown> {
  const map = (node: unknown, key: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => map(item, String(i)));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, value]) => [k, map(value, k)]));
    }
    if (typeof node !== 'string') return node;
    if (isPicture(key, node)) return resolve.image(node);
    return resolve.link && isLinkPath(key, node) ? resolve.link(node) : node;
  };
  return map(data, '') as Record<string, unknown>;
}

/** Front matter references: image fields (and any `/_content/...` value) must exist; `to:` paths must resolve. */
export function collectFrontMatterReferences(
  data: unknown,
  lineOf: (path: ReadonlyArray<PropertyKey>) => number,
  resolve: FrontMatterResolvers,
  links: FoundReference[],
  images: FoundReference[],
): void {
  forEachString(data, (value, path) => {
    const key = String(path[path.length - 1] ?? '');
    if (isPicture(key, value)) {
      const url = resolve.image(value);
      images.push({ url, ...(url === value ? {} : { written: value }), line: lineOf(path) });
    } else if (isLinkPath(key, value)) {
      const url = resolve.link ? resolve.link(value) : value;
      if (url.startsWith('/')) links.push({ url, ...(url === value ? {} : { written: value }), line: lineOf(path) });
    }
  });
}
