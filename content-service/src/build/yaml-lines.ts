/**
 * Finds the line of a key in YAML text, so a schema error can point at the offending
 * front matter key (`path:line`) rather than at the top of the file.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export interface YamlLocator {
  /** 1-based line (within the YAML text) of the deepest existing node on `path`. */
  lineOf(path: ReadonlyArray<PropertyKey>): number;
}

/**
 * The YAML is parsed again with positions only when a line is first asked for: most files
 * never need one (no error, no front matter link), and this second parse was a few percent
 * of a big build.
 */
export function yamlLocator(text: string): YamlLocator {
  let parsed: { doc: ReturnType<typeof parseDocument>; lineCounter: LineCounter } | null = null;
  return {
    lineOf(path) {
      if (!parsed) {
        const lineCounter = new LineCounter();
        parsed = { doc: parseDocument(text, { lineCounter, prettyErrors: false }), lineCounter };
      }
      const { doc, lineCounter } = parsed;
      const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
      let node: unknown = doc.contents;
      let line = 1;
      for (const segment of path) {
        if (isMap(node)) {
          const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(segment));
          if (!pair) break;
          const key = pair.key as Node | null;
          line = lineAt(key?.range?.[0]);
          node = pair.value;
        } else if (isSeq(node)) {
          const item = node.items[Number(segment)] as Node | undefined;
          if (!item) break;
          line = lineAt(item.range?.[0]);
          node = item;
        } else {
          break;
        }
      }
      return line;
    },
  };
}

/** The YAML block between the opening and closing `---` of a markdown file, and the line it starts on. */
export function frontMatterBlock(source: string): { text: string; firstLine: number } | null {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return null;
  return { text: match[1]!, firstLine: 2 };
}
