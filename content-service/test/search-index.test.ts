import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import zlib from 'node:zlib';
import { SplitSearch, type SearchManifest, type SearchSection } from '@site/contracts';
import { searchIndexOutput } from '../src/search/index-job.ts';

const SECTIONS: SearchSection[] = [
  { id: '/zh', title: '安装', titles: [], content: '使用内容管理系统来编写文档', level: 1 },
  { id: '/ja', title: 'インストール', titles: [], content: 'このモジュールはファイルをデータベースに変換します', level: 1 },
  { id: '/ja/sql#query', title: 'SQLで検索', titles: ['クエリ'], content: 'WHERE句でフィルタします', level: 2 },
  { id: '/en', title: 'Install', titles: [], content: 'Write documentation with the content module', level: 1 },
  { id: '/en/long', title: 'Long', titles: [], content: `${'Words of a long section. '.repeat(8)}tailword`, level: 1 },
];
const input = () => ({ sectionsJson: JSON.stringify(SECTIONS), navigationJson: '[]', originalLang: 'en' });

/** The palette's search over the records the build stores. */
async function paletteOver(collection: string, workerMinBytes: number) {
  const records = await searchIndexOutput(collection, input(), { workerMinBytes });
  const byKind = new Map(records.map((r) => [r.kind, r]));
  const manifest = JSON.parse(records[0]!.body.toString()) as SearchManifest;
  const search = new SplitSearch(manifest, async (name) => JSON.parse(byKind.get(`search-part/${name}`)!.body.toString()), MiniSearch);
  return { records, search };
}

// The tokenizer itself is tested with the kit (shell/kit/test/ui/search-tokenizer.test.ts);
// here: the files content-service writes are the ones the palette can search.
describe('docs search files', () => {
  it('find Chinese and Japanese words inside sentences, and the CJK and Latin parts of mixed text', async () => {
    const { search } = await paletteOver('docs', Infinity);
    const ids = async (query: string) => (await search.hits(query)).map((h) => h.id);
    expect(await ids('内容管理')).toEqual(['/zh']);
    expect(await ids('データベース')).toEqual(['/ja']);
    expect(await ids('content')).toEqual(['/en']);
    expect(await ids('検索')).toEqual(['/ja/sql#query']);
    expect(await ids('sql')).toEqual(['/ja/sql#query']);
    expect(await ids('句')).toEqual(['/ja/sql#query']);
  });

  it('keep what a row shows (title, excerpt, heading), not the whole text', async () => {
    const { records, search } = await paletteOver('docs', Infinity);
    const [hit] = await search.hits('検索');
    expect(hit).toMatchObject({ title: 'SQLで検索', excerpt: 'WHERE句でフィルタします', heading: true });
    // The end of a long text is indexed, never stored.
    expect((await search.hits('tailword')).map((h) => h.id)).toEqual(['/en/long']);
    expect(records.some((r) => r.body.toString().includes('long section. tailword'))).toBe(false);
  });

  it('are the same, compressed, when made on a worker thread (big collections)', async () => {
    const here = await searchIndexOutput('docs', input(), { workerMinBytes: Infinity });
    const onWorker = await searchIndexOutput('docs', input(), { workerMinBytes: 0 });
    expect(onWorker.map((r) => [r.kind, r.etag, r.size])).toEqual(here.map((r) => [r.kind, r.etag, r.size]));
    for (const [i, record] of onWorker.entries()) {
      expect(zlib.brotliDecompressSync(record.br!).toString()).toBe(here[i]!.body.toString());
      expect(zlib.gunzipSync(record.gzip!).toString()).toBe(here[i]!.body.toString());
    }
  });

  it.each([
    ['on this thread', Infinity],
    ['on a worker thread', 0],
  ])('are handed to a store as they are made, %s, leaving the manifest as the answer', async (_where, workerMinBytes) => {
    const all = await searchIndexOutput('docs', input(), { workerMinBytes });
    const stored: typeof all = [];
    const answer = await searchIndexOutput('docs', input(), { workerMinBytes, store: (parts) => stored.push(...parts) });
    expect(answer.map((r) => r.kind)).toEqual(['search-index']);
    expect([...answer, ...stored].map((r) => [r.kind, r.etag])).toEqual(all.map((r) => [r.kind, r.etag]));
    // A part from the worker holds its own bytes, not the larger buffer it was cut from there.
    for (const part of workerMinBytes === 0 ? stored : []) {
      for (const bytes of [part.body, part.br!, part.gzip!]) expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
  });
});
