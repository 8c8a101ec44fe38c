/**
 * Where a link in a page's body goes, the way its author meant it. Pages are addressed by
 * locale-free site paths (`/docs/guide/writing`), but authors also write:
 *
 * - links relative to the file they write in: `./writing`, `../api/http-api#errors`, taken
 *   from the file's folder (so they mean the same in `guide/index.md` and `guide/intro.md`,
 *   which a browser resolving them against the page URL would not);
 * - links to files: `./2.writing.md`, `../1.guide/index.md`, `./My Page.md`, with the order
 *   prefixes, extensions and names the build turns into slugs for paths; root-relative too,
 *   as the repository shows the file (`/docs/1.guide/2.writing`, `/docs/1.guide/index`);
 * - in docs, links relative to the docs folder (`/guide/writing`), as corpora written for a
 *   site whose docs are at its root do: a root-relative link whose first segment is none of
 *   the site's own sections gets the docs prefix (`/api/composables/x` too: only the APIs the
 *   site serves are its own), unless it names a site file (a picture of the public folder such
 *   as `/logo.png`, a feed, `robots.txt`), which stays at the root.
 *
 * Pictures written relative to the file (`./diagram.svg`, `../_images/flow.png`), as pages
 * read on a code host write them, are the files beside it under content/, served at
 * `/_content/<path under content/>`; so are links to such files and to the other files
 * served with the content (`[the report](./files/report.pdf)`, CONTENT_FILE_TYPES).
 *
 * The build rewrites each such link to the site path it means, so the page renders a link
 * that works and the link check checks that one. The result depends only on the link and
 * where the page is, never on which other pages exist (a page parsed once stays right).
 */
import { NON_PAGE_FILES, NON_PAGE_PREFIXES, SERVICES, contentFileType, isFileLink, routes, type SiteConfig } from '@site/contracts';
import { pathSegment } from './natural-order.ts';
import { isDocsCollection } from './outputs.ts';
import type { PageSource } from './sources.ts';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;
/**
 * Links to a page's file. `.html` too: VitePress writes its pages' links so
 * (`/guide/intro.html`), and no HTML file is ever served from the content or public folders
 * (CONTENT_FILE_TYPES), so such a link can only mean the page.
 */
const FILE_LINK = /\.(md|markdown|ya?ml|json|csv|html?)$/i;

/**
 * The APIs the site serves under `/api/` (`/api/content`, `/api/_nuxt_icon`). `/api` itself is
 * no section: docs corpora very often have an API section, and their `/api/composables/x`
 * means it (it went out as written, a 404 the link check skipped as a non-page path).
 */
const SERVED_APIS = Object.values(SERVICES)
  .flatMap((service) => service.routePrefixes)
  .filter((prefix) => prefix.startsWith('/api/'));

function isServedApi(path: string): boolean {
  return SERVED_APIS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** First path segments that are the site's own (sections, assets, locales): never docs-relative. */
function siteSegments(site: SiteConfig): Set<string> {
  const segments = new Set<string>(['', site.docsRoot]);
  for (const route of routes) {
    const first = route.pattern.split('/')[1] ?? '';
    if (!first.startsWith('*') && !first.startsWith(':')) segments.add(first);
  }
  for (const prefix of [...NON_PAGE_PREFIXES, ...NON_PAGE_FILES]) if (prefix !== '/api/') segments.add(prefix.split('/')[1]!);
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
  return `${site.docsRoot}:${[...segmentsOf(site)].join(',')}:${SERVED_APIS.join(',')}`;
}

function split(href: string): { path: string; rest: string } {
  const at = href.search(/[?#]/);
  return at < 0 ? { path: href, rest: '' } : { path: href.slice(0, at), rest: href.slice(at) };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path written to a page as the path the page has: each name written becomes its path
 * segment (`1.Getting Started` → `getting-started`, the page's own rule), the extension of a
 * file is dropped, and a last name `index` (`index.md`, `0.index`) means its folder, as the
 * file gives its folder's page. `.` and `..` stay for the resolution against the page's folder;
 * `keepFirst`: the first name of a root-relative path is a site section or locale (`/docs/…`,
 * `/fr/…`), kept as written. `folder`: the path ended with `index`, so means a folder.
 */
function writtenToPagePath(path: string, toFile: boolean, keepFirst = false): { written: string; folder: boolean } {
  const parts = (toFile ? path.replace(FILE_LINK, '') : path).split('/');
  const mapped = parts.map((part, i) =>
    part === '' || part === '.' || part === '..' || (keepFirst && i === 1) ? part : pathSegment(decode(part)),
  );
  const last = mapped.length - 1;
  const folder = mapped[last] === 'index' && !(keepFirst && last === 1);
  if (folder) mapped[last] = '';
  return { written: mapped.join('/'), folder };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path || '/';
}

/** The folder a page's file is in, as a site path ending with `/`. */
function folderOf(source: PageSource): string {
  // `index.md` and an ordered `0.index.md` alike: the page of its folder.
  const isIndex = pathSegment(source.stem.slice(source.stem.lastIndexOf('/') + 1)) === 'index';
  if (isIndex) return source.path.endsWith('/') ? source.path : `${source.path}/`;
  return source.path.slice(0, source.path.lastIndexOf('/') + 1) || '/';
}

/** The resolver of links written in `source`'s body. */
export function linkResolver(site: SiteConfig, source: PageSource): (href: string) => string {
  const known = segmentsOf(site);
  const isDocs = isDocsCollection(source.collection);
  const fileResolver = imageResolver(source);
  return (href) => {
    const trimmed = href.trim();
    if (trimmed === '' || EXTERNAL.test(trimmed) || trimmed.startsWith('#') || trimmed.startsWith('?')) return href;
    const { path, rest } = split(trimmed);
    const toFile = FILE_LINK.test(path);
    // A file beside the page (a picture, a PDF) is the one under content/, as for pictures.
    if (!path.startsWith('/') && !toFile && contentFileType(path)) return fileResolver(href);
    // A Markdown file is a page to find; other files (pictures, feeds) are served where they are.
    // `/api/…` in docs is the docs' own API section unless the site serves it (SERVED_APIS).
    const apiSection = isDocs && (path === '/api' || path.startsWith('/api/')) && !isServedApi(path);
    const siteFile = isFileLink(path) && !toFile && !apiSection;
    let resolved: string;
    let folder = false;
    if (path.startsWith('/')) {
      const first = path.split('/')[1] ?? '';
      const docsRelative = isDocs && !known.has(first) && !siteFile && !isServedApi(path);
      // A root-relative link names files as the repository shows them (`/docs/1.guide/2.intro`,
      // `/1.guide/index.md` in docs): their names become slugs, the site's section as written.
      if (siteFile || isServedApi(path)) resolved = path;
      else {
        const mapped = writtenToPagePath(path, toFile, !docsRelative);
        folder = mapped.folder;
        resolved = docsRelative ? `/${site.docsRoot}${mapped.written}` : mapped.written;
      }
    } else {
      const mapped = siteFile ? { written: path, folder: false } : writtenToPagePath(path, toFile);
      folder = mapped.folder;
      resolved = new URL(mapped.written, `http://site${folderOf(source)}`).pathname;
    }
    if (toFile || folder) resolved = withoutTrailingSlash(resolved);
    return resolved === path ? href : resolved + rest;
  };
}

/**
 * The resolver of pictures written in `source`'s body (and of links to files, above): a
 * relative `src` becomes the `/_content/` URL of the file it names from the file's own folder
 * (order prefixes kept: it is a file, not a page). Root-relative, remote and `data:` pictures,
 * and a path that leaves content/, stay as written (the image and link checks name what is
 * wrong with them; content-service never serves a path with `..` in it).
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
