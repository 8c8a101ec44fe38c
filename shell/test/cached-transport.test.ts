/**
 * The shell's content cache (issue 14, deliverable 1): answers memoised per content build,
 * bounded in bytes, so a flood of distinct queries (one per hostile URL) cannot grow it.
 */
import { describe, expect, it } from 'vitest';
import type { ContentTransport } from '@site/contracts';
import { createCachedTransport } from '../src/server/cached-transport.ts';

function countingTransport(answerBytes: number) {
  const calls = new Map<string, number>();
  const transport: ContentTransport = {
    query: async (collection, sql) => {
      const key = `${collection}:${sql}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      return [{ body: 'x'.repeat(answerBytes) }] as never;
    },
    getJson: async () => ({}) as never,
    getText: async () => '',
  };
  return { transport, calls };
}

describe('shell content cache', () => {
  it('answers a repeated query from memory, one load for concurrent callers', async () => {
    const { transport, calls } = countingTransport(100);
    const cached = createCachedTransport(transport, () => 'build-1');
    await Promise.all([cached.query('docs_en', 'SELECT 1'), cached.query('docs_en', 'SELECT 1')]);
    await cached.query('docs_en', 'SELECT 1');
    expect(calls.get('docs_en:SELECT 1')).toBe(1);
  });

  it('stays within its byte budget under a flood of distinct queries, evicting the oldest', async () => {
    const { transport, calls } = countingTransport(10_000);
    // About 20 kB per answer: a 200 kB budget holds about ten.
    const cached = createCachedTransport(transport, () => 'build-1', 200_000);
    await cached.query('docs_en', 'SELECT first');
    for (let i = 0; i < 500; i++) await cached.query('docs_en', `SELECT ${i}`);
    await cached.query('docs_en', 'SELECT 499');
    expect(calls.get('docs_en:SELECT 499')).toBe(1);
    await cached.query('docs_en', 'SELECT first');
    expect(calls.get('docs_en:SELECT first')).toBe(2);
  });

  it('starts afresh for a new content build', async () => {
    const { transport, calls } = countingTransport(10);
    let build = 'a';
    const cached = createCachedTransport(transport, () => build);
    await cached.query('docs_en', 'SELECT 1');
    build = 'b';
    await cached.query('docs_en', 'SELECT 1');
    expect(calls.get('docs_en:SELECT 1')).toBe(2);
  });
});
