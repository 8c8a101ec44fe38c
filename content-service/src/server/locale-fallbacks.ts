/**
 * A translated docs collection as its readers see it: the default locale's pages fill in
 * where the locale has no translation, so nothing is unreachable from a translated sidebar
 * or search, and a reader under a locale downloads one navigation and one search index,
 * never the default locale's as well. The navigation is the default locale's tree with
 * each node translated where a translation exists (mergeNavigation marks the rest with the
 * default locale's `lang`); the search index covers the locale's sections plus the default
 * locale's sections of untranslated pages. Derived from the stored outputs once per build.
 */
import { docsCollection, mergeNavigation, type NavigationNode, type SearchSection, type SiteConfig } from '@site/contracts';
import { buildSearchIndex } from '../search/search-index.ts';
import type { ContentStore } from './content-store.ts';

type ReaderKind = 'navigation' | 'search-index';

/** The default locale's docs collection when `collection` is another locale's docs collection; else null. */
function fallbackCollection(site: SiteConfig | undefined, collection: string): string | null {
  if (!site?.i18n.enabled) return null;
  const original = docsCollection(site, site.i18n.defaultLocale);
  if (collection === original) return null;
  return site.i18n.locales.some((l) => docsCollection(site, l.code) === collection) ? original : null;
}

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
 * The reader's navigation or search index of a collection: merged for a translated docs
 * collection, the collection's own otherwise (the default locale's docs, other collections,
 * whose preview variant is kept). Docs collections have no drafts, so a merged output has
 * one variant for everyone.
 */
export function readerOutput(
  store: ContentStore,
  collection: string,
  kind: ReaderKind,
  preview: boolean,
): ReturnType<ContentStore['output']> {
  const original = fallbackCollection(store.site, collection);
  if (!original) return store.output(collection, kind, preview);
  const defaultLocale = store.site!.i18n.defaultLocale;
  if (kind === 'navigation') {
    return store.derived(collection, 'navigation-merged', () => {
      const own = store.outputJson<NavigationNode[]>(collection, 'navigation');
      const source = store.outputJson<NavigationNode[]>(original, 'navigation');
      return own && source ? JSON.stringify(mergeNavigation(own, source, defaultLocale)) : null;
    });
  }
  return store.derived(collection, 'search-index-merged', () => {
    const sections = mergedSections(store, collection, original);
    return sections ? buildSearchIndex(sections) : null;
  });
}
