/**
 * The in-memory model of the content folder: every file classified, every page parsed,
 * every problem recorded against its file. The full build fills it once; the watcher keeps
 * it and updates one file at a time, so a rebuild re-parses only what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsCollection } from '@site/contracts';
import { sortByStem } from '../shared/natural-order.ts';
import { walkEntries } from '../shared/walk-files.ts';
import { parseDataFile, DataSyntaxError } from './data-files.ts';
import { folderConfigAsMeant } from './front-matter.ts';
import { yamlLocator } from './yaml-lines.ts';
import { ReferenceFindings } from './reference-findings.ts';
import { scanPublicFolder, servedPublicFiles, type PublicFiles, type PublicFolder } from './public-files.ts';
import { dataFileIconWarnings, parsePage, displayPath, type ParsedPage, type ParseContext } from './page.ts';
import { tooSlowToParse } from '../markdown/index.ts';
import { attachEncoded, encodeAndRelease } from './encode-page.ts';
import { parseCacheKey } from './parse-cache.ts';
import type { LoadedFile } from './loaded-file.ts';
import { classifySource, expectedCollections, type NavigationConfigSource, type Source } from '../shared/sources.ts';
import type { FolderConfigs } from './navigation.ts';
import type { ResolvedPaths } from '../config.ts';
import { ContentBuildError, type Diagnostic } from '../errors.ts';

export interface ContentState {
  paths: ResolvedPaths;
  ctx: ParseContext;
  collections: string[];
  sources: Map<string, Source>;
  pages: Map<string, ParsedPage>;
  navConfigs: Map<string, { source: NavigationConfigSource; data: Record<string, unknown>; warnings: Diagnostic[] }>;
  staticFiles: Set<string>;
  /** The public folder as last listed (`rescanPublicFolder`). */
  publicFolder: PublicFolder;
  /** What of it is served, as of the last `diagnose` (page paths win over its files). */
  publicFiles: PublicFiles;
  /** Errors per file (parse, schema); cleared when the file is loaded again. */
  fileErrors: Map<string, Diagnostic[]>;
  /**
   * Each collection's pages (by file) in reading order, kept while no page is added, removed
   * or moved: re-sorting 10,000 stems would be a good part of a one-file rebuild.
   */
  pageOrder: Map<string, string[]>;
  /** Link findings per page, checked again only where a change can move them. */
  references: ReferenceFindings;
}

export function createState(paths: ResolvedPaths, ctx: Omit<ParseContext, 'displayRoot'>): ContentState {
  return {
    paths,
    ctx: { ...ctx, displayRoot: path.basename(paths.contentDir) },
    collections: expectedCollections(paths.site),
    sources: new Map(),
    pages: new Map(),
    navConfigs: new Map(),
    staticFiles: new Set(),
    publicFolder: scanPublicFolder(paths.publicDir),
    publicFiles: { served: new Map(), refused: new Map(), warnings: [], displayRoot: path.basename(paths.publicDir) },
    fileErrors: new Map(),
    pageOrder: new Map(),
    references: new ReferenceFindings(),
  };
}

/** Lists the public folder again (after a change in it). */
export function rescanPublicFolder(state: ContentState): void {
  state.publicFolder = scanPublicFolder(state.paths.publicDir);
}

/**
 * Why the content folder cannot be built from (missing, not a folder, unreadable), as the
 * diagnostic the build reports; null when it can be listed.
 */
export function contentFolderProblem(contentDir: string): Diagnostic | null {
  const problem = (message: string): Diagnostic => ({
    file: contentDir,
    line: 1,
    message,
    hint: 'create it, make it readable, or set CONTENT_DIR',
  });
  try {
    if (!fs.statSync(contentDir).isDirectory()) return problem('the content folder is not a folder');
    fs.accessSync(contentDir, fs.constants.R_OK | fs.constants.X_OK);
    return null;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return problem(code === 'ENOENT' ? 'the content folder does not exist' : `the content folder cannot be read (${code ?? String(err)})`);
  }
}

/** Names the build never reads: node_modules, hidden files and folders (but `.navigation.yml`). */
function skippedPath(rel: string): boolean {
  return rel.split('/').some((s) => s === 'node_modules' || (s.startsWith('.') && !/^\.navigation\.ya?ml$/.test(s)));
}

/**
 * Every file under the content folder, relative, with forward slashes, sorted. Regular files
 * only, reached through real folders: a symlink (to a file or a folder) is not followed, so
 * the build reads nothing outside the folder, and no named pipe can block it.
 */
export function listContentFiles(contentDir: string): string[] {
  const problem = contentFolderProblem(contentDir);
  if (problem) throw new ContentBuildError([problem]);
  const files: string[] = [];
  for (const { entry, rel } of walkEntries(contentDir)) {
    if (entry.isFile() && !skippedPath(rel)) files.push(rel);
  }
  return files.sort();
}

/**
 * Whether `rel` is one of the files `listContentFiles` lists, asked of one path (the dev
 * watcher's): a regular file, no symlink on the way to it, not a skipped name. A file that is
 * not is handled as gone, so a dev rebuild reads exactly what a full build would.
 */
export function isListedContentFile(contentDir: string, rel: string): boolean {
  if (skippedPath(rel)) return false;
  const segments = rel.split('/');
  let at = contentDir;
  for (const [i, segment] of segments.entries()) {
    at = path.join(at, segment);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(at);
    } catch {
      return false;
    }
    if (i < segments.length - 1 ? !stat.isDirectory() : !stat.isFile()) return false;
  }
  return true;
}

/** The collections a file belongs to (for knowing what to rewrite after it changes). */
export function collectionsOf(source: Source | undefined): string[] {
  if (!source) return [];
  if (source.type === 'page' || source.type === 'navigation') return [source.collection];
  return [];
}

/** Forgets a file (deleted). */
export function forgetFile(state: ContentState, rel: string): void {
  if (state.pages.has(rel) || state.staticFiles.has(rel)) state.references.pathsChanged();
  dropFile(state, rel);
}

function dropFile(state: ContentState, rel: string): void {
  const page = state.pages.get(rel);
  if (page) state.pageOrder.delete(page.source.collection);
  state.sources.delete(rel);
  state.pages.delete(rel);
  state.navConfigs.delete(rel);
  state.staticFiles.delete(rel);
  state.fileErrors.delete(rel);
}

/**
 * What loading one file produced, self-contained so that a parse worker can produce it and
 * the build thread apply it (it survives structured cloning).
 */
const MIB = 1024 * 1024;

/**
 * The largest page or data file the build reads. The biggest pages of large docs sites are a
 * few hundred KiB; a file far larger (a log or a dump committed by mistake, or written to hurt)
 * would take the build's memory with it: the parser holds several copies of its text.
 */
export const PAGE_SOURCE_MAX_BYTES = 8 * MIB;

/**
 * A content file's text, without the byte order mark some editors write first (Notepad,
 * Excel's CSV export): parsers, raw markdown and llms-full.txt all start at its first character.
 */
export function readContentText(contentDir: string, rel: string): string {
  const file = path.join(contentDir, rel);
  // Checked before reading: a 2 GB file would be read whole before failing as text.
  const { size } = fs.statSync(file);
  if (size > PAGE_SOURCE_MAX_BYTES) {
    throw new Error(
      `it is ${(size / MIB).toFixed(1)} MiB, over the ${PAGE_SOURCE_MAX_BYTES / MIB} MiB limit for a page or data file: split it into several pages`,
    );
  }
  const text = fs.readFileSync(file, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Reads, classifies and parses one file. Problems are returned, not thrown. With `withCacheKey`
 * a parsed page also gets the parse-cache key of exactly the text it was parsed from.
 */
export async function readSource(paths: ResolvedPaths, ctx: ParseContext, rel: string, withCacheKey = false): Promise<LoadedFile> {
  const source = classifySource(rel, paths.site);
  const file = displayPath(ctx, rel);
  if (source.type === 'static' || source.type === 'ignored') return { rel, source };
  let text: string;
  try {
    text = readContentText(paths.contentDir, rel);
  } catch (err) {
    return { rel, source, errors: [{ file, line: 1, message: `cannot read the file: ${(err as Error).message}` }] };
  }
  if (source.type === 'navigation') {
    try {
      const data = parseDataFile(text, 'yml');
      if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
        throw new DataSyntaxError('.navigation.yml must hold fields such as `title:` and `icon:`', 1, 'write `key: value` pairs');
      }
      // The locator parses the text again only if a value needs its written form or a line.
      const locator = yamlLocator(text);
      const navigation = folderConfigAsMeant((data ?? {}) as Record<string, unknown>, locator.sourceOf);
      return { rel, source, navigation, warnings: dataFileIconWarnings(data, locator.lineOf, file) };
    } catch (err) {
      if (!(err instanceof DataSyntaxError)) throw err;
      return { rel, source, errors: [{ file, line: err.line, message: err.message, hint: err.hint }] };
    }
  }
  try {
    const page = await parsePage(source, text, ctx, paths.site);
    const loaded: LoadedFile = { rel, source, page, encoded: encodeAndRelease(page) };
    if (withCacheKey) loaded.cacheKey = parseCacheKey(source, text, ctx, paths.site);
    return loaded;
  } catch (err) {
    if (err instanceof ContentBuildError) return { rel, source, errors: err.diagnostics };
    return { rel, source, errors: [{ file, line: 1, message: `cannot be parsed: ${(err as Error).message}` }] };
  }
}

/**
 * A page whose parse took longer than `limitMs` on a parse worker (which was stopped for it):
 * the same error as the same parse past its limit on this thread (parseMarkdown).
 */
export function tooSlowFile(paths: ResolvedPaths, ctx: ParseContext, rel: string, limitMs: number): LoadedFile {
  const source = classifySource(rel, paths.site);
  const file = displayPath(ctx, rel);
  let text = '';
  try {
    text = readContentText(paths.contentDir, rel);
  } catch {
    // changed meanwhile: the line is then the first one
  }
  const { line, message, hint } = tooSlowToParse(text, file, limitMs).diagnostic;
  return { rel, source, errors: [{ file, line, message, hint }] };
}

/** Puts a loaded file into the state, replacing what the state knew about that file. */
export function applyLoaded(state: ContentState, loaded: LoadedFile): void {
  const { rel, source } = loaded;
  const before = state.pages.get(rel)?.source;
  const keptOrder = before ? state.pageOrder.get(before.collection) : undefined;
  const wasStatic = state.staticFiles.has(rel);
  dropFile(state, rel);
  // Same file, same collection and stem: the reading order is unchanged.
  const after = loaded.page?.source;
  if (keptOrder && after && after.collection === before!.collection && after.stem === before!.stem)
    state.pageOrder.set(after.collection, keptOrder);
  else if (after) state.pageOrder.delete(after.collection);
  state.sources.set(rel, source);
  if (source.type === 'static') state.staticFiles.add(rel);
  if (source.type === 'navigation' && loaded.navigation)
    state.navConfigs.set(rel, { source, data: loaded.navigation, warnings: loaded.warnings ?? [] });
  if (loaded.page && loaded.encoded) {
    attachEncoded(loaded.page, loaded.encoded);
    state.pages.set(rel, loaded.page);
  }
  if (loaded.errors) state.fileErrors.set(rel, loaded.errors);
  // Same page at the same path: only links reaching it (its anchors) may resolve differently.
  if (before && after && after.collection === before.collection && after.path === before.path) state.references.pageChanged(rel);
  else if (before || after || wasStatic || source.type === 'static') state.references.pathsChanged();
}

/** Reads, classifies and parses one file into the state (on this thread). */
export async function loadFile(state: ContentState, rel: string): Promise<void> {
  applyLoaded(state, await readSource(state.paths, state.ctx, rel));
}

/** Pages of a collection in natural reading order. */
export function collectionPages(state: ContentState, collection: string): ParsedPage[] {
  const order = state.pageOrder.get(collection);
  if (order) {
    const pages = order.map((rel) => state.pages.get(rel));
    if (pages.every((p) => p !== undefined)) return pages as ParsedPage[];
  }
  const inCollection: ParsedPage[] = [];
  for (const page of state.pages.values()) if (page.source.collection === collection) inCollection.push(page);
  const pages = sortByStem(inCollection, (p) => p.source.stem);
  state.pageOrder.set(
    collection,
    pages.map((p) => p.source.rel),
  );
  return pages;
}

/** `.navigation.yml` data of a collection keyed by folder stem without the locale folder. */
export function folderConfigs(state: ContentState, collection: string, stemPrefix: string): FolderConfigs {
  const out: FolderConfigs = new Map();
  for (const { source, data } of state.navConfigs.values()) {
    if (source.collection !== collection) continue;
    out.set(source.folderStem.slice(stemPrefix.length), data);
  }
  return out;
}

export interface StateDiagnostics {
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/**
 * Templates are addressed by slug (`/templates/{slug}`): two files with one slug leave one of
 * them unreachable, so the second is named with the first (a warning: both still build).
 */
function duplicateSlugs(state: ContentState, templates: Map<string, ParsedPage> | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, ParsedPage>();
  const pages = [...(templates?.values() ?? [])].sort((a, b) => (a.source.rel < b.source.rel ? -1 : 1));
  for (const page of pages) {
    const slug = page.row.slug;
    if (typeof slug !== 'string') continue;
    const first = seen.get(slug);
    if (!first) {
      seen.set(slug, page);
      continue;
    }
    out.push({
      file: displayPath(state.ctx, page.source.rel),
      line: page.slugLine ?? 1,
      message: `the template slug "${slug}" is already used by ${displayPath(state.ctx, first.source.rel)}, so only one of them can be opened`,
      hint: 'give each template its own slug (or leave slug out to use the file name)',
    });
  }
  return out;
}

/** Every page's locale-free path (what a public file must not shadow), with the file that has it. */
function pagePathsOf(state: ContentState, byCollection: Map<string, Map<string, ParsedPage>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const pages of byCollection.values()) {
    for (const [pagePath, page] of pages) if (!out.has(pagePath)) out.set(pagePath, displayPath(state.ctx, page.source.rel));
  }
  return out;
}

/** The public folder's files as links see them: a change checks every link again. */
function filesKey(publicFiles: PublicFiles): string {
  return `${[...publicFiles.served.keys()].join('\n')}\0${[...publicFiles.refused].join('\n')}`;
}

/**
 * Every error and warning of the current state (link checks run over the whole content). It
 * also settles which public files are served, since that depends on every page's path.
 */
export function diagnose(state: ContentState, strictLinks: boolean): StateDiagnostics {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  for (const list of state.fileErrors.values()) errors.push(...list);

  const byCollection = new Map<string, Map<string, ParsedPage>>();
  for (const page of state.pages.values()) {
    const { collection, path: pagePath } = page.source;
    let map = byCollection.get(collection);
    if (!map) {
      map = new Map();
      byCollection.set(collection, map);
    }
    const other = map.get(pagePath);
    if (other) {
      errors.push({
        file: displayPath(state.ctx, page.source.rel),
        line: 1,
        message: `the path ${pagePath} is already used by ${displayPath(state.ctx, other.source.rel)}:1, so one of the two pages could never be opened`,
        hint: 'rename one of the two files (names map to paths without order prefix, extension or index, lower case, spaces and underscores as hyphens, other punctuation dropped)',
      });
    } else map.set(pagePath, page);
    warnings.push(...page.warnings);
  }
  for (const config of state.navConfigs.values()) warnings.push(...config.warnings);
  warnings.push(...duplicateSlugs(state, byCollection.get('templates')));
  state.publicFiles = servedPublicFiles(state.publicFolder, pagePathsOf(state, byCollection), state.paths.site);
  warnings.push(...state.publicFiles.warnings);
  for (const source of state.sources.values()) {
    if (source.type === 'ignored' && !source.silent) {
      warnings.push({ file: displayPath(state.ctx, source.rel), line: 1, message: `this file is not built: ${source.reason}` });
    }
  }
  const site = state.paths.site;
  const linkIndex = {
    pages: byCollection,
    staticFiles: state.staticFiles,
    publicFiles: state.publicFiles,
    docsCollectionOf: (locale: string) => docsCollection(site, locale),
    defaultDocsCollection: docsCollection(site, site.i18n.defaultLocale),
    docsPrefix: `/${site.docsRoot}`,
    displayPath: (rel: string) => displayPath(state.ctx, rel),
  };
  const references = state.references.check(linkIndex, state.pages, filesKey(state.publicFiles));
  (strictLinks ? errors : warnings).push(...references);
  return { errors, warnings };
}

/** Lets go of what only the link checks read (diagnose): the pages' links, images and anchors. */
export function releaseReferences(state: ContentState): void {
  for (const page of state.pages.values()) {
    page.links = [];
    page.images = [];
    page.anchors = new Set();
  }
}
