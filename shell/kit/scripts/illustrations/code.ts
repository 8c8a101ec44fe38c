/**
 * Code as the illustrations show it: TypeScript, Markdown (with front matter and
 * components), YAML and shell lines split into coloured runs in the palette's code theme,
 * drawn in a monospace column with optional line numbers and a highlighted line.
 */
import { type Palette, type Run, rect, runs, text } from './svg.ts';

export type Language = 'ts' | 'md' | 'yaml' | 'sh' | 'sql' | 'plain';

const TS_KEYWORDS = new Set([
  'const',
  'await',
  'import',
  'from',
  'export',
  'default',
  'return',
  'async',
  'function',
  'type',
  'false',
  'true',
]);
const SQL_KEYWORDS = new Set(['SELECT', 'FROM', 'WHERE', 'AND', 'ORDER', 'BY', 'DESC', 'ASC', 'LIMIT', 'AS']);

function tsRuns(source: string, p: Palette): Run[] {
  const c = p.code;
  const out: Run[] = [];
  const re =
    /(\/\/.*$)|('[^']*'|"[^"]*"|`[^`]*`)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)(?=\s*\()|(\.[A-Za-z_$][\w$]*)|([A-Za-z_$][\w$]*)|([{}()[\].,;:=<>!+\-*/?|&]+)|(\s+)|(.)/gm;
  for (const m of source.matchAll(re)) {
    const [all, comment, str, num, call, member, word, punct] = m;
    if (comment) out.push([all, c.comment]);
    else if (str) out.push([all, c.string]);
    else if (num) out.push([all, c.number]);
    else if (call) out.push([all, c.fn]);
    else if (member) out.push(['.', c.punct], [all.slice(1), c.fn]);
    else if (word) out.push([all, TS_KEYWORDS.has(word) ? c.keyword : c.plain]);
    else if (punct) out.push([all, c.punct]);
    else out.push([all, c.plain]);
  }
  return out;
}

function sqlRuns(source: string, p: Palette): Run[] {
  const c = p.code;
  return source.split(/(\s+|'[^']*'|[(),=?*])/).flatMap((part): Run[] => {
    if (!part) return [];
    if (SQL_KEYWORDS.has(part)) return [[part, c.keyword]];
    if (part.startsWith("'") || part === '?') return [[part, c.string]];
    if (/^\d+$/.test(part)) return [[part, c.number]];
    if (/^[(),=*]$/.test(part)) return [[part, c.punct]];
    return [[part, c.plain]];
  });
}

function mdRuns(source: string, p: Palette, inFrontMatter: boolean): Run[] {
  const c = p.code;
  if (source === '---') return [[source, c.punct]];
  if (inFrontMatter) return yamlRuns(source, p);
  if (/^#{1,6} /.test(source)) {
    const hashes = source.indexOf(' ');
    return [
      [source.slice(0, hashes + 1), c.keyword],
      [source.slice(hashes + 1), c.plain, 700],
    ];
  }
  if (/^\s*:{2,}/.test(source)) {
    const m = /^(\s*:{2,})([\w-]*)(.*)$/.exec(source)!;
    return [
      [m[1]!, c.punct],
      [m[2]!, c.keyword],
      [m[3]!, c.property],
    ];
  }
  if (source.startsWith('```'))
    return [
      [source.slice(0, 3), c.punct],
      [source.slice(3), c.string],
    ];
  // inline code and bold inside a paragraph line
  return source.split(/(`[^`]+`|\*\*[^*]+\*\*)/).flatMap((part): Run[] => {
    if (!part) return [];
    if (part.startsWith('`')) return [[part, c.string]];
    if (part.startsWith('**')) return [[part, c.plain, 700]];
    return [[part, c.plain]];
  });
}

function yamlRuns(source: string, p: Palette): Run[] {
  const c = p.code;
  const m = /^(\s*-?\s*)([\w.-]+)(:)(.*)$/.exec(source);
  if (!m) return [[source, /^\s*-/.test(source) ? c.string : c.plain]];
  const value = m[4]!;
  const valueColour = /^\s*(true|false|\d+)\s*$/.test(value) ? c.number : c.string;
  return [
    [m[1]!, c.punct],
    [m[2]!, c.property],
    [m[3]!, c.punct],
    [value, valueColour],
  ];
}

function shRuns(source: string, p: Palette): Run[] {
  const c = p.code;
  if (source.startsWith('$ ')) {
    const [cmd, ...rest] = source.slice(2).split(' ');
    return [
      ['$ ', c.comment],
      [cmd!, c.fn],
      [rest.length ? ` ${rest.join(' ')}` : '', c.plain],
    ];
  }
  if (source.startsWith('✓'))
    return [
      [source.slice(0, 1), p.primaryText, 700],
      [source.slice(1), c.plain],
    ];
  if (source.startsWith('✗')) return [[source, p.red]];
  if (source.startsWith('#') || source.startsWith(' ')) return [[source, c.comment]];
  const [cmd, ...rest] = source.split(' ');
  return [
    [cmd!, c.fn],
    [rest.length ? ` ${rest.join(' ')}` : '', c.plain],
  ];
}

/** Each line of `source` as runs in `language`. */
function highlight(source: string, language: Language, p: Palette): Run[][] {
  let frontMatter = false;
  return source.split('\n').map((lineText, index) => {
    if (language === 'md' && lineText === '---') {
      // The first line opens the front matter; the next `---` closes it.
      frontMatter = index === 0;
      return mdRuns(lineText, p, false);
    }
    switch (language) {
      case 'ts':
        return tsRuns(lineText, p);
      case 'md':
        return mdRuns(lineText, p, frontMatter);
      case 'yaml':
        return yamlRuns(lineText, p);
      case 'sh':
        return shRuns(lineText, p);
      case 'sql':
        return sqlRuns(lineText, p);
      default:
        return [[lineText, p.code.plain]];
    }
  });
}

export interface CodeOptions {
  size?: number;
  lineHeight?: number;
  /** Show line numbers in a gutter this wide. */
  gutter?: number;
  /** 1-based lines drawn on a primary tint (the line being edited). */
  highlightLines?: number[];
  /** Width of the highlight band. */
  width?: number;
}

/** A block of code with its first baseline at y. Returns the markup and the height used. */
export function codeBlock(
  p: Palette,
  x: number,
  y: number,
  source: string,
  language: Language,
  opts: CodeOptions = {},
): { svg: string; h: number } {
  const size = opts.size ?? 12;
  const lh = opts.lineHeight ?? Math.round(size * 1.7);
  const gutter = opts.gutter ?? 0;
  const lines = highlight(source, language, p);
  const out: string[] = [];
  lines.forEach((parts, i) => {
    const base = y + i * lh;
    if (opts.highlightLines?.includes(i + 1) && opts.width) {
      out.push(rect(x - 8, base - size - 3, opts.width, lh, { fill: p.primarySoft }));
      out.push(rect(x - 8, base - size - 3, 2, lh, { fill: p.primary }));
    }
    if (gutter) out.push(text(x + gutter - 12, base, String(i + 1), { size, fill: p.dim, mono: true, anchor: 'end' }));
    out.push(runs(x + gutter, base, parts, { size, mono: true }));
  });
  return { svg: out.join(''), h: lines.length * lh };
}
