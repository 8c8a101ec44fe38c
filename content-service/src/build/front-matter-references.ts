/**
 * Pictures and links named in front matter (a post's `image`, a template's screenshots, an
 * author's `avatar`, a hero's `light`/`dark`, any `/_content/…` value; `to:` paths). A
 * picture written relative to the page's file (`./cover.png`, `../_images/shot.png`) is
 * resolved by the same resolver as the body's pictures (link-resolution.ts
 * `imageResolver`), so the stored field holds the URL that works and the image check
 * checks that one, naming the picture as written.
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

/** Front matter with every picture written relative to the file resolved by `resolve`. */
export function resolveFrontMatterPictures(data: Record<string, unknown>, resolve: (src: string) => string): Record<string, unknown> {
  const map = (node: unknown, key: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => map(item, String(i)));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, value]) => [k, map(value, k)]));
    }
    return typeof node === 'string' && isPicture(key, node) ? resolve(node) : node;
  };
  return map(data, '') as Record<string, unknown>;
}

/** Front matter references: image fields (and any `/_content/...` value) must exist; `to:` paths must resolve. */
export function collectFrontMatterReferences(
  data: unknown,
  lineOf: (path: ReadonlyArray<PropertyKey>) => number,
  resolveImage: (src: string) => string,
  links: FoundReference[],
  images: FoundReference[],
): void {
  forEachString(data, (value, path) => {
    const key = String(path[path.length - 1] ?? '');
    if (isPicture(key, value)) {
      const url = resolveImage(value);
      images.push({ url, ...(url === value ? {} : { written: value }), line: lineOf(path) });
    } else if (key === 'to' && value.startsWith('/')) {
      links.push({ url: value, line: lineOf(path) });
    }
  });
}
