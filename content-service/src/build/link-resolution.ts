/**
 * Where a link in a page's body goes, the way its author meant it. Pages are addressed by
 * locale-free site paths (`/docs/guide/writing`), but authors also write:
 *
 * - links relative to the file they write in: `./writing`, `../api/http-api#errors`, taken
 *   from the file's folder (so they mean the same in `guide/index.md` and `guide/intro.md`,
 *   which a browser resolving them against the page URL would not);
 * - links to files: `./2.writing.md`, `../1.guide/index.md`, with the order prefixes and
 *   extensions the build drops from paths;
 * - in docs, links relative to the docs folder (`/guide/writing`), as corpora written for a
 *   site whose docs are at its root do: a root-relative link whose first segment is none of
 *   the site's own sections gets the docs prefix, unless it names a site file (a picture of
 *   the public folder such as `/logo.png`, a feed, `robots.txt`), which stays at the root.
 *
 * Pictures written relative to the file (`./diagram.svg`, `../_images/flow.png`), as pages
 * read on a code host write them, are the files beside it under content/, served at
 * `/_content/<path under content/>`.
 *
 * The build rewrites each such link to the site path it means, so the page renders a link
 * that works and the link check checks that one. The result depends only on the link and
 * where the page is, never on which other pages exist (a page parsed once stays right).
 */
import { NON_PAGE_FILES, NON_PAGE_PREFIXES, isFileLink, routes, type SiteConfig } from '@site/contracts';
import { stripOrderPrefix } from '../shared/natural-order.ts';
import type { PageSource } from '../shared/sources.ts';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const FILE_LINK = /\.(md|markdown|ya?ml|json|csv)$/i;

/** First path segments that are the site's own (sections, assets, APIs, locales): never docs-relative. */
function siteSegments(site: SiteConfig): Set<string> {
  const segments = new Set<string>(['', site.docsRoot]);
  for (const route of routes) {
    const first = route.pattern.split('/')[1] ?? '';
    if (!first.startsWith('*') && !first.startsWith(':')) segments.add(first);
  }
  for (const prefix of [...NON_PAGE_PREFIXES, ...NON_PAGE_FILES]) segments.add(prefix.split('/')[1]!);
  for (const locale of site.i18n.locales) segments.add(locale.code);
  return segments;
}

const segmentsBySite = new WeakMap<SiteConfig, Set<string>>();

function segmentsOf(site: SiteConfig): Set<string> {
  let segments = segmentsBySite.get(site);
  if (!segments) {
    segments = siteSegments(site);
    segmentsBySite.set(site, segments);
  }
  return segments;
}

/** What of the site the resolution depends on (the parse cache keys on it). */
export function siteSegmentsKey(site: SiteConfig): string {
  return `${site.docsRoot}:${[...segmentsOf(site)].join(',')}`;
}

function split(href: string): { path: string; rest: string } {
  const at = href.search(/[?#]/);
  return at < 0 ? { path: href, rest: '' } : { path: href.slice(0, at), rest: href.slice(at) };
}

/** A file path as the site path its page gets: order prefixes and the extension dropped, `index` meaning its folder. */
function filePathToPagePath(path: string): string {
  const parts = path.replace(FILE_LINK, '').split('/');
  const mapped = parts.map(stripOrderPrefix);
  if (mapped[mapped.length - 1] === 'index') mapped[mapped.length - 1] = '';
  const joined = mapped.join('/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined || '/';
}

/** The folder a page's file is in, as a site path ending with `/`. */
function folderOf(source: PageSource): string {
  const isIndex = /(^|\/)index$/.test(source.stem);
  if (isIndex) return source.path.endsWith('/') ? source.path : `${source.path}/`;
  return source.path.slice(0, source.path.lastIndexOf('/') + 1) || '/';
}

/** The resolver of links written in `source`'s body. */
export function linkResolver(site: SiteConfig, source: PageSource): (href: string) => string {
  const known = segmentsOf(site);
  const isDocs = source.collection === 'docs' || source.collection.startsWith('docs_');
  return (href) => {
    const trimmed = href.trim();
    if (trimmed === '' || EXTERNAL.test(trimmed) || trimmed.startsWith('#') || trimmed.startsWith('?')) return href;
    const { path, rest } = split(trimmed);
    let resolved: string;
    if (path.startsWith('/')) {
      const first = path.split('/')[1] ?? '';
      // A Markdown file is a page to find; other files (pictures, feeds) are served at the root.
      const siteFile = isFileLink(path) && !FILE_LINK.test(path);
      resolved = isDocs && !known.has(first) && !siteFile ? `/${site.docsRoot}${path}` : path;
    } else {
      resolved = new URL(path, `http://site${folderOf(source)}`).pathname;
    }
    if (FILE_LINK.test(path)) resolved = filePathToPagePath(resolved);
    return resolved === path ? href : resolved + rest;
  };
}

/**
 * The resolver of pictures written in `source`'s body: a relative `src` becomes the
 * `/_content/` URL of the file it names from the file's own folder (order prefixes kept: it
 * is a file, not a page). Root-relative, remote and `data:` pictures, and a path that leaves
 * content/, stay as written (the image check names what is wrong with them).
 */
export function imageResolver(source: PageSource): (src: string) => string {
  const folder = source.rel.slice(0, source.rel.lastIndexOf('/') + 1);
  return (src) => {
    const trimmed = src.trim();
    if (trimmed === '' || EXTERNAL.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#') || trimmed.startsWith('?'))
      return src;
    const { path, rest } = split(trimmed);
    const parts = folder.split('/').filter(Boolean);
    for (const segment of path.split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment !== '..') parts.push(segment);
      else if (parts.pop() === undefined) return src;
    }
    return `/_content/${parts.join('/')}${rest}`;
  };
}
