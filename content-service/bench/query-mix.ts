/**
 * What the benchmark sends: the statements a reference-module client sends for a docs site
 * (the builder writes the reference's SQL text), and 10,000 distinct variants of one query.
 */
import type { FastifyInstance } from 'fastify';
import { CollectionQuery, contentApi } from '@site/contracts';

/**
 * Statements of a docs site's page views, built with the builder: page by path, the
 * navigation and surroundings queries (every page's title, path and stem, as the reference's
 * queryCollectionNavigation / queryCollectionItemSurroundings read them), section lists with
 * where/order/limit, and counts. Only statements the service answers are kept.
 */
export async function queryMix(app: FastifyInstance, collection: string): Promise<Array<{ sql: string }>> {
  const q = () => new CollectionQuery(collection);
  const paths = (
    await app.inject({ method: 'POST', url: contentApi.query(collection), payload: { sql: q().select('path').limit(200).toSql() } })
  ).json() as Array<{ path: string }>;
  const pick = (i: number) => paths[Math.floor((i * paths.length) / 8)]?.path ?? '/';
  const statements = [
    ...Array.from({ length: 8 }, (_, i) => q().path(pick(i)).firstSql()),
    q().select('title', 'path', 'stem', 'navigation').where('navigation', '<>', 'false').order('stem', 'ASC').toSql(),
    q().select('title', 'path', 'stem', 'description').order('stem', 'ASC').toSql(),
    q().where('path', 'LIKE', '/docs/section-1/%').order('title', 'DESC').limit(10).toSql(),
    q().where('path', 'LIKE', '/docs/section-2/%').select('title', 'path').order('stem', 'ASC').limit(20).skip(20).toSql(),
    q()
      .where('title', 'LIKE', '%1%')
      .orWhere((g) => g.where('path', 'LIKE', '%group-3%').where('path', 'LIKE', '%group-4%'))
      .limit(5)
      .toSql(),
    q().countSql(),
    q().where('path', 'LIKE', '/docs/section-1/%').countSql('stem', true),
    q()
      .where('path', 'IN', [pick(1), pick(2), pick(3)])
      .select('title', 'path')
      .toSql(),
  ];
  const kept: Array<{ sql: string }> = [];
  for (const sql of statements) {
    const res = await app.inject({ method: 'POST', url: contentApi.query(collection), payload: { sql } });
    if (res.statusCode === 200) kept.push({ sql });
    else console.warn(`benchmark statement refused (${res.statusCode}): ${sql.slice(0, 120)}: ${res.body.slice(0, 200)}`);
  }
  return kept;
}

/** A small deterministic generator, so every run sends the same variants. */
function prng(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * `count` distinct whitespace variants (and, one in ten, comment variants, which are refused)
 * of one path lookup. Keyed on the raw text, each variant used to take a cache entry.
 */
export function queryVariants(collection: string, path: string, count: number): string[] {
  const tokens = new CollectionQuery(collection).path(path).firstSql().split(' ');
  const gaps = [' ', '  ', '\n', '\t', ' \r\n', '   '];
  const random = prng(42);
  const seen = new Set<string>();
  while (seen.size < count) {
    let sql = tokens[0]!;
    for (let i = 1; i < tokens.length; i++) sql += gaps[Math.floor(random() * gaps.length)]! + tokens[i]!;
    if (seen.size % 10 === 9) sql = sql.replace(' FROM', ` /* ${seen.size} */ FROM`);
    seen.add(sql);
  }
  return [...seen];
}

/** The process's memory after a full GC (when --expose-gc is on), in MiB. */
export function memoryAfterGc(): { rssMb: number; heapMb: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: rss / 1024 / 1024, heapMb: heapUsed / 1024 / 1024 };
}

/** Sends the statements over HTTP, `concurrency` at a time; counts answered and refused. */
export async function sendAll(url: string, statements: string[], concurrency = 10): Promise<{ accepted: number; refused: number }> {
  let next = 0;
  let accepted = 0;
  let refused = 0;
  const worker = async () => {
    while (next < statements.length) {
      const sql = statements[next++]!;
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sql }) });
      await res.arrayBuffer();
      if (res.ok) accepted++;
      else refused++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { accepted, refused };
}
