import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { decodeDumpText } from '@site/contracts/client';
import { decodeDump, dumpOutput, encodeDump, encodeDumpSync } from '../src/shared/dump-stream.ts';
import { dumpStatements } from '../src/shared/dump.ts';
import { encodeRow, tableSchema } from '../src/shared/schema.ts';

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
const info = { collection: 'docs_en', version: 'v3.5.0--abc', structureVersion: 's1' };

// sql_dump.txt is what the reference module serves: base64 of gzip of a JSON array of
// statements, the checksum row first (nuxt/content v3, src/runtime/internal/dump.ts reads it).
describe('sql_dump.txt format', () => {
  it('streams (chunk by chunk through gzip) to the same statements as the one-shot encoding', async () => {
    const streamed = await encodeDump(dumpStatements(schema, info, rows));
    expect(streamed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const statements = [...dumpStatements(schema, info, rows)];
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(streamed, 'base64')).toString())).toEqual(statements);
    expect(decodeDump(encodeDumpSync(statements))).toEqual(statements);
    expect(statements).toHaveLength(3000 + 7);
  });

  it('decodes in the browser path (atob, DecompressionStream) and loads into sql.js with the rows and the checksum', async () => {
    const record = await dumpOutput(schema, info, rows.slice(0, 50));
    expect(record.etag).toBe(info.version);
    const statements = await decodeDumpText(record.body.toString());
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    for (const statement of statements) db.exec(statement);
    expect(db.exec(`SELECT version, ready, structureVersion FROM _content_info WHERE id = 'checksum_docs_en'`)[0]!.values).toEqual([
      ['v3.5.0--abc', 1, 's1'],
    ]);
    const [result] = db.exec('SELECT * FROM _content_docs_en ORDER BY rowid');
    expect(result!.values).toEqual(rows.slice(0, 50));
    db.close();
  });

  // The reference module's server imports a dump by splitting each statement at its last
  // " -- ": the text after it is the statement's tag (structure, meta or the row's hash), and
  // it runs what comes before it. An untagged statement would run as an empty one.
  it('tags every statement as the reference does, so a consumer that strips the tags loads every row', async () => {
    const values = rows.slice(0, 20);
    const statements = decodeDump((await dumpOutput(schema, info, values)).body.toString());
    const db = new Database(':memory:');
    for (const line of statements) {
      const tag = line.split(' -- ').pop()!;
      expect(tag).toMatch(/^(structure|meta|[0-9a-f]{40})$/);
      db.exec(line.slice(0, line.length - tag.length - 4));
    }
    const rowTags = statements.filter((l) => l.startsWith('INSERT INTO _content_docs_en')).map((l) => l.split(' -- ').pop());
    expect(new Set(rowTags).size).toBe(values.length);
    expect(db.prepare('SELECT * FROM _content_docs_en ORDER BY rowid').raw(true).all()).toEqual(values);
    expect(db.prepare(`SELECT version, ready FROM _content_info WHERE id = 'checksum_docs_en'`).raw(true).get()).toEqual([
      'v3.5.0--abc',
      1,
    ]);
    db.close();
  });
});
