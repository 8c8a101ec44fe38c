/**
 * The docs search reads MiniSearch's postings directly to score a bounded set of documents
 * on large sites. These tests hold it to MiniSearch's own search: same scores, matches and
 * stored fields, so a MiniSearch upgrade that changes its internals fails here.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_OPTIONS, SEARCH_QUERY_OPTIONS, type SearchSection, searchDocs } from '../src/shared/index.ts';
import { closestExpansions, postingCount, postingsIn, queryWords, scoreDocuments } from '../src/shared/search-postings.ts';
import { processTerm, tokenize } from '../src/shared/search-tokenizer.ts';

/** 600 generated pages: common words have more postings than a pass scores in full (SCORED_DIRECTLY). */
function generated(): SearchSection[] {
  const sections: SearchSection[] = [];
  for (let i = 0; i < 600; i++) {
    sections.push({
      id: `/docs/p/page-${i}`,
      title: `Page ${i}`,
      titles: [],
      content: `Intro of page ${i}, installation notes.`,
      level: 1,
    });
    for (let h = 1; h <= 6; h++) {
      sections.push({
        id: `/docs/p/page-${i}#section-${h}`,
        title: `Section ${h} of page ${i}`,
        titles: [`Page ${i}`],
        content: `The content module reads files${h === 2 ? ' and installs plugins' : ''}${h === 4 ? ', content and more content' : ''}.`,
        level: 2,
      });
    }
  }
  return sections;
}

const index = MiniSearch.loadJSON<SearchSection>(
  JSON.stringify(
    (() => {
      const built = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
      built.addAll(generated());
      return built;
    })(),
  ),
  SEARCH_INDEX_OPTIONS,
);
const ALL_FIELDS = ['title', 'titles', 'content'];
const terms = (query: string) => tokenize(query).flatMap((t) => processTerm(t) ?? []);

/** Every document any word of the query matches in `fields`, in the index's order. */
function matchingDocuments(query: string, pass: SearchOptions, fields: string[]): Set<number> {
  const docs = new Set<number>();
  for (const word of queryWords(index, terms(query), pass))
    for (const field of fields) for (const map of postingsIn(index, word, field)) for (const doc of map.keys()) docs.add(doc);
  return docs;
}

const byId = (results: SearchResult[]) => new Map(results.map((r) => [r.id, r]));

const PASSES: Array<[string, SearchOptions]> = [
  ['AND, prefix on the last word, one typo', SEARCH_QUERY_OPTIONS],
  ['OR', { ...SEARCH_QUERY_OPTIONS, combineWith: 'OR' }],
  ['headings only, exact', { ...SEARCH_QUERY_OPTIONS, fuzzy: false, fields: ['title', 'titles'] }],
  [
    'custom weights and BM25',
    { ...SEARCH_QUERY_OPTIONS, weights: { fuzzy: 0.2, prefix: 0.9 }, bm25: { k: 2, b: 0.5, d: 1 }, boostTerm: (_t, i) => i + 1 },
  ],
];
const QUERIES = [
  'section 3 of page 14',
  'content module',
  'instalation',
  'installs plugins',
  'modul',
  'page 1',
  'content content',
  'page nowhere',
];

describe('scoring a set of documents from the postings', () => {
  it('gives every document the score, matches and fields MiniSearch gives it', () => {
    for (const [label, pass] of PASSES) {
      const fields = pass.fields ?? ALL_FIELDS;
      for (const query of QUERIES) {
        const expected = index.search(query, pass);
        const words = queryWords(index, terms(query), pass);
        const scored = scoreDocuments(index, words, matchingDocuments(query, pass, fields), pass, fields);
        expect(new Set(scored.map((r) => r.id)), `${label}: ${query}`).toEqual(new Set(expected.map((r) => r.id)));
        const want = byId(expected);
        for (const result of scored) expect(result, `${label}: ${query}`).toEqual(want.get(result.id));
        for (let i = 1; i < scored.length; i++) expect(scored[i]!.score).toBeLessThanOrEqual(scored[i - 1]!.score);
      }
    }
  });

  it('scores a subset of documents as it scores them among all', () => {
    const query = 'content module';
    const all = matchingDocuments(query, SEARCH_QUERY_OPTIONS, ALL_FIELDS);
    const every7th = new Set([...all].filter((_, i) => i % 7 === 0));
    const words = queryWords(index, terms(query), SEARCH_QUERY_OPTIONS);
    const full = byId(scoreDocuments(index, words, all, SEARCH_QUERY_OPTIONS, ALL_FIELDS));
    const part = scoreDocuments(index, words, every7th, SEARCH_QUERY_OPTIONS, ALL_FIELDS);
    expect(part.length).toBe(every7th.size);
    for (const result of part) expect(result).toEqual(full.get(result.id));
  });

  it('counts the postings MiniSearch walks, with its prefix and typo expansions, per field', () => {
    for (const [query, fields] of [
      ['page', ALL_FIELDS],
      ['instal', ALL_FIELDS],
      ['instalation', ALL_FIELDS],
      ['section', ['title', 'titles']],
      ['12', ['title']],
      ['nowhere', ALL_FIELDS],
    ] as const) {
      let walked = 0;
      index.search(query, {
        ...SEARCH_QUERY_OPTIONS,
        fields: [...fields],
        boostDocument: () => {
          walked++;
          return 0;
        },
      });
      const [word] = queryWords(index, terms(query), SEARCH_QUERY_OPTIONS);
      expect(postingCount(index, word!, [...fields]), query).toBe(walked);
    }
  });
});

describe("bounding a word's expansions", () => {
  it("keeps the exact term and the closest expansions, in MiniSearch's order", () => {
    // The prefix `1` matches 1, 10-19, 100-199 (and more) over 600 pages.
    const [word] = queryWords(index, ['1'], { ...SEARCH_QUERY_OPTIONS, prefix: true });
    expect(word!.expansions.length).toBeGreaterThan(100);
    const kept = closestExpansions(word!, 12).expansions.map((e) => e.term);
    expect(kept).toHaveLength(12);
    expect(kept[0]).toBe('1');
    expect(kept.filter((t) => t.length === 2).sort()).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(kept.filter((t) => t.length === 3)).toHaveLength(1);
    const order = word!.expansions.map((e) => e.term);
    expect(kept).toEqual(order.filter((t) => kept.includes(t)));
    expect(closestExpansions(word!, 1000)).toBe(word);
  });
});

describe('searchDocs over a large index', () => {
  it('lists what MiniSearch lists when a query matches fewer documents than are scored', () => {
    for (const query of ['section 3 of page 123', 'page 14 installs', 'instalation page 77']) {
      const listed = searchDocs(index, query).map((r) => r.id);
      expect(listed.length, query).toBeGreaterThan(0);
      const headings = index.search(query, { ...SEARCH_QUERY_OPTIONS, fuzzy: false, fields: ['title', 'titles'] });
      const body = index.search(query, { ...SEARCH_QUERY_OPTIONS, fuzzy: false });
      const typos = index.search(query, SEARCH_QUERY_OPTIONS);
      const reference = headings.length || body.length ? [...headings, ...body] : typos;
      expect(listed, query).toEqual([...new Set(reference.map((r) => r.id))].slice(0, listed.length));
    }
  });

  it('lists only documents holding every word when a query matches most of the site', () => {
    const results = searchDocs(index, 'content module');
    expect(results.length).toBeGreaterThanOrEqual(40);
    for (const r of results) expect(r.queryTerms.sort()).toEqual(['content', 'module']);
  });
});
