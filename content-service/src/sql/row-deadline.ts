/**
 * A time limit SQLite itself checks on every row a client's query reads. better-sqlite3 can
 * neither interrupt a statement nor install SQLite's progress handler, and the first step of
 * a statement can read every row before it yields one: 500 LIKE conditions over 10,000 page
 * bodies ran 32 s with the service's event loop blocked (every other request waited). The
 * rebuilt statement calls `content_row_deadline()` in front of its WHERE (non-deterministic,
 * so SQLite calls it for every row), and the call throws once the query's time is up, which
 * ends the statement. A row's LIKE conditions check it too, while they match (bounded-like.ts);
 * what remains is a row's other conditions (linear in its size) and the final sort, which the
 * validator bounds (conditions, distinct columns).
 */
import type Database from 'better-sqlite3';
import { ContentError } from '../errors.ts';

/** The condition a rebuilt statement puts first in its WHERE. */
export const ROW_DEADLINE_CONDITION = 'content_row_deadline()';

let deadline = Number.POSITIVE_INFINITY;
let limitMs = 0;

function queryTimeLimitError(ms: number): ContentError {
  return new ContentError('CONTENT_QUERY_TIMEOUT', `The query ran longer than ${ms} ms (limit maxRunMs): narrow it with WHERE or LIMIT`);
}

/** Throws when the running query's time is up. */
export function checkDeadline(): void {
  if (performance.now() > deadline) throw queryTimeLimitError(limitMs);
}

/** Makes `content_row_deadline()` callable in statements run on `db`. */
export function installRowDeadline(db: Database.Database): void {
  db.function('content_row_deadline', { deterministic: false }, () => {
    checkDeadline();
    return 1;
  });
}

/** Runs `job` (synchronous: one query at a time) with `ms` for every row it reads. */
export function runWithin<T>(ms: number, job: () => T): T {
  deadline = performance.now() + ms;
  limitMs = ms;
  try {
    return job();
  } finally {
    deadline = Number.POSITIVE_INFINITY;
  }
}
