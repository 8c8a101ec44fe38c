/**
 * Validates a page's front matter (or a data page's fields) against its collection's zod
 * schema from the shell kit, and splits it into schema fields and `meta` (every key the
 * schema does not name). Errors point at the line of the offending key.
 */
import { baseCollection, collectionFields, pageFrontMatter } from '@site/contracts';
import type { z } from 'zod';
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

export function validateFrontMatter(
  collection: string,
  data: Record<string, unknown>,
  where: { file: string; lineOf: (path: ReadonlyArray<PropertyKey>) => number },
): { ok: true; value: ValidatedFrontMatter } | { ok: false; diagnostics: Diagnostic[] } {
  const schema = schemaFor(collection);
  const result = schema.safeParse(data);
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
