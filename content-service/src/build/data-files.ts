/**
 * YAML, JSON and CSV files are read as data. Parse errors become diagnostics with the
 * line of the problem.
 */
import { LineCounter } from 'yaml';
import { parseYamlDocument } from '../markdown/yaml-document.ts';

export class DataSyntaxError extends Error {
  override name = 'DataSyntaxError';
  constructor(
    message: string,
    readonly line: number,
    readonly hint: string,
  ) {
    super(message);
  }
}

export function parseDataFile(source: string, extension: string): unknown {
  switch (extension) {
    case 'yml':
    case 'yaml':
      return parseYaml(source);
    case 'json':
      return parseJson(source);
    case 'csv':
      return parseCsv(source);
    default:
      throw new DataSyntaxError(`".${extension}" is not a data format`, 1, 'use yml, json or csv');
  }
}

function parseYaml(source: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseYamlDocument(source, { lineCounter });
  const error = doc.errors[0];
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line;
    const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');
    throw new DataSyntaxError(`invalid YAML: ${what}`, line, 'check the indentation and quoting on this line');
  }
  return doc.toJS() ?? {};
}

function parseJson(source: string): unknown {
  try {
    return JSON.parse(source);
  } catch (err) {
    const message = (err as Error).message;
    const pos = /position (\d+)/.exec(message);
    const line = pos ? source.slice(0, Number(pos[1])).split('\n').length : 1;
    throw new DataSyntaxError(
      `invalid JSON: ${message.replace(/ in JSON at position.*$/, '')}`,
      line,
      'check for a missing comma, quote or bracket',
    );
  }
}

/** RFC 4180 CSV: a header row, then one object per row; quoted fields may hold commas, quotes ("") and newlines. */
function parseCsv(source: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 1;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else field += ch;
  }
  if (quoted) throw new DataSyntaxError('unclosed quoted field in CSV', quoteLine, 'close the field with a double quote');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  const nonEmpty = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  const [header, ...body] = nonEmpty;
  if (!header) return [];
  return body.map((r, index) => {
    if (r.length !== header.length) {
      throw new DataSyntaxError(
        `CSV row has ${r.length} fields but the header has ${header.length}`,
        index + 2,
        'add or remove commas so every row matches the header',
      );
    }
    return Object.fromEntries(header.map((h, i) => [h.trim(), r[i]!]));
  });
}
