import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { buildSearchIndex } from '../src/search/search-index.ts';
import { SEARCH_INDEX_OPTIONS, SEARCH_QUERY_OPTIONS } from '@site/contracts';

// The tokenizer itself is tested with the kit (shell/kit/test/ui/search-tokenizer.test.ts);
// here: the index content-service serialises is the one the browser palette can load and search.
describe('docs search index', () => {
  const json = String(
    buildSearchIndex([
      { id: '/zh', title: '安装', titles: [], content: '使用内容管理系统来编写文档', level: 1 },
      { id: '/ja', title: 'インストール', titles: [], content: 'このモジュールはファイルをデータベースに変換します', level: 1 },
      { id: '/ja/sql#query', title: 'SQLで検索', titles: ['クエリ'], content: 'WHERE句でフィルタします', level: 2 },
      { id: '/en', title: 'Install', titles: [], content: 'Write documentation with the content module', level: 1 },
    ]),
  );
  // Exactly what shell/kit/src/search-data.ts does with the served JSON.
  const palette = MiniSearch.loadJSON(json, SEARCH_INDEX_OPTIONS);
  const ids = (query: string) => palette.search(query, SEARCH_QUERY_OPTIONS).map((r) => r.id);

  it('finds Chinese and Japanese words inside sentences', () => {
    expect(ids('内容管理')).toEqual(['/zh']);
    expect(ids('データベース')).toEqual(['/ja']);
    expect(ids('content')).toEqual(['/en']);
  });

  it('finds the CJK and the Latin part of text that mixes them without spaces', () => {
    expect(ids('検索')).toEqual(['/ja/sql#query']);
    expect(ids('sql')).toEqual(['/ja/sql#query']);
    expect(ids('句')).toEqual(['/ja/sql#query']);
  });

  it('stores what the palette shows with each result (title, excerpt, level), not the whole text', () => {
    const [hit] = palette.search('検索', SEARCH_QUERY_OPTIONS);
    expect(hit).toMatchObject({ title: 'SQLで検索', excerpt: 'WHERE句でフィルタします', level: 2 });
    expect(hit).not.toHaveProperty('content');
  });
});

describe('search index built on a worker thread (big collections)', () => {
  it('stores the same index, compressed, as one built on the build thread', async () => {
    const { searchIndexOutput } = await import('../src/search/index-job.ts');
    const zlib = await import('node:zlib');
    const sections = [
      { id: '/docs/a', title: 'SQLで検索', titles: [], content: 'WHERE句', level: 1 },
      { id: '/docs/b#x', title: 'Install', titles: ['Start'], content: 'npm install', level: 2 },
    ];
    const json = JSON.stringify(sections);
    const here = await searchIndexOutput('docs', json, 'application/json', Infinity);
    const onWorker = await searchIndexOutput('docs', json, 'application/json', 0);
    expect(onWorker.size).toBe(here.size);
    expect(onWorker.etag).toBe(here.etag);
    expect(zlib.brotliDecompressSync(onWorker.br!).toString()).toBe(here.body.toString());
    expect(zlib.gunzipSync(onWorker.gzip!).toString()).toBe(here.body.toString());
  });
});

describe('the serialised index', () => {
  it("is byte for byte what JSON.stringify gives for MiniSearch's own toJSON", async () => {
    const { indexSections, serializeIndex } = await import('../src/search/search-index.ts');
    const sections = Array.from({ length: 25_000 }, (_, i) => ({
      id: `/docs/p/page-${i}${i % 3 ? `#section-${i % 7}` : ''}`,
      title: i % 5 ? `Section ${i % 7} of page ${i}` : `“Quoted” \\ back\\slash ${i} 検索`,
      titles: i % 3 ? [`Page ${i}`] : [],
      content: i % 11 ? `Text of page ${i}: the content module reads files and stores rows.` : '',
      level: i % 3 ? 2 : 1,
    }));
    const index = indexSections(sections);
    expect(sections).toHaveLength(0);
    index.discard('/docs/p/page-3'); // a removed document, as MiniSearch keeps it until vacuumed
    const text = serializeIndex(index).toString();
    expect(text).toBe(JSON.stringify(index));
    expect(MiniSearch.loadJSON(text, SEARCH_INDEX_OPTIONS).search('page 24', SEARCH_QUERY_OPTIONS).length).toBeGreaterThan(0);
  });
});
