/**
 * What the search palette lists: the rows of a query's results (split-search.ts) and the
 * docs pages listed before anything is typed, labelled by the reader's navigation.
 */
import type { NavigationNode } from './collections.ts';
import { pathsInLang } from './navigation-merge.ts';
import { docsSections } from './navigation-view.ts';

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
  /** A section's page's title (absent for a page). */
  page?: string;
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

/**
 * The results a palette lists, in its order: results on translated pages first, then
 * results on pages shown in the original's language (a translated locale's index covers
 * both); each group keeps the relevance order, at most `limit` in all.
 */
export function listedResults<T>(results: T[], untranslated: (result: T) => boolean, limit: number): T[] {
  const translated: T[] = [];
  const original: T[] = [];
  for (const result of results) {
    (untranslated(result) ? original : translated).push(result);
    if (translated.length >= limit) break;
  }
  return [...translated, ...original].slice(0, limit);
}

/**
 * A page listed after sections of its own moves up before the first of them: its sections
 * match in their own title and again in their parents' (the page's), so "page 42" listed
 * "Section 1 of page 42" to "Section 4 of page 42" above "Page 42" itself, where a reader
 * looks for the page first and its sections under it.
 */
export function pagesBeforeTheirSections<T>(results: readonly T[], idOf: (result: T) => string): T[] {
  const out = [...results];
  for (let i = 0; i < out.length; i++) {
    const id = idOf(out[i]!);
    if (id.includes('#')) continue;
    const first = out.findIndex((r, j) => j < i && idOf(r).startsWith(`${id}#`));
    if (first >= 0) out.splice(first, 0, ...out.splice(i, 1));
  }
  return out;
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
