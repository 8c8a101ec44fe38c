/**
 * The isomorphic content query builder. It only composes SQL text; running it is the job
 * of an executor (sql.js in the browser, POST /__nuxt_content/{collection}/query otherwise).
 *
 * Its output grammar is the contract that content-service's validator enforces, so keep
 * the two in step (content-service/src/sql/validate-query.ts):
 *
 *   SELECT <columns> FROM _content_<collection>
 *     [WHERE <group>] [ORDER BY "<col>" ASC|DESC {, "<col>" ASC|DESC}] [LIMIT <n>] [OFFSET <n>]
 *   <columns> := * | "<col>" {, "<col>"} | COUNT(*) AS count | COUNT(DISTINCT "<col>") AS count
 *   <group>   := <cond> { AND|OR <cond> }
 *   <cond>    := ( <group> ) | "<col>" <op> <literal> | "<col>" [NOT] IN (<literal> {, <literal>})
 *              | "<col>" [NOT] BETWEEN <literal> AND <literal> | "<col>" IS [NOT] NULL
 *   <literal> := '<text with '' doubled>' | <number> | true | false
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

/** Renders a literal; single quotes in strings are doubled (spec §5). */
export function sqlLiteral(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new QueryBuilderError(`Invalid number ${value} in query`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  throw new QueryBuilderError(`Unsupported value in query: ${value === null ? 'null (use IS NULL)' : typeof value}`);
}

/** Builds one condition; throws the spec's messages for bad IN / BETWEEN values. */
export function conditionSql(field: string, operator: Operator, value?: unknown): string {
  const col = quoteIdentifier(field);
  switch (operator) {
    case 'IN':
    case 'NOT IN': {
      if (!Array.isArray(value)) throw new QueryBuilderError('Value for IN must be an array');
      if (value.length === 0) return operator === 'IN' ? '(1 = 0)' : '(1 = 1)';
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
    const group = new ConditionGroup(joiner);
    fn(group);
    const sql = group.toSql();
    if (sql) this.parts.push(sql);
    return this;
  }
  toSql(): string {
    if (this.parts.length === 0) return '';
    return `(${this.parts.join(` ${this.joiner} `)})`;
  }
}

export interface SelectSpec {
  collection: string;
  columns: string[];
  where: string;
  order: Array<{ field: string; direction: 'ASC' | 'DESC' }>;
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
    columns =
      spec.count.field === '*'
        ? 'COUNT(*) AS count'
        : `COUNT(${spec.count.distinct ? 'DISTINCT ' : ''}${quoteIdentifier(spec.count.field)}) AS count`;
  } else {
    columns = spec.columns.length ? spec.columns.map(quoteIdentifier).join(', ') : '*';
  }
  let sql = `SELECT ${columns} FROM ${tableName(spec.collection)}`;
  if (spec.where) sql += ` WHERE ${spec.where}`;
  if (!spec.count) {
    const order = spec.order.length ? spec.order : [{ field: 'stem', direction: 'ASC' as const }];
    sql += ` ORDER BY ${order.map((o) => `${quoteIdentifier(o.field)} ${o.direction}`).join(', ')}`;
  }
  if (spec.limit !== undefined) sql += ` LIMIT ${spec.limit}`;
  if (spec.offset !== undefined) {
    if (spec.limit === undefined) sql += ' LIMIT -1';
    sql += ` OFFSET ${spec.offset}`;
  }
  return sql;
}

function nonNegativeInt(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 0) throw new QueryBuilderError(`${what} must be a non-negative integer, got ${n}`);
  return n;
}

/** The chainable builder. `run` executes SQL for a collection and returns rows. */
export type SqlRunner = (collection: string, sql: string) => Promise<Record<string, unknown>[]>;

export class CollectionQuery<Row = Record<string, unknown>> {
  private readonly root = new ConditionGroup('AND');
  private readonly order_: SelectSpec['order'] = [];
  private columns: string[] = [];
  private limit_?: number;
  private offset_?: number;

  constructor(
    readonly collection: string,
    private readonly run?: SqlRunner,
  ) {
    assertIdentifier(collection, 'collection');
  }

  where(field: string, operator: Operator, value?: unknown): this {
    this.root.where(field, operator, value);
    return this;
  }
  andWhere(fn: (group: ConditionGroup) => unknown): this {
    this.root.andWhere(fn);
    return this;
  }
  orWhere(fn: (group: ConditionGroup) => unknown): this {
    this.root.orWhere(fn);
    return this;
  }
  /** Shorthand for `where('path', '=', path)`. */
  path(path: string): this {
    return this.where('path', '=', path);
  }
  order(field: string, direction: 'ASC' | 'DESC' = 'ASC'): this {
    assertIdentifier(field);
    if (direction !== 'ASC' && direction !== 'DESC') throw new QueryBuilderError(`Order direction must be ASC or DESC`);
    this.order_.push({ field, direction });
    return this;
  }
  select<K extends string>(...fields: K[]): this {
    fields.forEach((f) => assertIdentifier(f));
    this.columns = fields;
    return this;
  }
  limit(n: number): this {
    this.limit_ = nonNegativeInt(n, 'limit');
    return this;
  }
  skip(n: number): this {
    this.offset_ = nonNegativeInt(n, 'skip');
    return this;
  }

  private spec(extra: Partial<SelectSpec> = {}): SelectSpec {
    return {
      collection: this.collection,
      columns: this.columns,
      where: this.root.parts.join(' AND '),
      order: this.order_,
      ...(this.limit_ !== undefined ? { limit: this.limit_ } : {}),
      ...(this.offset_ !== undefined ? { offset: this.offset_ } : {}),
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
    return buildSelectSql({ ...this.spec({ count: { field, distinct } }), limit: undefined, offset: undefined });
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
