/**
 * The SQL validator of POST /__nuxt_content/{collection}/query. It parses the client's text
 * with the grammar of the reference content module's query builder (nuxt/content v3,
 * src/runtime/internal/query.ts; its guard assertSafeQuery in src/runtime/internal/security.ts
 * and that guard's test vectors, test/unit/assertSafeQuery.test.ts), which is also what
 * shell/contracts/src/shared/query/sql-builder.ts writes:
 *
 *   SELECT <columns> FROM _content_<collection>
 *     [WHERE (<group>) ...] [ORDER BY <col> [ASC|DESC] {, <col> [ASC|DESC]}] [LIMIT <n> [OFFSET <n>]]
 *   <columns> := * | "<col>" {, "<col>"} | COUNT(*|[DISTINCT] <col>) AS|as count
 *   <col>     := "name" | name              (a column of the collection, quoted or not)
 *   <group>   := <cond> { AND|OR <cond> }
 *   <cond>    := ( <group> ) | (1 = 0) | (1 = 1) | <col> <op> <literal>   (<op>: = <> > >= < <=, != and ==)
 *              | <col> [NOT] IN ([<literal> {, <literal>}]) | <col> [NOT] BETWEEN <literal> AND <literal>
 *              | <col> [NOT] LIKE <literal> | <col> IS [NOT] NULL
 *   <literal> := '<text>' | [-]<number> | true | false
 *
 * Keywords are upper case as the builder writes them (only `as` may be either), the
 * statement neither starts nor ends with whitespace, list items are separated by ", ", and a
 * WHERE clause starts with "(" and ends with ")": the reference guard's own rules, so every
 * statement it refuses is refused here too.
 *
 * The statement is then REBUILT from what was parsed: literals become bound parameters,
 * columns are checked against the collection's column list, the table is always the
 * collection's own, and a condition that hides drafts can be added in front of the client's.
 * The client's text is never run. The rebuilt text plus its parameters is the statement's
 * normalised form: whitespace variants of one query have the same one (the answer cache keys
 * on it). Work is bounded by the limits below, each named in its refusal.
 */
import { collectionColumns, QUERY_MAX_SQL_CHARACTERS, tableName } from '@site/contracts';
import { sqlRejected } from '../errors.ts';
import { HASH_COLUMN } from '../shared/schema.ts';
import { LIKE_FUNCTION } from './bounded-like.ts';
import { tokenizeSql, type SqlToken } from './tokenize-sql.ts';

/**
 * Size guards, set where a client of the reference builder never arrives (documented in
 * content-service/README.md). Answer size and run time are enforced while the query runs.
 */
export const QUERY_LIMITS = {
  /** Characters in the statement (an IN list of 10,000 page paths is about 300,000). */
  maxSqlLength: QUERY_MAX_SQL_CHARACTERS,
  /** Literals in one statement, under SQLite's 32,766 bound parameters. */
  maxValues: 32_000,
  /**
   * Conditions in one statement. SQLite refuses an expression tree deeper than 1000
   * (SQLITE_MAX_EXPR_DEPTH) and a chain of n conditions is n deep, so 1,000 conditions joined
   * by OR failed inside SQLite (a 500); and preparing a chain costs time in n² (8,000: about a
   * second with the event loop blocked). An IN list holds many values in one condition.
   */
  maxConditions: 500,
  /** Nesting of parenthesised groups. */
  maxDepth: 64,
  /** Columns in a select list or ORDER BY. */
  maxColumns: 256,
  /** Characters in one LIKE pattern. */
  maxLikePattern: 4096,
  /** Bytes of one JSON answer (select fewer columns or page with LIMIT/OFFSET above it). */
  maxAnswerBytes: 32 * 1024 * 1024,
  /** Run time of one query, checked on every row it reads (sql/row-deadline.ts). */
  maxRunMs: 1000,
} as const;

type BoundValue = string | number | bigint;

/** The table a statement may read: its name and its columns. */
export interface QueryTable {
  table: string;
  columns: ReadonlySet<string>;
}

export interface ValidateOptions {
  /**
   * SQL condition put in front of the client's WHERE (for example `"draft" IS NOT 1` outside
   * preview, and the row deadline). Server-written, never from the client.
   */
  restrict?: string;
}

export interface ValidatedQuery {
  /** The rebuilt statement, with `?` for every literal. */
  sql: string;
  params: BoundValue[];
  isCount: boolean;
  /** The normalised statement: rebuilt text and parameters (the answer cache's key). */
  key: string;
}

/**
 * Comparison operators, as rebuilt. The reference builder writes any other operator it is
 * given as is (`where('x', '!=', v)` from JavaScript), and SQLite reads `!=` and `==` as `<>`
 * and `=`: they are accepted and rebuilt so, one normalised form for both spellings.
 */
const COMPARISON = new Map([
  ['=', '='],
  ['==', '='],
  ['<>', '<>'],
  ['!=', '<>'],
  ['>', '>'],
  ['>=', '>='],
  ['<', '<'],
  ['<=', '<='],
]);

class Parser {
  private i = 0;
  private conditions = 0;
  readonly params: BoundValue[] = [];
  constructor(
    private readonly tokens: SqlToken[],
    private readonly target: QueryTable,
  ) {}

  private peek(offset = 0): SqlToken | undefined {
    return this.tokens[this.i + offset];
  }
  private where(token: SqlToken | undefined): string {
    return token ? `at position ${token.pos}` : 'at the end of the statement';
  }
  private fail(expected: string): never {
    const t = this.peek();
    const got = t ? (t.type === 'string' ? 'a string' : `"${t.value}"`) : 'nothing';
    throw sqlRejected(`expected ${expected} ${this.where(t)}, got ${got}`);
  }
  /** Keywords are matched as the builder writes them: upper case. */
  private isWord(keyword: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.type === 'word' && t.value === keyword;
  }
  private isPunct(value: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.type === 'punct' && t.value === value;
  }
  private word(keyword: string): void {
    if (this.isWord(keyword)) {
      this.i++;
      return;
    }
    const t = this.peek();
    if (t?.type === 'word' && t.upper === keyword) throw sqlRejected(`write the keyword ${keyword} in upper case ${this.where(t)}`);
    this.fail(keyword);
  }
  private punct(value: string): void {
    if (!this.isPunct(value)) this.fail(`"${value}"`);
    this.i++;
  }
  /** A list separator: "," followed by a space, as the builder writes it. */
  private separator(): boolean {
    if (!this.isPunct(',')) return false;
    const next = this.peek(1);
    if (next && !next.spaced) throw sqlRejected(`write list items separated by ", " (at position ${next.pos})`);
    this.i++;
    return true;
  }
  private isColumnAhead(): boolean {
    const t = this.peek();
    return t?.type === 'ident' || (t?.type === 'word' && this.target.columns.has(t.value));
  }
  /** A column, quoted or not; answered quoted. `quoted`: only the quoted form is allowed here. */
  private column(quoted = false): string {
    const t = this.peek();
    if (t?.type !== 'ident' && (quoted || t?.type !== 'word')) {
      this.fail(quoted ? 'a quoted column name such as "title"' : 'a column name such as "title" or title');
    }
    if (!this.target.columns.has(t.value)) {
      throw sqlRejected(`unknown column "${t.value}" in table ${this.target.table}`);
    }
    this.i++;
    return `"${t.value}"`;
  }
  /**
   * A whole number from 0 to 2^53 − 1 (LIMIT, OFFSET, a constant condition). Never negative:
   * SQLite reads `LIMIT -1` as no limit at all (and a negative OFFSET as none), and the
   * reference guard (`LIMIT \d+`, `OFFSET \d+`) refuses both; its builder never writes them.
   */
  private integer(what: string): number {
    const negative = this.isPunct('-');
    if (negative) this.i++;
    const t = this.peek();
    if (t?.type !== 'number' || !/^\d+$/.test(t.value)) this.fail(`a whole number for ${what}`);
    this.i++;
    const range = `${what} must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`;
    if (negative) {
      const hint = what === 'LIMIT' ? ' (SQLite would read a negative LIMIT as no limit): leave LIMIT out to read every row' : '';
      throw sqlRejected(`${range}, not -${t.value}${hint}`);
    }
    const value = Number(t.value);
    if (!Number.isSafeInteger(value)) throw sqlRejected(`${what} ${t.value} is too large: ${range}`);
    return value;
  }
  private bind(value: BoundValue): string {
    if (this.params.length >= QUERY_LIMITS.maxValues) {
      throw sqlRejected(`the statement has more than ${QUERY_LIMITS.maxValues} values (limit maxValues)`);
    }
    this.params.push(value);
    return '?';
  }
  /** Parses a literal, binds it, and returns `?`. */
  private literal(): string {
    const t = this.peek();
    if (t?.type === 'string') {
      this.i++;
      return this.bind(t.value);
    }
    if (t?.type === 'word' && (t.upper === 'TRUE' || t.upper === 'FALSE')) {
      this.i++;
      return this.bind(t.upper === 'TRUE' ? 1n : 0n);
    }
    let negative = false;
    if (this.isPunct('-')) {
      negative = true;
      this.i++;
    }
    const n = this.peek();
    if (n?.type !== 'number') this.fail(`a value ('text', a number, true or false)`);
    this.i++;
    const value = Number(n.value) * (negative ? -1 : 1);
    if (!Number.isFinite(value)) throw sqlRejected(`number ${n.value} is out of range`);
    // Whole numbers bind as INTEGER, like the literal would be in SQLite.
    return this.bind(/^\d+$/.test(n.value) && Number.isSafeInteger(value) ? BigInt(value) : value);
  }

  private columns(): { sql: string; isCount: boolean } {
    if (this.isPunct('*')) {
      this.i++;
      return { sql: '*', isCount: false };
    }
    if (this.isWord('COUNT') && this.isPunct('(', 1)) {
      this.i += 2;
      let inner: string;
      if (this.isPunct('*')) {
        this.i++;
        inner = '*';
      } else {
        const distinct = this.isWord('DISTINCT');
        if (distinct) this.i++;
        inner = `${distinct ? 'DISTINCT ' : ''}${this.column()}`;
      }
      this.punct(')');
      const as = this.peek();
      if (as?.type !== 'word' || (as.value !== 'AS' && as.value !== 'as')) this.fail('AS count');
      this.i++;
      const alias = this.peek();
      if (alias?.type !== 'word' || alias.value !== 'count') this.fail('the alias count');
      this.i++;
      return { sql: `COUNT(${inner}) AS count`, isCount: true };
    }
    // A column named twice is read once: a row holds each name once anyway, and each repeat
    // made SQLite copy the column again (256 × "body": seconds with the service blocked).
    const cols = new Set([this.column(true)]);
    let named = 1;
    while (this.separator()) {
      cols.add(this.column(true));
      if (++named > QUERY_LIMITS.maxColumns) throw sqlRejected(`more than ${QUERY_LIMITS.maxColumns} columns (limit maxColumns)`);
    }
    return { sql: [...cols].join(', '), isCount: false };
  }

  private orderBy(): string {
    this.word('BY');
    // Column → direction, in first-named order. A column named again cannot change the order
    // (rows it would sort are already tied on it), so the repeat is dropped: 256 × "body" made
    // SQLite's sort compare every page body 256 times (22 s with the service blocked).
    const parts = new Map<string, string>();
    let named = 0;
    do {
      const col = this.column();
      let direction = 'ASC';
      if (this.isWord('ASC') || this.isWord('DESC')) {
        direction = this.peek()!.value;
        this.i++;
      }
      if (!parts.has(col)) parts.set(col, direction);
      if (++named > QUERY_LIMITS.maxColumns) throw sqlRejected(`more than ${QUERY_LIMITS.maxColumns} ORDER BY columns (limit maxColumns)`);
    } while (this.separator());
    return [...parts].map(([col, direction]) => `${col} ${direction}`).join(', ');
  }

  parse(restrict?: string): { sql: string; isCount: boolean } {
    this.word('SELECT');
    const { sql: columnsSql, isCount } = this.columns();
    this.word('FROM');
    const table = this.target.table;
    const t = this.peek();
    if (t?.type !== 'word' || t.value !== table) {
      if (t?.type === 'punct' && t.value === '(') throw sqlRejected('subqueries are not allowed');
      throw sqlRejected(`only the table ${table} of this collection can be queried ${this.where(t)}`);
    }
    this.i++;
    let sql = `SELECT ${columnsSql} FROM ${table}`;

    let where: string | null = null;
    if (this.isWord('WHERE')) {
      this.i++;
      const first = this.peek();
      if (!(first?.type === 'punct' && first.value === '(')) {
        throw sqlRejected(`a WHERE clause starts with "(" as the builder writes it ${this.where(first)}`);
      }
      where = this.group(1);
      const last = this.tokens[this.i - 1];
      if (!(last?.type === 'punct' && last.value === ')')) throw sqlRejected('a WHERE clause ends with ")" as the builder writes it');
    }
    if (restrict) sql += ` WHERE ${restrict}${where ? ` AND (${where})` : ''}`;
    else if (where) sql += ` WHERE ${where}`;
    if (this.isWord('ORDER')) {
      this.i++;
      sql += ` ORDER BY ${this.orderBy()}`;
    }
    if (this.isWord('LIMIT')) {
      this.i++;
      const limit = this.integer('LIMIT');
      sql += ` LIMIT ${limit}`;
      if (this.isWord('OFFSET')) {
        this.i++;
        const offset = this.integer('OFFSET');
        if (offset) sql += ` OFFSET ${offset}`;
      }
    }
    // The reference guard lets `OFFSET n` through alone, and SQLite then fails on it.
    if (this.isWord('OFFSET')) {
      throw sqlRejected(`OFFSET needs a LIMIT before it: LIMIT n OFFSET m ${this.where(this.peek())}`);
    }
    if (this.i < this.tokens.length) {
      const extra = this.peek()!;
      if (extra.type === 'word' && extra.upper === 'UNION') throw sqlRejected('UNION is not allowed');
      this.fail('the end of the statement');
    }
    return { sql, isCount };
  }

  private group(depth: number): string {
    if (depth > QUERY_LIMITS.maxDepth) {
      throw sqlRejected(`conditions are nested more than ${QUERY_LIMITS.maxDepth} levels deep (limit maxDepth)`);
    }
    const parts = [this.condition(depth)];
    while (this.isWord('AND') || this.isWord('OR')) {
      const joiner = this.peek()!.value;
      this.i++;
      parts.push(joiner, this.condition(depth));
    }
    return parts.join(' ');
  }

  private condition(depth: number): string {
    if (++this.conditions > QUERY_LIMITS.maxConditions) {
      throw sqlRejected(`more than ${QUERY_LIMITS.maxConditions} conditions (limit maxConditions)`);
    }
    if (this.isPunct('(')) {
      this.i++;
      if (this.isWord('SELECT') || this.isWord('WITH')) throw sqlRejected('subqueries are not allowed');
      // Constant conditions an earlier version of this project's builder wrote for empty IN lists.
      const a = this.peek();
      if (a?.type === 'number') {
        const left = this.integer('a constant condition');
        this.punct('=');
        const right = this.integer('a constant condition');
        this.punct(')');
        if (left !== 1 || (right !== 0 && right !== 1)) throw sqlRejected('only (1 = 0) and (1 = 1) are allowed as constant conditions');
        return `(1 = ${right})`;
      }
      const inner = this.group(depth + 1);
      this.punct(')');
      return `(${inner})`;
    }
    if (!this.isColumnAhead()) this.fail('a column name, or "(" to open a group');
    const col = this.column();
    const t = this.peek();
    const comparison = t?.type === 'punct' ? COMPARISON.get(t.value) : undefined;
    if (comparison) {
      this.i++;
      return `${col} ${comparison} ${this.literal()}`;
    }
    if (this.isWord('IS')) {
      this.i++;
      const not = this.isWord('NOT');
      if (not) this.i++;
      this.word('NULL');
      return `${col} IS ${not ? 'NOT ' : ''}NULL`;
    }
    const not = this.isWord('NOT');
    if (not) this.i++;
    if (this.isWord('IN')) {
      this.i++;
      this.punct('(');
      if (this.isWord('SELECT') || this.isWord('WITH')) throw sqlRejected('subqueries are not allowed');
      const values: string[] = [];
      // `IN ()` is the reference builder's empty list: never true (NOT IN (): always true).
      if (!this.isPunct(')')) {
        values.push(this.literal());
        while (this.isPunct(',')) {
          this.i++;
          values.push(this.literal());
        }
      }
      this.punct(')');
      return `${col} ${not ? 'NOT IN' : 'IN'} (${values.join(', ')})`;
    }
    if (this.isWord('BETWEEN')) {
      this.i++;
      const low = this.literal();
      this.word('AND');
      const high = this.literal();
      return `${col} ${not ? 'NOT BETWEEN' : 'BETWEEN'} ${low} AND ${high}`;
    }
    if (this.isWord('LIKE')) {
      this.i++;
      const pattern = this.literal();
      const bound = this.params[this.params.length - 1];
      if (typeof bound === 'string' && bound.length > QUERY_LIMITS.maxLikePattern) {
        throw sqlRejected(`a LIKE pattern is longer than ${QUERY_LIMITS.maxLikePattern} characters (limit maxLikePattern)`);
      }
      // SQLite's LIKE, with the query's time limit checked while it matches (bounded-like.ts).
      return `${not ? 'NOT ' : ''}${LIKE_FUNCTION}(CAST(${col} AS TEXT), ${pattern})`;
    }
    this.fail(
      not ? 'IN, BETWEEN or LIKE after NOT' : 'an operator (=, <>, >, >=, <, <=, [NOT] IN, [NOT] BETWEEN, [NOT] LIKE, IS [NOT] NULL)',
    );
  }
}

/** The table of a page collection, for validateQuery: its columns, and `__hash__` as the reference's tables have it. */
export function collectionTable(collection: string): QueryTable {
  return { table: tableName(collection), columns: new Set([...Object.keys(collectionColumns(collection)), HASH_COLUMN]) };
}

/** Validates and rebuilds the client's SQL for `target`; throws CONTENT_SQL_REJECTED with the reason. */
export function validateQuery(target: QueryTable | string, sql: unknown, options: ValidateOptions = {}): ValidatedQuery {
  if (typeof sql !== 'string')
    throw sqlRejected('the body must be JSON {"sql": "SELECT ..."} with the statement as a string (content-type: application/json)');
  if (sql.length > QUERY_LIMITS.maxSqlLength) {
    throw sqlRejected(
      `the statement is ${sql.length} characters long, above the limit of ${QUERY_LIMITS.maxSqlLength} (limit maxSqlLength)`,
    );
  }
  if (sql !== sql.trim()) throw sqlRejected('the statement must not start or end with whitespace');
  const tokens = tokenizeSql(sql);
  const parser = new Parser(tokens, typeof target === 'string' ? collectionTable(target) : target);
  const { sql: rebuilt, isCount } = parser.parse(options.restrict);
  const params = parser.params;
  const key = `${rebuilt}\0${params.map((p) => (typeof p === 'string' ? `s${p.length}:${p}` : `${typeof p}:${p}`)).join('\0')}`;
  return { sql: rebuilt, params, isCount, key };
}
