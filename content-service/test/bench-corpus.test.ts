/**
 * The benchmarks' generated corpus (bench/corpus.ts) links every way authors write links
 * (relative to the file, to files, docs-relative, absolute with anchors): in both of its
 * shapes every one of them must resolve, or the benchmarks would measure a build that
 * reports thousands of warnings instead of the one a real corpus makes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent } from '../src/index.ts';
import { deepeningTree, sectionsOfGroups, writeCorpus, type CorpusLayout } from '../bench/corpus.ts';

describe('the benchmark corpus', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it.each<[string, CorpusLayout]>([
    ['sections of groups with sub-folders', sectionsOfGroups],
    ['the deepening tree', deepeningTree],
  ])('has only links that resolve, in %s', async (_name, layout) => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-corpus-'));
    const contentDir = path.join(root, 'content');
    const files = writeCorpus(contentDir, 300, layout);
    const text = files.map((rel) => fs.readFileSync(path.join(contentDir, rel), 'utf8')).join('\n');
    // Each way of writing a link is there: to files, relative, docs-relative, with anchors.
    for (const written of [
      /\]\(\.{1,2}\/[^)]*\d+\.page-\d+\.md\)/,
      /\]\(\.{1,2}\/[^)]*\/?page-\d+\)/,
      /\]\(\/section-/,
      /\]\(\/docs\/[^)]+#section-2-/,
    ]) {
      expect(text).toMatch(written);
    }
    const site = loadSiteConfig({ SITE_I18N: 'off' });
    const result = await buildContent({ contentDir, dataDir: path.join(root, 'data'), site, quiet: true, strictLinks: true });
    expect(result.pages).toBe(301);
    expect(result.warnings).toEqual([]);
  });
});
