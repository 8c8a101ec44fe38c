import { describe, expect, it } from 'vitest';
import { negotiateEncoding, type Encoding } from '../src/server/accept-encoding.ts';

type Case = [header: string | string[] | undefined, expected: Encoding, preference?: Array<'br' | 'gzip'>];

describe('negotiateEncoding (RFC 9110 §12.5.3)', () => {
  const cases: Record<string, Case[]> = {
    'the coding the client ranks highest, whatever the server prefers': [
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0.2, gzip;q=0.9', 'gzip'],
      ['gzip;q=0.4, br;q=0.8', 'br', ['gzip', 'br']],
      ['GZIP; Q=0.9, br;q=0.1', 'gzip'],
      [['gzip;q=0.5', 'br;q=0.4'], 'gzip'],
    ],
    "the server's order at a tie": [
      ['gzip, deflate, br', 'br'],
      ['gzip, br', 'gzip', ['gzip', 'br']],
      ['gzip;q=0.5, br;q=0.5', 'br'],
      ['*', 'br'],
      ['*;q=0.5, identity;q=0.5', 'br'],
    ],
    'no coding with q=0 nor one the header does not name': [
      ['br;q=0, gzip', 'gzip'],
      ['*;q=0.3, br;q=0', 'gzip'],
      ['deflate', 'identity'],
      ['gzip;q=abc', 'identity'],
    ],
    'identity only when named and ranked higher; unnamed, the fallback': [
      ['gzip;q=0.5', 'gzip'],
      ['gzip;q=0.5, identity', 'identity'],
      ['br;q=0.5, *;q=0.8', 'gzip'],
      ['identity', 'identity'],
    ],
    'identity when nothing is acceptable, not even identity (no 406), or without a header': [
      ['identity;q=0', 'identity'],
      ['*;q=0', 'identity'],
      ['identity;q=0, deflate', 'identity'],
      ['', 'identity'],
      [undefined, 'identity'],
    ],
  };
  for (const [rule, list] of Object.entries(cases)) {
    it(rule, () => {
      for (const [header, expected, preference] of list) expect(negotiateEncoding(header, preference), String(header)).toBe(expected);
    });
  }
});
