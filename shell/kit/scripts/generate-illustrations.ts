/**
 * Writes the site's illustrations into content/_images: the home and Studio pictures
 * (`illustrations/`) and every template's previews (`templates/{slug}/`), each as `x.svg`
 * (light) and `x.dark.svg` (dark), drawn from the kit's palettes by the modules in
 * `illustrations/`. The files are committed content; re-run after changing a drawing:
 *
 *   node --import tsx shell/kit/scripts/generate-illustrations.ts          # write
 *   node --import tsx shell/kit/scripts/generate-illustrations.ts --check  # exit 1 when stale
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ILLUSTRATIONS } from './illustrations/index.ts';
import { render, variantFile } from './illustrations/illustration.ts';

const imagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../content/_images');

/** Every file this script owns, with the text it should hold. */
export function expectedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const illustration of ILLUSTRATIONS) {
    for (const mode of ['light', 'dark'] as const)
      files.set(join(imagesDir, variantFile(illustration.file, mode)), render(illustration, mode));
  }
  return files;
}

/** The files that are missing or differ from what the drawings give. */
export function staleFiles(): string[] {
  return [...expectedFiles()].filter(([file, svg]) => !existsSync(file) || readFileSync(file, 'utf8') !== svg).map(([file]) => file);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    for (const file of stale) console.error(`stale: ${file}`);
    process.exit(stale.length ? 1 : 0);
  }
  let written = 0;
  for (const [file, svg] of expectedFiles()) {
    mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file) && readFileSync(file, 'utf8') === svg) continue;
    writeFileSync(file, svg);
    written++;
  }
  console.log(`${written} illustration files written under ${imagesDir}`);
}
