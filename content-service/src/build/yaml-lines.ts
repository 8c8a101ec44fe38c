/**
 * Finds the line of a key in YAML text, so a schema error can point at the offending
 * front matter key (`path:line`) rather than at the top of the file.
 */
import { isMap, isScalar, isSeq, LineCounter, type Node, type Pair, type YAMLMap } from 'yaml';
import { parseYamlDocument } from '../markdown/yaml-document.ts';

export interface YamlLocator {
  /** 1-based line (within the YAML text) of the deepest existing node on `path`. */
  lineOf(path: ReadonlyArray<PropertyKey>): number;
  /** The text a scalar at `path` was written as (`2.0`, where its value is the number 2), if there is one. */
  sourceOf(path: ReadonlyArray<PropertyKey>): string | undefined;
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
  const document = () => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: parseYamlDocument(text, { lineCounter }), lineCounter };
    }
    return parsed;
  };
  /** The deepest node on `path` and the offset it starts at, and whether the whole path was found. */
  const walk = (path: ReadonlyArray<PropertyKey>) => {
    let node: unknown = document().doc.contents;
    let offset: number | undefined;
    for (const segment of path) {
      let next: Node | null | undefined;
      if (isMap(node)) {
        const pair = pairOf(node as YAMLMap, String(segment));
        if (!pair) return { node, offset, found: false };
        offset = (pair.key as Node | null)?.range?.[0];
        next = pair.value as Node | null;
      } else if (isSeq(node)) {
        next = node.items[Number(segment)] as Node | undefined;
        if (!next) return { node, offset, found: false };
        offset = next.range?.[0];
      } else {
        return { node, offset, found: false };
      }
      node = next;
    }
    return { node, offset, found: true };
  };
  return {
    lineOf(path) {
      const { offset } = walk(path);
      return offset === undefined ? 1 : document().lineCounter.linePos(offset).line;
    },
    sourceOf(path) {
      const { node, found } = walk(path);
      return found && isScalar(node) && typeof node.source === 'string' ? node.source : undefined;
    },
  };
}

/** The YAML block between the opening and closing `---` of a markdown file, and the line it starts on. */
export function frontMatterBlock(source: string): { text: string; firstLine: number } | null {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return null;
  return { text: match[1]!, firstLine: 2 };
}
