/**
 * `npm run build -w @site/shell`: the shell's browser bundle, its stylesheet (the kit's
 * theme plus shell views), sql.js's wasm, and a manifest the SSR server reads.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type webpack from 'webpack';
import { collectCss, minifyCss } from './collect-css.ts';
import { hashDir } from './hash-dir.ts';
import { precompressDir } from './precompress.ts';
import { REPO_ROOT } from '../federation/remotes.ts';
import { runWebpack } from './run-webpack.ts';
import { readerWebpackConfig } from './reader-webpack-config.ts';
import { shellWebpackConfig } from './shell-webpack-config.ts';
import { isMainModule } from '@site/contracts/server';

const require = createRequire(import.meta.url);
export const SHELL_OUT = path.join(REPO_ROOT, 'shell', 'dist', 'browser');

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f172a"/><path d="M8 22l6-12 4 8 2-4 4 8z" fill="#00c16a"/></svg>`;

/** Files older than this that the newest build does not contain are pruned. */
const RETAIN_MS = 24 * 60 * 60 * 1000;

/**
 * Builds into a staging folder, then adds the new (content-hashed) files next to the old ones
 * and swaps manifest.json last: a shell that is still running keeps finding every file its
 * pages reference, and a reader never sees a half-written build.
 */
export async function buildShell(): Promise<string> {
  const started = Date.now();
  const staging = path.join(path.dirname(SHELL_OUT), `.staging-${process.pid}-${Date.now()}`);
  try {
    const wasmSource = path.join(path.dirname(require.resolve('sql.js')), 'sql-wasm-browser.wasm');
    const wasmName = `sql-wasm.${hash(fs.readFileSync(wasmSource))}.wasm`;
    const stats = await runWebpack([shellWebpackConfig(staging, `/_shell/${wasmName}`), readerWebpackConfig(staging)]);
    // The entry's files, in the order they are listed (libraries first): the page loads them all.
    const js = entryScripts(stats.stats[0]!, 'main');
    const [reader] = entryScripts(stats.stats[1]!, 'reader');
    if (!js.length || !reader) throw new Error('webpack produced no entry bundle');
    fs.copyFileSync(wasmSource, path.join(staging, wasmName));
    fs.writeFileSync(path.join(staging, 'favicon.svg'), FAVICON);

    const css = minifyCss(collectCss([path.join(REPO_ROOT, 'shell', 'kit', 'src'), path.join(REPO_ROOT, 'shell', 'src')]));
    const cssName = `styles.${hash(css)}.css`;
    fs.writeFileSync(path.join(staging, cssName), css);

    const version = hashDir(staging);
    precompressDir(staging);

    fs.mkdirSync(SHELL_OUT, { recursive: true });
    const files = fs.readdirSync(staging);
    for (const file of files) {
      const target = path.join(SHELL_OUT, file);
      if (!fs.existsSync(target) || file === 'favicon.svg') fs.copyFileSync(path.join(staging, file), target);
      else fs.utimesSync(target, new Date(), new Date());
    }
    const manifest = {
      version,
      reader: `/_shell/${reader}`,
      js: js.map((name) => `/_shell/${name}`),
      css: [`/_shell/${cssName}`],
    };
    const tmp = path.join(SHELL_OUT, `manifest.json.${process.pid}.tmp`);
    fs.writeFileSync(tmp, JSON.stringify(manifest, null, 2));
    fs.renameSync(tmp, path.join(SHELL_OUT, 'manifest.json'));
    pruneOldFiles(new Set([...files, 'manifest.json']));
    console.log(`[shell] built ${version} in ${Date.now() - started} ms`);
    return version;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function entryScripts(stats: webpack.Stats, name: string): string[] {
  const entry = stats.toJson({ all: false, entrypoints: true }).entrypoints?.[name];
  return (entry?.assets ?? []).map((a) => a.name).filter((file) => file.endsWith('.js'));
}

function hash(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
}

function pruneOldFiles(keep: Set<string>, now = Date.now()): void {
  for (const file of fs.readdirSync(SHELL_OUT)) {
    const full = path.join(SHELL_OUT, file);
    if (!keep.has(file) && now - fs.statSync(full).mtimeMs > RETAIN_MS) fs.rmSync(full, { force: true });
  }
}

if (isMainModule(import.meta.url)) {
  buildShell().catch((err: unknown) => {
    console.error(`[shell] build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
