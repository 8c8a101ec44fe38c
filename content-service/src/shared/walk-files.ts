import fs from 'node:fs';
import path from 'node:path';

export interface WalkedEntry {
  entry: fs.Dirent;
  /** Path below the walked folder, `/`-separated. */
  rel: string;
  abs: string;
}

/**
 * Every entry below `dir`, however deep (throws when `dir` cannot be read). Relative paths
 * are cut from each entry's parent, not asked of path.relative, which resolves both paths
 * again for every file: a large share of listing 100,000 files.
 */
export function walkEntries(dir: string): WalkedEntry[] {
  const root = path.resolve(dir);
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => {
    const parent = entry.parentPath === root ? '' : entry.parentPath.slice(root.length + 1);
    const rel = parent === '' ? entry.name : `${parent}${path.sep}${entry.name}`;
    return { entry, rel: path.sep === '/' ? rel : rel.split(path.sep).join('/'), abs: path.join(root, rel) };
  });
}
