/**
 * The build indexes search sections without MiniSearch (compact-index.ts) and reads them
 * as one JSON item at a time (json-array-items.ts); what the cut reads must be MiniSearch's
 * own to the value. The site's docs are compared whole in split-search.test.ts; here,
 * sections made to reach the edge cases (a field missing, a word repeated in a field, the
 * same word in several fields, accents, scripts without spaces, thousands of documents).
 */
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { miniSearchSource, SEARCH_INDEX_OPTIONS, type SearchSection, type SplitSource } from '@site/contracts';
import { indexSections, indexSectionsJson } from '../src/search/search-index.ts';
import { jsonArrayItems } from '../src/search/json-array-items.ts';

const WORDS = [
  'config',
  'Configuration',
  'déploiement',
  'deploy',
  'page',
  'section',
  'über',
  'straße',
  '内容管理',
  'データ',
  'تثبيت',
  'v3',
  '42',
];

function sections(count: number): SearchSection[] {
  const out: SearchSection[] = [
    { id: '/a', title: 'Install install INSTALL', titles: [], content: 'install the module, then install it again', level: 1 },
    { id: '/a#b', title: 'Options', titles: ['Install', 'Options'], content: '', level: 2 },
    // A field left out: MiniSearch records no length for it.
    { id: '/c', title: 'No content', titles: [] } as unknown as SearchSection,
  ];
  for (let i = 0; i < count; i++) {
    const word = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length]!;
    out.push({
      id: `/docs/page-${i}${i % 3 ? `#part-${i % 3}` : ''}`,
      title: `${word(1)} ${i}`,
      titles: i % 3 ? [`Page ${i}`] : [],
      content: `${word(2)} ${word(3)} ${word(2)} of page ${i}, ${word(4)}.`,
      level: i % 3 ? 2 : 1,
    });
  }
  return out;
}

/** Everything the cut reads of a source. */
function read(source: SplitSource) {
  const docs = Array.from({ length: source.documentCount }, (_, doc) => ({
    id: source.documentId(doc),
    stored: source.stored(doc),
    lengths: Object.values(source.fieldIds).map((fieldId) => source.fieldLength(doc, fieldId)),
  }));
  const terms = [...source.terms()].map(([term, fields]) => [term, fields.map(([f, d, q]) => [f, Array.from(d), Array.from(q)])]);
  return { fieldIds: source.fieldIds, averageFieldLength: source.averageFieldLength, docs, terms };
}

describe('the compact search index', () => {
  it("holds what MiniSearch's index holds, terms in MiniSearch's order", () => {
    const all = sections(3000);
    const miniSearch = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
    miniSearch.addAll(all);
    expect(read(indexSections([...all]))).toEqual(read(miniSearchSource(miniSearch)));
  });

  it('reads the same sections from their JSON, one item at a time', () => {
    const all = sections(500);
    expect(read(indexSectionsJson(JSON.stringify(all)))).toEqual(read(indexSections([...all])));
  });

  it('refuses a duplicate id, as MiniSearch does', () => {
    const all = sections(2);
    expect(() => indexSections([...all, all[0]!])).toThrow('duplicate ID /a');
  });
});

describe('JSON array items', () => {
  it('are the items of the array, whatever their text holds', () => {
    const items = [{ a: 'x,y]', b: ['}', '{', 1] }, 'quote \\" and \\\\', [], [[1, 2], { c: null }], 3, true, null, '', { '': ',' }];
    const json = JSON.stringify(items);
    expect([...jsonArrayItems(json)].map((t) => JSON.parse(t) as unknown)).toEqual(items);
    expect([...jsonArrayItems(' [ 1 , {"a": [2, 3]} ] ')].map((t) => JSON.parse(t) as unknown)).toEqual([1, { a: [2, 3] }]);
  });

  it('are none for an empty array, and an error for what is not an array', () => {
    expect([...jsonArrayItems('[]')]).toEqual([]);
    expect([...jsonArrayItems(' [ ] ')]).toEqual([]);
    expect(() => [...jsonArrayItems('{"a": 1}')]).toThrow(SyntaxError);
    expect(() => [...jsonArrayItems('[1,]')]).toThrow(SyntaxError);
  });
});
