/**
 * The outputs content-service holds for a build stay within a byte budget (issue 18: memory
 * bounded). Each locale's merged navigation and llms.txt is a copy the size of the default
 * locale's (35 MB at 100,000 pages): a crawler walking every locale kept one of each per
 * locale, for the life of the build. What leaves the budget is read or made again, the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsCollection } from '@site/contracts';
import { buildContent } from '../src/index.ts';
import { ContentStore } from '../src/server/content-store.ts';
import { readerNavigation } from '../src/server/locale-fallbacks.ts';
import { outputBody } from '../src/shared/database.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let dbPath: string;

beforeAll(async () => {
  box = sandbox();
  ({ dbPath } = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true }));
});
afterAll(() => box.cleanup());

/** Every locale's merged docs navigation, as the reader's sidebar is made from it. */
function everyLocale(store: ContentStore): Map<string, string> {
  const texts = new Map<string, string>();
  for (const locale of box.site.i18n.locales.map((l) => l.code)) {
    const record = readerNavigation(store, docsCollection(box.site, locale), false);
    if (record) texts.set(locale, outputBody(record).toString());
  }
  return texts;
}

describe('outputs held for a build', () => {
  it('stay within their budget while every locale is walked, and answer the same when made again', async () => {
    const unbounded = new ContentStore(dbPath, box.site);
    expect(unbounded.open()).toBe(true);
    const expected = everyLocale(unbounded);
    expect(expected.size).toBeGreaterThan(10);
    const one = Math.max(...[...expected.values()].map((text) => text.length));
    // What holding them all takes: the budget below is a small part of it.
    expect(unbounded.heldOutputBytes).toBeGreaterThan(one * 10);

    const budget = one * 4;
    const bounded = new ContentStore(dbPath, box.site, { outputBytes: budget });
    expect(bounded.open()).toBe(true);
    expect(everyLocale(bounded)).toEqual(expected);
    expect(bounded.heldOutputBytes).toBeLessThanOrEqual(budget);
    // Walked again: the first locales left the budget long ago and are made again, the same.
    expect(everyLocale(bounded)).toEqual(expected);
    expect(bounded.heldOutputBytes).toBeLessThanOrEqual(budget);
  });

  it('compresses an output made again after it left the budget', async () => {
    const store = new ContentStore(dbPath, box.site, { outputBytes: 1 });
    expect(store.open()).toBe(true);
    const fr = docsCollection(box.site, 'fr');
    const first = await store.compressed(readerNavigation(store, fr, false)!);
    const again = await store.compressed(readerNavigation(store, fr, false)!);
    expect(again).not.toBe(first);
    expect(again.br?.length).toBeGreaterThan(0);
    expect(again.gzip?.length).toBeGreaterThan(0);
    expect(again.etag).toBe(first.etag);
  });
});
