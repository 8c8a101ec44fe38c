import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_OPTIONS, searchDocs, type SearchSection, useTermStats } from '@site/contracts';
import { termStatsOf } from '../src/search/term-stats.ts';

/** 1,500 generated pages: common words have more postings than a pass scores in full. */
function generated(): SearchSection[] {
  const sections: SearchSection[] = [];
  for (let i = 0; i < 1500; i++) {
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
        content: `The content module reads files${h === 2 ? ' and installs plugins' : ''}.`,
        level: 2,
      });
    }
  }
  return sections;
}

/** Postings a term has in `fields` with MiniSearch's own expansions, counted by walking them. */
function walked(index: MiniSearch<SearchSection>, term: string, prefix: boolean, fuzzy: number, fields: string[]): number {
  let n = 0;
  index.search(term, {
    fields,
    prefix,
    fuzzy: fuzzy || false,
    boostDocument: () => {
      n++;
      return 0;
    },
  });
  return n;
}

describe('term stats read with a serialised index', () => {
  const built = new MiniSearch(SEARCH_INDEX_OPTIONS);
  built.addAll(generated());
  const json = JSON.stringify(built);
  const stats = termStatsOf(JSON.parse(json));

  it('count the postings MiniSearch walks, with its prefix and typo expansions, per field', () => {
    const all = ['title', 'titles', 'content'];
    for (const [term, prefix, fuzzy, fields] of [
      ['page', false, 0, all],
      ['install', true, 0, all],
      ['instalation', false, 1, all],
      ['section', false, 0, ['title', 'titles']],
      ['12', true, 0, ['title']],
      ['nowhere', true, 1, all],
    ] as const) {
      expect(stats.postings(term, { prefix, fuzzy, fields: [...fields] }), `${term}`).toBe(walked(built, term, prefix, fuzzy, [...fields]));
    }
  });

  it('leave every answer as the counting walks give it', () => {
    const walking = MiniSearch.loadJSON<SearchSection>(json, SEARCH_INDEX_OPTIONS);
    const counted = MiniSearch.loadJSON<SearchSection>(json, SEARCH_INDEX_OPTIONS);
    useTermStats(counted, stats);
    for (const q of ['section 3 of page 1234', 'content module', 'page 14', 'instalation', 'installs plugins', 'modul', 'page nowhere']) {
      expect(
        searchDocs(counted, q).map((r) => r.id),
        q,
      ).toEqual(searchDocs(walking, q).map((r) => r.id));
    }
  });
});
