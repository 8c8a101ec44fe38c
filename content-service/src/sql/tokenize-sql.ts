/**
 * Tokenizer for the query builder's SQL (see validate-query.ts). It knows only the tokens
 * the builder emits; anything else (comments, `;`, parameters, blob literals, backticks,
 * brackets, dots) is rejected here with the position of the offending character. Each token
 * records whether whitespace precedes it: the builder writes list separators as ", ".
 */
import { sqlRejected } from '../errors.ts';

interface TokenBase {
  pos: number;
  /** Whitespace right before the token. */
  spaced: boolean;
}

export type SqlToken = TokenBase &
  (
    | { type: 'word'; value: string; upper: string }
    | { type: 'ident'; value: string }
    | { type: 'string'; value: string }
    | { type: 'number'; value: string }
    | { type: 'punct'; value: string }
  );

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const IDENT_BODY = /[A-Za-z_][A-Za-z0-9_]*/y;
const PUNCT = ['<>', '!=', '==', '>=', '<=', '(', ')', ',', '*', '=', '>', '<', '-'];

function describe(ch: string): string {
  const code = ch.codePointAt(0)!;
  return code < 32 || code === 127 ? `control character U+${code.toString(16).padStart(4, '0')}` : `"${ch}"`;
}

export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = 0;
  let spaced = false;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i++;
      spaced = true;
      continue;
    }
    if (ch === '-' && sql[i + 1] === '-') throw sqlRejected(`comments are not allowed (at position ${i})`);
    if (ch === '/' && sql[i + 1] === '*') throw sqlRejected(`comments are not allowed (at position ${i})`);
    if (ch === ';') throw sqlRejected(`only one statement is allowed: unexpected ";" at position ${i}`);
    if (ch === '?' || ch === ':' || ch === '@' || ch === '$') {
      throw sqlRejected(`parameters are not allowed: write values as literals (at position ${i})`);
    }
    if (ch === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        const end = sql.indexOf("'", j);
        if (end < 0) throw sqlRejected(`unterminated string literal starting at position ${i}`);
        value += sql.slice(j, end);
        if (sql[end + 1] === "'") {
          value += "'";
          j = end + 2;
        } else {
          j = end + 1;
          break;
        }
      }
      tokens.push({ type: 'string', value, pos: i, spaced });
      i = j;
      spaced = false;
      continue;
    }
    if (ch === '"') {
      IDENT_BODY.lastIndex = i + 1;
      const m = IDENT_BODY.exec(sql);
      if (!m || sql[i + 1 + m[0].length] !== '"') {
        throw sqlRejected(`invalid quoted identifier at position ${i}: column names are letters, digits and underscores`);
      }
      tokens.push({ type: 'ident', value: m[0], pos: i, spaced });
      i += m[0].length + 2;
      spaced = false;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(sql);
    if (word) {
      if (sql[i + word[0].length] === "'") throw sqlRejected(`blob and prefixed literals are not allowed (at position ${i})`);
      tokens.push({ type: 'word', value: word[0], upper: word[0].toUpperCase(), pos: i, spaced });
      i += word[0].length;
      spaced = false;
      continue;
    }
    NUMBER.lastIndex = i;
    const num = NUMBER.exec(sql);
    if (num) {
      const after = sql[i + num[0].length];
      if (after !== undefined && /[A-Za-z_'"]/.test(after)) throw sqlRejected(`invalid number at position ${i}`);
      tokens.push({ type: 'number', value: num[0], pos: i, spaced });
      i += num[0].length;
      spaced = false;
      continue;
    }
    const punct = PUNCT.find((p) => sql.startsWith(p, i));
    if (punct) {
      tokens.push({ type: 'punct', value: punct, pos: i, spaced });
      i += punct.length;
      spaced = false;
      continue;
    }
    throw sqlRejected(`unexpected ${describe(ch)} at position ${i}`);
  }
  return tokens;
}
