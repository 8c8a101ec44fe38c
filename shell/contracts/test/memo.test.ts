/** memoizeString keeps the answers of a pure function of one string, bounded in count and length. */
import { describe, expect, it } from 'vitest';
import { memoizeString } from '../src/shared/memo.ts';

describe('memoizeString', () => {
  it('computes each string once, forgets the oldest beyond its size, and never keeps long strings', () => {
    const calls: string[] = [];
    const upper = memoizeString(
      (s: string) => {
        calls.push(s);
        return s.toUpperCase();
      },
      2,
      5,
    );
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
    upper('c'); // 'a' is forgotten
    upper('a');
    upper('longer');
    upper('longer');
    expect(calls).toEqual(['a', 'b', 'c', 'a', 'longer', 'longer']);
  });

  it('keeps null and undefined answers too', () => {
    let calls = 0;
    const none = memoizeString(() => {
      calls++;
      return null;
    });
    expect([none('x'), none('x')]).toEqual([null, null]);
    expect(calls).toBe(1);
  });
});
