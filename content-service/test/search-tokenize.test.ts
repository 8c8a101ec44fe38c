import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { tokenize } from '../src/search/tokenize.ts';
import { buildSearchIndex, loadSearchIndex } from '../src/search/search-index.ts';

describe('search tokenizer', () => {
  it('splits Latin text into words', () => {
    expect(tokenize('Query your content, fast!')).toEqual(['Query', 'your', 'content', 'fast']);
  });

  it('indexes Chinese and Japanese runs as character bigrams', () => {
    expect(tokenize('全文検索')).toEqual(['全文', '文検', '検索']);
    expect(tokenize('内容管理 CMS')).toEqual(['内容', '容管', '管理', 'CMS']);
    expect(tokenize('字')).toEqual(['字']);
  });

  it('finds Chinese and Japanese words inside sentences', () => {
    const json = buildSearchIndex([
      { id: '/zh', title: '安装', titles: [], content: '使用内容管理系统来编写文档', level: 1 },
      { id: '/ja', title: 'インストール', titles: [], content: 'このモジュールはファイルをデータベースに変換します', level: 1 },
      { id: '/en', title: 'Install', titles: [], content: 'Write documentation with the content module', level: 1 },
    ]);
    const index = loadSearchIndex(json);
    expect(index.search('内容管理').map((r) => r.id)).toEqual(['/zh']);
    expect(index.search('データベース').map((r) => r.id)).toEqual(['/ja']);
    expect(index.search('content').map((r) => r.id)).toEqual(['/en']);
    expect(index).toBeInstanceOf(MiniSearch);
  });
});
