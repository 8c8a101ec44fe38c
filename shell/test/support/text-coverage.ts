/**
 * Interface-text coverage: every i18next namespace of the repository (the kit's texts and
 * each section's), found on disk, compared key by key with its English source.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface TextNamespaceFiles {
  /** Folder of the namespace, relative to the repository root. */
  folder: string;
  english: string;
  /** Locale code → file. */
  locales: Map<string, string>;
}

const SKIP = new Set(['node_modules', 'dist', '.data', '.git', 'content']);

/** Folders holding `en.ts` beside locale files (`locales/{code}.ts` or `{code}.ts` siblings). */
export function findTextNamespaces(root: string): TextNamespaceFiles[] {
  const found: TextNamespaceFiles[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const full = path.join(dir, name);
      if (!statSync(full).isDirectory()) continue;
      const english = path.join(full, 'en.ts');
      if ((name === 'i18n' || name === 'messages') && existsSync(english)) {
        const localesDir = existsSync(path.join(full, 'locales')) ? path.join(full, 'locales') : full;
        const locales = new Map<string, string>();
        for (const file of readdirSync(localesDir)) {
          const code = file.replace(/\.ts$/, '');
          if (file.endsWith('.ts') && /^[a-z]{2,3}(_[a-z]{2})?$/.test(code) && code !== 'en')
            locales.set(code, path.join(localesDir, file));
        }
        if (locales.size) found.push({ folder: path.relative(root, full), english, locales });
      }
      walk(full);
    }
  };
  walk(root);
  return found;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** A text written for a count, one of its plural forms (i18next's `key_one`, `key_other`, ...). */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const isPluralForm = (key: string) => PLURAL_FORM.test(key);

export interface Coverage {
  total: number;
  translated: number;
  /** Keys missing, empty, or whose `{{placeholders}}` differ from English. */
  problems: string[];
}

/**
 * Placeholders a translation may write out instead: `language` is the reader's own language,
 * whose name in running text each translation spells (the fallback notice), since the name a
 * runtime gives differs between Node and browsers (kit/src/i18n/language-name.ts).
 */
const SPELLED_OUT = new Set(['language']);

function samePlaceholders(key: string, text: string, source: string): boolean {
  const given = placeholders(text).split(',').filter(Boolean);
  const wanted = placeholders(source).split(',').filter(Boolean);
  if (!given.every((p) => wanted.includes(p))) return false;
  return wanted.every((p) => given.includes(p) || isPluralForm(key) || SPELLED_OUT.has(p));
}

/** A locale's texts against English: a key counts when present, non-empty and with the same placeholders. */
export function coverage(english: Tree, locale: Tree | undefined): Coverage {
  const want = flatten(english);
  const have = locale ? flatten(locale) : new Map<string, string>();
  const problems: string[] = [];
  for (const [key, source] of want) {
    const text = have.get(key);
    if (!text?.trim()) problems.push(`${key}: missing`);
    // A plural form may spell its number out (Arabic `قالب واحد`, "one template"), and any text
    // may spell out the reader's own language (SPELLED_OUT): its placeholders are English's or fewer.
    else if (!samePlaceholders(key, text, source))
      problems.push(`${key}: placeholders {${placeholders(text)}} instead of {${placeholders(source)}}`);
  }
  return { total: want.size, translated: want.size - problems.length, problems };
}

/** The texts a module exports: its default export, else its only object export. */
/**
 * Plural forms a locale lacks: for each text English writes for a count (`key_other`), one
 * form per plural category of the locale's language (`tag`, by Intl.PluralRules), so that
 * i18next never falls back to English for a Russian "5" or an Arabic "2".
 */
export function missingPluralForms(english: Tree, locale: Tree, tag: string): string[] {
  const have = flatten(locale);
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const missing: string[] = [];
  for (const key of flatten(english).keys()) {
    if (!key.endsWith('_other')) continue;
    const base = key.slice(0, -'_other'.length);
    for (const category of categories) if (!have.get(`${base}_${category}`)?.trim()) missing.push(`${base}_${category}`);
  }
  return missing;
}

export async function loadTexts(file: string): Promise<Tree> {
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const value = mod.default ?? Object.values(mod).find((v) => v && typeof v === 'object');
  if (!value || typeof value !== 'object') throw new Error(`${file} exports no texts`);
  return value as Tree;
}
