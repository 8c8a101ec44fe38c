/**
 * The info string of a fenced code block: ```ts [nuxt.config.ts] {2,4-5} rest
 * remark gives `lang` = first word and `meta` = the rest; a fence without a language
 * (```[file.ts]) or glued forms (```ts{1}) put the bracket parts into `lang`, so both are
 * read together. Docusaurus's `title="src/index.js"` (also single-quoted or bare) is the
 * filename too, when no `[…]` gives one.
 */

export interface CodeMeta {
  language: string;
  filename: string | null;
  highlights: number[];
  /** Whatever remains of the info string after language, filename and highlights. */
  meta: string;
}

/** Docusaurus's code block title: `title="src/index.js"`. */
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|([^\s"'{[]+))/;

/** Highlighted line ranges are capped so `{1-99999999}` cannot blow up memory. */
const MAX_HIGHLIGHT_LINES = 10_000;

export function parseCodeMeta(lang: string | null | undefined, meta: string | null | undefined): CodeMeta {
  let info = `${lang ?? ''} ${meta ?? ''}`.trim();
  let language = '';
  const word = /^[^\s[{]+/.exec(info);
  if (word) {
    language = word[0];
    info = info.slice(word[0].length);
  }

  // The filename runs from the first `[` to the last `]` (as in @nuxtjs/mdc), so brackets
  // inside it need no escape: ```vue [pages/[...slug].vue]. Only backslashes before
  // brackets, braces and the like are escapes; a Windows path keeps its own.
  let filename: string | null = null;
  const title = TITLE.exec(info);
  if (title) {
    filename = (title[1] ?? title[2] ?? title[3] ?? '').trim() || null;
    info = info.slice(0, title.index) + info.slice(title.index + title[0].length);
  }
  const open = info.indexOf('[');
  const close = info.lastIndexOf(']');
  if (open !== -1 && close > open) {
    filename =
      info
        .slice(open + 1, close)
        .replace(/\\([[\]{}().*+?^$|])/g, '$1')
        .trim() || null;
    info = info.slice(0, open) + info.slice(close + 1);
  }

  const highlights: number[] = [];
  const ranges = /\{([\d\s,-]*)\}/.exec(info);
  if (ranges) {
    addRanges(ranges[1] ?? '', highlights);
    info = info.slice(0, ranges.index) + info.slice(ranges.index + ranges[0].length);
  }

  return { language: language.toLowerCase(), filename, highlights, meta: info.replace(/\s+/g, ' ').trim() };
}

function addRanges(spec: string, into: number[]): void {
  const seen = new Set<number>();
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    for (let n = Math.min(from, to); n <= Math.max(from, to) && seen.size < MAX_HIGHLIGHT_LINES; n++) {
      if (n > 0) seen.add(n);
    }
  }
  into.push(...[...seen].sort((a, b) => a - b));
}
