/**
 * What the search palette lists, computed the same way wherever a search runs: in the
 * browser over the downloaded index (a site whose index fits SEARCH_DOWNLOAD_BUDGET), or in
 * content-service over its own copy, answering one query at a time (a larger site, whose
 * index no reader should download: 10,000 pages make tens of megabytes).
 */
import type MiniSearch from 'minisearch';
import type { NavigationNode } from './collections.ts';
import { pathsInLang } from './navigation-merge.ts';
import { docsSections } from './navigation-view.ts';
import { MAX_SEARCH_HITS, searchDocs } from './search-docs.ts';
import type { SearchDocument } from './search-tokenizer.ts';

/** Compressed bytes of an index the palette downloads whole; a larger one is queried on the server. */
export const SEARCH_DOWNLOAD_BUDGET = 200 * 1024;
/** Characters of a query the server takes (a question, not a document). */
export const MAX_SEARCH_QUERY = 200;

/** How a collection's readers search it: the index downloaded once, or one request per query. */
export interface SearchManifest {
  mode: 'index' | 'query';
  /** Compressed (gzip) bytes of the whole index. */
  indexBytes: number;
}

/** One row of the palette. */
export interface SearchHit {
  /** Page path, plus `#` and the heading id for a section. */
  id: string;
  title: string;
  excerpt: string;
  /** A section under a heading rather than a whole page. */
  heading: boolean;
  /** Title of the docs section the page belongs to; null outside every section. */
  group: string | null;
  /** Language of a page shown untranslated (its original's). */
  lang?: string;
}

/** What hits are grouped and labelled by: derived from the reader's navigation. */
export interface SearchContext {
  /** Page path → title of its docs section. */
  sectionOf: Map<string, string>;
  /** Pages shown in the original's language (no translation). */
  untranslated: Set<string>;
  originalLang: string;
}

export function searchContext(navigation: NavigationNode[], originalLang: string): SearchContext {
  const sectionOf = new Map<string, string>();
  const visit = (node: NavigationNode, section: string) => {
    sectionOf.set(node.path, section);
    for (const child of node.children ?? []) visit(child, section);
  };
  for (const section of docsSections(navigation)) visit(section, section.title);
  return { sectionOf, untranslated: pathsInLang(navigation, originalLang), originalLang };
}

const pageOf = (id: string) => id.split('#')[0] ?? id;

/**
 * Hits for a query: hits on translated pages first, then hits on pages shown in the
 * original's language (the locale's index covers both); each group keeps the index's
 * relevance order.
 */
export function searchHits(index: MiniSearch<SearchDocument>, query: string, ctx: SearchContext, limit = MAX_SEARCH_HITS): SearchHit[] {
  const translated: SearchHit[] = [];
  const untranslated: SearchHit[] = [];
  for (const result of searchDocs(index, query, limit)) {
    const id = String(result.id);
    const page = pageOf(id);
    const hit: SearchHit = {
      id,
      title: String(result.title ?? id),
      excerpt: typeof result.excerpt === 'string' ? result.excerpt : '',
      heading: Number(result.level ?? 1) > 1 || id.includes('#'),
      group: ctx.sectionOf.get(page) ?? null,
      ...(ctx.untranslated.has(page) ? { lang: ctx.originalLang } : {}),
    };
    (hit.lang ? untranslated : translated).push(hit);
    if (translated.length >= limit) break;
  }
  return [...translated, ...untranslated].slice(0, limit);
}

/** The docs pages in reading order, for a palette with nothing typed yet. */
export function pageHits(navigation: NavigationNode[], limit = Number.POSITIVE_INFINITY): SearchHit[] {
  const hits: SearchHit[] = [];
  const visit = (node: NavigationNode, group: string) => {
    if (hits.length >= limit) return;
    if (node.page !== false && !node.children?.length) {
      hits.push({
        id: node.path,
        title: node.title,
        excerpt: '',
        heading: false,
        group,
        ...(typeof node.lang === 'string' ? { lang: node.lang } : {}),
      });
    }
    for (const child of node.children ?? []) visit(child, group);
  };
  for (const section of docsSections(navigation)) visit(section, section.title);
  return hits;
}
