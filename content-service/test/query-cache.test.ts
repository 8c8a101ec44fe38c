import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentApi } from '@site/contracts';
import { servedSandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ box, app, close } = await servedSandbox());
});
afterAll(() => close());

const TOKENS = ['SELECT', '*', 'FROM', '_content_docs_en', 'WHERE', '(', '"path"', 'LIKE', "'/docs/%'", ')', 'ORDER', 'BY', 'stem', 'ASC'];
const GAPS = [' ', '  ', '\n', '\t', ' \r\n '];

/** The n-th whitespace variant of one statement (5^13 of them). */
function whitespaceVariant(n: number): string {
  let out = TOKENS[0]!;
  let rest = n;
  for (let i = 1; i < TOKENS.length; i++) {
    out += GAPS[rest % GAPS.length] + TOKENS[i]!;
    rest = Math.floor(rest / GAPS.length);
  }
  return out;
}

const ask = (sql: string) => app.inject({ method: 'POST', url: contentApi.query('docs_en'), payload: { sql } });

// Issue 14 finding 1: the answer cache was keyed on the raw text, so every whitespace variant
// of one query took a new entry and memory grew without bound.
describe('query answer cache', () => {
  it('keys on the normalised statement: 2,000 whitespace variants of one query take one entry (bench:content sends 10,000)', async () => {
    const first = await ask(whitespaceVariant(0));
    expect(first.statusCode).toBe(200);
    const bytes = app.contentStore.cachedResponseBytes;
    expect(bytes).toBeGreaterThan(0);
    for (let n = 1; n <= 2000; n++) {
      const res = await ask(whitespaceVariant(n * 7919));
      expect(res.statusCode).toBe(200);
      if (n % 500 === 0) expect(res.body).toBe(first.body);
    }
    expect(app.contentStore.cachedResponseBytes).toBe(bytes);
  });

  it('stays within its byte bound when every query is really different', async () => {
    for (let n = 0; n < 2000; n++) {
      const res = await ask(`SELECT * FROM _content_docs_en WHERE ("title" <> '${'x'.repeat(2000)}${n}') ORDER BY stem ASC`);
      expect(res.statusCode).toBe(200);
    }
    expect(app.contentStore.cachedResponseBytes).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(app.contentStore.cachedResponseBytes).toBeGreaterThan(16 * 1024 * 1024);
  });
});
