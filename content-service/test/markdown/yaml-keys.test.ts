/**
 * YAML written with many keys (front matter, data files): parsed in time that grows with the
 * number of keys, never its square, and still refusing a key written twice. Measured by
 * structure and by counted steps, never by the clock: the yaml library's own duplicate check
 * (`uniqueKeys`) compares every pair of keys, and so did the search for a key's line.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataSyntaxError, parseDataFile } from '../../src/build/data-files.ts';
import { yamlLocator } from '../../src/build/yaml-lines.ts';
import { parseFrontmatterOnly } from '../../src/markdown/index.ts';

const calls = vi.hoisted(() => ({ parseOptions: [] as unknown[], isScalar: 0 }));

vi.mock('yaml', async (importOriginal) => {
  const original = await importOriginal<typeof import('yaml')>();
  return {
    ...original,
    parseDocument: (...args: Parameters<typeof original.parseDocument>) => {
      calls.parseOptions.push(args[1]);
      return original.parseDocument(...args);
    },
    isScalar: (node: unknown) => {
      calls.isScalar++;
      return original.isScalar(node);
    },
  };
});

afterEach(() => {
  calls.parseOptions = [];
  calls.isScalar = 0;
});

const keys = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

describe('YAML with many keys', () => {
  it('never runs the library’s pairwise duplicate check', () => {
    parseFrontmatterOnly(`---\n${keys(50, (i) => `k${i}: 1`)}\n---\n`, 'x.md');
    parseDataFile(
      keys(50, (i) => `k${i}: 1`),
      'yml',
    );
    yamlLocator(keys(50, (i) => `k${i}: 1`)).lineOf(['k3']);
    expect(calls.parseOptions.length).toBe(3);
    for (const options of calls.parseOptions) expect(options).toMatchObject({ uniqueKeys: false });
  });

  it('still refuses a key written twice, in any map, on the line of the second', () => {
    expect(() => parseFrontmatterOnly('---\ntitle: A\nseo:\n  title: B\n  title: C\n---\n', 'x.md')).toThrow(
      'x.md:5: invalid YAML front matter: Map keys must be unique',
    );
    const error = (() => {
      try {
        parseDataFile('name: a\nlist:\n  - x: 1\n    x: 2\n', 'yml');
      } catch (err) {
        return err as DataSyntaxError;
      }
      return null;
    })();
    expect(error?.message).toContain('Map keys must be unique');
    expect(error?.line).toBe(4);
    // The same key in two maps is no duplicate.
    expect(parseDataFile('a:\n  x: 1\nb:\n  x: 2\n', 'yml')).toEqual({ a: { x: 1 }, b: { x: 2 } });
  });

  it('finds the line of every key in steps that grow with the number of keys', () => {
    const n = 2000;
    const locator = yamlLocator(keys(n, (i) => `k${i}:\n  image: ./p${i}.png`));
    calls.isScalar = 0;
    for (let i = 0; i < n; i++) expect(locator.lineOf([`k${i}`, 'image'])).toBe(2 * i + 2);
    // A few looks at each key (the duplicate check, indexing its map): searching the map for each lookup took n²/2.
    expect(calls.isScalar).toBeLessThanOrEqual(6 * n);
  });

  it('nests dotted keys beside a __proto__ key without making it the prototype', () => {
    const data = parseFrontmatterOnly('---\n__proto__:\n  title: Inherited\nnavigation.title: Short\n---\n', 'x.md');
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect((data as { title?: unknown }).title).toBeUndefined();
    expect(data.navigation).toEqual({ title: 'Short' });
  });
});
