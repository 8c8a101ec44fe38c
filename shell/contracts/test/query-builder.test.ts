import { describe, expect, it } from 'vitest';
import { CollectionQuery, createContentClient, QueryBuilderError, type ContentTransport } from '@site/contracts';

const q = (collection = 'posts') => new CollectionQuery(collection);
type Chain = (query: CollectionQuery) => string;

/**
 * Builder chains and the SQL text the reference content module writes for them (nuxt/content
 * v3: the collectionQueryBuilder of src/runtime/internal/query.ts, its unit tests in
 * test/unit/collectionQueryBuilder.test.ts and the chains of test/unit/assertSafeQuery.test.ts):
 * each top-level where in its own parentheses, values always quoted (booleans '1'/'0'),
 * default `ORDER BY stem ASC`, counts as `COUNT([DISTINCT ]field) as count` without ORDER BY,
 * LIMIT only above 0 and OFFSET only with a LIMIT, path() without a trailing slash.
 */
const T = '_content_posts';
const CASES: Array<[string, Chain, string]> = [
  ['a simple select', (x) => x.toSql(), `SELECT * FROM ${T} ORDER BY stem ASC`],
  [
    'where =',
    (x) => x.where('title', '=', 'Test Article').toSql(),
    `SELECT * FROM ${T} WHERE ("title" = 'Test Article') ORDER BY stem ASC`,
  ],
  [
    'two wheres, one boolean',
    (x) => x.where('title', '=', 'Test Article').where('draft', '=', true).toSql(),
    `SELECT * FROM ${T} WHERE ("title" = 'Test Article') AND ("draft" = '1') ORDER BY stem ASC`,
  ],
  ['boolean false', (x) => x.where('draft', '=', false).toSql(), `SELECT * FROM ${T} WHERE ("draft" = '0') ORDER BY stem ASC`],
  [
    'IN',
    (x) => x.where('category', 'IN', ['news', 'tech']).toSql(),
    `SELECT * FROM ${T} WHERE ("category" IN ('news', 'tech')) ORDER BY stem ASC`,
  ],
  [
    'NOT IN',
    (x) => x.where('category', 'NOT IN', ['a', 'b']).toSql(),
    `SELECT * FROM ${T} WHERE ("category" NOT IN ('a', 'b')) ORDER BY stem ASC`,
  ],
  ['IN with an empty list', (x) => x.where('category', 'IN', []).toSql(), `SELECT * FROM ${T} WHERE ("category" IN ()) ORDER BY stem ASC`],
  [
    'NOT IN with an empty list',
    (x) => x.where('category', 'NOT IN', []).toSql(),
    `SELECT * FROM ${T} WHERE ("category" NOT IN ()) ORDER BY stem ASC`,
  ],
  ['IN with numbers', (x) => x.where('title', 'IN', [1, 2]).toSql(), `SELECT * FROM ${T} WHERE ("title" IN ('1', '2')) ORDER BY stem ASC`],
  [
    'BETWEEN',
    (x) => x.where('date', 'BETWEEN', ['2023-01-01', '2023-12-31']).toSql(),
    `SELECT * FROM ${T} WHERE ("date" BETWEEN '2023-01-01' AND '2023-12-31') ORDER BY stem ASC`,
  ],
  [
    'NOT BETWEEN',
    (x) => x.where('date', 'NOT BETWEEN', ['2023-01-01', '2023-12-31']).toSql(),
    `SELECT * FROM ${T} WHERE ("date" NOT BETWEEN '2023-01-01' AND '2023-12-31') ORDER BY stem ASC`,
  ],
  [
    'BETWEEN numbers',
    (x) => x.where('title', 'BETWEEN', [1, 10]).toSql(),
    `SELECT * FROM ${T} WHERE ("title" BETWEEN '1' AND '10') ORDER BY stem ASC`,
  ],
  ['LIKE', (x) => x.where('title', 'LIKE', '%nuxt%').toSql(), `SELECT * FROM ${T} WHERE ("title" LIKE '%nuxt%') ORDER BY stem ASC`],
  [
    'NOT LIKE',
    (x) => x.where('path', 'NOT LIKE', '/blog/%').toSql(),
    `SELECT * FROM ${T} WHERE ("path" NOT LIKE '/blog/%') ORDER BY stem ASC`,
  ],
  ['IS NULL', (x) => x.where('image', 'IS NULL').toSql(), `SELECT * FROM ${T} WHERE ("image" IS NULL) ORDER BY stem ASC`],
  ['IS NOT NULL', (x) => x.where('image', 'IS NOT NULL').toSql(), `SELECT * FROM ${T} WHERE ("image" IS NOT NULL) ORDER BY stem ASC`],
  ['<>', (x) => x.where('category', '<>', 'release').toSql(), `SELECT * FROM ${T} WHERE ("category" <> 'release') ORDER BY stem ASC`],
  ['>', (x) => x.where('date', '>', '2024-01-01').toSql(), `SELECT * FROM ${T} WHERE ("date" > '2024-01-01') ORDER BY stem ASC`],
  ['>=', (x) => x.where('date', '>=', '2024-01-01').toSql(), `SELECT * FROM ${T} WHERE ("date" >= '2024-01-01') ORDER BY stem ASC`],
  ['<', (x) => x.where('date', '<', '2024-01-01').toSql(), `SELECT * FROM ${T} WHERE ("date" < '2024-01-01') ORDER BY stem ASC`],
  ['<=', (x) => x.where('date', '<=', '2024-01-01').toSql(), `SELECT * FROM ${T} WHERE ("date" <= '2024-01-01') ORDER BY stem ASC`],
  ['a number value', (x) => x.where('title', '=', 5).toSql(), `SELECT * FROM ${T} WHERE ("title" = '5') ORDER BY stem ASC`],
  ['quotes doubled', (x) => x.where('title', '=', "it's").toSql(), `SELECT * FROM ${T} WHERE ("title" = 'it''s') ORDER BY stem ASC`],
  [
    'quotes doubled in LIKE',
    (x) => x.where('title', 'LIKE', "%it's%").toSql(),
    `SELECT * FROM ${T} WHERE ("title" LIKE '%it''s%') ORDER BY stem ASC`,
  ],
  [
    'quotes doubled in IN',
    (x) => x.where('title', 'IN', ["a'b", 'c']).toSql(),
    `SELECT * FROM ${T} WHERE ("title" IN ('a''b', 'c')) ORDER BY stem ASC`,
  ],
  ['select', (x) => x.select('title', 'date', 'authors').toSql(), `SELECT "title", "date", "authors" FROM ${T} ORDER BY stem ASC`],
  ['select named twice', (x) => x.select('title', 'title', 'path').toSql(), `SELECT "title", "path" FROM ${T} ORDER BY stem ASC`],
  ['select called twice', (x) => x.select('title').select('path').toSql(), `SELECT "title", "path" FROM ${T} ORDER BY stem ASC`],
  ['order', (x) => x.order('date', 'DESC').toSql(), `SELECT * FROM ${T} ORDER BY "date" DESC`],
  ['two orders', (x) => x.order('date', 'DESC').order('title', 'ASC').toSql(), `SELECT * FROM ${T} ORDER BY "date" DESC, "title" ASC`],
  ['limit', (x) => x.limit(5).toSql(), `SELECT * FROM ${T} ORDER BY stem ASC LIMIT 5`],
  ['limit and skip', (x) => x.limit(10).skip(20).toSql(), `SELECT * FROM ${T} ORDER BY stem ASC LIMIT 10 OFFSET 20`],
  ['skip then limit', (x) => x.skip(20).limit(10).toSql(), `SELECT * FROM ${T} ORDER BY stem ASC LIMIT 10 OFFSET 20`],
  ['limit 0 is no limit', (x) => x.limit(0).toSql(), `SELECT * FROM ${T} ORDER BY stem ASC`],
  ['skip without a limit is ignored', (x) => x.skip(5).toSql(), `SELECT * FROM ${T} ORDER BY stem ASC`],
  ['skip 0 writes no OFFSET', (x) => x.limit(3).skip(0).toSql(), `SELECT * FROM ${T} ORDER BY stem ASC LIMIT 3`],
  ['first', (x) => x.firstSql(), `SELECT * FROM ${T} ORDER BY stem ASC LIMIT 1`],
  ['first with skip', (x) => x.skip(5).firstSql(), `SELECT * FROM ${T} ORDER BY stem ASC LIMIT 1 OFFSET 5`],
  ['first overrides a limit', (x) => x.limit(10).firstSql(), `SELECT * FROM ${T} ORDER BY stem ASC LIMIT 1`],
  ['first ordered', (x) => x.order('stem', 'DESC').firstSql(), `SELECT * FROM ${T} ORDER BY "stem" DESC LIMIT 1`],
  [
    'first with two orders',
    (x) => x.order('stem', 'DESC').order('id', 'ASC').firstSql(),
    `SELECT * FROM ${T} ORDER BY "stem" DESC, "id" ASC LIMIT 1`,
  ],
  [
    'first with select and two orders',
    (x) => x.select('stem', 'id', 'title').order('stem', 'DESC').order('id', 'ASC').firstSql(),
    `SELECT "stem", "id", "title" FROM ${T} ORDER BY "stem" DESC, "id" ASC LIMIT 1`,
  ],
  ['count', (x) => x.countSql(), `SELECT COUNT(*) as count FROM ${T}`],
  ['count of a field', (x) => x.countSql('stem'), `SELECT COUNT(stem) as count FROM ${T}`],
  ['count distinct', (x) => x.countSql('category', true), `SELECT COUNT(DISTINCT category) as count FROM ${T}`],
  ['count with where', (x) => x.where('draft', '=', false).countSql(), `SELECT COUNT(*) as count FROM ${T} WHERE ("draft" = '0')`],
  [
    'count distinct with where',
    (x) => x.where('path', 'LIKE', '/blog/%').countSql('category', true),
    `SELECT COUNT(DISTINCT category) as count FROM ${T} WHERE ("path" LIKE '/blog/%')`,
  ],
  ['count ignores the order', (x) => x.order('date', 'DESC').countSql(), `SELECT COUNT(*) as count FROM ${T}`],
  ['path', (x) => x.path('/blog/my-article').toSql(), `SELECT * FROM ${T} WHERE ("path" = '/blog/my-article') ORDER BY stem ASC`],
  [
    'path without its trailing slash',
    (x) => x.path('/blog/my-article/').toSql(),
    `SELECT * FROM ${T} WHERE ("path" = '/blog/my-article') ORDER BY stem ASC`,
  ],
  ['the root path', (x) => x.path('/').firstSql(), `SELECT * FROM ${T} WHERE ("path" = '/') ORDER BY stem ASC LIMIT 1`],
  [
    'path then where',
    (x) => x.path('/blog/a').where('draft', '=', false).firstSql(),
    `SELECT * FROM ${T} WHERE ("path" = '/blog/a') AND ("draft" = '0') ORDER BY stem ASC LIMIT 1`,
  ],
  [
    'andWhere group',
    (x) => x.andWhere((g) => g.where('id', '=', 1).where('stem', '=', 'abc')).toSql(),
    `SELECT * FROM ${T} WHERE ("id" = '1' AND "stem" = 'abc') ORDER BY stem ASC`,
  ],
  [
    'orWhere group',
    (x) => x.orWhere((g) => g.where('category', '=', 'a').where('category', '=', 'b')).toSql(),
    `SELECT * FROM ${T} WHERE ("category" = 'a' OR "category" = 'b') ORDER BY stem ASC`,
  ],
  [
    'where with a nested orWhere',
    (x) =>
      x
        .where('draft', '=', true)
        .andWhere((g) =>
          g.where('category', '=', 'tech').orWhere((s) => s.where('title', 'LIKE', '%javascript%').where('title', 'LIKE', '%typescript%')),
        )
        .toSql(),
    `SELECT * FROM ${T} WHERE ("draft" = '1') AND ("category" = 'tech' AND ("title" LIKE '%javascript%' OR "title" LIKE '%typescript%')) ORDER BY stem ASC`,
  ],
  [
    'andWhere and orWhere, select, orders, first',
    (x) =>
      x
        .select('stem', 'id', 'title')
        .limit(10)
        .andWhere((g) => g.where('id', '=', 1).where('stem', '=', 'abc'))
        .orWhere((g) => g.where('id', '=', 2).where('stem', '=', 'def'))
        .order('stem', 'DESC')
        .order('id', 'ASC')
        .firstSql(),
    `SELECT "stem", "id", "title" FROM ${T} WHERE ("id" = '1' AND "stem" = 'abc') AND ("id" = '2' OR "stem" = 'def') ORDER BY "stem" DESC, "id" ASC LIMIT 1`,
  ],
  [
    'three groups, one nested',
    (x) =>
      x
        .andWhere((g) => g.where('id', '=', 1).where('stem', '=', 'abc'))
        .orWhere((g) => g.where('id', '=', 2).where('stem', '=', 'def'))
        .andWhere((g) => g.where('id', '=', 3).orWhere((s) => s.where('stem', '=', 'ghi')))
        .toSql(),
    `SELECT * FROM ${T} WHERE ("id" = '1' AND "stem" = 'abc') AND ("id" = '2' OR "stem" = 'def') AND ("id" = '3' AND ("stem" = 'ghi')) ORDER BY stem ASC`,
  ],
  [
    'orWhere with a nested andWhere',
    (x) => x.orWhere((g) => g.where('category', '=', 'a').andWhere((s) => s.where('title', '=', 'b').where('path', '=', 'c'))).toSql(),
    `SELECT * FROM ${T} WHERE ("category" = 'a' OR ("title" = 'b' AND "path" = 'c')) ORDER BY stem ASC`,
  ],
  [
    'a blog list page',
    (x) =>
      x
        .select('title', 'path', 'date')
        .where('path', 'LIKE', '/blog/%')
        .where('draft', '=', false)
        .order('date', 'DESC')
        .limit(12)
        .skip(24)
        .toSql(),
    `SELECT "title", "path", "date" FROM ${T} WHERE ("path" LIKE '/blog/%') AND ("draft" = '0') ORDER BY "date" DESC LIMIT 12 OFFSET 24`,
  ],
  ['another collection', () => new CollectionQuery('docs_fr').firstSql(), 'SELECT * FROM _content_docs_fr ORDER BY stem ASC LIMIT 1'],
  [
    'surroundings-style lookups',
    () => new CollectionQuery('docs').select('title', 'path', 'stem').where('path', 'IN', ['/docs/a', '/docs/b']).toSql(),
    `SELECT "title", "path", "stem" FROM _content_docs WHERE ("path" IN ('/docs/a', '/docs/b')) ORDER BY stem ASC`,
  ],
];

describe("query builder SQL is the reference module's (issue 11 point 4)", () => {
  it('has at least 50 chains', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(CASES.map(([name]) => name)).size).toBe(CASES.length);
  });
  it.each(CASES)('%s', (_name, chain, expected) => {
    expect(chain(q())).toBe(expected);
  });
});

describe('query builder checks (spec §5)', () => {
  it('throws the spec messages for IN and BETWEEN values', () => {
    expect(() => q().where('a', 'IN', 'x')).toThrow('Value for IN must be an array');
    expect(() => q().where('a', 'NOT IN', 1)).toThrow('Value for IN must be an array');
    expect(() => q().where('a', 'BETWEEN', [1])).toThrow('Value for BETWEEN must be an array with two elements');
    expect(() => q().where('a', 'NOT BETWEEN', [1, 2, 3])).toThrow('Value for BETWEEN must be an array with two elements');
  });

  it('writes booleans inside IN lists and dates as SQLite can compare them', () => {
    expect(q().where('draft', 'IN', [true, false]).toSql()).toContain(`("draft" IN ('1', '0'))`);
    expect(q().where('date', '>=', new Date('2025-01-31T00:00:00Z')).toSql()).toContain(`("date" >= '2025-01-31T00:00:00.000Z')`);
  });

  it('refuses identifiers that could carry SQL, and null values', () => {
    expect(() => q('docs; DROP TABLE x')).toThrow(QueryBuilderError);
    expect(() => q().where('path" OR 1=1 --', '=', 'x')).toThrow(QueryBuilderError);
    expect(() => q().order('stem; --')).toThrow(QueryBuilderError);
    expect(() => q().countSql('x) as count FROM t --')).toThrow(QueryBuilderError);
    expect(() => q().limit(-1)).toThrow(QueryBuilderError);
    expect(() => q().where('title', '=', null)).toThrow(/use IS NULL/);
  });
});

describe('content client', () => {
  it('runs builder SQL through its transport and hands back the rows the transport decoded', async () => {
    const seen: string[] = [];
    const transport: ContentTransport = {
      async query(collection, sql) {
        seen.push(`${collection}: ${sql}`);
        return sql.startsWith('SELECT COUNT') ? [{ count: 3 }] : [{ path: '/blog/a', draft: false, authors: [{ name: 'Ada' }] }];
      },
      getJson: async () => [] as never,
      getText: async () => '',
    };
    const client = createContentClient(transport);
    const post = await client.queryCollection<{ draft: boolean; authors: Array<{ name: string }> }>('posts').path('/blog/a').first();
    expect(post).toEqual({ path: '/blog/a', draft: false, authors: [{ name: 'Ada' }] });
    expect(await client.queryCollection('posts').count()).toBe(3);
    expect(seen[0]).toBe(`posts: SELECT * FROM _content_posts WHERE ("path" = '/blog/a') ORDER BY stem ASC LIMIT 1`);
  });
});
