import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMdast } from '../../src/markdown/parser.ts';

const ROOTS = [path.resolve(import.meta.dirname, '../../../content'), path.resolve(import.meta.dirname, '../fixtures')];
const markdownFiles = ROOTS.flatMap((root) =>
  fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(root, f)),
);

describe('the literal-autolink pass', () => {
  it('is skipped only where it would find nothing: every content file parses to the same tree either way', async () => {
    expect(markdownFiles.length).toBeGreaterThan(100);
    let skipped = 0;
    for (const file of markdownFiles) {
      const source = fs.readFileSync(file, 'utf8');
      const chosen = await parseMdast(source);
      const full = await parseMdast(source, true);
      expect(chosen, file).toEqual(full);
      if (JSON.stringify(await parseMdast(source, false)) === JSON.stringify(full)) skipped++;
    }
    // Most pages have no bare URL or address: the pass is worth skipping.
    expect(skipped).toBeGreaterThan(markdownFiles.length / 2);
  });

  it('is skipped when URLs and addresses are only link targets or code', async () => {
    const source =
      'See [the guide](https://example.com/guide) and `npm i @nuxt/content`.\n\n```ts\nimport x from "@nuxt/kit"; // https://nuxt.com\n```\n';
    const full = await parseMdast(source, true);
    expect(await parseMdast(source)).toEqual(full);
    expect(await parseMdast(source, false)).toEqual(full);
  });

  it('finds literal autolinks where the source has them', async () => {
    const tree = await parseMdast('Visit www.example.com or https://example.com, or write to team@example.com.\n');
    const links = JSON.stringify(tree).match(/"type":"link"/g) ?? [];
    expect(links).toHaveLength(3);
  });
});
