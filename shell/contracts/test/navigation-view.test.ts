/**
 * The sidebar a docs page shows (issue 18): the same size whatever else the corpus holds,
 * its own branch open, every other folder closed with the number of its children, which
 * `navigationChildren` gives one level at a time.
 */
import { describe, expect, it } from 'vitest';
import {
  type NavigationNode,
  navigationChildren,
  navigationTrail,
  packNodes,
  unpackNodes,
  visibleNavigation,
} from '../src/shared/index.ts';

const page = (path: string, extra: Partial<NavigationNode> = {}): NavigationNode => ({
  title: path.split('/').pop()!,
  path,
  stem: `docs${path}`,
  ...extra,
});
const folder = (path: string, children: NavigationNode[], extra: Partial<NavigationNode> = {}): NavigationNode => ({
  ...page(path, extra),
  page: false,
  children,
});

/** `sections` sections of `groups` folders of `pages` pages each, under the docs root. */
function corpus(sections: number, groups: number, pages: number): NavigationNode[] {
  const list = (n: number, make: (i: number) => NavigationNode) => Array.from({ length: n }, (_, i) => make(i + 1));
  return [
    folder(
      '/docs',
      list(sections, (s) =>
        folder(
          `/docs/s${s}`,
          list(groups, (g) =>
            folder(
              `/docs/s${s}/g${g}`,
              list(pages, (p) => page(`/docs/s${s}/g${g}/p${p}`)),
            ),
          ),
          { icon: 'i-lucide-book' },
        ),
      ),
    ),
  ];
}

const json = (value: unknown) => JSON.stringify(value);

describe('visibleNavigation', () => {
  it("opens the page's branch, closes every other folder with its number of children, drops stems and custom fields", () => {
    const tree = corpus(3, 2, 2);
    tree[0]!.children![0]!.audience = 'admins';
    const view = visibleNavigation(tree, '/docs/s1/g2/p1', 2);
    expect(view).toEqual([
      {
        title: 'docs',
        path: '/docs',
        children: [
          {
            title: 's1',
            path: '/docs/s1',
            icon: 'i-lucide-book',
            children: [
              { title: 'g1', path: '/docs/s1/g1', count: 2 },
              {
                title: 'g2',
                path: '/docs/s1/g2',
                children: [
                  { title: 'p1', path: '/docs/s1/g2/p1' },
                  { title: 'p2', path: '/docs/s1/g2/p2' },
                ],
              },
            ],
          },
          { title: 's2', path: '/docs/s2', icon: 'i-lucide-book', count: 2 },
          { title: 's3', path: '/docs/s3', icon: 'i-lucide-book', count: 2 },
        ],
      },
    ]);
  });

  it("opens the page's section down to `depth`, and only that section", () => {
    const view = visibleNavigation(corpus(2, 2, 2), '/docs/s1/g1/p1', 3);
    const [s1, s2] = view[0]!.children!;
    expect(s1!.children!.map((g) => g.children?.length)).toEqual([2, 2]);
    expect(s2).toMatchObject({ path: '/docs/s2', count: 2 });
    expect(s2!.children).toBeUndefined();
  });

  it('weighs the same for a page however much the rest of the corpus grows', () => {
    const small = corpus(4, 10, 25);
    const large = corpus(4, 10, 25);
    // Other sections 40 times larger, other groups of the page's section 100 times larger.
    for (const section of large[0]!.children!.slice(1)) section.children = corpus(1, 400, 250)[0]!.children![0]!.children!;
    for (const group of large[0]!.children![0]!.children!.slice(1))
      group.children = corpus(1, 1, 2500)[0]!.children![0]!.children![0]!.children!;
    const path = '/docs/s1/g1/p7';
    const [before, after] = [small, large].map((tree) => json(visibleNavigation(tree, path, 2)));
    // Only the closed folders' counts differ (10 → 400, 25 → 2500).
    expect(after!.length - before!.length).toBeLessThanOrEqual(3 * 1 + 9 * 2);
    expect(after!.replace(/"count":\d+/g, '')).toBe(before!.replace(/"count":\d+/g, ''));
  });

  it('leaves out a folder with nothing to show, and takes a tree without a docs root as the sections', () => {
    const flat = [page('/intro'), folder('/empty', []), folder('/guide', [page('/guide/a')])];
    expect(visibleNavigation(flat, '/intro', 2)).toEqual([
      { title: 'intro', path: '/intro' },
      { title: 'guide', path: '/guide', count: 1 },
    ]);
  });

  it('keeps the language mark of a page shown untranslated, and a folder with its index page at the same path', () => {
    const tree = [folder('/docs', [folder('/docs/a', [page('/docs/a', { lang: 'en' }), page('/docs/a/b')])])];
    expect(visibleNavigation(tree, '/docs/a', 2)[0]!.children).toEqual([
      {
        title: 'a',
        path: '/docs/a',
        children: [
          { title: 'a', path: '/docs/a', lang: 'en' },
          { title: 'b', path: '/docs/a/b' },
        ],
      },
    ]);
  });
});

describe('navigationChildren', () => {
  it("gives a folder's children, sub-folders closed; null for a page or an unknown path", () => {
    const tree = corpus(2, 2, 2);
    expect(navigationChildren(tree, '/docs/s2')).toEqual([
      { title: 'g1', path: '/docs/s2/g1', count: 2 },
      { title: 'g2', path: '/docs/s2/g2', count: 2 },
    ]);
    expect(navigationChildren(tree, '/docs/s2/g1')).toEqual([
      { title: 'p1', path: '/docs/s2/g1/p1' },
      { title: 'p2', path: '/docs/s2/g1/p2' },
    ]);
    expect(navigationChildren(tree, '/docs/s2/g1/p1')).toBeNull();
    expect(navigationChildren(tree, '/docs/s9')).toBeNull();
    // The folder, not its index page, when both have the path.
    const indexed = [folder('/docs', [folder('/docs/a', [page('/docs/a'), page('/docs/a/b')])])];
    expect(navigationChildren(indexed, '/docs/a')?.map((n) => n.path)).toEqual(['/docs/a', '/docs/a/b']);
  });
});

describe('navigationTrail', () => {
  it('lists the nodes from the root to the page', () => {
    const view = visibleNavigation(corpus(2, 2, 2), '/docs/s2/g1/p2', 2);
    expect(navigationTrail(view, '/docs/s2/g1/p2').map((n) => n.path)).toEqual(['/docs', '/docs/s2', '/docs/s2/g1', '/docs/s2/g1/p2']);
    expect(navigationTrail(view, '/docs/s22').map((n) => n.path)).toEqual(['/docs']);
  });

  it("walks past a folder's index page to the page beside it", () => {
    const tree = [folder('/docs', [folder('/docs/a', [page('/docs/a'), page('/docs/a/b'), folder('/docs/a/c', [page('/docs/a/c/d')])])])];
    expect(navigationTrail(tree, '/docs/a/b').map((n) => n.path)).toEqual(['/docs', '/docs/a', '/docs/a/b']);
    expect(navigationTrail(tree, '/docs/a/c/d').map((n) => n.path)).toEqual(['/docs', '/docs/a', '/docs/a/c', '/docs/a/c/d']);
    // The index page itself ends at its folder.
    expect(navigationTrail(tree, '/docs/a').map((n) => n.path)).toEqual(['/docs', '/docs/a']);
  });
});

describe('navigation badges', () => {
  it('shows the label of a badge written as text, a number or an object, and no empty one', () => {
    const tree = [
      folder('/docs', [
        folder('/docs/a', [page('/docs/a/b', { badge: 'New' }), page('/docs/a/c', { badge: 2 }), page('/docs/a/d', { badge: '  ' })], {
          badge: { label: 'Beta', color: 'warning' },
        }),
      ]),
    ];
    const [section] = visibleNavigation(tree, '/docs/a/b', 2)[0]!.children!;
    expect(section!.badge).toBe('Beta');
    expect(section!.children!.map((n) => n.badge)).toEqual(['New', '2', undefined]);
  });
});

describe('packNodes and unpackNodes', () => {
  it('write paths from their folder, and read back exactly what was packed', () => {
    const tree = [folder('/docs', [folder('/docs/a', [page('/docs/a', { lang: 'en' }), page('/docs/a/b'), page('/elsewhere/c')])])];
    const nodes = visibleNavigation(tree, '/docs/a/b', 2);
    nodes[0]!.children![0]!.icon = 'i-lucide-book';
    nodes[0]!.children![0]!.children![1]!.badge = 'New';
    const packed = packNodes(nodes);
    expect(packed).toEqual([
      [
        'docs',
        '/docs',
        [
          [
            'a',
            'a',
            [
              ['a', '', null, 'en'],
              ['b', 'b', null, null, null, 'New'],
              ['c', '/elsewhere/c'],
            ],
            null,
            'i-lucide-book',
          ],
        ],
      ],
    ]);
    expect(unpackNodes(packed)).toEqual(nodes);
    // Children answered for a folder are packed under its path.
    const children = navigationChildren(corpus(1, 2, 2), '/docs/s1')!;
    expect(unpackNodes(packNodes(children, '/docs/s1'), '/docs/s1')).toEqual(children);
  });
});
