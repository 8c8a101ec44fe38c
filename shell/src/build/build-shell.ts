/**
 * `npm run build -w @site/shell`: the shell's browser bundle, its stylesheet (the kit's
 * theme plus shell views), sql.js's wasm, and a manifest the SSR server reads.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { collectCss, minifyCss } from './collect-css.ts';
import { hashDir } from './hash-dir.ts';
import { REPO_ROOT } from './remotes.ts';
import { runWebpack } from './run-webpack.ts';
import { shellWebpackConfig } from './shell-webpack-config.ts';

const require = createRequire(import.meta.url);
export const SHELL_OUT = path.join(REPO_ROOT, 'shell', 'dist', 'browser');

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f172a"/><path d="M8 22l6-12 4 8 2-4 4 8z" fill="#00c16a"/></svg>`;

export async function buildShell(): Promise<string> {
  const started = Date.now();
  const wasmSource = path.join(path.dirname(require.resolve('sql.js')), 'sql-wasm-browser.wasm');
  const wasmName = `sql-wasm.${crypto.createHash('sha256').update(fs.readFileSync(wasmSource)).digest('hex').slice(0, 10)}.wasm`;
  await runWebpack([shellWebpackConfig(SHELL_OUT, `/_shell/${wasmName}`)]);
  fs.copyFileSync(wasmSource, path.join(SHELL_OUT, wasmName));
  fs.writeFileSync(path.join(SHELL_OUT, 'favicon.svg'), FAVICON);

  const css = minifyCss(collectCss([path.join(REPO_ROOT, 'shell', 'kit', 'src', 'ui'), path.join(REPO_ROOT, 'shell', 'src')]));
  const cssName = `styles.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  fs.writeFileSync(path.join(SHELL_OUT, cssName), css);

  const entry = path.join(SHELL_OUT, 'main.js');
  if (!fs.existsSync(entry)) throw new Error('webpack produced no main bundle');
  const main = `main.${crypto.createHash('sha256').update(fs.readFileSync(entry)).digest('hex').slice(0, 10)}.js`;
  fs.renameSync(entry, path.join(SHELL_OUT, main));
  const version = hashDir(SHELL_OUT);
  const manifest = { version, js: [`/_shell/${main}`], css: [`/_shell/${cssName}`] };
  fs.writeFileSync(path.join(SHELL_OUT, 'manifest.json'), JSON.stringify(manifest, null, 2));
  console.log(`[shell] built ${version} in ${Date.now() - started} ms`);
  return version;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  buildShell().catch((err: unknown) => {
    console.error(`[shell] build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
