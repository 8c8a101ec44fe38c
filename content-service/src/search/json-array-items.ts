/**
 * The items of a JSON array, as the JSON text of each, read one at a time: a caller can parse
 * and drop each item in turn instead of holding the whole parsed array. The text must be
 * valid JSON (each item is checked by the caller's JSON.parse; the array's brackets here).
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

export function* jsonArrayItems(json: string): Generator<string> {
  const start = json.indexOf('[');
  const end = json.lastIndexOf(']');
  if (start === -1 || end < start || json.slice(0, start).trim() !== '' || json.slice(end + 1).trim() !== '') {
    throw new SyntaxError('not a JSON array');
  }
  let depth = 0;
  let inString = false;
  let itemStart = start + 1;
  for (let i = start + 1; i < end; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    else if (c === COMMA && depth === 0) {
      yield json.slice(itemStart, i);
      itemStart = i + 1;
    }
  }
  const last = json.slice(itemStart, end);
  if (last.trim() !== '') yield last;
  else if (itemStart !== start + 1) throw new SyntaxError('a JSON array ends with a comma');
}
