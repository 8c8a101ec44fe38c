/** Icon for a code block's file name, language or package manager (code-group tabs). */
const BY_NAME: Array<[RegExp, string]> = [
  [/^(npm|npx)\b/i, 'i-simple-icons-npm'],
  [/^pnpm\b/i, 'i-simple-icons-pnpm'],
  [/^yarn\b/i, 'i-simple-icons-yarn'],
  [/^(bun|bunx)\b/i, 'i-simple-icons-bun'],
  [/^(deno)\b/i, 'i-simple-icons-deno'],
  [/(^|\/)package\.json$/i, 'i-simple-icons-npm'],
  [/(^|\/)dockerfile$/i, 'i-simple-icons-docker'],
  [/nuxt\.config\.[cm]?[jt]s$/i, 'i-simple-icons-nuxt'],
  [/\.vue$/i, 'i-simple-icons-vuedotjs'],
  [/\.[cm]?tsx?$/i, 'i-simple-icons-typescript'],
  [/\.[cm]?jsx?$/i, 'i-simple-icons-javascript'],
  [/\.json5?$/i, 'i-lucide-file-json'],
  [/\.mdx?$/i, 'i-simple-icons-markdown'],
  [/\.ya?ml$/i, 'i-lucide-file-code'],
  [/\.csv$/i, 'i-lucide-file-spreadsheet'],
  [/\.css$/i, 'i-simple-icons-css'],
  [/\.html?$/i, 'i-simple-icons-html5'],
  [/(^|\/)\.env/i, 'i-lucide-file-lock'],
];

const BY_LANGUAGE: Record<string, string> = {
  ts: 'i-simple-icons-typescript',
  typescript: 'i-simple-icons-typescript',
  tsx: 'i-simple-icons-typescript',
  js: 'i-simple-icons-javascript',
  javascript: 'i-simple-icons-javascript',
  jsx: 'i-simple-icons-javascript',
  vue: 'i-simple-icons-vuedotjs',
  json: 'i-lucide-file-json',
  md: 'i-simple-icons-markdown',
  mdc: 'i-simple-icons-markdown',
  markdown: 'i-simple-icons-markdown',
  css: 'i-simple-icons-css',
  html: 'i-simple-icons-html5',
  bash: 'i-lucide-terminal',
  sh: 'i-lucide-terminal',
  shell: 'i-lucide-terminal',
  zsh: 'i-lucide-terminal',
};

export function fileIcon(filename: string | undefined, language?: string): string {
  const name = (filename ?? '').trim();
  for (const [pattern, icon] of BY_NAME) if (name && pattern.test(name)) return icon;
  return BY_LANGUAGE[(language ?? '').toLowerCase()] ?? 'i-lucide-file-code';
}
