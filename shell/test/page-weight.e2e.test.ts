/**
 * A docs page weighs the same whatever the corpus around it (issue 18.2): the same pages of
 * the generated corpus (identical bodies) in a 200-page and then a 10,000-page build of the
 * running site. Their HTML and their inline state may each grow by at most 10%; with the
 * whole tree in every page they grew about thirty times.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCorpus, weighPage, writeScaleCorpus, type Corpus, type PageWeight } from '../../scripts/bench/corpus-site.ts';
import { startTestSite, waitFor, type TestSite } from './support/test-site.ts';

/** Pages of the generator present in both sizes: one mid-corpus, the small one's last. */
const PAGES = [110, 199];
const MAX_GROWTH = 1.1;

let root: string;
let small: Corpus;
let large: Corpus;
let site: TestSite | undefined;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  small = writeScaleCorpus(root, 200);
  large = writeScaleCorpus(root, 10_000);
  await buildCorpus(small);
  site = await startTestSite({ CONTENT_DIR: small.contentDir, CONTENT_DATA_DIR: small.dataDir });
}, 600_000);

afterAll(async () => {
  await site?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('a docs page grows by at most 10% in HTML and in inline state from 200 to 10,000 pages', async () => {
  const url = (corpus: Corpus, i: number) => `${site!.url}/en${corpus.pagePath(i)}`;
  const weigh = (corpus: Corpus) => Promise.all(PAGES.map((i) => weighPage(url(corpus, i))));
  const before = await weigh(small);
  expect(before.map((w) => w.status)).toEqual(PAGES.map(() => 200));

  // The large corpus replaces the small one under the running site, as a content deploy does.
  await buildCorpus(large, small.dataDir);
  await waitFor(async () => (await weighPage(url(large, PAGES[0]!))).status === 200, 120_000, 'the 10,000-page build to be served');
  const after = await weigh(large);
  expect(after.map((w) => w.status)).toEqual(PAGES.map(() => 200));

  const rows = PAGES.map((page, i) => ({ page, before: before[i]!, after: after[i]! }));
  const growth = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)}%`;
  for (const { page, before: b, after: a } of rows) {
    console.log(
      `page ${page}: HTML ${b.html} → ${a.html} B (${growth(b.html, a.html)}), inline state ${b.state} → ${a.state} B (${growth(b.state, a.state)})`,
    );
  }
  const over = (pick: (w: PageWeight) => number) =>
    rows.filter((r) => pick(r.after) > pick(r.before) * MAX_GROWTH).map((r) => `page ${r.page}: ${pick(r.before)} → ${pick(r.after)}`);
  expect(
    over((w) => w.html),
    'HTML grew by more than 10%',
  ).toEqual([]);
  expect(
    over((w) => w.state),
    'inline state grew by more than 10%',
  ).toEqual([]);
}, 900_000);
