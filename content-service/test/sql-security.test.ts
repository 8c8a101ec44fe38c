import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CollectionQuery,
  collectionColumns,
  contentApi,
  decodeRow,
  type ConditionGroup,
  type ContentInfo,
  type ContentTransport,
  type Operator,
} from '@site/contracts';
import { createBrowserTransport } from '@site/contracts/client';
import { buildContent, createContentServer, validateQuery, QUERY_LIMITS } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

const PREVIEW_SECRET = 'a-preview-secret-for-tests';

let box: Sandbox;
let app: FastifyInstance;
let dbPath: string;
let info: ContentInfo;

beforeAll(async () => {
  box = sandbox();
  // A draft: outside preview, no answer may contain it.
  box.write(
    'blog/unreleased.md',
    '---\ntitle: Unreleased\ndescription: Not yet.\ndate: 2025-03-01\ncategory: announcement\ndraft: true\nauthors:\n  - name: Ada\nimage:\n  src: /_content/_images/cover.svg\n  alt: A cover\n---\n\nSoon.\n',
  );
  dbPath = (await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true })).dbPath;
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, env: { PREVIEW_SECRET } });
  info = (await app.inject({ url: contentApi.info() })).json();
});
afterAll(async () => {
  await app.close();
  box.cleanup();
});

const T = '_content_docs_en';
const base = `SELECT * FROM ${T}`;

/** Statements an attacker might send; none of them is builder output, every one must be refused. */
const HOSTILE: string[] = [
  // stacked statements
  `${base}; DROP TABLE ${T}`,
  `${base};`,
  `${base}; SELECT * FROM sqlite_master`,
  `${base} WHERE "path" = '/'; DELETE FROM ${T}`,
  `${base} WHERE "path" = ''; INSERT INTO ${T} ("id") VALUES ('x')`,
  `${base} WHERE "path" = '/' ; UPDATE ${T} SET "title" = 'x'`,
  `;${base}`,
  `${base} LIMIT 1; PRAGMA writable_schema = 1`,
  // comments
  `${base} -- comment`,
  `${base} /* comment */`,
  `SELECT /**/ * FROM ${T}`,
  `${base} WHERE "path" = '/' --' AND "title" = 'x'`,
  `${base} WHERE "path" = '/'/*`,
  `SELECT * FROM ${T}--`,
  `SELECT * FROM/**/${T}`,
  // UNION and friends
  `${base} UNION SELECT * FROM ${T}`,
  `${base} UNION ALL SELECT * FROM _content_posts`,
  `SELECT "id" FROM ${T} UNION SELECT name FROM sqlite_master`,
  `SELECT "id" FROM ${T} UNION SELECT sql FROM sqlite_schema`,
  `${base} INTERSECT SELECT * FROM ${T}`,
  `${base} EXCEPT SELECT * FROM ${T}`,
  `SELECT "id" FROM ${T} WHERE "path" = '/' UNION SELECT "source" FROM _raw_sources`,
  // subqueries
  `SELECT * FROM (SELECT * FROM ${T})`,
  `${base} WHERE "path" IN (SELECT "path" FROM _content_posts)`,
  `${base} WHERE "path" = (SELECT name FROM sqlite_master LIMIT 1)`,
  `${base} WHERE EXISTS (SELECT 1 FROM sqlite_master)`,
  `${base} WHERE ("path" = (SELECT 1))`,
  `SELECT (SELECT sql FROM sqlite_master) FROM ${T}`,
  `${base} WHERE "path" IN (WITH x AS (SELECT 1) SELECT * FROM x)`,
  `${base} ORDER BY (SELECT 1)`,
  `${base} LIMIT (SELECT 1)`,
  // CTEs
  `WITH x AS (SELECT * FROM sqlite_master) SELECT * FROM x`,
  `WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT * FROM r`,
  `WITH ${T} AS (SELECT * FROM _content_posts) ${base}`,
  `WITH a AS (SELECT 1) ${base}`,
  // other tables
  'SELECT * FROM sqlite_master',
  'SELECT * FROM sqlite_schema',
  'SELECT * FROM sqlite_temp_master',
  'SELECT * FROM "sqlite_master"',
  'SELECT * FROM main.sqlite_master',
  `SELECT * FROM main.${T}`,
  'SELECT * FROM _content_posts',
  'SELECT * FROM _content_docs_fr',
  'SELECT * FROM _content_info',
  'SELECT * FROM _raw_sources',
  'SELECT * FROM _build_outputs',
  `SELECT * FROM "${T}"`,
  `SELECT * FROM [${T}]`,
  `SELECT * FROM \`${T}\``,
  `SELECT * FROM ${T}, _content_posts`,
  `SELECT * FROM ${T} JOIN _content_posts`,
  `SELECT * FROM ${T} AS t`,
  `SELECT * FROM ${T} t`,
  `SELECT * FROM ${T} NATURAL JOIN sqlite_master`,
  `SELECT * FROM ${T} LEFT JOIN _raw_sources ON 1`,
  `SELECT * FROM pragma_table_info('${T}')`,
  'SELECT * FROM sqlite_dbpage',
  'SELECT * FROM dbstat',
  `SELECT * FROM _CONTENT_DOCS_EN`,
  'SELECT * FROM temp.sqlite_master',
  // PRAGMA, ATTACH, VACUUM, writes
  'PRAGMA table_info(_content_docs_en)',
  'PRAGMA writable_schema = ON',
  'PRAGMA database_list',
  `ATTACH DATABASE '/tmp/x.db' AS x`,
  `ATTACH '/etc/passwd' AS p`,
  'DETACH DATABASE main',
  `VACUUM INTO '/tmp/stolen.db'`,
  'VACUUM',
  `DROP TABLE ${T}`,
  `DELETE FROM ${T}`,
  `INSERT INTO ${T} ("id") VALUES ('x')`,
  `UPDATE ${T} SET "title" = 'x'`,
  `REPLACE INTO ${T} ("id") VALUES ('x')`,
  `CREATE TABLE x (a)`,
  `CREATE TEMP TRIGGER t AFTER INSERT ON ${T} BEGIN SELECT 1; END`,
  `ALTER TABLE ${T} RENAME TO x`,
  'BEGIN',
  'COMMIT',
  'REINDEX',
  'ANALYZE',
  `EXPLAIN ${base}`,
  `EXPLAIN QUERY PLAN ${base}`,
  // load_extension and other function calls
  `SELECT load_extension('/tmp/evil.so') FROM ${T}`,
  `${base} WHERE load_extension('/tmp/evil.so')`,
  `${base} WHERE "path" = load_extension('x')`,
  `${base} WHERE "path" = randomblob(1000000000)`,
  `${base} WHERE "path" = zeroblob(1000000000)`,
  `${base} WHERE randomblob(1000000000)`,
  `${base} WHERE "path" = hex(randomblob(100000000))`,
  `${base} WHERE "path" LIKE printf('%.*c', 100000000, 'x')`,
  `${base} WHERE "path" = replace(zeroblob(100000000), x'00', 'a')`,
  `${base} WHERE "path" = char(65)`,
  `${base} WHERE "path" = lower('X')`,
  `${base} WHERE "path" = sqlite_version()`,
  `${base} WHERE "path" = readfile('/etc/passwd')`,
  `${base} WHERE writefile('/tmp/x', 'y')`,
  `${base} WHERE "path" = edit('x')`,
  `${base} WHERE "path" = fts3_tokenizer('simple')`,
  `SELECT COUNT(*) AS count, randomblob(9) FROM ${T}`,
  `SELECT max("id") FROM ${T}`,
  `SELECT group_concat("body") FROM ${T}`,
  `SELECT json_extract("body", '$') FROM ${T}`,
  `SELECT sum(length("body")) AS count FROM ${T}`,
  `SELECT COUNT(*) AS count FROM ${T} GROUP BY "path"`,
  `SELECT COUNT(*) AS count FROM ${T} HAVING 1`,
  `SELECT DISTINCT "path" FROM ${T}`,
  `SELECT COUNT(*) AS c FROM ${T}`,
  `SELECT COUNT(*) FROM ${T}`,
  `${base} WHERE "path" = CAST(1 AS TEXT)`,
  `${base} WHERE CASE WHEN 1 THEN 1 END`,
  `${base} WHERE "path" = '/' COLLATE NOCASE`,
  `${base} WHERE "path" GLOB '*'`,
  `${base} WHERE "path" REGEXP '.*'`,
  `${base} WHERE "path" MATCH 'x'`,
  `${base} WHERE "path" = '/' ESCAPE 'x'`,
  `${base} WHERE "path" LIKE '%' ESCAPE '\\'`,
  `${base} WHERE "path" || 'x' = 'y'`,
  `${base} WHERE "path" = 'a' || 'b'`,
  `${base} WHERE "path" = 1 + 1`,
  `${base} WHERE NOT "path" = '/'`,
  `${base} WHERE "path" = "title"`,
  `${base} WHERE "path" IS "title"`,
  `${base} WHERE "path" = +1`,
  `${base} WHERE "path" = ~1`,
  `${base} WHERE "path" != '/'`,
  `${base} WHERE "path" == '/'`,
  `${base} WHERE "path" = '/' AND 1`,
  `${base} WHERE 1`,
  `${base} WHERE (1 = 2)`,
  `${base} WHERE (2 = 2)`,
  `${base} WHERE 1 = 1`,
  `${base} WHERE "path" = NULL`,
  `${base} WHERE "path" IS NOT DISTINCT FROM '/'`,
  `${base} WHERE "path" BETWEEN 'a'`,
  `${base} WHERE "path" IN ()`,
  `${base} WHERE "path" IN '/'`,
  // quoted function names and unknown columns
  `${base} WHERE "randomblob"(1000) = 1`,
  `${base} WHERE "load_extension"('x')`,
  `SELECT "sqlite_version"() FROM ${T}`,
  `SELECT "nope" FROM ${T}`,
  `${base} WHERE "nope" = 1`,
  `${base} ORDER BY "nope"`,
  `${base} ORDER BY 1`,
  `${base} ORDER BY "path" COLLATE NOCASE`,
  `${base} ORDER BY "path" NULLS FIRST`,
  `SELECT path FROM ${T}`,
  `SELECT "path" AS p FROM ${T}`,
  `SELECT "path" "p" FROM ${T}`,
  `SELECT ${T}."path" FROM ${T}`,
  `SELECT 'x' FROM ${T}`,
  `SELECT 1 FROM ${T}`,
  `SELECT rowid FROM ${T}`,
  `SELECT "rowid" FROM ${T}`,
  `${base} WHERE "pa""th" = 1`,
  `${base} WHERE "path\u0000" = 1`,
  // parameters
  `${base} WHERE "path" = ?`,
  `${base} WHERE "path" = ?1`,
  `${base} WHERE "path" = :path`,
  `${base} WHERE "path" = @path`,
  `${base} WHERE "path" = $path`,
  `${base} LIMIT ?`,
  // blob and odd literals
  `${base} WHERE "path" = x'2f'`,
  `${base} WHERE "path" = X'2F'`,
  `${base} WHERE "path" = x''`,
  `${base} WHERE "path" = 0x2f`,
  `${base} WHERE "path" = N'/'`,
  `${base} WHERE "path" = E'/'`,
  `${base} WHERE "path" = '/`,
  `${base} WHERE "path" = 1e999`,
  `${base} WHERE "path" = .5`,
  `${base} WHERE "path" = CURRENT_TIMESTAMP`,
  `${base} WHERE "path" = null`,
  // huge LIMITs and OFFSETs
  `${base} LIMIT 99999999999999999999999`,
  `${base} LIMIT 9223372036854775807`,
  `${base} LIMIT -2`,
  // SQLite reads a negative LIMIT as no limit at all; the reference guard refuses it (`LIMIT \d+`).
  `${base} LIMIT -1`,
  `${base} LIMIT -1 OFFSET 5`,
  `${base} LIMIT -0`,
  `${base} LIMIT 1.5`,
  `${base} LIMIT 1e9`,
  `${base} LIMIT 10 OFFSET 99999999999999999999`,
  `${base} LIMIT 10 OFFSET -1`,
  `${base} LIMIT 1, 2`,
  `${base} OFFSET 1`,
  `${base} LIMIT 1 LIMIT 2`,
  // shape
  '',
  ' ',
  'SELECT',
  `SELECT * FROM`,
  `SELECT FROM ${T}`,
  `select * from ${T} where`,
  `${base} WHERE "path" = '/' AND`,
  `${base} WHERE ("path" = '/'`,
  `${base} WHERE "path" = '/')`,
  `${base} GARBAGE`,
  `${base}\u0000`,
  `${base} WHERE "path" = '/'\u000b`,
  `SELECT * FROM ${T}\u00a0`,
  // very long input and work amplification
  `${base} WHERE "path" = '${'a'.repeat(9000)}'`,
  `${base} WHERE ${Array.from({ length: 100 }, (_, i) => `"path" = '${i}'`).join(' OR ')}`,
  `${base} WHERE ${'('.repeat(QUERY_LIMITS.maxDepth + 1)}"path" = '/'${')'.repeat(QUERY_LIMITS.maxDepth + 1)}`,
  `${base} WHERE ("path" = '${'a'.repeat(QUERY_LIMITS.maxSqlLength)}')`,
  `${base} WHERE ("path" LIKE '${'%a'.repeat(QUERY_LIMITS.maxLikePattern)}')`,
  `${base} WHERE ("path" IN (${Array.from({ length: QUERY_LIMITS.maxValues + 1 }, () => "'x'").join(', ')}))`,
  `${base} WHERE (${Array.from({ length: QUERY_LIMITS.maxConditions + 1 }, () => `"path" = 'x'`).join(' OR ')})`,
  `SELECT ${Array.from({ length: QUERY_LIMITS.maxColumns + 1 }, () => '"path"').join(', ')} FROM ${T}`,
  // the reference guard's own rules (its unsafe vectors, test/unit/assertSafeQuery.test.ts)
  `select * from ${T} ORDER BY id DESC`,
  ` SELECT * FROM ${T} ORDER BY id DESC`,
  `SELECT * FROM ${T} ORDER BY id DESC `,
  `SELECT * FROM ${T} ORDER BY id ASC,stem DESC`,
  `SELECT "id","path" FROM ${T}`,
  `SELECT * FROM ${T} WHERE id = 1 ORDER BY id DESC LIMIT 10 OFFSET 10`,
  `SELECT * FROM ${T} WHERE (id = 1) AND path = '/' ORDER BY id DESC`,
  `SELECT * FROM ${T} WHERE (id = '");') ; select * from ((SELECT * FROM sqlite_master where 1 <> "") as t) ORDER BY type DESC`,
  `SELECT COUNT(*) UNION SELECT name /**/FROM sqlite_master-- FROM ${T} WHERE (1=1) ORDER BY id ASC`,
  `SELECT * FROM ${T} WHERE (id /*'*/IN (SELECT id FROM ${T}) /*'*/) ORDER BY id ASC`,
  `SELECT * FROM ${T} WHERE (1=' \\' OR id IN (SELECT id FROM _content_docs) OR 1!='') ORDER BY id ASC`,
  `SELECT "id", "id" FROM _content_docs WHERE (1=' \\') UNION SELECT tbl_name,tbl_name FROM sqlite_master-- ') ORDER BY id ASC`,
  `SELECT "id" FROM ${T} WHERE (x=$'$ OR x IN (SELECT BLAH) OR x=$'$) ORDER BY id ASC`,
  `SELECT * FROM ${T} where ("path" = '/') ORDER BY stem ASC`,
  `SELECT * FROM ${T} ORDER BY stem asc`,
  `SELECT count(*) as count FROM ${T}`,
  `SELECT COUNT(*) as total FROM ${T}`,
  `${base} WHERE "path" IN (${Array.from({ length: 300 }, (_, i) => i).join(', ')})`,
  `${base} WHERE "path" LIKE '${'%a'.repeat(200)}'`,
];

/** Statements the reference builder writes that an earlier, stricter grammar refused: accepted now. */
const ONCE_REFUSED: string[] = [
  `${base} ORDER BY stem ASC`,
  `SELECT COUNT(*) as count FROM ${T} ORDER BY stem ASC`,
  `SELECT COUNT(stem) as count FROM ${T}`,
  `SELECT COUNT(DISTINCT title) as count FROM ${T}`,
  `SELECT COUNT( *) as count FROM ${T} ORDER BY stem ASC`,
  `${base} WHERE ("path" IN ()) ORDER BY stem ASC`,
  `${base} WHERE ("path" NOT IN ()) ORDER BY stem ASC`,
  `${base} ORDER BY stem ASC LIMIT 1001`,
  `${base} ORDER BY stem ASC LIMIT 100000000 OFFSET 99999999999`,
  `${base} WHERE ${'('.repeat(20)}"path" = '/'${')'.repeat(20)} ORDER BY stem ASC`,
  `${base} WHERE ("path" IN (${Array.from({ length: 300 }, (_, i) => `'/docs/${i}'`).join(', ')})) ORDER BY stem ASC`,
  `${base} WHERE (${Array.from({ length: 100 }, (_, i) => `"path" = '${i}'`).join(' OR ')}) ORDER BY stem ASC`,
  `${base} WHERE ("title" LIKE '${'%a'.repeat(200)}') ORDER BY stem ASC`,
  `${base} WHERE ("path" = '${'a'.repeat(9000)}') ORDER BY stem ASC`,
  `SELECT ${Array.from({ length: 70 }, () => '"path"').join(', ')} FROM ${T} ORDER BY stem ASC`,
  `${base} WHERE ("title" = '0') ORDER BY stem ASC`,
];

/** The reference guard's safe vectors (test/unit/assertSafeQuery.test.ts), on its test table. */
const REFERENCE_TABLE = { table: '_content_test', columns: new Set(['id', 'stem', 'title', 'body', 'publishedAt', 'PublishedAt']) };
const REFERENCE_SAFE: string[] = [
  'SELECT * FROM _content_test ORDER BY id DESC',
  'SELECT * FROM _content_test ORDER BY id ASC, stem DESC',
  'SELECT * FROM _content_test ORDER BY id ASC, publishedAt DESC',
  'SELECT "PublishedAt" FROM _content_test ORDER BY id ASC, PublishedAt DESC',
  'SELECT * FROM _content_test ORDER BY id DESC LIMIT 10',
  'SELECT * FROM _content_test ORDER BY id DESC LIMIT 10 OFFSET 10',
  'SELECT * FROM _content_test WHERE (id = 1) ORDER BY id DESC LIMIT 10 OFFSET 10',
  'SELECT "body" FROM _content_test ORDER BY body ASC',
];

describe('SQL validator: hostile statements', () => {
  it(`has at least 150 hostile statements`, () => {
    expect(new Set(HOSTILE).size).toBeGreaterThanOrEqual(150);
  });

  it('names the limit a refused statement hit', async () => {
    const deep = `${base} WHERE ${'('.repeat(QUERY_LIMITS.maxDepth + 1)}"path" = '/'${')'.repeat(QUERY_LIMITS.maxDepth + 1)}`;
    expect(() => validateQuery('docs_en', deep)).toThrow(/maxDepth/);
    const long = `${base} WHERE ("path" = '${'a'.repeat(QUERY_LIMITS.maxSqlLength)}')`;
    expect(() => validateQuery('docs_en', long)).toThrow(/maxSqlLength/);
    const values = `${base} WHERE ("path" IN (${Array.from({ length: QUERY_LIMITS.maxValues + 1 }, () => "'x'").join(', ')}))`;
    expect(() => validateQuery('docs_en', values)).toThrow(/maxValues/);
    const res = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql: long } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/maxSqlLength/);
  });

  it('takes a statement of non-Latin text up to the character limit, though it is three bytes a character', async () => {
    const head = `${base} WHERE ("path" = '`;
    const literal = 'ドキュメント'.repeat((QUERY_LIMITS.maxSqlLength - head.length - 2) / 6);
    const sql = `${head}${literal}')`;
    expect(sql.length).toBeLessThanOrEqual(QUERY_LIMITS.maxSqlLength);
    expect(Buffer.byteLength(JSON.stringify({ sql }))).toBeGreaterThan(QUERY_LIMITS.maxSqlLength * 2 + 1024);
    const res = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('reads != and == as <> and =, as SQLite does, under one normalised form', () => {
    const ne = validateQuery('docs_en', `${base} WHERE ("title" != 'A') ORDER BY stem ASC`);
    expect(ne).toEqual(validateQuery('docs_en', `${base} WHERE ("title" <> 'A') ORDER BY stem ASC`));
    const eq = validateQuery('docs_en', `${base} WHERE ("title" == 'A') ORDER BY stem ASC`);
    expect(eq).toEqual(validateQuery('docs_en', `${base} WHERE ("title" = 'A') ORDER BY stem ASC`));
  });

  it('answers every chain the limits allow (SQLite refused 1,000 conditions in a chain with a 500): long AND/OR chains and nested groups', async () => {
    const conditions = (n: number, value = (i: number) => `'/x${i}'`) => Array.from({ length: n }, (_, i) => `"path" = ${value(i)}`);
    // The first condition matches one page, so a wrong rebuild (lost or reordered terms) shows.
    const first = (i: number) => (i === 0 ? "'/docs/getting-started'" : `'/x${i}'`);
    // The outer WHERE ( … ) is a condition of its own.
    const max = QUERY_LIMITS.maxConditions - 1;
    // 64 nested groups, each closing a chain of conditions, within maxConditions in all.
    const perLevel = Math.floor(max / (QUERY_LIMITS.maxDepth + 1)) - 1;
    let nested = conditions(perLevel).join(' AND ');
    for (let level = 2; level < QUERY_LIMITS.maxDepth; level++) nested = `${conditions(perLevel).join(' OR ')} OR (${nested})`;
    const statements: Array<[string, string, number]> = [
      ['OR', `${base} WHERE (${conditions(max, first).join(' OR ')})`, 1],
      ['AND', `${base} WHERE (${conditions(max).join(' AND ')})`, 0],
      [
        'mixed',
        `${base} WHERE (${conditions(max, first)
          .map((c, i) => (i % 3 === 2 ? `${c} OR` : `${c} AND`))
          .join(' ')
          .replace(/ (AND|OR)$/, '')})`,
        0,
      ],
      ['nested', `${base} WHERE (${nested})`, 0],
    ];
    for (const [name, sql, rows] of statements) {
      for (const collection of ['docs_en', 'posts']) {
        const res = await app.inject({
          method: 'POST',
          url: contentApi.query(collection),
          payload: { sql: sql.replace(T, `_content_${collection}`) },
        });
        expect(res.statusCode, `${name} ${collection}: ${res.body.slice(0, 200)}`).toBe(200);
        if (collection === 'docs_en') expect((res.json() as unknown[]).length, name).toBe(rows);
      }
    }
  });

  it('reads a column named twice once, in the select list and in ORDER BY (256 × "body" blocked the service for seconds)', () => {
    const twice = validateQuery(
      'docs_en',
      `SELECT "title", "body", "title", "body" FROM ${T} ORDER BY "body" DESC, "title" ASC, "body" ASC`,
    );
    expect(twice).toEqual(validateQuery('docs_en', `SELECT "title", "body" FROM ${T} ORDER BY "body" DESC, "title" ASC`));
  });

  it('cannot call the row deadline itself', () => {
    expect(() => validateQuery('docs_en', `${base} WHERE (content_row_deadline() = 1)`)).toThrow();
    expect(() => validateQuery('docs_en', `${base} WHERE ("path" = content_row_deadline())`)).toThrow();
  });

  it('says an OFFSET needs a LIMIT', () => {
    expect(() => validateQuery('docs_en', `${base} ORDER BY stem ASC OFFSET 5`)).toThrow(/OFFSET needs a LIMIT/);
  });

  it('rejects every one of them with 400 and a reason', async () => {
    for (const sql of HOSTILE) {
      const res = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql } });
      expect(res.statusCode, sql.slice(0, 200)).toBe(400);
      const body = res.json();
      expect(body.code, sql.slice(0, 200)).toBe('CONTENT_SQL_REJECTED');
      expect(body.message.length).toBeGreaterThan(10);
    }
  });

  it('accepts what the reference builder writes, including what an earlier grammar refused', async () => {
    for (const sql of ONCE_REFUSED) {
      const res = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql } });
      expect(res.statusCode, `${sql.slice(0, 200)}\n${res.body.slice(0, 300)}`).toBe(200);
    }
  });

  it("accepts every safe vector of the reference guard's tests", () => {
    for (const sql of REFERENCE_SAFE) expect(() => validateQuery(REFERENCE_TABLE, sql), sql).not.toThrow();
  });

  it('rejects non-string bodies', async () => {
    for (const payload of [{ sql: 1 }, { sql: ['SELECT'] }, { sql: null }, { query: base }, []]) {
      const res = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('still leaves the database intact', () => {
    const db = new Database(dbPath, { readonly: true });
    expect((db.prepare(`SELECT COUNT(*) AS n FROM ${T}`).get() as { n: number }).n).toBe(8);
    db.close();
  });
});

/* ---- property-based: every builder statement is accepted and answers the same rows ---- */

const COLLECTIONS = ['docs_en', 'posts', 'templates'] as const;
const STRINGS = [
  '',
  '/',
  '/docs/getting-started',
  '/blog/hello-world',
  "it's",
  '%start%',
  'Install%',
  '_%',
  'Ada',
  "a'b''c",
  'ü日本',
  'true',
  '2025-01-31',
];

type Value = string | number | boolean;
const valueArb: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom(...STRINGS),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ min: -100, max: 100, noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
);

type Cond = { kind: 'where'; field: string; op: Operator; value?: unknown } | { kind: 'group'; joiner: 'and' | 'or'; children: Cond[] };

function condArb(fields: string[]): fc.Arbitrary<Cond> {
  const field = fc.constantFrom(...fields);
  const simple = fc.oneof(
    fc.record({
      kind: fc.constant('where' as const),
      field,
      op: fc.constantFrom<Operator>('=', '<>', '>', '>=', '<', '<=', 'LIKE', 'NOT LIKE'),
      value: valueArb,
    }),
    fc.record({
      kind: fc.constant('where' as const),
      field,
      op: fc.constantFrom<Operator>('IN', 'NOT IN'),
      value: fc.array(valueArb, { maxLength: 4 }),
    }),
    fc.record({
      kind: fc.constant('where' as const),
      field,
      op: fc.constantFrom<Operator>('BETWEEN', 'NOT BETWEEN'),
      value: fc.tuple(valueArb, valueArb),
    }),
    fc.record({ kind: fc.constant('where' as const), field, op: fc.constantFrom<Operator>('IS NULL', 'IS NOT NULL') }),
  );
  const { cond } = fc.letrec<{ cond: Cond }>((tie) => ({
    cond: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      simple,
      fc.record({
        kind: fc.constant('group' as const),
        joiner: fc.constantFrom('and' as const, 'or' as const),
        children: fc.array(tie('cond'), { minLength: 0, maxLength: 3 }),
      }),
    ),
  }));
  return cond;
}

function apply(target: CollectionQuery | ConditionGroup, cond: Cond): void {
  if (cond.kind === 'where') target.where(cond.field, cond.op, cond.value);
  else {
    const fn = (g: ConditionGroup) => {
      for (const c of cond.children) apply(g, c);
    };
    if (cond.joiner === 'and') target.andWhere(fn);
    else target.orWhere(fn);
  }
}

const queryArb = fc.constantFrom(...COLLECTIONS).chain((collection) => {
  const fields = Object.keys(collectionColumns(collection));
  return fc.record({
    collection: fc.constant(collection),
    conds: fc.array(condArb(fields), { maxLength: 4 }),
    select: fc.option(fc.subarray(fields, { minLength: 1 }), { nil: undefined }),
    order: fc.array(fc.record({ field: fc.constantFrom(...fields), dir: fc.constantFrom('ASC' as const, 'DESC' as const) }), {
      maxLength: 2,
    }),
    limit: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    skip: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    mode: fc.constantFrom('all', 'first', 'count', 'countField', 'countDistinct'),
    countField: fc.constantFrom(...fields),
  });
});

/** Runs statements through the browser transport's sql.js database over the public dump. */
async function browserPath(base: string): Promise<ContentTransport> {
  const ready = new Map<string, Promise<void>>();
  const resolvers = new Map<string, () => void>();
  for (const c of COLLECTIONS) ready.set(c, new Promise((resolve) => resolvers.set(c, resolve)));
  const transport = createBrowserTransport({
    versions: info.versions,
    wasmUrl: createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'),
    baseUrl: base,
    storage: null,
    schedule: (task) => task(),
    onLocalDatabase: ({ collection, error }) => {
      if (error) throw error;
      resolvers.get(collection)?.();
    },
  });
  // The first query of a collection goes over the network and loads its dump.
  for (const c of COLLECTIONS) await transport.query(c, new CollectionQuery(c).countSql());
  await Promise.all(ready.values());
  return transport;
}

describe('a query that runs past its time', () => {
  let timed: FastifyInstance;
  beforeAll(async () => {
    // No time at all: the very first row read is past it, whatever this machine's speed.
    timed = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, queryMaxRunMs: 0 });
  });
  afterAll(() => timed.close());

  it('is stopped by SQLite while it reads rows, even when none of them matches (no row came back to check the time between)', async () => {
    const none = `${base} WHERE ("title" = 'no page has this title') ORDER BY stem ASC`;
    const res = await timed.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql: none } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTENT_QUERY_TIMEOUT' });
    expect(res.json().message).toMatch(/ran longer than 0 ms \(limit maxRunMs\)/);
    // The same statement with the normal limit answers, and the service answers everything else.
    const normal = await app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql: none } });
    expect(normal.statusCode).toBe(200);
    expect(normal.json()).toEqual([]);
    expect((await timed.inject({ url: contentApi.info() })).statusCode).toBe(200);
  });

  it('is never cached: the next request runs it again', async () => {
    const sql = `${base} WHERE ("title" = 'still no page') ORDER BY stem ASC`;
    for (let i = 0; i < 2; i++) {
      const res = await timed.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql } });
      expect(res.json()).toMatchObject({ code: 'CONTENT_QUERY_TIMEOUT' });
    }
  });
});

describe('builder statements (property-based): accepted, and the same rows over HTTP, in sql.js and from better-sqlite3', () => {
  it('accepts every statement the builder produces and answers the same decoded rows on every path', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const browser = await browserPath(base);
    // better-sqlite3 straight on the built file, minus the drafts no public answer contains.
    const direct = new Database(new Database(dbPath, { readonly: true }).serialize());
    direct.exec(`DELETE FROM _content_posts WHERE "draft" = 1; DELETE FROM _content_templates WHERE "draft" = 1;`);
    try {
      expect(direct.prepare('SELECT COUNT(*) AS n FROM _content_posts').get()).toEqual({ n: 2 });
      await fc.assert(
        fc.asyncProperty(queryArb, async (q) => {
          const builder = new CollectionQuery(q.collection);
          for (const c of q.conds) apply(builder, c);
          if (q.select) builder.select(...q.select);
          // A unique last sort key keeps the order (and LIMIT) deterministic.
          if (q.order.length) {
            for (const o of q.order) builder.order(o.field, o.dir);
            builder.order('id', 'ASC');
          }
          if (q.limit !== undefined) builder.limit(q.limit);
          if (q.skip !== undefined) builder.skip(q.skip);
          const sql =
            q.mode === 'all'
              ? builder.toSql()
              : q.mode === 'first'
                ? builder.firstSql()
                : q.mode === 'count'
                  ? builder.countSql()
                  : builder.countSql(q.countField, q.mode === 'countDistinct');
          expect(() => validateQuery(q.collection, sql)).not.toThrow();
          const res = await app.inject({ method: 'POST', url: contentApi.query(q.collection), payload: { sql } });
          expect(res.statusCode, `${sql}\n${res.body}`).toBe(200);
          const expected = (direct.prepare(sql).all() as Array<Record<string, unknown>>).map((row) => decodeRow(q.collection, row));
          expect(res.json(), sql).toEqual(expected);
          expect(await browser.query(q.collection, sql), sql).toEqual(expected);
        }),
        { numRuns: 300 },
      );
    } finally {
      direct.close();
    }
  });
});
