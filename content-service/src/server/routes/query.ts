/**
 * POST /__nuxt_content/{collection}/query?v= : runs a validated, rebuilt SELECT on the
 * collection's table with bound literals and answers the rows. A stale `v` is answered
 * too, with the current version in `x-content-version` and `x-content-stale: 1`, so the
 * browser refreshes its dump.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_VERSION_HEADER } from '@site/contracts';
import { ContentError } from '../../errors.ts';
import { QUERY_LIMITS, validateQuery, type ValidatedQuery } from '../../sql/validate-query.ts';
import type { ContentStore } from '../content-store.ts';

/** Wall-clock budget of one query, checked between rows. */
const QUERY_TIME_BUDGET_MS = 1000;

/** Validated statements by collection and text: pages repeat the same queries, parse them once. */
const validated = new Map<string, ValidatedQuery>();
const MAX_VALIDATED = 1000;

function validateCached(collection: string, sql: unknown): ValidatedQuery {
  if (typeof sql !== 'string') return validateQuery(collection, sql);
  const key = `${collection}\0${sql}`;
  let query = validated.get(key);
  if (!query) {
    query = validateQuery(collection, sql);
    if (validated.size >= MAX_VALIDATED) validated.delete(validated.keys().next().value!);
    validated.set(key, query);
  }
  return query;
}

function run(store: ContentStore, query: ValidatedQuery): unknown[] {
  const statement = store.statement(query.sql);
  const rows: unknown[] = [];
  const deadline = performance.now() + QUERY_TIME_BUDGET_MS;
  for (const row of statement.iterate(...query.params)) {
    rows.push(row);
    if (rows.length > QUERY_LIMITS.maxRows) {
      throw new ContentError(
        'CONTENT_QUERY_TOO_LARGE',
        `The query matches more than ${QUERY_LIMITS.maxRows} rows: add .limit(n) (at most ${QUERY_LIMITS.maxRows}) and page with .skip(n)`,
      );
    }
    if ((rows.length & 63) === 0 && performance.now() > deadline) {
      throw new ContentError(
        'CONTENT_QUERY_TIMEOUT',
        `The query ran longer than ${QUERY_TIME_BUDGET_MS} ms: narrow it with WHERE or LIMIT`,
      );
    }
  }
  return rows;
}

export function registerQueryRoute(app: FastifyInstance, store: ContentStore): void {
  app.post<{ Params: { collection: string }; Querystring: { v?: string }; Body: { sql?: unknown } | undefined }>(
    '/__nuxt_content/:collection/query',
    { bodyLimit: QUERY_LIMITS.maxSqlLength * 2 },
    async (request, reply) => {
      const { collection } = request.params;
      const version = store.version(collection);
      const body = request.body;
      const query = validateCached(collection, body && typeof body === 'object' ? body.sql : undefined);
      const json = store.cachedResponse(`${collection}\0${typeof body?.sql === 'string' ? body.sql : ''}`, () =>
        JSON.stringify(run(store, query)),
      );
      reply.header(CONTENT_VERSION_HEADER, version).header('cache-control', 'no-store');
      const asked = request.query.v;
      if (asked !== undefined && asked !== version) reply.header('x-content-stale', '1');
      return reply.header('content-type', 'application/json; charset=utf-8').send(json);
    },
  );
}
