/**
 * Finds the line of a key in YAML text, so a schema error can point at the offending
 * front matter key (`path:line`) rather than at the top of the file.
 */
import { isMap, isScalar, isSeq, LineCounter, type Node, type Pair, type YAMLMap } from 'yaml';
import { parseYamlDocument } from '../markdown/yaml-document.ts';

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
  // Each map's pairs by key, made on first use: a file asks the line of every picture it
  // names, and searching the map's pairs each time grew with the square of its keys.
  const pairsByKey = new WeakMap<YAMLMap, Map<string, Pair>>();
  const pairOf = (map: YAMLMap, key: string) => {
    let pairs = pairsByKey.get(map);
    if (!pairs) {
      pairs = new Map();
      for (const pair of map.items as Pair[]) {
        const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (!pairs.has(name)) pairs.set(name, pair);
      }
      pairsByKey.set(map, pairs);
    }
    return pairs.get(key);
  };
  let parsed: { doc: ReturnType<typeof parseYamlDocument>; lineCounter: LineCounter } | null = null;
  return {
    lineOf(path) {
      if (!parsed) {
        const lineCounter = new LineCounter();
        parsed = { doc: parseYamlDocument(text, { lineCounter }), lineCounter };
      }
      const { doc, lineCounter } = parsed;
      const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
      let node: unknown = doc.contents;
      let line = 1;
      for (const segment of path) {
        if (isMap(node)) {
          const pair = pairOf(node as YAMLMap, String(segment));
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
