/**
 * Lookups of a name written in content (a key cap's `value`, a component's name, a file's
 * extension, a template's category) in one of the site's tables. A plain object also
 * answers the names of Object.prototype: `table['constructor']` is a function and
 * `table['__proto__']` an object, which reached titles and search as "function Object()..."
 * and crashed the page render as a React child. Only the table's own entries answer.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
