/**
 * The SQL validator of POST /__nuxt_content/{collection}/query. It parses the client's text
 * with the grammar of the query builder's own output (shell/contracts/src/shared/query/sql-builder.ts):
 *
 *   SELECT <columns> FROM _content_<collection>
 *     [WHERE <group>] [ORDER BY "<col>" ASC|DESC {, "<col>" ASC|DESC}] [LIMIT <n> [OFFSET <n>]]
 *   <columns> := * | "<col>" {, "<col>"} | COUNT(*) AS count | COUNT([DISTINCT] "<col>") AS count
 *   <group>   := <cond> { AND|OR <cond> }
 *   <cond>    := ( <group> ) | (1 = 0) | (1 = 1) | "<col>" <op> <literal>
 *              | "<col>" [NOT] IN (<literal> {, <literal>}) | "<col>" [NOT] BETWEEN <literal> AND <literal>
 *              | "<col>" [NOT] LIKE <literal> | "<col>" IS [NOT] NULL
 *   <literal> := '<text>' | [-]<number> | true | false
 *
 * and then REBUILDS the statement from what it parsed: literals become bound parameters,
 * columns are checked against the collection's column list, and the table is always the
 * collection's own. The client's text is never run. Work is bounded by the statement's
 * shape (length, conditions, nesting, IN list size, LIKE pattern size) and the row count.
 */
import { collectionColumns, tableName } from '@site/contracts';
import { sqlRejected } from '../errors.ts';
import { tokenizeSql, type SqlToken } from './tokenize-sql.ts';

export const QUERY_LIMITS = {
  maxSqlLength: 8 * 1024,
  maxRows: 1000,
  maxOffset: 1_000_000,
  maxConditions: 64,
  maxDepth: 8,
  maxInValues: 256,
  maxLikePattern: 256,
  maxColumns: 64,
} as const;

export type BoundValue = string | number | bigint;

export interface ValidatedQuery {
  /** The rebuilt statement, with `?` for every literal. */
  sql: string;
  params: BoundValue[];
  isCount: boolean;
  /** LIMIT asked by the client (null: none); the rebuilt statement fetches at most maxRows + 1. */
  limit: number | null;
}

const COMPARISON = new Set(['=', '<>', '>', '>=', '<', '<=']);

class Parser {
  private i = 0;
  private conditions = 0;
  readonly params: BoundValue[] = [];
  constructor(
    private readonly tokens: SqlToken[],
    private readonly columns: Set<string>,
    private readonly collection: string,
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
  private isWord(upper: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.type === 'word' && t.upper === upper;
  }
  private isPunct(value: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.type === 'punct' && t.value === value;
  }
  private word(upper: string): void {
    if (!this.isWord(upper)) this.fail(upper);
    this.i++;
  }
  private punct(value: string): void {
    if (!this.isPunct(value)) this.fail(`"${value}"`);
    this.i++;
  }
  private column(): string {
    const t = this.peek();
    if (t?.type !== 'ident') this.fail('a quoted column name such as "title"');
    if (!this.columns.has(t.value)) {
      throw sqlRejected(`unknown column "${t.value}" in collection "${this.collection}"`);
    }
    this.i++;
    return `"${t.value}"`;
  }
  private integer(what: string, allowMinusOne = false): number {
    let negative = false;
    if (this.isPunct('-')) {
      negative = true;
      this.i++;
    }
    const t = this.peek();
    if (t?.type !== 'number' || !/^\d+$/.test(t.value)) this.fail(`a whole number for ${what}`);
    this.i++;
    const value = Number(t.value) * (negative ? -1 : 1);
    if (negative && !(allowMinusOne && value === -1)) throw sqlRejected(`${what} must not be negative`);
    if (!Number.isSafeInteger(value)) throw sqlRejected(`${what} ${t.value} is too large`);
    return value;
  }
  /** Parses a literal, binds it, and returns `?`. */
  private literal(): string {
    const t = this.peek();
    if (t?.type === 'string') {
      this.i++;
      this.params.push(t.value);
      return '?';
    }
    if (t?.type === 'word' && (t.upper === 'TRUE' || t.upper === 'FALSE')) {
      this.i++;
      this.params.push(t.upper === 'TRUE' ? 1n : 0n);
      return '?';
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
    this.params.push(/^\d+$/.test(n.value) && Number.isSafeInteger(value) ? BigInt(value) : value);
    return '?';
  }

  parse(): { sql: string; isCount: boolean; limit: number | null } {
    this.word('SELECT');
    let isCount = false;
    let columnsSql: string;
    if (this.isPunct('*')) {
      this.i++;
      columnsSql = '*';
    } else if (this.isWord('COUNT') && this.isPunct('(', 1)) {
      this.i += 2;
      isCount = true;
      if (this.isPunct('*')) {
        this.i++;
        columnsSql = 'COUNT(*)';
      } else {
        const distinct = this.isWord('DISTINCT');
        if (distinct) this.i++;
        columnsSql = `COUNT(${distinct ? 'DISTINCT ' : ''}${this.column()})`;
      }
      this.punct(')');
      this.word('AS');
      this.word('COUNT');
      columnsSql += ' AS count';
    } else {
      const cols = [this.column()];
      while (this.isPunct(',')) {
        this.i++;
        cols.push(this.column());
        if (cols.length > QUERY_LIMITS.maxColumns) throw sqlRejected(`too many columns (at most ${QUERY_LIMITS.maxColumns})`);
      }
      columnsSql = cols.join(', ');
    }
    this.word('FROM');
    const table = tableName(this.collection);
    const t = this.peek();
    if (t?.type !== 'word' || t.value !== table) {
      if (t?.type === 'punct' && t.value === '(') throw sqlRejected('subqueries are not allowed');
      throw sqlRejected(`only the table ${table} of this collection can be queried ${this.where(t)}`);
    }
    this.i++;
    let sql = `SELECT ${columnsSql} FROM ${table}`;

    if (this.isWord('WHERE')) {
      this.i++;
      sql += ` WHERE ${this.group(1)}`;
    }
    if (this.isWord('ORDER')) {
      this.i++;
      this.word('BY');
      const parts: string[] = [];
      do {
        if (parts.length) this.i++;
        const col = this.column();
        let direction = 'ASC';
        if (this.isWord('ASC') || this.isWord('DESC')) {
          direction = (this.peek() as { upper: string }).upper;
          this.i++;
        }
        parts.push(`${col} ${direction}`);
        if (parts.length > QUERY_LIMITS.maxColumns) throw sqlRejected('too many ORDER BY columns');
      } while (this.isPunct(','));
      sql += ` ORDER BY ${parts.join(', ')}`;
    }
    let limit: number | null = null;
    let offset = 0;
    if (this.isWord('LIMIT')) {
      this.i++;
      const n = this.integer('LIMIT', true);
      if (n > QUERY_LIMITS.maxRows) {
        throw sqlRejected(`LIMIT ${n} is above the maximum of ${QUERY_LIMITS.maxRows} rows per query: page with LIMIT and OFFSET`);
      }
      limit = n === -1 ? null : n;
      if (this.isWord('OFFSET')) {
        this.i++;
        offset = this.integer('OFFSET');
        if (offset > QUERY_LIMITS.maxOffset) throw sqlRejected(`OFFSET ${offset} is above the maximum of ${QUERY_LIMITS.maxOffset}`);
      }
    }
    if (this.i < this.tokens.length) {
      const extra = this.peek()!;
      if (extra.type === 'word' && extra.upper === 'UNION') throw sqlRejected('UNION is not allowed');
      this.fail('the end of the statement');
    }
    sql += ` LIMIT ${limit ?? QUERY_LIMITS.maxRows + 1}`;
    if (offset) sql += ` OFFSET ${offset}`;
    return { sql, isCount, limit };
  }

  private group(depth: number): string {
    if (depth > QUERY_LIMITS.maxDepth) throw sqlRejected(`conditions are nested too deeply (at most ${QUERY_LIMITS.maxDepth} levels)`);
    const parts = [this.condition(depth)];
    while (this.isWord('AND') || this.isWord('OR')) {
      const joiner = (this.peek() as { upper: string }).upper;
      this.i++;
      parts.push(joiner, this.condition(depth));
    }
    return parts.join(' ');
  }

  private condition(depth: number): string {
    if (++this.conditions > QUERY_LIMITS.maxConditions) {
      throw sqlRejected(`too many conditions (at most ${QUERY_LIMITS.maxConditions})`);
    }
    if (this.isPunct('(')) {
      this.i++;
      if (this.isWord('SELECT') || this.isWord('WITH')) throw sqlRejected('subqueries are not allowed');
      // The builder's constant conditions for empty IN / NOT IN lists.
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
    const col = this.column();
    const t = this.peek();
    if (t?.type === 'punct' && COMPARISON.has(t.value)) {
      this.i++;
      return `${col} ${t.value} ${this.literal()}`;
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
    const op = this.peek();
    if (op?.type === 'word' && op.upper === 'IN') {
      this.i++;
      this.punct('(');
      if (this.isWord('SELECT') || this.isWord('WITH')) throw sqlRejected('subqueries are not allowed');
      const values = [this.literal()];
      while (this.isPunct(',')) {
        this.i++;
        values.push(this.literal());
        if (values.length > QUERY_LIMITS.maxInValues) throw sqlRejected(`IN lists hold at most ${QUERY_LIMITS.maxInValues} values`);
      }
      this.punct(')');
      return `${col} ${not ? 'NOT IN' : 'IN'} (${values.join(', ')})`;
    }
    if (op?.type === 'word' && op.upper === 'BETWEEN') {
      this.i++;
      const low = this.literal();
      this.word('AND');
      const high = this.literal();
      return `${col} ${not ? 'NOT BETWEEN' : 'BETWEEN'} ${low} AND ${high}`;
    }
    if (op?.type === 'word' && op.upper === 'LIKE') {
      this.i++;
      const pattern = this.literal();
      const bound = this.params[this.params.length - 1];
      if (typeof bound === 'string' && bound.length > QUERY_LIMITS.maxLikePattern) {
        throw sqlRejected(`LIKE patterns are at most ${QUERY_LIMITS.maxLikePattern} characters`);
      }
      return `${col} ${not ? 'NOT LIKE' : 'LIKE'} ${pattern}`;
    }
    this.fail(
      not ? 'IN, BETWEEN or LIKE after NOT' : 'an operator (=, <>, >, >=, <, <=, [NOT] IN, [NOT] BETWEEN, [NOT] LIKE, IS [NOT] NULL)',
    );
  }
}

/** Validates and rebuilds the client's SQL for `collection`; throws CONTENT_SQL_REJECTED with the reason. */
export function validateQuery(collection: string, sql: unknown): ValidatedQuery {
  if (typeof sql !== 'string') throw sqlRejected('the body must be JSON {"sql": "SELECT ..."} with the statement as a string');
  if (sql.length > QUERY_LIMITS.maxSqlLength) {
    throw sqlRejected(`the statement is ${sql.length} characters long; the maximum is ${QUERY_LIMITS.maxSqlLength}`);
  }
  const tokens = tokenizeSql(sql);
  const columns = new Set(Object.keys(collectionColumns(collection)));
  const parser = new Parser(tokens, columns, collection);
  const { sql: rebuilt, isCount, limit } = parser.parse();
  return { sql: rebuilt, params: parser.params, isCount, limit };
}
