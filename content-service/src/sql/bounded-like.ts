/**
 * LIKE for clients' queries, with the query's time limit checked while it matches.
 *
 * SQLite's own LIKE backtracks: `'%"' || 4,090 × '_' || 'Q'` over a 50 KB page body tries the
 * whole run of `_` at each of its ~5,000 quotes, and 124 such conditions on one row held the
 * service's only thread for 4-6 s. The row deadline (row-deadline.ts) is checked between rows,
 * never inside one, so one row's conditions were unbounded. The validator rewrites every
 * `col [NOT] LIKE pattern` as `[NOT] content_like(CAST(col AS TEXT), pattern)`, and this
 * matcher checks the deadline every few thousand steps: a query ends at its time limit
 * whatever a single row costs.
 *
 * Semantics are SQLite's default LIKE: `%` any run of characters (also none), `_` exactly one
 * character (a code point, as SQLite counts UTF-8 characters), ASCII letters equal in either
 * case and every other character only to itself, no escape character (the grammar has none),
 * NULL on either side NULL. The CAST gives the value as SQLite would compare it (`3.0` for a
 * real three, where JavaScript would see `3`).
 */
import type Database from 'better-sqlite3';
import { checkDeadline } from './row-deadline.ts';

export const LIKE_FUNCTION = 'content_like';

/** Steps between two looks at the clock: cheap beside them, ~0.1 ms of matching. */
const STEPS_PER_CHECK = 1 << 14;

const PERCENT = 37; // %
const UNDERSCORE = 95; // _

/** ASCII upper-case letters folded to lower case; everything else as it is. */
const fold = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** Code units of the character starting at `i` (2 for a surrogate pair). */
function charLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return 2;
  }
  return 1;
}

/**
 * Whether `text` matches `pattern`. Greedy with a return to the last `%` (exact for `%` and
 * `_` alone): O(text × pattern) at worst, with `onSteps` called every STEPS_PER_CHECK steps.
 */
export function likeMatches(text: string, pattern: string, onSteps: () => void = checkDeadline): boolean {
  let t = 0;
  let p = 0;
  let starP = -1;
  let starT = 0;
  let steps = 0;
  while (t < text.length) {
    if (++steps === STEPS_PER_CHECK) {
      steps = 0;
      onSteps();
    }
    const pc = p < pattern.length ? pattern.charCodeAt(p) : -1;
    if (pc === PERCENT) {
      starP = p++;
      starT = t;
    } else if (pc === UNDERSCORE) {
      t += charLength(text, t);
      p++;
    } else if (pc !== -1 && fold(pc) === fold(text.charCodeAt(t))) {
      t++;
      p++;
    } else if (starP >= 0) {
      // The last % takes one more character, and matching starts again after it.
      starT += charLength(text, starT);
      t = starT;
      p = starP + 1;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern.charCodeAt(p) === PERCENT) p++;
  return p === pattern.length;
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : Buffer.isBuffer(value)
        ? value.toString('utf8')
        : String(value);

/** Makes `content_like(value, pattern)` callable in statements run on `db`. */
export function installBoundedLike(db: Database.Database): void {
  db.function(LIKE_FUNCTION, { deterministic: true }, (value: unknown, pattern: unknown) => {
    const text = asText(value);
    const like = asText(pattern);
    if (text === null || like === null) return null;
    return likeMatches(text, like) ? 1 : 0;
  });
}
