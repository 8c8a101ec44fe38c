/**
 * POST /__nuxt_content/{collection}/query?v= : runs a validated, rebuilt SELECT on the
 * collection's table with bound literals and answers the rows as the reference module does
 * (JSON columns parsed, booleans true/false: decodeRow). Outside a valid preview, draft rows
 * are filtered out by the rebuilt statement itself.
 *
 * `v` (spec §7 "query parameter version"): the answer always comes from the current build.
 * When `v` names another version, the answer carries the current one in `x-content-version`
 * and `x-content-stale: 1`, so a client refreshes its dump and version instead of failing.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CONTENT_VERSION_HEADER, QUERY_BODY_LIMIT_BYTES, decodeRow } from '@site/contracts';
import { ContentError } from '../../errors.ts';
import { QUERY_LIMITS, collectionTable, validateQuery, type ValidatedQuery } from '../../sql/validate-query.ts';
import type { ContentStore } from '../content-store.ts';
import type { PreviewCheck } from '../preview.ts';
import { ROW_DEADLINE_CONDITION, checkDeadline, runWithin } from '../../sql/row-deadline.ts';
import { refuseOtherMethods } from './methods.ts';

const QUERY_URL = '/__nuxt_content/:collection/query';

/**
 * Parsed statements by raw text: pages repeat the same queries, so each text is parsed once.
 * Bounded in bytes (key and rebuilt text), so distinct variants cannot grow it.
 */
const validated = new LRUCache<string, ValidatedQuery>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (query, key) => 2 * (key.length + query.key.length) + 256,
});

/** `restrict`: the row deadline, and the draft filter of the current build (none in preview, or where it has no draft). */
function validateCached(collection: string, sql: unknown, restrict: string | undefined): ValidatedQuery {
  if (typeof sql !== 'string') return validateQuery(collectionTable(collection), sql, { restrict });
  const key = `${collection}\0${restrict ?? ''}\0${sql}`;
  let query = validated.get(key);
  if (!query) {
    query = validateQuery(collectionTable(collection), sql, { restrict });
    validated.set(key, query);
  }
  return query;
}

/** Runs the statement and serialises the decoded rows, within the answer size and time limits. */
function run(store: ContentStore, collection: string, query: ValidatedQuery): string {
  const statement = store.statement(query.sql);
  const parts: string[] = [];
  let bytes = 2;
  for (const row of statement.iterate(...query.params) as Iterable<Record<string, unknown>>) {
    checkDeadline();
    const json = JSON.stringify(decodeRow(collection, row));
    bytes += json.length + 1;
    if (bytes > QUERY_LIMITS.maxAnswerBytes) {
      throw new ContentError(
        'CONTENT_QUERY_TOO_LARGE',
        `The answer is larger than ${QUERY_LIMITS.maxAnswerBytes / (1024 * 1024)} MiB (limit maxAnswerBytes): select fewer columns with .select(...) or page with .limit(n).skip(n)`,
      );
    }
    parts.push(json);
  }
  return `[${parts.join(',')}]`;
}

/**
 * The statement of a request body: JSON `{"sql": "..."}`. A body sent as text/plain is read as
 * JSON too: it is what `fetch` labels a string body, and the reference module's endpoint (h3's
 * readBody) parses JSON whatever its content type.
 */
function statementOf(body: unknown): unknown {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  return parsed && typeof parsed === 'object' ? (parsed as { sql?: unknown }).sql : undefined;
}

/** `maxRunMs`: the time one query may run (QUERY_LIMITS.maxRunMs; tests set less). */
export function registerQueryRoute(
  app: FastifyInstance,
  store: ContentStore,
  inPreview: PreviewCheck,
  maxRunMs: number = QUERY_LIMITS.maxRunMs,
): void {
  app.post<{ Params: { collection: string }; Querystring: { v?: string }; Body: unknown }>(
    QUERY_URL,
    { bodyLimit: QUERY_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const { collection } = request.params;
      const version = store.version(collection);
      const preview = inPreview(request);
      const drafts = preview ? null : store.draftCondition(collection);
      // The time limit first, checked on every row read; then the draft filter, if any.
      const restrict = drafts ? `${ROW_DEADLINE_CONDITION} AND ${drafts}` : ROW_DEADLINE_CONDITION;
      const query = validateCached(collection, statementOf(request.body), restrict);
      // Keyed on the normalised statement (it already holds the draft filter when there is one).
      const json = store.cachedResponse(`${collection}\0${query.key}`, () => runWithin(maxRunMs, () => run(store, collection, query)));
      reply.header(CONTENT_VERSION_HEADER, version).header('cache-control', preview ? 'private, no-store' : 'no-store');
      const asked = request.query.v;
      if (asked !== undefined && asked !== version) reply.header('x-content-stale', '1');
      return reply.header('content-type', 'application/json; charset=utf-8').send(json);
    },
  );
  // GET, PUT, DELETE, … on the query path: 405 with `Allow: POST` (OPTIONS: 204), not a 404.
  refuseOtherMethods(app, QUERY_URL, ['POST']);
}
