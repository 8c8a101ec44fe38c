/** Reads the browser build's manifest (written by build-shell.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../federation/remotes.ts';
import type { ShellAssets } from './html-document.ts';

export interface ShellManifest extends ShellAssets {
  version: string;
}

export const SHELL_BROWSER_DIR = path.join(REPO_ROOT, 'shell', 'dist', 'browser');

/** The manifest, with the shell's stylesheets read for pages to carry inline. */
export function readShellManifest(dir = SHELL_BROWSER_DIR): ShellManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`The shell's browser build is missing (${file}): run npm run build -w @site/shell`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ShellManifest;
  if (typeof manifest.reader !== 'string') {
    throw new Error(`The shell's browser build (${file}) predates the page's first script: run npm run build -w @site/shell`);
  }
  const inlineCss = Object.fromEntries(
    manifest.css.map((href) => [href, fs.readFileSync(path.join(dir, path.basename(href)), 'utf8')] as const),
  );
  return { ...manifest, inlineCss };
}
