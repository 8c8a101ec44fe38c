import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createHighlighter, type BundledLanguage, type Highlighter, type ThemedToken } from 'shiki';
import { TwoThemes } from '../../src/markdown/two-theme-tokens.ts';

const LIGHT = 'material-theme-lighter';
const DARK = 'material-theme-palenight';
const LIMITS = { tokenizeMaxLineLength: 5_000, tokenizeTimeLimit: 15_000 };

/** Code that exercises a grammar broadly: comments (italic in these themes), strings, numbers, keywords, brackets, tags, CRLF and blank lines. */
const POLYGLOT = [
  '// a comment',
  '# another comment',
  '/* block */ <!-- html comment -->',
  `const answer = { "key": [1, 2.5, -3e4], other: \`tpl \${x}\` } // trailing`,
  '',
  'def run(self, *args): return "text" if True else None\r',
  'fn main() -> Result<(), Box<dyn Error>> { println!("{}", 42); }',
  '<template><div class="a" @click="go">{{ msg }}</div></template>',
  '<style scoped>.a { color: #fff; margin: 0 auto !important }</style>',
  'SELECT id, "name" FROM t WHERE x = 1 -- note',
  '  - item: value # yaml comment',
  '$ npm run build && echo "done" > out.txt',
].join('\n');

/** Samples in their own language, besides the polyglot text every grammar gets. */
const SAMPLES: Partial<Record<BundledLanguage, string>> = {
  vue: '<script setup lang="ts">\nimport { ref } from "vue"\nconst n = ref(0)\n</script>\n\n<template>\n  <button @click="n++">{{ n }}</button>\n</template>\n<style>\nbutton { color: red }\n</style>',
  html: '<!doctype html>\n<html>\n<head><style>p { margin: 0 }</style><script>let a = 1 < 2</script></head>\n<body><p class="x">Hi &amp; bye</p></body>\n</html>',
  md: '# Title\n\nSome *italic*, **bold** and `code`.\n\n```ts\nconst a: number = 1\n```\n\n> quote with [link](https://x.y)',
  diff: 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context',
  python: '@decorator\nclass A(B):\n    """Doc."""\n    def f(self, x: int = 3) -> str:\n        return f"{x!r} items"  # note',
  css: '@media (min-width: 640px) {\n  .a > b::before { content: "\\201C"; color: rgb(0 0 0 / 50%) }\n}',
  tsx: 'export function App({ n }: { n: number }) {\n  return <div className="x">{n > 1 ? <b>many</b> : null}</div>\n}',
  bash: `for f in *.md; do\n  echo "\${f%.md}" | tr a-z A-Z  # upper\ndone\nexit $?`,
  json: '{\n  "name": "x",\n  "list": [true, false, null, 1.5e3],\n  "nested": { "a": "b\\n" }\n}',
  yaml: 'key: value\nlist:\n  - a\n  - "b"\nanchors: &x { y: 1 }\nref: *x\nblock: |\n  text',
};

const LANGUAGES: BundledLanguage[] = [
  ...(Object.keys(SAMPLES) as BundledLanguage[]),
  'ts',
  'js',
  'jsx',
  'scss',
  'rust',
  'go',
  'java',
  'c',
  'cpp',
  'csharp',
  'php',
  'ruby',
  'swift',
  'kotlin',
  'sql',
  'toml',
  'ini',
  'dockerfile',
  'graphql',
  'xml',
  'svelte',
  'astro',
  'lua',
  'shellscript',
  'powershell',
];

/** The parts of a token the page is built from. */
const shown = (lines: ThemedToken[][]) =>
  lines.map((line) => line.map(({ content, offset, htmlStyle }) => ({ content, offset, htmlStyle })));

describe('two-theme tokens', () => {
  let hl: Highlighter;
  let themes: TwoThemes;
  beforeAll(async () => {
    hl = await createHighlighter({ themes: [LIGHT, DARK], langs: LANGUAGES });
    themes = new TwoThemes(hl, [
      { variable: '--shiki-light', name: LIGHT },
      { variable: '--shiki-dark', name: DARK },
    ]);
  });

  it.each(LANGUAGES)('equal shiki’s two-pass multi-theme tokens in %s', (lang) => {
    for (const code of [SAMPLES[lang], POLYGLOT].filter((c): c is string => c !== undefined)) {
      const shiki = hl.codeToTokens(code, { lang, themes: { light: LIGHT, dark: DARK }, defaultColor: false, ...LIMITS }).tokens;
      expect(shown(themes.tokens(code, lang, LIMITS))).toEqual(shown(shiki));
    }
  });

  it('runs the grammar once per line for both themes', () => {
    const grammar = hl.getLanguage('ts');
    const scopes = vi.spyOn(grammar, 'tokenizeLine');
    const binary = vi.spyOn(grammar, 'tokenizeLine2');
    try {
      const lines = themes.tokens('const a = 1\n\nlet b = "x" // c', 'ts', LIMITS);
      // Two non-empty lines: two grammar passes, none with a theme's colours baked in.
      expect(scopes).toHaveBeenCalledTimes(2);
      expect(binary).not.toHaveBeenCalled();
      const comment = lines[2]!.find((t) => t.content.includes('// c'))!;
      const styles = comment.htmlStyle as Record<string, string>;
      expect(styles['--shiki-light']).toMatch(/^#[0-9a-f]{6,8}$/i);
      expect(styles['--shiki-dark']).toMatch(/^#[0-9a-f]{6,8}$/i);
      expect(styles['--shiki-light']).not.toBe(styles['--shiki-dark']);
    } finally {
      scopes.mockRestore();
      binary.mockRestore();
    }
  });

  it('leaves a line at the length limit as one plain token', () => {
    const long = `const x = "${'a'.repeat(60)}"`;
    const lines = themes.tokens(`${long}\nlet y = 1`, 'ts', { ...LIMITS, tokenizeMaxLineLength: 40 });
    expect(lines[0]).toEqual([{ content: long, offset: 0, htmlStyle: {} }]);
    expect(lines[1]!.length).toBeGreaterThan(1);
  });
});
