/**
 * The Iconify collections installed as `@iconify-json/*` packages (lucide, simple-icons, ph,
 * mdi, vscode-icons and any other set someone adds): found by listing the scope's folder,
 * each loaded on first use and kept. The content build checks icon names against them and
 * the icon API serves from them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getIconData, getIcons } from '@iconify/utils';
import { parseIconName, type IconRef } from '@site/contracts';

type IconifyJSON = Parameters<typeof getIcons>[0];

const require = createRequire(import.meta.url);

function scopeFolder(): string | null {
  try {
    return dirname(dirname(require.resolve('@iconify-json/lucide/package.json')));
  } catch {
    return null;
  }
}

let prefixes: string[] | null = null;
const loaded = new Map<string, IconifyJSON | null>();

/** Prefixes of every installed collection (the package folder names). */
export function installedIconPrefixes(): string[] {
  if (prefixes) return prefixes;
  const folder = scopeFolder();
  prefixes =
    folder && existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => existsSync(join(folder, name, 'icons.json')))
          .sort()
      : [];
  return prefixes;
}

/** The collection, or null when it is not installed or cannot be read (logged once, spec §8). */
function iconCollection(prefix: string): IconifyJSON | null {
  if (loaded.has(prefix)) return loaded.get(prefix)!;
  let set: IconifyJSON | null = null;
  if (installedIconPrefixes().includes(prefix)) {
    try {
      set = JSON.parse(readFileSync(join(scopeFolder()!, prefix, 'icons.json'), 'utf8')) as IconifyJSON;
    } catch (error) {
      console.error('Failed to load custom icons', prefix, error);
    }
  }
  loaded.set(prefix, set);
  return set;
}

export function parseInstalledIconName(raw: string): IconRef | null {
  return parseIconName(raw, installedIconPrefixes());
}

/** Whether an installed collection has the icon (aliases included). */
export function iconExists(ref: IconRef): boolean {
  const set = iconCollection(ref.prefix);
  return !!set && getIconData(set, ref.name) !== null;
}

/** The icon API's answer for some names of one collection, or null when it has none of them. */
export function iconsOf(prefix: string, names: string[]): IconifyJSON | null {
  const set = iconCollection(prefix);
  if (!set) return null;
  return getIcons(set, names);
}
