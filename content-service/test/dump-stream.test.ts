import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedDump } from '../src/build/dump-stream.ts';
import { dumpText, insertLine } from '../src/build/dump.ts';
import { encodeRow, tableSchema } from '../src/build/schema.ts';

// Big collections' dumps are compressed while generated: the bytes must be exactly the dump
// a small collection gets (what sql.js runs in the browser).
describe('streamed dump', () => {
  it('decompresses (br and gzip) to the same text as the in-memory dump', async () => {
    const schema = tableSchema('docs_en');
    const rows = Array.from({ length: 3000 }, (_, i) =>
      encodeRow(schema, {
        id: `docs_en/docs/${i}.md`,
        title: `Page ${i} — it's "quoted"`,
        path: `/docs/${i}`,
        stem: `docs/${i}`,
        extension: 'md',
        description: `Line one\nline two of ${i}\r\nand a third`,
        body: { type: 'minimark', value: [['p', {}, `text ${i} ✓ 検索`]] },
        meta: {},
        navigation: true,
        seo: { title: `Page ${i}` },
      }),
    );
    const expected = dumpText(
      schema,
      rows.map((values) => insertLine(schema, values)),
    );
    const record = await compressedDump('docs_en', schema, rows, 'v-test', 'text/plain; charset=utf-8');
    expect(record.size).toBe(Buffer.byteLength(expected));
    expect(record.body.length).toBe(0);
    expect(zlib.gunzipSync(record.gzip!).toString()).toBe(expected);
    expect(zlib.brotliDecompressSync(record.br!).toString()).toBe(expected);
  });
});
