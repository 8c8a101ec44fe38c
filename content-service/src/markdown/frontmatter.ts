/**
 * YAML front matter: split off the top of a file and parsed with line-accurate errors.
 * Kept independent of the markdown parser so data-only callers pay for YAML alone.
 */
import { ContentSyntaxError } from './errors.ts';
import { parseYamlDocument } from './yaml-document.ts';

const OPEN_FENCE = /^---[ \t]*\r?\n/;
const CLOSE_FENCE = /^---[ \t]*$/m;

interface FrontmatterBlock {
  /** The YAML text between the fences. */
  yaml: string;
  /** 1-based line of the first YAML line (the line after the opening fence). */
  firstLine: number;
}

/** Finds the front matter block, or null when the file has none. */
function findFrontmatter(source: string, file: string): FrontmatterBlock | null {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const open = OPEN_FENCE.exec(text);
  if (!open) return null;
  const rest = text.slice(open[0].length);
  // An empty block closes right away: "---\n---".
  const close = CLOSE_FENCE.exec(rest);
  if (!close) {
    throw new ContentSyntaxError({
      file,
      line: 1,
      message: 'the front matter opened here is never closed.',
      hint: 'Add a line with "---" after the last front matter key.',
    });
  }
  return { yaml: rest.slice(0, close.index), firstLine: 2 };
}

/** 1-based line where the markdown body starts: after the front matter, if any. */
export function bodyFirstLine(source: string, file: string): number {
  const block = findFrontmatter(source, file);
  return block ? block.firstLine + (block.yaml.match(/\n/g)?.length ?? 0) + 1 : 1;
}

/** Parses the front matter of a markdown file into a plain object ({} when there is none). */
export function parseFrontmatter(source: string, file: string): Record<string, unknown> {
  const block = findFrontmatter(source, file);
  if (!block || block.yaml.trim() === '') return {};

  const doc = parseYamlDocument(block.yaml, { prettyErrors: true });
  const error = doc.errors[0];
  if (error) {
    const yamlLine = error.linePos?.[0]?.line ?? 1;
    throw new ContentSyntaxError({
      file,
      line: block.firstLine + yamlLine - 1,
      message: `invalid YAML front matter: ${firstSentence(error.message)}.`,
      hint: 'Check the indentation and quote values that contain ": " or start with a special character.',
    });
  }
  const data: unknown = doc.toJS();
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentSyntaxError({
      file,
      line: block.firstLine,
      message: 'the front matter is not a list of "key: value" pairs.',
      hint: 'Write each field on its own line as "key: value".',
    });
  }
  return withDottedKeysNested(data as Record<string, unknown>);
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `navigation.title: Intro` is `navigation: {title: Intro}`, as the reference content module
 * reads front matter. Keys written nested win over dotted ones where both set a value (a
 * dotted key never replaces a value that is not an object, e.g. `navigation: false`).
 */
function withDottedKeysNested(data: Record<string, unknown>): Record<string, unknown> {
  const dotted = new Set(Object.keys(data).filter((key) => key.includes('.') && key.split('.').every((part) => part !== '')));
  if (dotted.size === 0) return data;
  // Own properties as YAML gave them: a `__proto__` key stays a key, never the result's prototype.
  const result = Object.fromEntries(Object.entries(data).filter(([key]) => !dotted.has(key)));
  for (const key of dotted) {
    const parts = key.split('.');
    if (!parts.some((part) => UNSAFE_KEYS.has(part))) setNested(result, parts, data[key]);
  }
  return result;
}

function firstSentence(message: string): string {
  // yaml's messages carry a source excerpt after the first line; the location is ours to give.
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, '');
}

function setNested(target: Record<string, unknown>, parts: string[], value: unknown): void {
  let at = target;
  for (const part of parts.slice(0, -1)) {
    at[part] ??= {};
    const next = at[part];
    if (!isPlainObject(next)) return;
    at = next;
  }
  const last = parts.at(-1)!;
  if (at[last] === undefined) at[last] = value;
}
