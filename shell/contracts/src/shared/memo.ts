/**
 * A pure function of one string, answered from memory for the strings seen last (at most
 * `max` of them, each at most `longest` characters; longer ones are computed every time).
 * Server renders repeat the same link targets and tag names on every page, many times over.
 */
export function memoizeString<T>(fn: (value: string) => T, max = 4096, longest = 512): (value: string) => T {
  const seen = new Map<string, T>();
  return (value) => {
    if (value.length > longest) return fn(value);
    if (seen.has(value)) return seen.get(value) as T;
    const result = fn(value);
    if (seen.size >= max) seen.delete(seen.keys().next().value!);
    seen.set(value, result);
    return result;
  };
}
