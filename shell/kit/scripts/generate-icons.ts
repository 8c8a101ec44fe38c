/**
 * Writes the SVG bodies of every icon the site uses, taken from the locally installed
 * @iconify-json sets (every set in node_modules/@iconify-json: lucide, simple-icons, ph, mdi,
 * vscode-icons, …), so known icons are inlined in the bundle, in two maps, each a chunk
 * loaded on demand (a first load hydrates with the server's markup of every icon and needs
 * neither: Icon.tsx):
 *
 * - `src/icons.generated.ts`: icons the interface's code names (header, footer, views),
 *   loaded once the page is idle, or at once when the interface draws a new one;
 * - `src/content-icons.generated.ts`: icons only content and the prose and landing renderers
 *   name, loaded with the renderer.
 *
 * The installed collections' prefixes (`src/icon-prefixes.generated.ts`, which tell where
 * `i-{prefix}-{name}` splits) are small and bundled with the kit.
 *
 * Icons only new content names are served by the icon API (`/api/_nuxt_icon`, content-service).
 *
 * Names are collected from: the UI sources of the kit, the shell and every remote, the
 * content folder (markdown and YAML), and the social links of the site configuration, in
 * every form content writes them (`i-ph-rocket`, `ph:rocket`, `simple-icons-github` as an
 * icon prop). The generated file is committed, so builds need no step; re-run after adding
 * an icon:
 *
 *   node --import tsx shell/kit/scripts/generate-icons.ts          # write
 *   node --import tsx shell/kit/scripts/generate-icons.ts --check  # exit 1 when stale
 */
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconKey, parseIconName, siteConfig } from '@site/contracts';

interface IconSet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

const kitDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(kitDir, '../..');
const outFile = join(kitDir, 'src/icons.generated.ts');
const contentOutFile = join(kitDir, 'src/content-icons.generated.ts');
const prefixesOutFile = join(kitDir, 'src/icon-prefixes.generated.ts');
/** Code that draws content (the prose and landing renderers): its icons load with it. */
const RENDERER_SOURCES = /^shell\/kit\/src\/(prose|landing)\//;

const SOURCE_DIRS = ['shell/kit/src', 'shell/src', 'docs-app/src', 'blog-app/src', 'templates-app/src', 'studio-app/src'];
const SOURCE_EXT = /\.(ts|tsx)$/;
const CONTENT_EXT = /\.(md|ya?ml)$/;
/** `i-prefix-name` and `i-prefix:name` anywhere. */
const I_NAME = /(?<![\w-])i-[a-z0-9]+(?:-[a-z0-9]+)*(?::[a-z0-9]+(?:-[a-z0-9]+)*)?(?![\w$-])/g;
/** `prefix:name` or a bare `prefix-name` as the value of an icon prop (`icon: ph:rocket`, `icon="simple-icons-github"`). */
const PROP_NAME = /icon["']?\s*[:=]\s*["']?([a-z0-9]+(?:-[a-z0-9]+)*(?::[a-z0-9]+(?:-[a-z0-9]+)*)?)/gi;

const require = createRequire(import.meta.url);
const scope = dirname(dirname(require.resolve('@iconify-json/lucide/package.json')));
const prefixes = readdirSync(scope)
  .filter((name) => existsSync(join(scope, name, 'icons.json')))
  .sort();
const setCache = new Map<string, IconSet>();
function setOf(prefix: string): IconSet | null {
  if (!prefixes.includes(prefix)) return null;
  if (!setCache.has(prefix)) setCache.set(prefix, JSON.parse(readFileSync(join(scope, prefix, 'icons.json'), 'utf8')) as IconSet);
  return setCache.get(prefix)!;
}

function walk(dir: string, accept: RegExp, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, accept, out);
    else if (accept.test(entry) && full !== outFile && full !== contentOutFile) out.push(full);
  }
  return out;
}

function collectNames(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (raw: string, where: string, strict: boolean) => {
    const ref = parseIconName(raw, prefixes);
    // A bare `word-word` prop value is an icon only when its prefix is an installed set.
    if (!ref || (!strict && !prefixes.includes(ref.prefix))) return;
    const name = iconKey(ref);
    const list = found.get(name) ?? [];
    if (!list.includes(where)) list.push(where);
    found.set(name, list);
  };
  const files = [...SOURCE_DIRS.flatMap((d) => walk(join(repoDir, d), SOURCE_EXT)), ...walk(join(repoDir, 'content'), CONTENT_EXT)];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const where = relative(repoDir, file);
    for (const m of text.matchAll(I_NAME)) add(m[0], where, true);
    for (const m of text.matchAll(PROP_NAME)) add(m[1]!, where, false);
  }
  for (const social of siteConfig.socials) add(`i-simple-icons-${social.icon}`, 'site-config socials', true);
  return found;
}

function resolveIcon(set: IconSet, name: string): { body: string; width: number; height: number } | null {
  let key = name;
  for (let hops = 0; hops < 5 && !set.icons[key] && set.aliases?.[key]; hops++) key = set.aliases[key]!.parent;
  const icon = set.icons[key];
  if (!icon) return null;
  return { body: icon.body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 };
}

/** The interface's own icons: named in code outside the renderers, or by the site configuration. */
function isInterfaceIcon(where: string[]): boolean {
  return where.some((w) => w === 'site-config socials' || (SOURCE_EXT.test(w) && !RENDER_OR_CONTENT(w)));
}
const RENDER_OR_CONTENT = (where: string) => RENDERER_SOURCES.test(where) || where.startsWith('content/');

const HEADER =
  '// Generated by shell/kit/scripts/generate-icons.ts from the installed @iconify-json sets.\n' +
  '// Do not edit: re-run the script after using a new icon.\n';

function mapText(lines: string[]): string {
  return (
    '/** Icon name → SVG body (viewBox 0 0 w h, 24×24 unless given). */\n' +
    'export const icons: Record<string, { body: string; w?: number; h?: number }> = {\n' +
    lines.join('\n') +
    '\n};\n'
  );
}

function render(): { text: string; contentText: string; prefixesText: string; missing: string[] } {
  const names = collectNames();
  const lines: string[] = [];
  const contentLines: string[] = [];
  const missing: string[] = [];
  for (const full of [...names.keys()].sort()) {
    const ref = parseIconName(full, prefixes)!;
    const set = setOf(ref.prefix);
    const icon = set ? resolveIcon(set, ref.name) : null;
    if (!icon) {
      missing.push(`${full} (used in ${names.get(full)!.join(', ')})`);
      continue;
    }
    const size = icon.width === 24 && icon.height === 24 ? '' : `, w: ${icon.width}, h: ${icon.height}`;
    const line = `  ${JSON.stringify(full)}: { body: ${JSON.stringify(icon.body)}${size} },`;
    (isInterfaceIcon(names.get(full)!) ? lines : contentLines).push(line);
  }
  const text =
    HEADER +
    "/** The interface's icons, loaded on demand (content-icons.generated.ts has those only content and the renderers name). */\n" +
    mapText(lines);
  const contentText = `${HEADER}/** Icons only content and the prose and landing renderers name: loaded with the renderer. */\n${mapText(contentLines)}`;
  const prefixesText =
    HEADER +
    '/** Prefixes of the installed collections: they tell where `i-{prefix}-{name}` splits. */\n' +
    `export const iconPrefixes: readonly string[] = ${JSON.stringify(prefixes)};\n`;
  return { text, contentText, prefixesText, missing };
}

const { text, contentText, prefixesText, missing } = render();
for (const m of missing) console.warn(`generate-icons: unknown icon ${m}; check the name on https://icones.js.org`);
const outputs: Array<[string, string]> = [
  [outFile, text],
  [contentOutFile, contentText],
  [prefixesOutFile, prefixesText],
];
if (process.argv.includes('--check')) {
  for (const [file, wanted] of outputs) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== wanted) {
      console.error(`generate-icons: ${relative(repoDir, file)} is stale; run node --import tsx shell/kit/scripts/generate-icons.ts`);
      process.exit(1);
    }
  }
} else {
  for (const [file, wanted] of outputs) {
    writeFileSync(file, wanted);
    console.log(`generate-icons: wrote ${relative(repoDir, file)} (${wanted.split('\n').filter((l) => l.startsWith('  "')).length} icons)`);
  }
}
