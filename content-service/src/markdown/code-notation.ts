/**
 * Shiki's notation comments, as the reference highlighter applies them to every code block
 * (transformerNotationDiff, -Highlight, -Focus, -ErrorLevel): `// [!code ++]` at the end of a
 * line marks it added, `[!code --]` removed, `[!code highlight]` (or `hl`) highlighted,
 * `[!code focus]` focused, `[!code error]` / `[!code warning]` an error or a warning; `:3`
 * after the word marks that many lines from there. The comment leaves the code (the reader saw
 * `// [!code ++]` verbatim, and copied it); a line holding nothing but the notation is removed
 * and marks the line after it, as shiki 3 reads it. Any comment syntax: `//`, `#`, `--`, `;`,
 * `%`, `/* … *\/`, `<!-- … -->`, `{/* … *\/}`.
 */

type LineMark = 'add' | 'remove' | 'highlight' | 'focus' | 'error' | 'warning';

const WORDS: Record<string, LineMark> = {
  '++': 'add',
  '--': 'remove',
  highlight: 'highlight',
  hl: 'highlight',
  focus: 'focus',
  error: 'error',
  warning: 'warning',
};

/** A notation at the end of a line, inside whatever comment opens before it. */
const NOTATION =
  /[ \t]*(?:\/\/|#|--|;|%|\{?\/\*|<!--)[ \t]*\[!code[ \t]+(\+\+|--|highlight|hl|focus|error|warning)(?::(\d+))?\][ \t]*(?:\*\/\}?|-->)?[ \t]*$/;

export interface CodeNotation {
  /** The code without its notation comments. */
  code: string;
  /** 1-based lines of `code` by what marks them; only marks that occur. */
  marks: Partial<Record<LineMark, number[]>>;
}

export function extractNotation(source: string): CodeNotation {
  if (!source.includes('[!code')) return { code: source, marks: {} };
  const out: string[] = [];
  const pending: Array<{ mark: LineMark; count: number }> = [];
  const marked = new Map<LineMark, Set<number>>();
  const mark = (what: LineMark, from: number, count: number) => {
    const set = marked.get(what) ?? new Set<number>();
    marked.set(what, set);
    for (let i = 0; i < count; i++) set.add(from + i);
  };
  for (const line of source.split('\n')) {
    const found = NOTATION.exec(line);
    if (!found) {
      out.push(line);
      for (const p of pending.splice(0)) mark(p.mark, out.length, p.count);
      continue;
    }
    const what = WORDS[found[1]!]!;
    const count = Math.max(1, Number(found[2] ?? 1));
    const rest = line.slice(0, found.index);
    if (rest.trim() === '') {
      // On a line of its own: it marks the lines after it, and leaves no empty line behind.
      pending.push({ mark: what, count });
      continue;
    }
    out.push(rest);
    mark(what, out.length, count);
    for (const p of pending.splice(0)) mark(p.mark, out.length, p.count);
  }
  const lines = out.length;
  const marks: CodeNotation['marks'] = {};
  for (const [what, set] of marked) marks[what] = [...set].filter((n) => n <= lines).sort((a, b) => a - b);
  return { code: out.join('\n'), marks };
}
