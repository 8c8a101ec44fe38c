/**
 * LIKE in clients' queries (sql/bounded-like.ts): the same answers as SQLite's own LIKE, and a
 * query whose single row is expensive to match is stopped at its time limit (the attack: 124
 * backtracking patterns over one 50 KB page body held the service for 4-6 s).
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { installBoundedLike, likeMatches } from '../src/sql/bounded-like.ts';
import { installRowDeadline, runWithin } from '../src/sql/row-deadline.ts';

/** A seeded generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('content_like', () => {
  const db = new Database(':memory:');
  installBoundedLike(db);
  const native = db.prepare('SELECT ? LIKE ? AS m');
  const ours = db.prepare('SELECT content_like(CAST(? AS TEXT), ?) AS m');

  it('answers as SQLite LIKE does for 20,000 generated texts and patterns (case, %, _, accents, emoji)', () => {
    const next = random(20261128);
    const pick = (alphabet: string[], max: number) =>
      Array.from({ length: Math.floor(next() * (max + 1)) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    const letters = ['a', 'A', 'b', 'B', 'é', 'É', '😀', '-', ' ', 'ß'];
    for (let i = 0; i < 20_000; i++) {
      const text = pick(letters, 8);
      const pattern = pick([...letters, '%', '%', '_', '_'], 6);
      const expected = (native.get(text, pattern) as { m: number }).m;
      expect((ours.get(text, pattern) as { m: number }).m, `${JSON.stringify(text)} LIKE ${JSON.stringify(pattern)}`).toBe(expected);
    }
  });

  it('reads NULL as NULL and numbers as SQLite writes them', () => {
    expect((ours.get(null, '%') as { m: unknown }).m).toBeNull();
    expect((ours.get('a', null) as { m: unknown }).m).toBeNull();
    expect((db.prepare("SELECT content_like(CAST(3.0 AS TEXT), '3.0') AS m").get() as { m: number }).m).toBe(1);
    expect((db.prepare("SELECT content_like(CAST(42 AS TEXT), '4_') AS m").get() as { m: number }).m).toBe(1);
  });

  it('looks at the clock while it matches one long value, and a clock that says stop ends the match', () => {
    const text = '"'.repeat(50_000);
    const pattern = `%"${'_'.repeat(4090)}Q0`;
    let looks = 0;
    expect(() =>
      likeMatches(text, pattern, () => {
        if (++looks === 5) throw new Error('time is up');
      }),
    ).toThrow('time is up');
    expect(looks).toBe(5);
  });
});

describe('a query whose one row is expensive to match', () => {
  it('is stopped at its time limit inside the row, with the time-limit error', () => {
    const db = new Database(':memory:');
    installRowDeadline(db);
    installBoundedLike(db);
    db.exec('CREATE TABLE pages (body TEXT)');
    db.prepare('INSERT INTO pages VALUES (?)').run('"'.repeat(200_000));
    const pattern = `%"${'_'.repeat(4090)}Q0`;
    // Five patterns over 200,000 quotes: seconds of matching for one row, without the bound.
    const likes = Array.from({ length: 5 }, () => 'content_like(CAST(body AS TEXT), ?)').join(' OR ');
    const statement = db.prepare(`SELECT COUNT(*) AS n FROM pages WHERE content_row_deadline() AND (${likes})`);
    expect(() => runWithin(20, () => statement.get(...Array(5).fill(pattern)))).toThrow(/ran longer than 20 ms \(limit maxRunMs\)/);
  });
});
