/**
 * YAML parsed for the content build (front matter, data files, key lines), with duplicate
 * keys refused in time linear in the number of keys. The yaml library's own check
 * (`uniqueKeys`, on by default) compares each key of a map with every key before it: one
 * file of 20,000 keys took 8 s to parse, four times the keys sixteen times as long.
 */
import { LineCounter, parseDocument, visit, YAMLParseError, isScalar, type Document } from 'yaml';

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

/** `parseDocument` with a duplicate key reported as the library reports it ("Map keys must be unique"). */
export function parseYamlDocument(text: string, options: { lineCounter?: LineCounter; prettyErrors?: boolean } = {}): Document.Parsed {
  const lineCounter = options.lineCounter ?? new LineCounter();
  // Merge keys (`<<: *defaults`), a YAML 1.1 feature the 1.2 default leaves as a key named "<<":
  // authors who write one mean the anchored fields to be merged in, as most YAML tools do.
  const doc = parseDocument(text, { lineCounter, prettyErrors: options.prettyErrors ?? false, uniqueKeys: false, merge: true });
  const duplicate = doc.errors.length === 0 ? duplicateKey(doc) : null;
  if (duplicate) {
    const error = new YAMLParseError(duplicate, 'DUPLICATE_KEY', 'Map keys must be unique');
    const start = lineCounter.linePos(duplicate[0]);
    error.linePos = [start, lineCounter.linePos(duplicate[1])];
    doc.errors.push(error);
  }
  return doc;
}
