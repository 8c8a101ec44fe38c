/**
 * Validates a page's front matter (or a data page's fields) against its collection's zod
 * schema from the shell kit, and splits it into schema fields and `meta` (every key the
 * schema does not name). Errors point at the line of the offending key.
 */
import { baseCollection, collectionFields, pageFrontMatter } from '@site/contracts';
import { z } from 'zod';
import type { Diagnostic } from '../errors.ts';

type AnyObject = z.ZodObject<z.ZodRawShape>;
const schemaCache = new Map<string, AnyObject>();

function schemaFor(collection: string): AnyObject {
  const base = baseCollection(collection);
  if (!base) throw new Error(`Unknown collection "${collection}"`);
  let schema = schemaCache.get(base);
  if (!schema) {
    schema = pageFrontMatter.extend((collectionFields[base] as AnyObject).shape) as unknown as AnyObject;
    schemaCache.set(base, schema);
  }
  return schema;
}

export interface ValidatedFrontMatter {
  /** Schema fields, with defaults applied and dates normalised. */
  fields: Record<string, unknown>;
  /** Keys the schema does not name. */
  meta: Record<string, unknown>;
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key as string];
  }
  return node;
}

function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

type Issue = z.core.$ZodIssue;
type Path = ReadonlyArray<PropertyKey>;

/** Whether `issue` says a value of `type` was wanted, alone or as one branch of a union. */
function wants(issue: Issue, type: string): boolean {
  if (issue.code === 'invalid_type') return issue.expected === type;
  if (issue.code === 'invalid_union') return issue.errors.some((branch) => branch.some((i) => i.path.length === 0 && wants(i, type)));
  return false;
}

/**
 * YAML 1.1's words for true and false, which YAML 1.2 (and so the parser) reads as text; many
 * authors and their tools still write them (`draft: no`). Read as booleans only where the
 * schema wants a boolean, so `country: no` stays text.
 */
const YAML_1_1_BOOLEANS = new Map<string, boolean>([
  ...['y', 'yes', 'on', 'true'].map((w): [string, boolean] => [w, true]),
  ...['n', 'no', 'off', 'false'].map((w): [string, boolean] => [w, false]),
]);

/**
 * What the author meant by a value the schema refused, when valid YAML says it plainly: a
 * number or boolean where text is wanted is the text written (`title: 2.0` is "2.0", not
 * "2"), an empty value (`title:`, `~`) is no value, a YAML 1.1 boolean word is that boolean.
 * `undefined` when the value means nothing else.
 */
function meantValue(issue: Issue, value: unknown, sourceOf: (path: Path) => string | undefined): { value: unknown } | undefined {
  // An empty list item is left to the schema: removing it would renumber the items after it.
  if (value === null) return typeof issue.path.at(-1) === 'string' ? { value: undefined } : undefined;
  if ((typeof value === 'number' || typeof value === 'boolean') && wants(issue, 'string')) {
    return { value: sourceOf(issue.path) ?? String(value) };
  }
  if (typeof value === 'string' && wants(issue, 'boolean')) {
    const meant = YAML_1_1_BOOLEANS.get(value.trim().toLowerCase());
    if (meant !== undefined) return { value: meant };
  }
  return undefined;
}

/** A copy of `data` with `value` at `path` (removed when undefined). */
function withValueAt(data: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = { ...data };
  const [key, ...rest] = path;
  const name = key as string;
  if (rest.length > 0) {
    const child = copy[name];
    if (Array.isArray(child)) {
      const items = [...child];
      const index = Number(rest[0]);
      items[index] = rest.length > 1 ? withValueAt(items[index] as Record<string, unknown>, rest.slice(1), value) : value;
      copy[name] = items;
    } else {
      copy[name] = withValueAt(child as Record<string, unknown>, rest, value);
    }
  } else if (value === undefined) {
    delete copy[name];
  } else {
    copy[name] = value;
  }
  return copy;
}

/**
 * Validates `data`, reading the values the schema refused as their authors meant them where
 * the YAML says it plainly (meantValue). A few rounds, as fixing one field can reveal the
 * next (a union's other branch); what still fails is reported as the first round found it.
 */
function parseAsMeant(schema: z.ZodType, data: Record<string, unknown>, sourceOf: (path: Path) => string | undefined) {
  const first = schema.safeParse(data);
  let result = first;
  let current = data;
  for (let round = 0; round < 3 && !result.success; round++) {
    let changed = false;
    for (const issue of result.error.issues) {
      if (issue.path.length === 0 || issue.path.some((key) => typeof key === 'symbol')) continue;
      const meant = meantValue(issue, valueAt(current, issue.path), sourceOf);
      if (!meant) continue;
      current = withValueAt(current, issue.path, meant.value);
      changed = true;
    }
    if (!changed) break;
    result = schema.safeParse(current);
  }
  return { result: result.success ? result : first, data: result.success ? current : data };
}

export function validateFrontMatter(
  collection: string,
  frontMatter: Record<string, unknown>,
  where: {
    file: string;
    lineOf: (path: Path) => number;
    /** The text a YAML scalar was written as, when the file is YAML. */
    sourceOf?: (path: Path) => string | undefined;
  },
): { ok: true; value: ValidatedFrontMatter } | { ok: false; diagnostics: Diagnostic[] } {
  const schema = schemaFor(collection);
  const { result, data } = parseAsMeant(schema, frontMatter, where.sourceOf ?? (() => undefined));
  if (!result.success) {
    const diagnostics = result.error.issues.map((issue): Diagnostic => {
      const name = fieldName(issue.path);
      const missing = issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined;
      const kind = collection.startsWith('docs_') ? 'docs' : collection;
      if (missing) {
        return {
          file: where.file,
          line: where.lineOf(issue.path),
          message: `"${name}" is required in the ${kind} collection`,
          hint: `add \`${String(issue.path[issue.path.length - 1])}:\` with a value to the front matter`,
        };
      }
      return {
        file: where.file,
        line: where.lineOf(issue.path),
        message: `"${name || 'front matter'}" is invalid: ${issue.message}`,
        hint: `fix the value of "${name || 'the front matter'}" to match the ${kind} schema (shell/contracts/src/shared/collections.ts)`,
      };
    });
    return { ok: false, diagnostics };
  }
  const known = new Set(Object.keys(schema.shape));
  const meta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!known.has(key)) meta[key] = value;
  return { ok: true, value: { fields: result.data as Record<string, unknown>, meta } };
}

/** The fields of a folder's `.navigation.yml` the navigation reads; others pass through. */
const folderFields = z
  .object({
    title: z.string().optional(),
    icon: z.string().optional(),
    navigation: z.union([z.boolean(), z.object({ title: z.string().optional(), icon: z.string().optional() }).passthrough()]).optional(),
  })
  .passthrough();

/**
 * A `.navigation.yml` read as its author meant it (`navigation: no` hides the folder,
 * `title: 2024` is the text "2024"), as page front matter is; left as written otherwise.
 */
export function folderConfigAsMeant(data: Record<string, unknown>, sourceOf: (path: Path) => string | undefined): Record<string, unknown> {
  return parseAsMeant(folderFields, data, sourceOf).data;
}
