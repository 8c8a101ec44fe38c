/**
 * Maps the files under content/ to collections, paths and stems (shell/contracts/CONTRACTS.md §1).
 * The mapping is pure (relative path in, source description out) so the full build and
 * the incremental rebuild classify a file the same way.
 */
import { CONTENT_FILE_TYPES, contentFileType, docsCollection, fileExtension, isRoutablePath, type SiteConfig } from '@site/contracts';
import { pathSegment, segmentsPath } from './natural-order.ts';

type SourceKind = 'markdown' | 'data';

export interface PageSource {
  type: 'page';
  /** Path relative to content/, with forward slashes. */
  rel: string;
  collection: string;
  kind: SourceKind;
  extension: string;
  /** File path without extension, order prefixes kept (`docs/1.getting-started/2.install`). */
  stem: string;
  /** Public, locale-free path: prefixes dropped, names slugged (`/docs/getting-started/install`). */
  path: string;
  /** Locale of the page (the default locale for content outside a locale folder). */
  locale: string;
  /**
   * Set when the file's name marks it a draft (`3.upcoming.draft.md`, see `draftStem`): the
   * page is a draft unless its front matter says otherwise (build/page.ts).
   */
  draft?: true;
}

export interface NavigationConfigSource {
  type: 'navigation';
  rel: string;
  collection: string;
  /** Stem of the folder the file configures (`docs/1.getting-started`). */
  folderStem: string;
}

interface StaticSource {
  type: 'static';
  rel: string;
}

interface IgnoredSource {
  type: 'ignored';
  rel: string;
  reason: string;
  /** Left out on purpose by its author (hidden files, partials): no build warning. */
  silent?: boolean;
}

export type Source = PageSource | NavigationConfigSource | StaticSource | IgnoredSource;

const NAVIGATION_FILES = new Set(['.navigation.yml', '.navigation.yaml', '_dir.yml', '_dir.yaml']);
const MARKDOWN_EXT = new Set(['md']);
const DATA_EXT = new Set(['yml', 'yaml', 'json', 'csv']);

/** Every collection this site configuration builds, in a stable order. */
export function expectedCollections(site: SiteConfig): string[] {
  const docs = site.i18n.enabled ? site.i18n.locales.map((l) => docsCollection(site, l.code)) : ['docs'];
  return ['landing', ...docs, 'pricing', 'templates', 'posts'];
}

/** The public path of a stem below a path prefix: each name a slug (`pathSegment`), `index` gives its folder. */
function toPath(prefix: string, segments: string[]): string {
  const names = pathSegment(segments[segments.length - 1] ?? '') === 'index' ? segments.slice(0, -1) : segments;
  return segmentsPath(prefix, names) || '/';
}

function withoutExt(rel: string): string {
  const ext = fileExtension(rel);
  return ext ? rel.slice(0, -(ext.length + 1)) : rel;
}

const DRAFT_SUFFIX = '.draft';

/**
 * A stem whose file name ends in `.draft` (`docs/7.more/3.upcoming.draft`), as the reference
 * content module marks a draft by name: the stem without it (`docs/7.more/3.upcoming`), which
 * the path and title are made from; null for any other stem. A file named only `draft`
 * (`draft.md`, `3.draft.md`) is a page called draft.
 */
function draftStem(stem: string): string | null {
  if (!stem.endsWith(DRAFT_SUFFIX)) return null;
  const name = stem.slice(stem.lastIndexOf('/') + 1).replace(/^\d+\./, '');
  return name.length > DRAFT_SUFFIX.length ? stem.slice(0, -DRAFT_SUFFIX.length) : null;
}

export function classifySource(rel: string, site: SiteConfig): Source {
  const segments = rel.split('/');
  const fileName = segments[segments.length - 1]!;
  const ext = fileExtension(rel);
  if (contentFileType(rel)) return { type: 'static', rel };

  const locales = site.i18n.enabled ? site.i18n.locales.map((l) => l.code) : [];
  const defaultLocale = site.i18n.defaultLocale;
  let locale = defaultLocale;
  let inner = segments;
  if (site.i18n.enabled && segments.length > 1 && locales.includes(segments[0]!) && segments[0] !== defaultLocale) {
    locale = segments[0]!;
    inner = segments.slice(1);
  }
  const localeRoot = locale === defaultLocale ? '' : locale;
  const docsRoot = site.docsRoot;

  // `_dir.yml` is the same file under the name the reference module's version 2 gave it.
  if (NAVIGATION_FILES.has(fileName)) {
    if (inner[0] === docsRoot && inner.length >= 2) {
      return {
        type: 'navigation',
        rel,
        collection: docsCollection(site, locale),
        folderStem: segments.slice(0, -1).join('/'),
      };
    }
    return { type: 'ignored', rel, reason: `a ${fileName} only shapes folders under ${docsRoot}/` };
  }
  if (fileName.startsWith('.')) return { type: 'ignored', rel, reason: 'hidden file', silent: true };

  const isMarkdown = MARKDOWN_EXT.has(ext);
  const isData = DATA_EXT.has(ext);
  if (!isMarkdown && !isData) {
    return {
      type: 'ignored',
      rel,
      reason: `".${ext}" files are neither pages (md, yml, json, csv) nor files served with them (${Object.keys(CONTENT_FILE_TYPES).join(', ')})`,
    };
  }
  // Partials (`_partials/snippet.md`, `docs/_note.md`), as the reference content module
  // marks them: content other files draw on, never a page of their own. Pictures under a
  // `_` folder (`_images/`) were classified above and stay served.
  if (segments.some((segment) => segment.startsWith('_'))) {
    return { type: 'ignored', rel, reason: 'a name starting with "_" marks a partial, not a page', silent: true };
  }
  const kind: SourceKind = isMarkdown ? 'markdown' : 'data';
  const fullStem = withoutExt(rel);
  const undrafted = draftStem(fullStem);
  const draft = undrafted !== null;
  const stem = undrafted ?? fullStem;
  const innerStem = draft ? withoutExt(inner.join('/')).slice(0, -DRAFT_SUFFIX.length) : withoutExt(inner.join('/'));
  const innerSegs = innerStem.split('/');
  // A name that makes no URL segment (only symbols, `[..]`) would give a page no request can
  // reach, and a sidebar link that resolves to another page: it is not built, with a warning.
  const page = (collection: string, path: string): PageSource | IgnoredSource =>
    isRoutablePath(path)
      ? { type: 'page', rel, collection, kind, extension: ext, stem, path, locale, ...(draft ? { draft } : {}) }
      : {
          type: 'ignored',
          rel,
          reason: `its path ${path} is one no URL can name: name files and folders with letters or digits`,
        };

  // Docs: content/docs/** and content/{locale}/docs/**.
  if (innerSegs[0] === docsRoot && innerSegs.length >= 2) {
    return page(docsCollection(site, locale), toPath(`/${docsRoot}`, innerSegs.slice(1)));
  }
  // Landing: content/index.md, content/{locale}/index.md, content/studio/index.md, list intros.
  if (innerStem === 'index') return page('landing', localeRoot ? `/${localeRoot}` : '/');
  if (!localeRoot) {
    if (stem === 'studio/index') return page('landing', '/studio');
    if (['blog', 'changelog', 'templates'].includes(stem) && isData) return page('landing', `/${stem}`);
    if (stem === 'studio/pricing' && isData) return page('pricing', '/studio/pricing');
    if ((segments[0] === 'blog' || segments[0] === 'changelog') && segments.length === 2 && isMarkdown) {
      return page('posts', toPath(`/${segments[0]}`, [innerSegs[1]!]));
    }
    // Templates are yaml data or markdown (front matter plus a body shown on the detail page).
    if (segments[0] === 'templates' && segments.length === 2) {
      return page('templates', toPath('/templates', [innerSegs[1]!]));
    }
  }
  const notLocale = inner === segments && (segments[1] === docsRoot || innerStem === `${segments[0]}/index`);
  return {
    type: 'ignored',
    rel,
    reason: notLocale
      ? unknownLocaleReason(segments[0]!, site)
      : 'it is not in any collection (see shell/contracts/CONTRACTS.md §1 for where each kind of page lives)',
  };
}

/**
 * Why `{folder}/docs/…` or `{folder}/index.md` is not built: the folder is laid out as a
 * locale's but names none the site serves. Names the codes it may mean, so a typo or another
 * tool's spelling (`jp`, `zh-TW`, `pt-PT`, `cn`) is caught at the first build, not by readers.
 */
function unknownLocaleReason(folder: string, site: SiteConfig): string {
  if (!site.i18n.enabled) return `"${folder}/" is laid out as a locale folder, but i18n is off in the site configuration`;
  if (folder === site.i18n.defaultLocale) {
    return `"${folder}" is the default locale, whose pages live without a locale folder (docs/…, index.md)`;
  }
  const codes = site.i18n.locales.map((l) => l.code).filter((code) => code !== site.i18n.defaultLocale);
  const wanted = folder.toLowerCase().replace(/-/g, '_');
  const language = wanted.split('_')[0];
  const candidates = [
    codes.filter((code) => code === wanted),
    codes.filter((code) => code.split('_')[0] === language),
    codes.filter((code) => code.split('_')[1] === wanted),
    codes.filter((code) => editDistanceAtMostOne(code, wanted)),
  ];
  const suggestions = candidates.find((list) => list.length > 0) ?? [];
  const hint = suggestions.length ? ` (did you mean ${suggestions.map((code) => `"${code}/"`).join(' or ')}?)` : '';
  return `"${folder}" is not a locale this site serves${hint}: locale folders are named by the codes of the site configuration's i18n.locales`;
}

/** Whether two short codes differ by at most one inserted, deleted or replaced letter. */
function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}
