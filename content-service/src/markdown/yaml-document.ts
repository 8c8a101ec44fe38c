/**
 * YAML parsed for the content build (front matter, data files, key lines), with duplicate
 * keys refused in time linear in the number of keys. The yaml library's own check
 * (`uniqueKeys`, on by default) compares each key of a map with every key before it: one
 * file of 20,000 keys took 8 s to parse, four times the keys sixteen times as long.
 */
import { LineCounter, parseDocument, visit, YAMLParseError, isCollection, isScalar, type Document } from 'yaml';

/** The first key written twice in one map (as the library compares them: a scalar by value), or null. */
function duplicateKey(doc: Document.Parsed): [number, number] | null {
  let found: [number, number] | null = null;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        const id = isScalar(key) ? key.value : key;
        if (seen.has(id)) {
          const range = (key as { range?: [number, number, number] } | null)?.range;
          found = range ? [range[0], range[1]] : [0, 0];
          return visit.BREAK;
        }
        seen.add(id);
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Where the problem an error reports at `pos` starts, when the library reports it where the
 * construct was cut off: a quote never closed, or a flow `[` / `{` never closed, is reported
 * at the end of the document or at the first line that could not belong to it (the closing
 * `---` of a front matter, for a reader), while the author has to fix the opening one.
 */
function openedAt(doc: Document.Parsed, text: string, error: YAMLParseError): number | null {
  const at = error.pos[0];
  const unclosedQuote = error.code === 'MISSING_CHAR' && /quote/i.test(error.message);
  const unclosedFlow = /^Flow (?:sequence|map|collection)\b/.test(error.message) || /end with an? [\]}]/.test(error.message);
  if (!unclosedQuote && !unclosedFlow) return null;
  let start: number | null = null;
  visit(doc, (_, node) => {
    const range = (node as { range?: [number, number, number] | null }).range;
    if (!range || range[0] >= at || Math.max(range[1], range[2]) < at) return;
    const opener = text[range[0]];
    const matches = unclosedQuote
      ? isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && (opener === '"' || opener === "'")
      : isCollection(node) && node.flow === true && (opener === '[' || opener === '{');
    // The outermost one that reaches the error: nested unclosed brackets all do.
    if (matches && (start === null || range[0] < start)) start = range[0];
  });
  return start;
}

/** The last offset of `text` that is not line-break or space: where an error at the very end belongs. */
function lastWritten(text: string): number {
  const trimmed = text.trimEnd();
  return Math.max(0, trimmed.length - 1);
}

/**
 * `parseDocument` with a duplicate key reported as the library reports it ("Map keys must be
 * unique"), and every error placed where its problem starts (`pos`, and `linePos` by line and
 * column): an unclosed quote or bracket at its opening character, any other error past the
 * document's last character at that character. `prettyErrors` adds the place to the message
 * as the library does (" at line 2, column 8").
 */
export function parseYamlDocument(text: string, options: { lineCounter?: LineCounter; prettyErrors?: boolean } = {}): Document.Parsed {
  const lineCounter = options.lineCounter ?? new LineCounter();
  // Merge keys (`<<: *defaults`), a YAML 1.1 feature the 1.2 default leaves as a key named "<<":
  // authors who write one mean the anchored fields to be merged in, as most YAML tools do.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false, merge: true });
  const duplicate = doc.errors.length === 0 ? duplicateKey(doc) : null;
  if (duplicate) doc.errors.push(new YAMLParseError(duplicate, 'DUPLICATE_KEY', 'Map keys must be unique'));
  for (const [index, error] of doc.errors.entries()) {
    if (error.pos[0] < 0) continue;
    // The first error only (the one a build reports): a walk of the document for each of
    // thousands of unclosed brackets took minutes on a hostile data file.
    const opened = index === 0 ? openedAt(doc, text, error) : null;
    if (opened !== null) error.pos = [opened, opened + 1];
    else if (error.pos[0] > lastWritten(text) && text.trim() !== '') error.pos = [lastWritten(text), lastWritten(text) + 1];
    error.linePos = [lineCounter.linePos(error.pos[0]), lineCounter.linePos(error.pos[1])];
    if (options.prettyErrors) error.message += ` at line ${error.linePos[0].line}, column ${error.linePos[0].col}`;
  }
  return doc;
}
