/**
 * The isomorphic content query builder. It only composes SQL text; running it is the job
 * of an executor (sql.js in the browser, POST /__nuxt_content/{collection}/query otherwise).
 *
 * It writes exactly the SQL text of the reference content module's collection query builder
 * (nuxt/content v3, src/runtime/internal/query.ts and test/unit/collectionQueryBuilder.test.ts),
 * so that a client written for that module and this one send the same statements:
 *
 *   SELECT * | "<col>", "<col>" | COUNT([DISTINCT ]<col>|*) as count  FROM _content_<collection>
 *     [WHERE (<cond>) AND (<cond> AND|OR <cond>) ...]
 *     ORDER BY "<col>" ASC|DESC, ... (default: ORDER BY stem ASC; counts have no ORDER BY)
 *     [LIMIT <n> [OFFSET <n>]]          (only when the limit is above 0, as the reference does)
 *   <cond> := "<col>" <op> '<value>' | "<col>" [NOT] IN ('<v>', ...) (an empty list is `IN ()`)
 *           | "<col>" [NOT] BETWEEN '<a>' AND '<b>' | "<col>" [NOT] LIKE '<p>' | "<col>" IS [NOT] NULL
 *           | ( <cond> AND|OR <cond> ... )
 *
 * Every value is a quoted literal (booleans as '1'/'0'), with single quotes doubled (spec §5).
 * Where the reference writes something SQLite cannot mean (a boolean inside an IN list as
 * 'true', a Date as its toString()), this builder writes '1'/'0' and the ISO date instead.
 * content-service's validator (content-service/src/sql/validate-query.ts) accepts this grammar.
 */

export type Scalar = string | number | boolean;
export type Operator =
  | '='
  | '<>'
  | '>'
  | '>='
  | '<'
  | '<='
  | 'IN'
  | 'NOT IN'
  | 'BETWEEN'
  | 'NOT BETWEEN'
  | 'LIKE'
  | 'NOT LIKE'
  | 'IS NULL'
  | 'IS NOT NULL';

export const OPERATORS: readonly Operator[] = [
  '=',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'NOT IN',
  'BETWEEN',
  'NOT BETWEEN',
  'LIKE',
  'NOT LIKE',
  'IS NULL',
  'IS NOT NULL',
];

export class QueryBuilderError extends Error {
  override name = 'QueryBuilderError';
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function assertIdentifier(name: string, what = 'field'): string {
  if (!IDENT.test(name)) throw new QueryBuilderError(`Invalid ${what} name "${name}": use letters, digits and underscores`);
  return name;
}

export function quoteIdentifier(name: string): string {
  return `"${assertIdentifier(name)}"`;
}

/** Renders a value as the reference does: always a quoted literal, single quotes doubled (spec §5). */
export function sqlLiteral(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new QueryBuilderError(`Invalid number ${value} in query`);
    text = String(value);
  } else if (typeof value === 'boolean') text = value ? '1' : '0';
  else if (value instanceof Date) text = value.toISOString();
  else throw new QueryBuilderError(`Unsupported value in query: ${value === null ? 'null (use IS NULL)' : typeof value}`);
  return `'${text.replace(/'/g, "''")}'`;
}

/** Builds one condition; throws the spec's messages for bad IN / BETWEEN values. */
export function conditionSql(field: string, operator: Operator, value?: unknown): string {
  const col = quoteIdentifier(field);
  switch (operator) {
    case 'IN':
    case 'NOT IN': {
      if (!Array.isArray(value)) throw new QueryBuilderError('Value for IN must be an array');
      return `${col} ${operator} (${value.map(sqlLiteral).join(', ')})`;
    }
    case 'BETWEEN':
    case 'NOT BETWEEN': {
      if (!Array.isArray(value) || value.length !== 2) {
        throw new QueryBuilderError('Value for BETWEEN must be an array with two elements');
      }
      return `${col} ${operator} ${sqlLiteral(value[0])} AND ${sqlLiteral(value[1])}`;
    }
    case 'IS NULL':
    case 'IS NOT NULL':
      return `${col} ${operator}`;
    case '=':
    case '<>':
    case '>':
    case '>=':
    case '<':
    case '<=':
    case 'LIKE':
    case 'NOT LIKE':
      return `${col} ${operator} ${sqlLiteral(value)}`;
    default:
      throw new QueryBuilderError(`Unknown operator "${String(operator)}"`);
  }
}

/** A group of conditions joined by one connective; used for `andWhere` / `orWhere`. */
export class ConditionGroup {
  readonly parts: string[] = [];
  constructor(readonly joiner: 'AND' | 'OR' = 'AND') {}

  where(field: string, operator: Operator, value?: unknown): this {
    this.parts.push(conditionSql(field, operator, value));
    return this;
  }
  andWhere(fn: (group: ConditionGroup) => unknown): this {
    return this.nest('AND', fn);
  }
  orWhere(fn: (group: ConditionGroup) => unknown): this {
    return this.nest('OR', fn);
  }
  private nest(joiner: 'AND' | 'OR', fn: (group: ConditionGroup) => unknown): this {
    const sql = groupSql(joiner, fn);
    if (sql) this.parts.push(sql);
    return this;
  }
  toSql(): string {
    if (this.parts.length === 0) return '';
    return `(${this.parts.join(` ${this.joiner} `)})`;
  }
}

/** A nested group's text; '' when it holds no condition (the reference would write broken SQL). */
function groupSql(joiner: 'AND' | 'OR', fn: (group: ConditionGroup) => unknown): string {
  const group = new ConditionGroup(joiner);
  fn(group);
  return group.toSql();
}

export interface SelectSpec {
  collection: string;
  columns: string[];
  /** Top-level conditions, each already parenthesised; joined with AND. */
  conditions: string[];
  order: Array<{ field: string; direction: 'ASC' | 'DESC' }>;
  /** 0 or absent: no LIMIT (and then no OFFSET either, as in the reference). */
  limit?: number;
  offset?: number;
  count?: { field: string; distinct: boolean };
}

export function tableName(collection: string): string {
  return `_content_${assertIdentifier(collection, 'collection')}`;
}

export function buildSelectSql(spec: SelectSpec): string {
  let columns: string;
  if (spec.count) {
    const field = spec.count.field === '*' ? '*' : assertIdentifier(spec.count.field);
    columns = `COUNT(${spec.count.distinct ? 'DISTINCT ' : ''}${field}) as count`;
  } else {
    const unique = [...new Set(spec.columns)];
    columns = unique.length ? unique.map(quoteIdentifier).join(', ') : '*';
  }
  let sql = `SELECT ${columns} FROM ${tableName(spec.collection)}`;
  if (spec.conditions.length) sql += ` WHERE ${spec.conditions.join(' AND ')}`;
  if (!spec.count) {
    sql += spec.order.length
      ? ` ORDER BY ${spec.order.map((o) => `${quoteIdentifier(o.field)} ${o.direction}`).join(', ')}`
      : ' ORDER BY stem ASC';
  }
  const limit = spec.limit ?? 0;
  if (limit > 0) {
    sql += ` LIMIT ${limit}`;
    if (spec.offset) sql += ` OFFSET ${spec.offset}`;
  }
  return sql;
}

function nonNegativeInt(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 0) throw new QueryBuilderError(`${what} must be a non-negative integer, got ${n}`);
  return n;
}

/** The path without its trailing slash (the root stays `/`), as the reference's `path()` looks it up. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The chainable builder. `run` executes SQL for a collection and returns rows. */
export type SqlRunner = (collection: string, sql: string) => Promise<Record<string, unknown>[]>;

export class CollectionQuery<Row = Record<string, unknown>> {
  private readonly conditions: string[] = [];
  private readonly order_: SelectSpec['order'] = [];
  private columns: string[] = [];
  private limit_ = 0;
  private offset_ = 0;

  constructor(
    readonly collection: string,
    private readonly run?: SqlRunner,
  ) {
    assertIdentifier(collection, 'collection');
  }

  /** One condition, parenthesised on its own: `WHERE ("a" = '1') AND ("b" = '2')`. */
  where(field: string, operator: Operator, value?: unknown): this {
    this.conditions.push(`(${conditionSql(field, operator, value)})`);
    return this;
  }
  andWhere(fn: (group: ConditionGroup) => unknown): this {
    const sql = groupSql('AND', fn);
    if (sql) this.conditions.push(sql);
    return this;
  }
  orWhere(fn: (group: ConditionGroup) => unknown): this {
    const sql = groupSql('OR', fn);
    if (sql) this.conditions.push(sql);
    return this;
  }
  /** Shorthand for `where('path', '=', path)`, without a trailing slash. */
  path(path: string): this {
    return this.where('path', '=', withoutTrailingSlash(path));
  }
  order(field: string, direction: 'ASC' | 'DESC' = 'ASC'): this {
    assertIdentifier(field);
    if (direction !== 'ASC' && direction !== 'DESC') throw new QueryBuilderError(`Order direction must be ASC or DESC`);
    this.order_.push({ field, direction });
    return this;
  }
  /** Adds columns to the selection (repeated names are selected once). */
  select<K extends string>(...fields: K[]): this {
    for (const f of fields) assertIdentifier(f);
    this.columns.push(...fields);
    return this;
  }
  /** At most n rows; 0 means no limit, as in the reference. */
  limit(n: number): this {
    this.limit_ = nonNegativeInt(n, 'limit');
    return this;
  }
  /** Skips n rows; applies together with a limit only, as in the reference. */
  skip(n: number): this {
    this.offset_ = nonNegativeInt(n, 'skip');
    return this;
  }

  private spec(extra: Partial<SelectSpec> = {}): SelectSpec {
    return {
      collection: this.collection,
      columns: this.columns,
      conditions: this.conditions,
      order: this.order_,
      limit: this.limit_,
      offset: this.offset_,
      ...extra,
    };
  }

  /** SQL for `all()`. */
  toSql(): string {
    return buildSelectSql(this.spec());
  }
  /** SQL for `first()`. */
  firstSql(): string {
    return buildSelectSql(this.spec({ limit: 1 }));
  }
  /** SQL for `count()`. */
  countSql(field = '*', distinct = false): string {
    return buildSelectSql(this.spec({ count: { field, distinct } }));
  }

  private runner(): SqlRunner {
    if (!this.run) throw new QueryBuilderError('This query has no executor: create it with a content client');
    return this.run;
  }
  async all(): Promise<Row[]> {
    return (await this.runner()(this.collection, this.toSql())) as Row[];
  }
  async first(): Promise<Row | null> {
    const rows = await this.runner()(this.collection, this.firstSql());
    return (rows[0] as Row | undefined) ?? null;
  }
  async count(field = '*', distinct = false): Promise<number> {
    const rows = await this.runner()(this.collection, this.countSql(field, distinct));
    return Number(rows[0]?.count ?? 0);
  }
}
