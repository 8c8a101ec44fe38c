import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_OPTIONS, SEARCH_QUERY_OPTIONS, tokenize } from '../../src/shared/search-tokenizer.ts';
import { sectionMap } from '../../src/ui/search-data.ts';

describe('search tokenizer', () => {
  it('splits words and turns CJK runs into bigrams', () => {
    expect(tokenize('Query the content-database, v3!')).toEqual(['Query', 'the', 'content', 'database', 'v3']);
    expect(tokenize('検索機能')).toEqual(['検索', '索機', '機能']);
    expect(tokenize('Nuxt のコンテンツ')).toEqual(['Nuxt', 'のコ', 'コン', 'ンテ', 'テン', 'ンツ']);
  });

  it('finds Japanese and English sections after a serialise/load round trip', () => {
    const built = new MiniSearch(SEARCH_INDEX_OPTIONS);
    built.addAll([
      { id: '/docs/a', title: 'はじめに', titles: [], content: '検索機能の使い方を説明します', level: 1 },
      { id: '/docs/b#install', title: 'Installation', titles: ['Getting started'], content: 'Install the module with npm', level: 2 },
    ]);
    const loaded = MiniSearch.loadJSON(JSON.stringify(built), SEARCH_INDEX_OPTIONS);
    expect(loaded.search('検索', SEARCH_QUERY_OPTIONS).map((r) => r.id)).toEqual(['/docs/a']);
    expect(loaded.search('instal', SEARCH_QUERY_OPTIONS).map((r) => r.id)).toEqual(['/docs/b#install']);
    expect(loaded.search('getting started', SEARCH_QUERY_OPTIONS)[0]?.title).toBe('Installation');
  });

  it('maps every page path to its docs section for grouping', () => {
    const map = sectionMap([
      { title: 'Docs', path: '/docs', stem: 'docs', children: [
        { title: 'Getting started', path: '/docs/getting-started', stem: 'a', children: [{ title: 'Install', path: '/docs/getting-started/install', stem: 'b' }] },
      ] },
    ]);
    expect(map.get('/docs/getting-started/install')).toBe('Getting started');
  });
});
