/**
 * Everything built for one collection from its parsed pages: encoded rows, version, SQL
 * dump, navigation tree, search sections, the docs search index and the prev/next order.
 * Rows are encoded once, right after parsing (encode-page.ts), so after a one-file change
 * only that page is encoded again.
 */
import type { Surround } from '@site/contracts';
import type { ParsedPage } from './page.ts';
import { tableSchema, type SqlValue, type TableSchema } from '../shared/schema.ts';
import { collectionVersion } from '../shared/dump.ts';
import { encodedOf, type EncodedPage } from './encode-page.ts';
import { buildNavigation, navigationOrder, type NavigationPage } from './navigation.ts';
import { searchIndexFeed, searchIndexOutput, type SearchIndexFeed, type SearchLabels } from '../search/index-job.ts';
import { dumpOutput } from '../shared/dump-stream.ts';
import { isDraftRow, publishedOnly } from '../shared/drafts.ts';
import { collectionPages, folderConfigs, type ContentState } from './content-state.ts';
import type { OutputRecord } from '../shared/database.ts';
import {
  JSON_TYPE,
  WRITTEN_IN_PIECES_MIN_BYTES,
  hasSearchIndex,
  joinedUnder,
  jsonArrayPieces,
  output,
  outputWriter,
} from '../shared/outputs.ts';

/**
 * After a full build is written, the watcher only needs each page's hash: dropping the
 * encoded rows keeps a 10,000-page dev session's memory in bounds.
 */
export function releaseWritten(builds: Iterable<CollectionBuild>): void {
  for (const build of builds) {
    for (const encoded of build.encoded) encoded.values = null;
    build.outputs.length = 0;
  }
}

export interface CollectionBuild {
  collection: string;
  schema: TableSchema;
  pages: ParsedPage[];
  encoded: EncodedPage[];
  version: string;
  structureVersion: string;
  outputs: OutputRecord[];
  /** Pages in navigation order (prev/next, llms files); null when an incremental build kept the navigation. */
  order: Surround[] | null;
  /** Outputs still being built (the search files, possibly on a worker thread). */
  pending: Array<Promise<OutputRecord | OutputRecord[]>>;
}

/** The locale folder prefix of a docs collection's stems (`fr/` for docs_fr), '' otherwise. */
function stemPrefix(state: ContentState, pages: ParsedPage[]): string {
  const locale = pages[0]?.source.locale;
  const isDocs = pages[0]?.source.collection.startsWith('docs');
  return isDocs && locale && locale !== state.paths.site.i18n.defaultLocale ? `${locale}/` : '';
}

/** What a full build's outputs read back from the database its pages were written into (build-database.ts). */
export interface WrittenPages {
  /** A collection's rows as written, in order; `where`: a condition on them. */
  rows(schema: TableSchema, where?: string): Iterable<SqlValue[]>;
  /** A page's search sections as JSON array items ('' for none). */
  sections(collection: string, pagePath: string): string;
  /** Writes finished outputs into the database at once (the search parts as they are made), so they are not held. */
  store?(records: OutputRecord[]): void;
}

/**
 * What a page gives its collection's navigation and prev/next order (and llms.txt): when no
 * changed page's key moved, an incremental build keeps those outputs as they are.
 */
export function navigationKey(page: ParsedPage | undefined): string | null {
  if (!page) return null;
  const { stem, path } = page.source;
  const { title, description, navigation } = page.row;
  return JSON.stringify([stem, path, title, description, navigation, isDraftRow(page.row)]);
}

/**
 * `incremental`: skip the dump, the search index and the sections, which the server derives
 * on demand after an incremental build (they are the slow part for a big collection).
 * `written`: where a full build's dump and sections read the pages back (the database being written).
 * `keepNavigation`: the navigation, order and their preview variants are unchanged (navigationKey): not made again.
 */
export function buildCollection(
  state: ContentState,
  collection: string,
  opts: { incremental: true; keepNavigation?: boolean } | { incremental?: false; written: WrittenPages },
): CollectionBuild {
  const schema = tableSchema(collection);
  const pages = collectionPages(state, collection);
  const encoded = pages.map(encodedOf);
  const { structureVersion } = schema;
  const version = collectionVersion(
    schema.structure,
    encoded.map((e) => e.hash),
  );

  if (opts.incremental && opts.keepNavigation) {
    return { collection, schema, pages, encoded, version, structureVersion, outputs: [], order: null, pending: [] };
  }
  const prefix = stemPrefix(state, pages);
  const folders = folderConfigs(state, collection, prefix);
  // Navigation and prev/next order of some pages (all of them: the preview variants).
  const navigationOf = (shown: ParsedPage[]) => {
    const navPages: NavigationPage[] = shown.map((p) => ({
      innerStem: p.source.stem.slice(prefix.length),
      stem: p.source.stem,
      path: p.source.path,
      title: String(p.row.title ?? ''),
      description: String(p.row.description ?? ''),
      navigation: p.row.navigation,
    }));
    const navigation = buildNavigation(navPages, folders, prefix);
    return { navigation, order: navigationOrder(navigation, new Map(navPages.map((p) => [p.path, p]))) };
  };
  // Drafts are served in preview only (drafts.ts): the public outputs leave them out, and
  // the preview variants exist only when there is a draft to show (the server asks the same).
  const published = pages.filter((p) => !isDraftRow(p.row));
  const drafts = published.length < pages.length;
  const { navigation, order } = navigationOf(published);

  const outputs = [
    output(collection, 'navigation', JSON_TYPE, JSON.stringify(navigation)),
    output(collection, 'order', JSON_TYPE, JSON.stringify(order)),
    // Known here from the pages: the server would otherwise find out by reading every row (2.4 s at 100,000 pages).
    output(collection, 'drafts', JSON_TYPE, JSON.stringify(drafts)),
  ];
  if (drafts) {
    const all = navigationOf(pages);
    outputs.push(
      output(collection, 'navigation-preview', JSON_TYPE, JSON.stringify(all.navigation)),
      output(collection, 'order-preview', JSON_TYPE, JSON.stringify(all.order)),
    );
  }
  if (opts.incremental) return { collection, schema, pages, encoded, version, structureVersion, outputs, order, pending: [] };
  const written = writtenOutputs(
    { collection, schema, version, structureVersion },
    { paths: published.map((p) => p.source.path), where: drafts ? (publishedOnly(collection) ?? '') : '' },
    opts.written,
    { navigationJson: outputs[0]!.body.toString(), originalLang: state.paths.site.i18n.defaultLocale },
  );
  return {
    collection,
    schema,
    pages,
    encoded,
    version,
    structureVersion,
    outputs: [...outputs, ...written.outputs],
    order,
    pending: written.pending,
  };
}

/**
 * The outputs read back from a database the collection's pages are written in: its search
 * sections (`published.paths`: its published pages in reading order; `published.where`: the
 * condition that keeps their rows, '' when there is no draft), its dump and its search files
 * (still being made: on a worker thread when big; `search`: what they are labelled with). A
 * full build makes them while it writes; a dev rebuild once its change is served
 * (settle-outputs.ts). Every one but a small collection's sections is still being made.
 * `inPiecesFrom`: sections of this many bytes or more are written in pieces (tests lower it).
 */
export function writtenOutputs(
  build: Pick<CollectionBuild, 'collection' | 'schema' | 'version' | 'structureVersion'>,
  published: { paths: string[]; where: string },
  written: WrittenPages,
  search: SearchLabels,
  inPiecesFrom = WRITTEN_IN_PIECES_MIN_BYTES,
): { outputs: OutputRecord[]; pending: CollectionBuild['pending'] } {
  const { collection, schema, version, structureVersion } = build;
  // The dump serves published rows only.
  const publishedRows = written.rows(schema, published.where);
  const pending: CollectionBuild['pending'] = [dumpOutput(schema, { collection, version, structureVersion }, publishedRows)];
  // Read lazily, a page at a time (at 100,000 pages, 200 MB in all): joined when small, else measured first.
  const fragments = function* () {
    for (const pagePath of published.paths) yield written.sections(collection, pagePath);
  };
  const pieces = () => jsonArrayPieces(fragments());
  const read = joinedUnder(pieces(), inPiecesFrom);
  const store = written.store ? { store: (parts: OutputRecord[]) => written.store!(parts) } : {};
  if ('text' in read) {
    const sectionsJson = read.text;
    if (hasSearchIndex(collection)) pending.push(searchIndexOutput(collection, { sectionsJson, ...search }, store));
    return { outputs: [output(collection, 'sections', JSON_TYPE, sectionsJson)], pending };
  }
  const feed = hasSearchIndex(collection) ? searchIndexFeed(collection, search, store) : null;
  const sections = sectionsInPieces(collection, published.paths, written, read.size, feed);
  pending.push(sections);
  if (feed) {
    pending.push(
      sections.then(
        () => feed.end(),
        (err: unknown) => {
          // Its sections were not all read: a worker waiting for the rest would keep the process alive.
          feed.abort();
          throw err;
        },
      ),
    );
  }
  return { outputs: [], pending };
}

/** Pages whose sections are read, written and handed to the index worker at a time. */
const PAGES_AT_A_TIME = 500;

/**
 * A big collection's sections output, read from the database a few hundred pages at a time,
 * compressed as it is read and handed to the search index worker in the same batches: the
 * whole text (200 MB at 100,000 pages) is never held on either thread.
 */
async function sectionsInPieces(
  collection: string,
  paths: string[],
  written: WrittenPages,
  size: number,
  feed: SearchIndexFeed | null,
): Promise<OutputRecord> {
  const writer = outputWriter(collection, 'sections', JSON_TYPE, size);
  let first = true;
  for (let from = 0; from < paths.length; from += PAGES_AT_A_TIME) {
    const fragments = paths
      .slice(from, from + PAGES_AT_A_TIME)
      .map((pagePath) => written.sections(collection, pagePath))
      .filter((fragment) => fragment !== '');
    if (fragments.length === 0) continue;
    const items = fragments.join(',');
    await Promise.all([writer.write(first ? `[${items}` : `,${items}`), feed?.add(`[${items}]`)]);
    first = false;
  }
  await writer.write(first ? '[]' : ']');
  return writer.end();
}
