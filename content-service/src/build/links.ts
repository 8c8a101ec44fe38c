/**
 * Checks every internal link, anchor and image of the content. Links are written
 * locale-free (`/docs/...`, `/blog/...`): a docs link resolves in the page's own locale
 * first, then in the default locale (an untranslated page shows the English one). A
 * root-relative picture (`/blog/cover.png`) is a file of the public folder; `/_content/…`
 * names a file stored with the content.
 *
 * A draft (`draft: true`, shared/drafts.ts) is served only in a preview, in dev too: a link
 * to one is a 404 for readers, so it is a finding like a link to a missing page. A draft
 * translation is no translation (readers get the default locale's page), and a link written
 * in a draft is read only in preview, where the drafts it reaches are served too.
 */
import { CLOBBER_PREFIX, isNonPagePath, isPicturePath } from '@site/contracts';
import type { Diagnostic, ReferenceProblem } from '../errors.ts';
import { isDraftRow } from '../shared/drafts.ts';
import type { ParsedPage, Reference } from './page.ts';
import type { PublicFiles } from './public-files.ts';

export interface LinkIndex {
  /** Pages by collection, then by path. */
  pages: Map<string, Map<string, ParsedPage>>;
  /** Static files by path relative to content/. */
  staticFiles: Set<string>;
  /** The public folder's served files (and why the others are not). */
  publicFiles: PublicFiles;
  /** Docs collection of each locale, and of the default locale. */
  docsCollectionOf(locale: string): string;
  defaultDocsCollection: string;
  docsPrefix: string;
  displayPath(rel: string): string;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

function splitUrl(url: string): { pathname: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : '';
  let pathname = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = pathname.indexOf('?');
  if (queryAt >= 0) pathname = pathname.slice(0, queryAt);
  return { pathname, hash };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Collections whose pages live outside the docs folder, in the order a path is looked up. */
const SITE_COLLECTIONS = ['landing', 'posts', 'templates', 'pricing'];

/**
 * The page a link reaches, as readers outside preview get it: a draft translation gives way
 * to the default locale's page. Called for every internal link of every page: no
 * allocation, two map lookups for a docs link. `onTarget` is told each page looked at
 * (a draft passed over too: publishing it changes the finding).
 */
function findPage(index: LinkIndex, from: ParsedPage, pathname: string, onTarget?: (target: ParsedPage) => void): ParsedPage | undefined {
  const { docsPrefix } = index;
  const inDocs = pathname.startsWith(docsPrefix) && (pathname.length === docsPrefix.length || pathname[docsPrefix.length] === '/');
  if (inDocs) {
    const own = index.pages.get(index.docsCollectionOf(from.source.locale))?.get(pathname);
    if (own && !isDraftRow(own.row)) return own;
    if (own) onTarget?.(own);
    return index.pages.get(index.defaultDocsCollection)?.get(pathname) ?? own;
  }
  for (const collection of SITE_COLLECTIONS) {
    const page = index.pages.get(collection)?.get(pathname);
    if (page) return page;
  }
  return undefined;
}

interface Problem {
  kind: ReferenceProblem;
  message: string;
  /** How to fix it, when not the usual hint. */
  hint?: string;
}

/** `onTarget`: told each page a link resolves to (what the finding depends on besides the set of paths). */
function checkLink(index: LinkIndex, page: ParsedPage, ref: Reference, onTarget?: (target: ParsedPage) => void): Problem | null {
  const url = ref.url.trim();
  if (!url || EXTERNAL.test(url) || url.startsWith('//')) return null;
  const { pathname: rawPath, hash } = splitUrl(url);
  let pathname = rawPath;
  if (pathname === '') pathname = page.source.path;
  else if (!pathname.startsWith('/')) pathname = new URL(pathname, `http://site${page.source.path}`).pathname;
  pathname = decode(pathname);
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  if (pathname.startsWith('/_content/')) {
    return index.staticFiles.has(pathname.slice('/_content/'.length))
      ? null
      : { kind: 'link', message: `no file content/${pathname.slice('/_content/'.length)} exists` };
  }
  if (index.publicFiles.served.has(pathname)) return null;
  if (isNonPagePath(pathname)) return null;
  const target = findPage(index, page, pathname, onTarget);
  if (!target) {
    // A link to a picture names a public-folder file: missing, it is a missing image.
    return isPicturePath(pathname)
      ? { kind: 'image', message: publicProblem(index, pathname) }
      : { kind: 'link', message: `no page has the path ${pathname}` };
  }
  onTarget?.(target);
  if (isDraftRow(target.row) && !isDraftRow(page.row)) {
    return {
      kind: 'link',
      message: `${pathname} is a draft (\`draft: true\` in ${index.displayPath(target.source.rel)}), which readers cannot open: it is served only in preview`,
      hint: 'publish the page (remove `draft: true`) or link elsewhere',
    };
  }
  const anchor = decode(hash);
  // `#x` also lands on the author's own element `x`, stored as `user-content-x` (as the browser resolves it: dom-anchors.ts).
  if (anchor && !target.anchors.has(anchor) && !target.anchors.has(CLOBBER_PREFIX + anchor))
    return { kind: 'anchor', message: `${pathname} has no heading with the id "${anchor}"` };
  return null;
}

/** Why a root-relative path names no served public file. */
function publicProblem(index: LinkIndex, pathname: string): string {
  const { displayRoot, refused } = index.publicFiles;
  const reason = refused.get(pathname);
  return reason ? `${displayRoot}${pathname} is not served: ${reason}` : `no file ${displayRoot}${pathname} exists`;
}

function checkImage(index: LinkIndex, ref: Reference): string | null {
  const url = ref.url.trim();
  if (/^(https?:)?\/\//i.test(url) || /^data:image\//i.test(url)) return null;
  if (url.startsWith('/_content/')) {
    const rel = decode(splitUrl(url).pathname.slice('/_content/'.length));
    return index.staticFiles.has(rel) ? null : `no file content/${rel} exists`;
  }
  if (!url.startsWith('/')) {
    return `pictures are named from the site root: /<path under ${index.publicFiles.displayRoot}/> or /_content/<path under content/>`;
  }
  const pathname = decode(splitUrl(url).pathname);
  return index.publicFiles.served.has(pathname) ? null : publicProblem(index, pathname);
}

/** The problems of one page's links and images; `onTarget` is told each page its links resolve to. */
export function checkPageReferences(index: LinkIndex, page: ParsedPage, onTarget?: (target: ParsedPage) => void): Diagnostic[] {
  const out: Diagnostic[] = [];
  const file = index.displayPath(page.source.rel);
  for (const link of page.links) {
    const problem = checkLink(index, page, link, onTarget);
    if (problem) {
      out.push({
        file,
        line: link.line,
        message: `link to ${link.written ? `${link.written} (${link.url})` : link.url} does not resolve (${problem.message})`,
        hint: problem.hint ?? 'fix the link or add the missing page or heading',
        reference: problem.kind,
      });
    }
  }
  for (const image of page.images) {
    const problem = checkImage(index, image);
    if (problem) {
      out.push({
        file,
        line: image.line,
        message: `image ${image.written ? `${image.written} (${image.url})` : image.url} does not resolve (${problem})`,
        hint: 'add the file or fix the path',
        reference: 'image',
      });
    }
    if (image.alt !== undefined && image.alt.trim() === '') {
      out.push({
        file,
        line: image.line,
        message: `image ${image.written ?? image.url} has no alt text`,
        hint: 'describe the image in the brackets: ![what it shows](…)',
        reference: 'alt',
      });
    }
  }
  return out;
}
