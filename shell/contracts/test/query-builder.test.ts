import { describe, expect, it } from 'vitest';
import { CollectionQuery, createContentClient, QueryBuilderError, type ContentTransport } from '@site/contracts';

const q = (collection = 'docs') => new CollectionQuery(collection);

describe('query builder SQL (spec §5, §7)', () => {
  it('selects everything ordered by stem by default', () => {
    expect(q().toSql()).toBe('SELECT * FROM _content_docs ORDER BY "stem" ASC');
  });

  it('composes where, andWhere/orWhere groups, order, select, limit and skip', () => {
    const sql = q('posts')
      .select('title', 'path')
      .where('draft', '=', false)
      .andWhere((g) => g.where('category', '=', 'release').where('date', '>=', '2025-01-01'))
      .orWhere((g) => g.where('path', 'LIKE', '/blog/%').where('path', 'LIKE', '/changelog/%'))
      .order('date', 'DESC')
      .limit(10)
      .skip(20)
      .toSql();
    expect(sql).toBe(
      'SELECT "title", "path" FROM _content_posts WHERE "draft" = false AND ("category" = \'release\' AND "date" >= \'2025-01-01\') ' +
        'AND ("path" LIKE \'/blog/%\' OR "path" LIKE \'/changelog/%\') ORDER BY "date" DESC LIMIT 10 OFFSET 20',
    );
  });

  it('supports every operator', () => {
    const sql = q()
      .where('a', '<>', 1)
      .where('b', '>', 2)
      .where('c', '<', 3)
      .where('d', '<=', 4)
      .where('e', 'IN', ['x', 'y'])
      .where('f', 'NOT IN', [1])
      .where('g', 'BETWEEN', [1, 2])
      .where('h', 'NOT BETWEEN', ['a', 'b'])
      .where('i', 'NOT LIKE', '%z')
      .where('j', 'IS NULL')
      .where('k', 'IS NOT NULL')
      .toSql();
    expect(sql).toContain('"e" IN (\'x\', \'y\') AND "f" NOT IN (1) AND "g" BETWEEN 1 AND 2 AND "h" NOT BETWEEN \'a\' AND \'b\'');
    expect(sql).toContain('"i" NOT LIKE \'%z\' AND "j" IS NULL AND "k" IS NOT NULL');
  });

  it('doubles single quotes in values', () => {
    expect(q().path("/it's").firstSql()).toBe('SELECT * FROM _content_docs WHERE "path" = \'/it\'\'s\' ORDER BY "stem" ASC LIMIT 1');
  });

  it('throws the spec messages for IN and BETWEEN values', () => {
    expect(() => q().where('a', 'IN', 'x')).toThrow('Value for IN must be an array');
    expect(() => q().where('a', 'NOT IN', 1)).toThrow('Value for IN must be an array');
    expect(() => q().where('a', 'BETWEEN', [1])).toThrow('Value for BETWEEN must be an array with two elements');
    expect(() => q().where('a', 'NOT BETWEEN', [1, 2, 3])).toThrow('Value for BETWEEN must be an array with two elements');
  });

  it('counts, with DISTINCT', () => {
    expect(q('posts').where('draft', '=', false).countSql()).toBe('SELECT COUNT(*) AS count FROM _content_posts WHERE "draft" = false');
    expect(q('posts').countSql('category', true)).toBe('SELECT COUNT(DISTINCT "category") AS count FROM _content_posts');
  });

  it('refuses identifiers that could carry SQL', () => {
    expect(() => q('docs; DROP TABLE x')).toThrow(QueryBuilderError);
    expect(() => q().where('path" OR 1=1 --', '=', 'x')).toThrow(QueryBuilderError);
    expect(() => q().order('stem; --')).toThrow(QueryBuilderError);
    expect(() => q().limit(-1)).toThrow(QueryBuilderError);
  });
});

describe('content client', () => {
  it('runs builder SQL through its transport and decodes JSON and boolean columns', async () => {
    const seen: string[] = [];
    const transport: ContentTransport = {
      async query(collection, sql) {
        seen.push(`${collection}: ${sql}`);
        return sql.startsWith('SELECT COUNT') ? [{ count: 3 }] : [{ path: '/blog/a', draft: 0, authors: '[{"name":"Ada"}]' }];
      },
      getJson: async () => [] as never,
      getText: async () => '',
    };
    const client = createContentClient(transport);
    const post = await client.queryCollection<{ draft: boolean; authors: Array<{ name: string }> }>('posts').path('/blog/a').first();
    expect(post).toEqual({ path: '/blog/a', draft: false, authors: [{ name: 'Ada' }] });
    expect(await client.queryCollection('posts').count()).toBe(3);
    expect(seen[0]).toBe('posts: SELECT * FROM _content_posts WHERE "path" = \'/blog/a\' ORDER BY "stem" ASC LIMIT 1');
  });
});
