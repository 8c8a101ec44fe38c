/**
 * A translated docs collection as its readers see it: the default locale's pages fill in
 * where the locale has no translation, so nothing is unreachable from a translated sidebar
 * or search, and a reader under a locale downloads one navigation and one search index,
 * never the default locale's as well. The navigation is the default locale's tree with
 * each node translated where a translation exists (mergeNavigation marks the rest with the
 * default locale's `lang`); the search index covers the locale's sections plus the default
 * locale's sections of untranslated pages; prev/next follow the merged tree's order. Derived
 * from the stored outputs once per build.
 */
import {
  docsCollection,
  mergeNavigation,
  pagesInOrder,
  type NavigationNode,
  type SearchSection,
  type SiteConfig,
  type Surround,
} from '@site/contracts';
import { SERVER_INDEX_WORKER_MIN_BYTES, searchIndexOutput } from '../search/index-job.ts';
import { outputBody, type OutputRecord } from '../shared/database.ts';
import { compareStems, humanize } from '../shared/natural-order.ts';
import type { ContentStore } from './content-store.ts';

/** The default locale's docs collection when `collection` is another locale's docs collection; else null. */
function fallbackCollection(site: SiteConfig | undefined, collection: string): string | null {
  if (!site?.i18n.enabled) return null;
  const original = docsCollection(site, site.i18n.defaultLocale);
  if (collection === original) return null;
  return site.i18n.locales.some((l) => docsCollection(site, l.code) === collection) ? original : null;
}

/**
 * A folder whose title the build made from its name (navigation.ts: no `.navigation.yml`
 * title, no index page), read from its stem's last segment (`fr/docs/1.getting-started`).
 */
const titledByFolderName = (folder: NavigationNode) => folder.title === humanize(folder.stem.split('/').pop() ?? '');

/** Page path of a search section id (`/docs/x#anchor` → `/docs/x`). */
const pageOf = (id: string) => id.split('#')[0] ?? id;

function mergedSections(store: ContentStore, collection: string, original: string): SearchSection[] | null {
  const own = store.outputJson<SearchSection[]>(collection, 'sections');
  const source = store.outputJson<SearchSection[]>(original, 'sections');
  if (!own || !source) return null;
  // Every page the locale has, sections or not: its translation replaces the original's.
  const translated = store.pagePaths(collection);
  return [...own, ...source.filter((s) => !translated.has(pageOf(s.id)))];
}

/**
 * The reader's navigation of a collection: merged for a translated docs collection, the
 * collection's own otherwise (the default locale's docs, other collections, whose preview
 * variant is kept). A merged output is made from the published pages and has one variant
 * for everyone: a draft translation is left to its English page, in preview too.
 */
export function readerNavigation(store: ContentStore, collection: string, preview: boolean): ReturnType<ContentStore['output']> {
  const original = fallbackCollection(store.site, collection);
  if (!original) return store.output(collection, 'navigation', preview);
  const defaultLocale = store.site!.i18n.defaultLocale;
  return store.derived(collection, 'navigation-merged', () => {
    const own = store.outputJson<NavigationNode[]>(collection, 'navigation');
    const source = store.outputJson<NavigationNode[]>(original, 'navigation');
    return own && source ? JSON.stringify(mergeNavigation(own, source, defaultLocale, titledByFolderName, compareStems)) : null;
  });
}

/**
 * The reader's search manifest of a docs collection (its parts are kept with it): for a
 * translated one, its sections plus the default locale's sections of its untranslated pages,
 * labelled by the merged navigation, made once per build on a worker thread when big
 * (10,000 pages take seconds to index, which would stall every other request). A locale
 * that translated nothing gets the default locale's terms (the same parts, by their hash)
 * with its own rows marked as shown in the original's language.
 */
export async function readerSearchIndex(store: ContentStore, collection: string): Promise<OutputRecord | null> {
  const original = fallbackCollection(store.site, collection);
  if (!original) return store.searchIndex(collection);
  return store.derivedAsync(collection, 'search-index-merged', async () => {
    const sections = mergedSections(store, collection, original);
    const navigation = readerNavigation(store, collection, false);
    if (!sections || !navigation) return null;
    return searchIndexOutput(
      collection,
      {
        sectionsJson: JSON.stringify(sections),
        navigationJson: outputBody(navigation).toString(),
        originalLang: store.site!.i18n.defaultLocale,
      },
      { workerMinBytes: SERVER_INDEX_WORKER_MIN_BYTES },
    );
  });
}

/**
 * The reader's tree of a collection, parsed once per build (null when the collection has no
 * navigation): what the sidebar views (navigation-view.ts) are cut from.
 */
export function readerTree(store: ContentStore, collection: string, fallbacks: boolean, preview: boolean): NavigationNode[] | null {
  return store.memo(`tree\0${collection}\0${fallbacks ? 1 : 0}\0${preview ? 1 : 0}`, () => {
    const record = fallbacks ? readerNavigation(store, collection, preview) : store.output(collection, 'navigation', preview);
    if (!record) return { value: null, bytes: 1 };
    // Parsed trees take about three times their JSON text.
    return { value: JSON.parse(outputBody(record).toString()) as NavigationNode[], bytes: record.size * 3 };
  });
}

/** Each reader order's pages by path, made once per order (an order is kept per build): 100,000 pages took 10-20 ms a lookup. */
const positions = new WeakMap<Surround[], Map<string, number>>();

/** Where `path` is in a reader order (-1: not in it), as a search from the start finds it. */
export function positionIn(order: Surround[], path: string): number {
  let byPath = positions.get(order);
  if (!byPath) {
    byPath = new Map();
    for (const [i, page] of order.entries()) if (!byPath.has(page.path)) byPath.set(page.path, i);
    positions.set(order, byPath);
  }
  return byPath.get(path) ?? -1;
}

/**
 * Makes what the first docs page of a build asks for, the default locale's reader tree,
 * order and positions, before a reader asks: ~1 s at 100,000 pages, which the first page
 * after a start or a new build would otherwise spend inside its request.
 */
export function warmReader(store: ContentStore): void {
  if (!store.site) return;
  const docs = docsCollection(store.site, store.site.i18n.defaultLocale);
  try {
    readerTree(store, docs, true, false);
    positionIn(readerOrder(store, docs, true, false), '');
  } catch {
    // No build yet, or closed meanwhile: the first request makes them, or says what is wrong.
  }
}

/**
 * Pages in the order prev/next follow. For a translated docs collection, the merged tree's
 * order: each page as the locale has it, else as the default locale does.
 */
export function readerOrder(store: ContentStore, collection: string, fallbacks: boolean, preview: boolean): Surround[] {
  const original = fallbacks ? fallbackCollection(store.site, collection) : null;
  if (!original) return store.order(collection, preview);
  return store.memo(`order\0${collection}`, () => {
    const own = new Map(store.order(collection).map((s) => [s.path, s]));
    const source = new Map(store.order(original).map((s) => [s.path, s]));
    const lang = store.site!.i18n.defaultLocale;
    // An untranslated page is the default locale's, and says so (its title and description are in that language).
    const order = pagesInOrder(readerTree(store, collection, true, false) ?? []).map((node): Surround => {
      const translated = own.get(node.path);
      if (translated) return translated;
      const original = source.get(node.path);
      return original ? { ...original, lang } : { title: node.title, path: node.path, stem: node.stem, lang };
    });
    return { value: order, bytes: order.length * 400 };
  });
}
