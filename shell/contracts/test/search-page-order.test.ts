/** A page the query names comes before its own sections, which match it in their parents' titles too. */
import { describe, expect, it } from 'vitest';
import { pagesBeforeTheirSections } from '../src/shared/index.ts';

describe('search results of a page and its sections', () => {
  it('list the page before the first of its sections, the rest in their order', () => {
    const ranked = ['/docs/p42#s1', '/docs/p42#s2', '/docs/other', '/docs/p42', '/docs/p43#s1', '/docs/p4'];
    expect(pagesBeforeTheirSections(ranked, (id) => id)).toEqual([
      '/docs/p42',
      '/docs/p42#s1',
      '/docs/p42#s2',
      '/docs/other',
      '/docs/p43#s1',
      '/docs/p4',
    ]);
  });

  it('leave a page already above its sections, and a page with none listed, where they are', () => {
    const ranked = ['/docs/a', '/docs/a#x', '/docs/b#y', '/docs/c'];
    expect(pagesBeforeTheirSections(ranked, (id) => id)).toEqual(ranked);
  });
});
